// A hand-made CV whose dates sit in brackets right after the title, as many write them by hand: each
// job "Title (2019 -- 2022)" in bold over the employer in italics and its town, then the description
// as a paragraph; each study "Degree (2016 -- 2019)" over the school. The name large and flush left over
// the headline, contacts one per line in a flush-right block beside it; headings in bold capitals;
// skills as "Group: a, b, c" lines and the spoken languages with their level after a dash. Helvetica
// (helvet) in OT1 (no fontenc), so accented letters are a letter and an accent glyph.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { contactItems, degreeOf, languagePreamble, period, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const dated = (title: string, dates: string) => `\\textbf{${title}}${dates ? ` (${dates})` : ''}`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const contact = contactItems(b, language);
  const heading = (text: string) => `\\bigskip{\\bfseries\\MakeUppercase{${tex(text)}}}\\par\\medskip`;
  const jobs = resume.work.map(
    (w) =>
      `${dated(tex(w.position), period(w, language, 'years'))}\\\\\n\\textit{${tex(w.name)}}, ${tex(w.location)}\\\\\n${w.highlights.map(tex).join(' ')}\\par\\smallskip`,
  );
  const schools = resume.education.map(
    (e) => `${dated(tex(degreeOf(e)), studyPeriod(e, language, 'years'))}\\\\\n${tex(e.institution)}\\par\\smallskip`,
  );
  return `\\documentclass[10pt,a4paper]{article}
${languagePreamble(language, 'OT1', 'helvet')}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[margin=2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{minipage}[t]{0.55\\textwidth}
{\\LARGE\\bfseries ${tex(b.name)}}\\\\[4pt]
${tex(b.label)}
\\end{minipage}\\hfill
\\begin{minipage}[t]{0.4\\textwidth}\\raggedleft\\small
${contact.join('\\\\\n')}
\\end{minipage}
${heading(words.profile)}
${tex(b.summary)}\\par
${heading(words.experience)}
${jobs.join('\n')}
${heading(words.education)}
${schools.join('\n')}
${heading(words.skills)}
${skillLines(resume)
  .map(([group, list]) => `${tex(group)}: ${tex(list)}`)
  .join('\\\\\n')}
${heading(words.languages)}
${resume.languages.map((l) => `${tex(l.language)} -- ${tex(l.fluency)}`).join('\\\\\n')}
\\end{document}
`;
}

export const parenDates: Template = { name: 'paren-dates', shows: SHOWS_ALL, source };
