// simplecv, with its documented macros: \leftheader (the name and address) and \rightheader (phone,
// e-mail, links), \title under them (the headline, centred), \section headings and topic lists whose
// labels sit in the left margin: "\item[dates] Title \\ Employer, Town", skills and languages keyed by
// their group and language. Latin Modern in T1.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, profileHrefs, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const topic = (items: string[]) => `\\begin{topic}\n${items.join('\n')}\n\\end{topic}`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const jobs = resume.work.map(
    (w) =>
      `\\item[${period(w, language, 'years')}] ${tex(w.position)}\\\\ \\textit{${tex(w.name)}}, ${tex(w.location)}\\\\ ${tex(w.highlights[0]!)}`,
  );
  const schools = resume.education.map(
    (e) => `\\item[${studyPeriod(e, language, 'years')}] ${tex(degreeOf(e))}\\\\ \\textit{${tex(e.institution)}}`,
  );
  const right = [tex(b.phone), href(`mailto:${b.email}`, b.email), href(b.url), ...profileHrefs(b)].filter(Boolean);
  return `\\documentclass[a4paper,11pt]{simplecv}
${languagePreamble(language, 'T1', 'lmodern')}
\\usepackage[margin=2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\leftheader{{\\Large\\bfseries ${tex(b.name)}}\\\\ ${placeParts(b, language).map(tex).join('\\\\ ')}}
\\rightheader{${right.join('\\\\ ')}}
\\title{${tex(b.label)}}
\\begin{document}
\\maketitle
\\section{${tex(words.profile)}}
${tex(b.summary)}
\\section{${tex(words.experience)}}
${topic(jobs)}
\\section{${tex(words.education)}}
${topic(schools)}
\\section{${tex(words.skills)}}
${topic(skillLines(resume).map(([group, list]) => `\\item[${tex(group)}] ${tex(list)}`))}
\\section{${tex(words.languages)}}
${topic(resume.languages.map((l) => `\\item[${tex(l.language)}] ${tex(l.fluency)}`))}
\\end{document}
`;
}

export const simplecv: Template = { name: 'simplecv', shows: SHOWS_ALL, source };
