// A compact one-page CV in the article class with narrow margins: the name in bold over the headline,
// the place, then phone, e-mail and links on one line apart by \quad; \section* headings; each job one
// line "Title, Employer (Town)" with its years pushed right, over a tight itemize; each study one line
// "Degree, School, Year" (no year where none is known); skills as "Group: a, b, c" lines and the spoken
// languages on one line. Bookman in T1.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, skillLines, tex, profileHrefs } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const bullets = (items: string[]) =>
  `\\begin{itemize}\\setlength{\\itemsep}{0pt}\\setlength{\\parskip}{0pt}\\setlength{\\topsep}{0pt}\n${items.map((h) => `\\item ${tex(h)}`).join('\n')}\n\\end{itemize}`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const reach = [tex(b.phone), href(`mailto:${b.email}`, b.email), href(b.url), ...profileHrefs(b)].filter(Boolean);
  const jobs = resume.work.map(
    (w) =>
      `\\noindent\\textbf{${tex(w.position)}}, ${tex(w.name)} (${tex(w.location)}) \\hfill ${period(w, language, 'years')}\n${bullets(w.highlights)}`,
  );
  const schools = resume.education.map((e) => [degreeOf(e), e.institution, e.endDate.slice(0, 4)].filter(Boolean).map(tex).join(', '));
  return `\\documentclass[10pt,a4paper]{article}
${languagePreamble(language, 'T1', 'bookman')}
\\usepackage[margin=1.2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\LARGE\\bfseries ${tex(b.name)}}\\\\
${tex(b.label)}\\\\
${placeParts(b, language).map(tex).join(', ')}\\\\
${reach.join(' \\quad ')}
\\section*{${tex(words.profile)}}
${tex(b.summary)}
\\section*{${tex(words.experience)}}
${jobs.join('\n\n')}
\\section*{${tex(words.education)}}
${schools.join('\\\\\n')}
\\section*{${tex(words.skills)}}
${skillLines(resume)
  .map(([group, list]) => `${tex(group)}: ${tex(list)}`)
  .join('\\\\\n')}\\\\
${tex(words.languages)}: ${resume.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})`).join(', ')}
\\end{document}
`;
}

export const compact: Template = { name: 'compact', shows: SHOWS_ALL, source };
