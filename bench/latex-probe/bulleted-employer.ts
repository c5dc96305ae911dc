// A hand-made CV made of bullet lists: each job an item "Employer, Title" with the employer in bold, the
// title in italics after the comma and the dates pushed right by \hfill, its description a nested list;
// each study "School, Degree" the same way. The name and headline centred over two contact lines (the
// place and phone, then e-mail and links); headings in small caps with a rule over the list; skills as
// one bulleted "Group: a, b, c" item per group, the spoken languages one more list. Charter in T1.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, profileHrefs, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const list = (items: string[], options = '') => `\\begin{itemize}${options}\n${items.join('\n')}\n\\end{itemize}`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const heading = (text: string) => `\\section*{\\scshape ${tex(text)}}\\vspace{-8pt}\\hrule`;
  const jobs = resume.work.map(
    (w) =>
      `\\item \\textbf{${tex(w.name)}}, \\textit{${tex(w.position)}} \\hfill ${period(w, language, 'numeric')}${
        w.highlights.length ? `\n${list(w.highlights.map((h) => `\\item ${tex(h)}`))}` : ''
      }`,
  );
  const schools = resume.education.map(
    (e) => `\\item \\textbf{${tex(e.institution)}}, \\textit{${tex(degreeOf(e))}} \\hfill ${studyPeriod(e, language, 'numeric')}`,
  );
  return `\\documentclass[11pt,a4paper]{article}
${languagePreamble(language, 'T1', 'charter')}
\\usepackage[margin=2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\LARGE\\bfseries ${tex(b.name)}}\\\\[2pt]
${tex(b.label)}\\\\[2pt]
\\small ${[placeParts(b, language).map(tex).join(', '), tex(b.phone)].filter(Boolean).join(' -- ')}\\\\
\\small ${[href(`mailto:${b.email}`, b.email), href(b.url), ...profileHrefs(b)].filter(Boolean).join(' -- ')}
\\end{center}
${heading(words.profile)}
\\smallskip
${tex(b.summary)}
${heading(words.experience)}
${list(jobs)}
${heading(words.education)}
${list(schools)}
${heading(words.skills)}
${list(skillLines(resume).map(([group, items]) => `\\item ${tex(group)}: ${tex(items)}`))}
${heading(words.languages)}
${list(resume.languages.map((l) => `\\item ${tex(l.language)}: ${tex(l.fluency)}`))}
\\end{document}
`;
}

export const bulletedEmployer: Template = { name: 'bulleted-employer', shows: SHOWS_ALL, source };
