// A hand-made one-column CV whose jobs are told in one line as a sentence would: "Title at Employer,
// Town" (the little word in the person's language: "chez", "bei", "presso") with the dates pushed
// right, over a tight itemize; each study "Degree -- School" with its dates right. The name centred in
// small caps over the headline and one contact line apart by bullets; skills as a two-column tabular
// of group and items. Palatino (mathpazo) in T1.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { contactItems, degreeOf, languagePreamble, period, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const bullets = (items: string[]) =>
  items.length ? `\\begin{itemize}[nosep,leftmargin=1.5em]\n${items.map((h) => `\\item ${tex(h)}`).join('\n')}\n\\end{itemize}` : '';

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const contact = contactItems(b, language);
  const jobs = resume.work.map(
    (w) =>
      `\\textbf{${tex(w.position)}} ${tex(words.at)} \\textit{${tex(w.name)}}, ${tex(w.location)} \\hfill ${period(w, language, 'months')}\\par\n${bullets(w.highlights)}`,
  );
  const schools = resume.education.map(
    (e) => `\\textbf{${tex(degreeOf(e))}} -- ${tex(e.institution)} \\hfill ${studyPeriod(e, language, 'months')}\\par`,
  );
  return `\\documentclass[10pt,a4paper]{article}
${languagePreamble(language, 'T1', 'mathpazo')}
\\usepackage[margin=2cm]{geometry}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\parskip}{3pt}
\\newcommand{\\cvsection}[1]{\\par\\vspace{8pt}{\\large\\scshape #1}\\par\\vspace{-4pt}\\rule{\\textwidth}{0.4pt}\\par}
\\begin{document}
\\begin{center}
{\\huge\\scshape ${tex(b.name)}}\\\\[3pt]
{\\itshape ${tex(b.label)}}\\\\[3pt]
\\small ${contact.join(' \\textbullet{} ')}
\\end{center}
\\cvsection{${tex(words.profile)}}
${tex(b.summary)}
\\cvsection{${tex(words.experience)}}
${jobs.join('\n')}
\\cvsection{${tex(words.education)}}
${schools.join('\n')}
\\cvsection{${tex(words.skills)}}
\\begin{tabular}{@{}l@{\\quad}p{12cm}@{}}
${skillLines(resume)
  .map(([group, list]) => `\\textbf{${tex(group)}} & ${tex(list)}`)
  .join('\\\\\n')}
\\end{tabular}
\\cvsection{${tex(words.languages)}}
${resume.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})`).join(' \\textperiodcentered{} ')}
\\end{document}
`;
}

export const atEmployer: Template = { name: 'at-employer', shows: SHOWS_ALL, source };
