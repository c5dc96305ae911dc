// europecv (the Europass layout as a LaTeX class), with its documented macros: \ecvname, \ecvaddress,
// \ecvtelephone, \ecvemail, \ecvhomepage, then \ecvpersonalinfo, \ecvsection and \ecvitem rows with
// the label column on the left. Its personal-information labels come from the class in the
// person's language; it prints no headline and no profiles.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

// europecv's option for each babel language the probe uses; its Dutch labels file (ecvnl.def) does not
// compile in TeX Live 2022, so Dutch CVs keep the English labels.
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
  const rows = (label: string, value: string) => `\\ecvitem{${label}}{${value}}`;
  const jobs = resume.work.flatMap((w) => [
    rows(period(w, language, 'numeric'), `\\textbf{${tex(w.position)}}`),
    rows('', `${tex(w.name)}, ${tex(w.location)}`),
    ...w.highlights.map((h) => rows('', tex(h))),
  ]);
  const schools = resume.education.flatMap((e) => [
    rows(studyPeriod(e, language, 'numeric'), `\\textbf{${tex(degreeOf(e))}}`),
    rows('', tex(e.institution)),
  ]);
  return `\\documentclass[${CLASS_LANGUAGE[words.babel]},helvetica,nologo,a4paper]{europecv}
${languagePreamble(language, 'T1')}
\\usepackage[margin=2cm]{geometry}
\\usepackage{hyperref}
\\ecvname{${tex(b.name)}}
\\ecvaddress{${placeParts(b, language).map(tex).join(', ')}}
\\ecvtelephone{${tex(b.phone)}}
\\ecvemail{${href(`mailto:${b.email}`, b.email)}}
${b.url ? `\\ecvhomepage{${href(b.url)}}` : ''}
\\begin{document}
\\begin{europecv}
\\ecvpersonalinfo
\\ecvsection{${tex(words.experience)}}
${jobs.join('\n')}
\\ecvsection{${tex(words.education)}}
${schools.join('\n')}
\\ecvsection{${tex(words.skills)}}
${skillLines(resume)
  .map(([group, list]) => rows(tex(group), tex(list)))
  .join('\n')}
\\ecvsection{${tex(words.languages)}}
${resume.languages.map((l) => rows(tex(l.language), tex(l.fluency))).join('\n')}
\\end{europecv}
\\end{document}
`;
}

export const europecv: Template = {
  name: 'europecv',
  shows: { ...SHOWS_ALL, headline: false, profiles: false, summary: false },
  source,
};
