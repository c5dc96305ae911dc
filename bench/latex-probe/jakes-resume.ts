// The "Jake's resume" / sb2nov shape many students send: the name in huge small caps, one contact line
// of underlined links apart by " | ", small-caps section headings ruled underneath, each entry an item
// of an unlabelled itemize holding a tabular* of two rows (the employer in bold with its town set right,
// the title in small italics with its dates set right; for a study the school over the degree), the
// description as small bullets, and "Group: a, b, c" lines under the skills heading with the spoken
// languages as one more. Education first, as such resumes go. Computer Modern in OT1 with
// glyphtounicode, as the template ships. No headline and no summary.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, languagePreamble, period, placeParts, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const subheading = (a: string, b: string, c: string, d: string) => `\\item
\\begin{tabular*}{0.97\\textwidth}[t]{l@{\\extracolsep{\\fill}}r}
\\textbf{${a}} & ${b} \\\\
\\textit{\\small ${c}} & \\textit{\\small ${d}} \\\\
\\end{tabular*}\\vspace{-7pt}`;

const items = (highlights: string[]) =>
  highlights.length
    ? `\\begin{itemize}\n${highlights.map((h) => `\\item\\small{${tex(h)}}\\vspace{-2pt}`).join('\n')}\n\\end{itemize}\\vspace{-5pt}`
    : '';

const list = (entries: string[]) => `\\begin{itemize}[leftmargin=0.15in, label={}]\n${entries.join('\n')}\n\\end{itemize}`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const contact = [
    tex(b.phone),
    `\\href{mailto:${b.email}}{\\underline{${tex(b.email)}}}`,
    ...b.profiles.map((p) => `\\href{${p.url}}{\\underline{${tex(p.url.replace(/^https?:\/\/(www\.)?/, ''))}}}`),
    b.url ? `\\href{${b.url}}{\\underline{${tex(b.url.replace(/^https?:\/\/(www\.)?/, ''))}}}` : '',
    placeParts(b, language).map(tex).join(', '),
  ].filter(Boolean);
  const schools = resume.education.map((e) => subheading(tex(e.institution), '', tex(degreeOf(e)), studyPeriod(e, language, 'months')));
  const jobs = resume.work.map(
    (w) => `${subheading(tex(w.name), tex(w.location), tex(w.position), period(w, language, 'months'))}\n${items(w.highlights)}`,
  );
  const skills = [
    ...skillLines(resume).map(([group, line]) => `\\textbf{${tex(group)}}{: ${tex(line)}}`),
    `\\textbf{${tex(words.languages)}}{: ${resume.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})`).join(', ')}}`,
  ];
  return `\\documentclass[letterpaper,11pt]{article}
${languagePreamble(language, 'OT1')}
\\usepackage{latexsym}
\\usepackage{xcolor}
\\usepackage[empty]{fullpage}
\\usepackage{titlesec}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\usepackage{tabularx}
\\input{glyphtounicode}
\\pagestyle{empty}
\\addtolength{\\oddsidemargin}{-0.5in}
\\addtolength{\\textwidth}{1in}
\\addtolength{\\topmargin}{-.5in}
\\addtolength{\\textheight}{1.0in}
\\urlstyle{same}
\\raggedbottom
\\raggedright
\\setlength{\\tabcolsep}{0in}
\\titleformat{\\section}{\\vspace{-4pt}\\scshape\\raggedright\\large}{}{0em}{}[\\color{black}\\titlerule \\vspace{-5pt}]
\\pdfgentounicode=1
\\begin{document}
\\begin{center}
\\textbf{\\Huge \\scshape ${tex(b.name)}} \\\\ \\vspace{1pt}
\\small ${contact.join(' $|$ ')}
\\end{center}
\\section{${tex(words.education)}}
${list(schools)}
\\section{${tex(words.experience)}}
${list(jobs)}
\\section{${tex(words.skills)}}
\\begin{itemize}[leftmargin=0.15in, label={}]
\\small{\\item{
${skills.join(' \\\\\n')}
}}
\\end{itemize}
\\end{document}
`;
}

export const jakesResume: Template = { name: 'jakes-resume', shows: { ...SHOWS_ALL, headline: false, summary: false }, source };
