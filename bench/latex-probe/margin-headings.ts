// A CV whose section headings hang in the left margin: each section one tabular, its heading flush
// right in a narrow first column beside its entries, each entry's title line ending on its dates
// (\hfill) over an indented line or two. The name and headline head the page with the contact line
// under them. Charter in T1; dates as month and year in figures.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { contactItems, degreeOf, languagePreamble, period, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const section = (heading: string, body: string) =>
  `\\begin{tabular}{@{}>{\\raggedleft\\arraybackslash}p{3cm}@{\\hspace{0.5cm}}p{13cm}@{}}
\\textbf{${tex(heading)}} &
\\begin{minipage}[t]{13cm}
${body}
\\end{minipage}
\\end{tabular}\\\\[10pt]`;

const titleLine = (title: string, dates: string) => `${title}${dates ? ` \\hfill ${dates}` : ''}`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const contact = contactItems(b, language);
  const jobs = resume.work.map(
    (w) =>
      `${titleLine(`\\textbf{${tex(w.position)}}, ${tex(w.name)}, ${tex(w.location)}`, period(w, language, 'numeric'))}\\\\
{\\small ${w.highlights.map(tex).join(' ')}}\\\\[5pt]`,
  );
  const schools = resume.education.map(
    (e) => `${titleLine(`\\textbf{${tex(degreeOf(e))}}`, studyPeriod(e, language, 'numeric'))}\\\\
\\textit{${tex(e.institution)}}\\\\[5pt]`,
  );
  return `\\documentclass[10pt,a4paper]{article}
${languagePreamble(language, 'T1', 'charter')}
\\usepackage{array}
\\usepackage[left=1.5cm,right=1.5cm,top=2cm,bottom=2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\LARGE\\bfseries ${tex(b.name)}}\\hfill{\\large ${tex(b.label)}}\\\\[4pt]
{\\small ${contact.join(' \\quad ')}}\\\\[14pt]
${section(words.profile, tex(b.summary))}
${section(words.experience, jobs.join('\n'))}
${section(words.education, schools.join('\n'))}
${section(
  words.skills,
  skillLines(resume)
    .map(([group, list]) => `\\textbf{${tex(group)}}: ${tex(list)}`)
    .join('\\\\\n'),
)}
${section(words.languages, resume.languages.map((l) => `${tex(l.language)}: ${tex(l.fluency)}`).join(' \\textbullet{} '))}
\\end{document}
`;
}

export const marginHeadings: Template = { name: 'margin-headings', shows: SHOWS_ALL, source };
