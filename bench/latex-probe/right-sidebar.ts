// A hand-made two-column CV with the sidebar on the right: a wide minipage opening on the name and
// headline, then profile, experience and education, each entry "Employer" in bold with its town set
// right over the title in italics with its dates set right; a narrow shaded minipage on the right with
// the contacts, skills one per line and the spoken languages. New Century Schoolbook in OT1 (no
// fontenc). Profiles are links behind the network's name.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const heading = (text: string) => `\\vspace{8pt}{\\bfseries\\scshape ${tex(text)}}\\\\[-6pt]\\rule{\\linewidth}{0.6pt}\\\\`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const contact = [
    ...placeParts(b, language).map(tex),
    tex(b.phone),
    href(`mailto:${b.email}`, b.email),
    href(b.url),
    ...b.profiles.map((p) => href(p.url, p.network)),
  ].filter(Boolean);
  const jobs = resume.work.map(
    (w) =>
      `\\textbf{${tex(w.name)}} \\hfill ${tex(w.location)}\\\\\n\\textit{${tex(w.position)}} \\hfill {\\small ${period(w, language, 'months')}}\\\\\n{\\small ${tex(w.highlights[0]!)}}\\\\[6pt]`,
  );
  const schools = resume.education.map(
    (e) =>
      `\\textbf{${tex(e.institution)}} \\hfill {\\small ${studyPeriod(e, language, 'years')}}\\\\\n\\textit{${tex(degreeOf(e))}}\\\\[6pt]`,
  );
  return `\\documentclass[10pt,a4paper]{article}
${languagePreamble(language, 'OT1', 'newcent')}
\\usepackage[margin=1.5cm]{geometry}
\\usepackage{xcolor}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{minipage}[t]{0.65\\textwidth}
{\\huge\\bfseries ${tex(b.name)}}\\\\[4pt]
{\\large ${tex(b.label)}}\\\\
${heading(words.profile)}
${tex(b.summary)}\\\\
${heading(words.experience)}
${jobs.join('\n')}
${heading(words.education)}
${schools.join('\n')}
\\end{minipage}\\hfill
\\colorbox{gray!15}{\\begin{minipage}[t]{0.29\\textwidth}
${heading(words.contact)}
${contact.join('\\\\\n')}\\\\
${heading(words.skills)}
${resume.skills
  .flatMap((s) => s.keywords)
  .map(tex)
  .join('\\\\\n')}\\\\
${heading(words.languages)}
${resume.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})`).join('\\\\\n')}
\\end{minipage}}
\\end{document}
`;
}

export const rightSidebar: Template = { name: 'right-sidebar', shows: SHOWS_ALL, source };
