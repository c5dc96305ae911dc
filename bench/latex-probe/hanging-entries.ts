// A résumé in the manner of the old res.cls: the name, headline and address block centred, one line
// each, bold capital headings flush left, and each entry a hanging paragraph: the employer (or school)
// in bold with its place and the dates pushed right, then the title in italics with the description
// running on after it, its later lines set in. New Century Schoolbook in OT1 (no fontenc), so
// accented letters are a letter and an accent glyph.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, skillLines, studyPeriod, tex, profileHrefs } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const heading = (text: string) => `\\medskip\\noindent{\\bfseries\\MakeUppercase{${tex(text)}}}\\par\\smallskip`;

/** A paragraph whose first line starts at the margin and whose later lines are set in. */
const hanging = (firstLine: string, rest: string) => `\\hangindent=1.5em\\hangafter=1\\noindent ${firstLine}\\\\\n${rest}\\par\\smallskip`;

const withDates = (text: string, dates: string) => (dates ? `${text} \\hfill ${dates}` : text);

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const links = [href(b.url), ...profileHrefs(b)].filter(Boolean);
  const addressBlock = [
    ...placeParts(b, language).map(tex),
    [tex(b.phone), href(`mailto:${b.email}`, b.email)].join(' \\textbullet{} '),
    links.join(' \\textbullet{} '),
  ].filter(Boolean);
  const jobs = resume.work.map((w) =>
    hanging(
      withDates(`\\textbf{${tex(w.name)}}, ${tex(w.location)}`, period(w, language, 'months')),
      `\\textit{${tex(w.position)}}. ${w.highlights.map(tex).join(' ')}`,
    ),
  );
  const schools = resume.education.map((e) =>
    hanging(withDates(`\\textbf{${tex(e.institution)}}`, studyPeriod(e, language, 'months')), `\\textit{${tex(degreeOf(e))}}`),
  );
  return `\\documentclass[11pt,a4paper]{article}
${languagePreamble(language, 'OT1', 'newcent')}
\\usepackage[margin=2.2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\Large\\bfseries ${tex(b.name)}}\\\\[2pt]
{\\itshape ${tex(b.label)}}\\\\[6pt]
${addressBlock.join('\\\\\n')}
\\end{center}
${heading(words.profile)}
${tex(b.summary)}\\par
${heading(words.experience)}
${jobs.join('\n')}
${heading(words.education)}
${schools.join('\n')}
${heading(words.skills)}
${skillLines(resume)
  .map(([group, list]) => hanging(`\\textbf{${tex(group)}}`, tex(list)))
  .join('\n')}
${heading(words.languages)}
${resume.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})`).join(', ')}
\\end{document}
`;
}

export const hangingEntries: Template = { name: 'hanging-entries', shows: SHOWS_ALL, source };
