// A two-column CV of plain minipages: a narrow left column with the contacts, skills as comma lists
// under their group and the spoken languages with their level set right; a wide right column opening
// on the name and headline, then profile, experience and education, where each entry's dates and
// place sit on a small grey line under its "Title -- Employer" line. Palatino in OT1.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, studyPeriod, tex, profileHrefs } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const heading = (text: string) => `\\vspace{10pt}{\\bfseries\\MakeUppercase{${tex(text)}}}\\\\[2pt]`;
/** An entry's lines, each ended, with a little room after the last. */
const entry = (lines: string[]) => `${lines.filter(Boolean).join('\\\\\n')}\\\\[4pt]`;
const smallLine = (parts: string[]) => {
  const shown = parts.filter(Boolean);
  return shown.length ? `{\\small\\color{darkgray} ${shown.join(' \\textperiodcentered{} ')}}` : '';
};

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const contact = [
    ...placeParts(b, language).map(tex),
    tex(b.phone),
    href(`mailto:${b.email}`, b.email),
    href(b.url),
    ...profileHrefs(b),
  ].filter(Boolean);
  const jobs = resume.work.map((w) =>
    entry([
      `\\textbf{${tex(w.position)}} -- ${tex(w.name)}`,
      smallLine([period(w, language, 'years'), tex(w.location)]),
      ...w.highlights.map(tex),
    ]),
  );
  const schools = resume.education.map((e) =>
    entry([`\\textbf{${tex(degreeOf(e))}} -- ${tex(e.institution)}`, smallLine([studyPeriod(e, language, 'years')])]),
  );
  return `\\documentclass[10pt,a4paper]{article}
${languagePreamble(language, 'OT1', 'mathpazo')}
\\usepackage{xcolor}
\\usepackage[margin=1.5cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{minipage}[t]{0.3\\textwidth}
\\raggedright
${heading(words.contact)}
${contact.join('\\\\\n')}\\\\
${heading(words.skills)}
${resume.skills.map((s) => `\\textit{${tex(s.name)}}\\\\\n${s.keywords.map(tex).join(', ')}\\\\[3pt]`).join('\n')}
${heading(words.languages)}
${resume.languages.map((l) => `${tex(l.language)} \\hfill {\\small ${tex(l.fluency)}}`).join('\\\\\n')}
\\end{minipage}\\hfill
\\begin{minipage}[t]{0.64\\textwidth}
{\\huge\\bfseries ${tex(b.name)}}\\\\[3pt]
{\\large\\itshape ${tex(b.label)}}\\\\
${heading(words.profile)}
${tex(b.summary)}\\\\
${heading(words.experience)}
${jobs.join('\n')}
${heading(words.education)}
${schools.join('\n')}
\\end{minipage}
\\end{document}
`;
}

export const twoColumn: Template = { name: 'two-column', shows: SHOWS_ALL, source };
