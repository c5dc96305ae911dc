// currvita, the package's own markup: \begin{cv}{name} setting the name as its title, the headline and
// contacts as plain lines under it, then one cvlist per section whose items are labelled by their dates
// in a column of their own (LabelsAligned), "\item[dates] \textbf{Title}, Employer, Town" with the
// description on the next line; studies "\item[year] Degree, School"; skills and languages labelled by
// their group and language. NoDate keeps the date of typesetting off the page. Computer Modern in OT1.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { sentences, contactItems, degreeOf, languagePreamble, period, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const cvlist = (heading: string, items: string[]) => `\\begin{cvlist}{${tex(heading)}}\n${items.join('\n')}\n\\end{cvlist}`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const jobs = resume.work.map(
    (w) =>
      `\\item[${period(w, language, 'numeric')}] \\textbf{${tex(w.position)}}, ${tex(w.name)}, ${tex(w.location)}\\\\ ${sentences(w.highlights)}`,
  );
  const schools = resume.education.map((e) => `\\item[${studyPeriod(e, language, 'years')}] ${tex(degreeOf(e))}, ${tex(e.institution)}`);
  return `\\documentclass[a4paper,11pt]{article}
${languagePreamble(language, 'OT1')}
\\usepackage[LabelsAligned,NoDate]{currvita}
\\usepackage[margin=2.5cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\begin{document}
\\begin{cv}{${tex(b.name)}}
\\noindent ${tex(b.label)}\\\\
${contactItems(b, language).join('\\\\\n')}
${cvlist(words.profile, [`\\item ${tex(b.summary)}`])}
${cvlist(words.experience, jobs)}
${cvlist(words.education, schools)}
${cvlist(
  words.skills,
  skillLines(resume).map(([group, list]) => `\\item[${tex(group)}] ${tex(list)}`),
)}
${cvlist(
  words.languages,
  resume.languages.map((l) => `\\item[${tex(l.language)}] ${tex(l.fluency)}`),
)}
\\end{cv}
\\end{document}
`;
}

export const currvita: Template = { name: 'currvita', shows: SHOWS_ALL, source };
