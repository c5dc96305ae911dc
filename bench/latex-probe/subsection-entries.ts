// A hand-made article CV written with LaTeX's own sectioning: the name, headline and contacts centred,
// \section* for each part, each job a \subsection*{Title} with "Employer, Town" and its dates on the
// line under it, the dates pushed right by \hfill, over an itemize; each study a \subsection* naming
// the degree over the school and its dates; skills as "Group: a, b, c" lines. Computer Modern in OT1
// (no fontenc).
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, profileHrefs, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const contact = [placeParts(b, language).map(tex).join(', '), tex(b.phone), href(`mailto:${b.email}`, b.email)];
  const links = [href(b.url), ...profileHrefs(b)].filter(Boolean);
  const jobs = resume.work.map(
    (w) =>
      `\\subsection*{${tex(w.position)}}\n\\textit{${tex(w.name)}, ${tex(w.location)}} \\hfill ${period(w, language, 'months')}\n\\begin{itemize}\n${w.highlights.map((h) => `\\item ${tex(h)}`).join('\n')}\n\\end{itemize}`,
  );
  const schools = resume.education.map(
    (e) => `\\subsection*{${tex(degreeOf(e))}}\n\\textit{${tex(e.institution)}} \\hfill ${studyPeriod(e, language, 'months')}\n`,
  );
  return `\\documentclass[11pt,a4paper]{article}
${languagePreamble(language, 'OT1')}
\\usepackage[margin=2.2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\huge ${tex(b.name)}}\\\\[4pt]
{\\large ${tex(b.label)}}\\\\[4pt]
${contact.join(' -- ')}\\\\
${links.join(' -- ')}
\\end{center}
\\section*{${tex(words.profile)}}
${tex(b.summary)}
\\section*{${tex(words.experience)}}
${jobs.join('\n')}
\\section*{${tex(words.education)}}
${schools.join('\n')}
\\section*{${tex(words.skills)}}
${skillLines(resume)
  .map(([group, list]) => `\\textbf{${tex(group)}:} ${tex(list)}`)
  .join('\\\\\n')}
\\section*{${tex(words.languages)}}
${resume.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})`).join(', ')}
\\end{document}
`;
}

export const subsectionEntries: Template = { name: 'subsection-entries', shows: SHOWS_ALL, source };
