// europasscv (the 2013 Europass layout as a LaTeX class), with its documented macros: \ecvname,
// \ecvaddress, \ecvtelephone, \ecvemail and \ecvhomepage (plain addresses: the class makes the
// links), then \ecvpersonalinfo, \ecvsection, \ecvtitle{dates}{title} rows with the dates flush right
// in the label column, \ecvitem rows under them and \ecvmothertongue. Its labels come from the class in
// the person's language (English for Dutch, whose labels file the class lacks); it prints no headline,
// no profiles and no summary.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, languagePreamble, period, placeParts, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const CLASS_LANGUAGE: Record<string, string> = {
  british: 'english',
  french: 'french',
  ngerman: 'german',
  spanish: 'spanish',
  italian: 'italian',
  dutch: 'english',
  portuguese: 'portuguese',
};

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const itemize = (items: string[]) =>
    `\\ecvitem{}{\\begin{ecvitemize}\n${items.map((h) => `\\item ${tex(h)}`).join('\n')}\n\\end{ecvitemize}}`;
  const jobs = resume.work.flatMap((w) => [
    `\\ecvtitle{${period(w, language, 'months')}}{${tex(w.position)}}`,
    `\\ecvitem{}{${tex(w.name)}, ${tex(w.location)}}`,
    itemize(w.highlights),
  ]);
  const schools = resume.education.flatMap((e) => [
    `\\ecvtitle{${studyPeriod(e, language, 'years')}}{${tex(degreeOf(e))}}`,
    `\\ecvitem{}{${tex(e.institution)}}`,
  ]);
  const [mother, ...others] = resume.languages;
  return `\\documentclass[${CLASS_LANGUAGE[words.babel]},a4paper]{europasscv}
${languagePreamble(language, 'T1')}
\\ecvname{${tex(b.name)}}
\\ecvaddress{${placeParts(b, language).map(tex).join(', ')}}
\\ecvtelephone{${tex(b.phone)}}
\\ecvemail{${tex(b.email)}}
${b.url ? `\\ecvhomepage{${tex(bareUrl(b.url))}}` : ''}
\\begin{document}
\\begin{europasscv}
\\ecvpersonalinfo
\\ecvsection{${tex(words.experience)}}
${jobs.join('\n')}
\\ecvsection{${tex(words.education)}}
${schools.join('\n')}
\\ecvsection{${tex(words.skills)}}
${skillLines(resume)
  .map(([group, list]) => `\\ecvitem{${tex(group)}}{${tex(list)}}`)
  .join('\n')}
\\ecvsection{${tex(words.languages)}}
\\ecvmothertongue{${tex(mother!.language)}}
${others.map((l) => `\\ecvitem{${tex(l.language)}}{${tex(l.fluency)}}`).join('\n')}
\\end{europasscv}
\\end{document}
`;
}

export const europasscv: Template = {
  name: 'europasscv',
  shows: { ...SHOWS_ALL, headline: false, profiles: false, summary: false },
  source,
};
