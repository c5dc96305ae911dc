// A hand-made article CV as many are written: centred name over one contact line, \section* headings,
// and tabular rows "2019 -- 2022 & Title, Employer, Town". Computer Modern in OT1 (no fontenc), so
// accented letters are a letter and an accent glyph. No headline, no profiles.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const contact = [placeParts(b, language).map(tex).join(', '), tex(b.phone), href(`mailto:${b.email}`, b.email), href(b.url)].filter(
    Boolean,
  );
  const table = (rows: string[]) => `\\begin{tabular}{@{}p{3.2cm}p{12.3cm}@{}}\n${rows.join('\n')}\n\\end{tabular}`;
  const jobs = resume.work.map(
    (w) =>
      `${period(w, language, 'years')} & \\textbf{${tex(w.position)}}, ${tex(w.name)}, ${tex(w.location)} \\\\\n & ${tex(w.highlights[0]!)} \\\\[4pt]`,
  );
  const schools = resume.education.map((e) => `${studyPeriod(e, language, 'years')} & ${tex(degreeOf(e))}, ${tex(e.institution)} \\\\`);
  return `\\documentclass[11pt,a4paper]{article}
${languagePreamble(language, 'OT1')}
\\usepackage[margin=2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\begin{document}
\\begin{center}
{\\LARGE\\bfseries ${tex(b.name)}}\\\\[6pt]
${contact.join(' \\textbullet{} ')}
\\end{center}
\\section*{${tex(words.profile)}}
${tex(b.summary)}
\\section*{${tex(words.experience)}}
${table(jobs)}
\\section*{${tex(words.education)}}
${table(schools)}
\\section*{${tex(words.skills)}}
${table(skillLines(resume).map(([group, list]) => `${tex(group)} & ${tex(list)} \\\\`))}
\\section*{${tex(words.languages)}}
${resume.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})`).join(', ')}
\\end{document}
`;
}

export const articleTabular: Template = {
  name: 'article-tabular',
  shows: { ...SHOWS_ALL, headline: false, profiles: false },
  source,
};
