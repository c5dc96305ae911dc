// A hand-made CV without a CV class: the name beside a right-aligned contact block, ruled \section*
// headings, each job a bold title with its dates pushed right by \hfill over an italic employer.
// Times (mathptmx) in OT1, dates with month names in the person's language.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { contactItems, degreeOf, languagePreamble, period, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const section = (text: string) => `\\section*{${tex(text)}}\\vspace{-10pt}\\hrule\\vspace{6pt}`;
  const contact = contactItems(b, language);
  const jobs = resume.work.map(
    (w) =>
      `\\textbf{${tex(w.position)}} \\hfill ${period(w, language, 'months')}\\\\\n\\textit{${tex(w.name)}}, ${tex(w.location)}\n\\begin{itemize}\n${w.highlights.map((h) => `\\item ${tex(h)}`).join('\n')}\n\\end{itemize}`,
  );
  const schools = resume.education.map(
    (e) => `\\textbf{${tex(e.institution)}} \\hfill ${studyPeriod(e, language, 'months')}\\\\\n\\textit{${tex(degreeOf(e))}}\\\\[4pt]`,
  );
  return `\\documentclass[11pt,a4paper]{article}
${languagePreamble(language, 'OT1', 'mathptmx')}
\\usepackage[margin=2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{minipage}[b]{0.5\\textwidth}
{\\Huge\\bfseries ${tex(b.name)}}\\\\[4pt]
{\\large\\itshape ${tex(b.label)}}
\\end{minipage}\\hfill
\\begin{tabular}[b]{@{}r@{}}
${contact.join('\\\\\n')}
\\end{tabular}
${section(words.profile)}
${tex(b.summary)}
${section(words.experience)}
${jobs.join('\n')}
${section(words.education)}
${schools.join('\n')}
${section(words.skills)}
${skillLines(resume)
  .map(([group, list]) => `\\textbf{${tex(group)}:} ${tex(list)}`)
  .join('\\\\\n')}
${section(words.languages)}
${resume.languages.map((l) => `${tex(l.language)} -- \\textit{${tex(l.fluency)}}`).join(' \\quad ')}
\\end{document}
`;
}

export const hfillEntries: Template = { name: 'hfill-entries', shows: SHOWS_ALL, source };
