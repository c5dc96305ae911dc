// A hand-made CV as one longtable per section: the dates in a narrow left column (month names, so a
// long range wraps there), the bold title over "Employer, Town" and the description on the right; the
// name over a two-column tabularx of contacts (the place on the left, phone, e-mail and links on the
// right); \section* headings with a rule under them. Utopia in T1. No headline.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, profileHrefs, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const table = (rows: string[]) =>
  `\\begin{longtable}{@{}>{\\raggedright\\arraybackslash}p{2.6cm}@{\\hspace{0.6cm}}p{13.4cm}@{}}\n${rows.join('\n')}\n\\end{longtable}`;
const section = (text: string) => `\\section*{${tex(text)}}\\vspace{-8pt}\\hrule\\vspace{4pt}`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const reach = [tex(b.phone), href(`mailto:${b.email}`, b.email), href(b.url), ...profileHrefs(b)].filter(Boolean);
  const jobs = resume.work.map(
    (w) =>
      `${period(w, language, 'months')} & \\textbf{${tex(w.position)}}\\newline ${tex(w.name)}, ${tex(w.location)}\\newline {\\small ${w.highlights.map(tex).join(' ')}} \\\\[6pt]`,
  );
  const schools = resume.education.map(
    (e) => `${studyPeriod(e, language, 'months')} & \\textbf{${tex(degreeOf(e))}}\\newline ${tex(e.institution)} \\\\[4pt]`,
  );
  return `\\documentclass[10pt,a4paper]{article}
${languagePreamble(language, 'T1', 'utopia')}
\\usepackage[margin=2cm]{geometry}
\\usepackage{longtable,tabularx,array}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\huge\\bfseries ${tex(b.name)}}\\par\\vspace{6pt}
\\begin{tabularx}{\\textwidth}{@{}X>{\\raggedleft\\arraybackslash}X@{}}
${placeParts(b, language).map(tex).join(', ')} & ${reach.join('\\\\\n & ')}
\\end{tabularx}
${section(words.profile)}
${tex(b.summary)}
${section(words.experience)}
${table(jobs)}
${section(words.education)}
${table(schools)}
${section(words.skills)}
${table(skillLines(resume).map(([group, list]) => `\\textbf{${tex(group)}} & ${tex(list)} \\\\`))}
${section(words.languages)}
${table(resume.languages.map((l) => `\\textbf{${tex(l.language)}} & ${tex(l.fluency)} \\\\`))}
\\end{document}
`;
}

export const longtableDates: Template = { name: 'longtable-dates', shows: { ...SHOWS_ALL, headline: false }, source };
