// A hand-made CV headed by the name and headline beside a framed photo box (the photo left out, its
// frame kept), the contacts under the name two to a line, each behind a marvosym icon; ruled \section*
// headings; each job "Title | Employer" in bold and roman with its dates pushed right over its town in
// italics and a tight itemize; each study "Degree | School" the same way; the skills as one bulleted
// list of single items set in three columns (multicol), the spoken languages in two. Latin Modern Sans
// in T1.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, profileHrefs, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const bullets = (items: string[]) =>
  items.length ? `\\begin{itemize}[nosep,leftmargin=1.2em]\n${items.map((h) => `\\item ${tex(h)}`).join('\n')}\n\\end{itemize}` : '';

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const icons = [
    `\\Mundus~${placeParts(b, language).map(tex).join(', ')}`,
    b.phone ? `\\Mobilefone~${tex(b.phone)}` : '',
    `\\Letter~${href(`mailto:${b.email}`, b.email)}`,
    b.url ? `\\Pointinghand~${href(b.url)}` : '',
    ...profileHrefs(b).map((h) => `\\Pointinghand~${h}`),
  ].filter(Boolean);
  const pairs = icons.reduce<string[]>(
    (lines, c, i) => (i % 2 ? [...lines.slice(0, -1), `${lines.at(-1)} \\qquad ${c}`] : [...lines, c]),
    [],
  );
  const jobs = resume.work.map(
    (w) =>
      `\\textbf{${tex(w.position)}} $|$ ${tex(w.name)} \\hfill ${period(w, language, 'months')}\\\\\n\\textit{${tex(w.location)}}\n${bullets(w.highlights)}\\medskip`,
  );
  const schools = resume.education.map(
    (e) => `\\textbf{${tex(degreeOf(e))}} $|$ ${tex(e.institution)} \\hfill ${studyPeriod(e, language, 'months')}\\par\\smallskip`,
  );
  const keywords = resume.skills.flatMap((s) => s.keywords);
  return `\\documentclass[10pt,a4paper]{article}
${languagePreamble(language, 'T1', 'lmodern')}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[margin=1.8cm]{geometry}
\\usepackage{marvosym}
\\usepackage{multicol}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\newcommand{\\cvsection}[1]{\\section*{#1}\\vspace{-9pt}\\hrule\\vspace{6pt}}
\\begin{document}
\\begin{minipage}[c]{0.76\\textwidth}
{\\Huge\\bfseries ${tex(b.name)}}\\\\[4pt]
{\\Large ${tex(b.label)}}\\\\[8pt]
${pairs.join('\\\\\n')}
\\end{minipage}\\hfill
\\framebox[3cm]{\\rule{0pt}{3.6cm}}
\\cvsection{${tex(words.profile)}}
${tex(b.summary)}
\\cvsection{${tex(words.experience)}}
${jobs.join('\n')}
\\cvsection{${tex(words.education)}}
${schools.join('\n')}
\\cvsection{${tex(words.skills)}}
\\begin{multicols}{3}
\\begin{itemize}[nosep,leftmargin=1.2em]
${keywords.map((k) => `\\item ${tex(k)}`).join('\n')}
\\end{itemize}
\\end{multicols}
\\cvsection{${tex(words.languages)}}
\\begin{multicols}{2}
${resume.languages.map((l) => `\\textbf{${tex(l.language)}}: ${tex(l.fluency)}`).join('\\\\\n')}
\\end{multicols}
\\end{document}
`;
}

export const photoIcons: Template = { name: 'photo-icons', shows: SHOWS_ALL, source };
