// The one-column "engineering resume" many send: the name centred and large, one contact line with
// " | " between links, small-caps section headings ruled underneath, each entry two rows of a
// full-width tabular (bold title / dates, italic employer or school / place) over a tight itemize,
// and skills as "Group: a, b, c" lines with the spoken languages as one more. Latin Modern in T1. No
// headline and no summary, as such resumes go.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, skillLines, studyPeriod, tex, profileHrefs } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const rows = (titleLeft: string, right: string, subLeft: string, subRight: string) =>
  `\\begin{tabular*}{\\textwidth}{@{}l@{\\extracolsep{\\fill}}r@{}}
\\textbf{${titleLeft}} & ${right} \\\\
\\textit{\\small ${subLeft}} & \\textit{\\small ${subRight}} \\\\
\\end{tabular*}`;

const bullets = (items: string[]) =>
  items.length
    ? `\\begin{itemize}[leftmargin=1.2em,topsep=1pt,itemsep=0pt,parsep=0pt]\n${items.map((h) => `\\item ${tex(h)}`).join('\n')}\n\\end{itemize}`
    : '';

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const contact = [
    tex(b.phone),
    href(`mailto:${b.email}`, b.email),
    ...profileHrefs(b),
    href(b.url),
    placeParts(b, language).map(tex).join(', '),
  ].filter(Boolean);
  const jobs = resume.work.map(
    (w) => `${rows(tex(w.position), period(w, language, 'months'), tex(w.name), tex(w.location))}\n${bullets(w.highlights)}`,
  );
  const schools = resume.education.map((e) => rows(tex(degreeOf(e)), studyPeriod(e, language, 'months'), tex(e.institution), ''));
  const skills = [
    ...skillLines(resume).map(([group, list]) => `\\textbf{${tex(group)}}: ${tex(list)}`),
    `\\textbf{${tex(words.languages)}}: ${resume.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})`).join(', ')}`,
  ];
  return `\\documentclass[11pt,letterpaper]{article}
${languagePreamble(language, 'T1', 'lmodern')}
\\usepackage[margin=0.6in]{geometry}
\\usepackage{enumitem}
\\usepackage{titlesec}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\titleformat{\\section}{\\large\\scshape\\raggedright}{}{0em}{}[\\titlerule]
\\titlespacing*{\\section}{0pt}{8pt}{5pt}
\\begin{document}
\\begin{center}
{\\Huge\\scshape ${tex(b.name)}}\\\\[4pt]
\\small ${contact.join(' $|$ ')}
\\end{center}
\\section*{${tex(words.experience)}}
${jobs.join('\n\\vspace{3pt}\n')}
\\section*{${tex(words.education)}}
${schools.join('\n\\vspace{3pt}\n')}
\\section*{${tex(words.skills)}}
${skills.join('\\\\\n')}
\\end{document}
`;
}

export const engineeringResume: Template = {
  name: 'engineering-resume',
  shows: { ...SHOWS_ALL, headline: false, summary: false },
  source,
};
