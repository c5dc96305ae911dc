// A hand-made two-column CV: the name and headline across the page, then a narrow minipage sidebar
// (contact, skills, languages) beside a wide one (profile, experience, education). Helvetica in T1.
// Profiles are links behind the network's name, as sidebars often print them.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const heading = (text: string) => `\\vspace{8pt}{\\large\\bfseries ${tex(text)}}\\\\[-4pt]\\rule{\\linewidth}{0.4pt}\\\\`;
  const contact = [
    ...placeParts(b, language).map(tex),
    tex(b.phone),
    href(`mailto:${b.email}`, b.email),
    href(b.url),
    ...b.profiles.map((p) => href(p.url, p.network)),
  ].filter(Boolean);
  const jobs = resume.work.map(
    (w) =>
      `\\textbf{${tex(w.position)}} \\hfill {\\small ${period(w, language, 'numeric')}}\\\\\n\\textit{${tex(w.name)}}, ${tex(w.location)}\\\\\n{\\small ${tex(w.highlights[0]!)}}\\\\[6pt]`,
  );
  const schools = resume.education.map(
    (e) =>
      `\\textbf{${tex(degreeOf(e))}} \\hfill {\\small ${studyPeriod(e, language, 'years')}}\\\\\n\\textit{${tex(e.institution)}}\\\\[6pt]`,
  );
  return `\\documentclass[10pt,a4paper]{article}
${languagePreamble(language, 'T1', 'helvet')}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[margin=1.6cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\Huge\\bfseries ${tex(b.name)}}\\\\[4pt]
{\\Large ${tex(b.label)}}\\\\[12pt]
\\begin{minipage}[t]{0.29\\textwidth}
${heading(words.contact)}
${contact.join('\\\\\n')}\\\\
${heading(words.skills)}
${resume.skills
  .flatMap((s) => s.keywords)
  .map(tex)
  .join('\\\\\n')}\\\\
${heading(words.languages)}
${resume.languages.map((l) => `${tex(l.language)} -- ${tex(l.fluency)}`).join('\\\\\n')}
\\end{minipage}\\hfill
\\begin{minipage}[t]{0.66\\textwidth}
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

export const sidebar: Template = { name: 'sidebar-minipage', shows: SHOWS_ALL, source };
