// A hand-made CV in small caps and description lists: centred name and headline, one contact line
// without phone or home page, each entry "\item[dates] EMPLOYER, Town \\ title". Latin Modern in T1.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const list = (items: string[]) => `\\begin{description}\n${items.join('\n')}\n\\end{description}`;
  const contact = [
    placeParts(b, language).map(tex).join(', '),
    href(`mailto:${b.email}`, b.email),
    ...b.profiles.map((p) => href(p.url)),
  ].filter(Boolean);
  const jobs = resume.work.map(
    (w) =>
      `\\item[${period(w, language, 'numeric')}] \\textsc{${tex(w.name)}}, ${tex(w.location)}\\\\\n\\emph{${tex(w.position)}}. ${tex(w.highlights[0]!)}.`,
  );
  const schools = resume.education.map(
    (e) => `\\item[${period(e, language, 'years')}] \\textsc{${tex(e.institution)}}\\\\\n${tex(degreeOf(e))}`,
  );
  return `\\documentclass[11pt,a4paper]{article}
${languagePreamble(language, 'T1', 'lmodern')}
\\usepackage[margin=2.2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\begin{document}
\\begin{center}
{\\huge\\textsc{${tex(b.name)}}}\\\\[4pt]
{\\large ${tex(b.label)}}\\\\[4pt]
${contact.join(' $\\cdot$ ')}
\\end{center}
\\section*{${tex(words.experience)}}
${list(jobs)}
\\section*{${tex(words.education)}}
${list(schools)}
\\section*{${tex(words.skills)}}
${tex(resume.skills.flatMap((s) => s.keywords).join(', '))}
\\section*{${tex(words.languages)}}
${list(resume.languages.map((l) => `\\item[${tex(l.language)}] ${tex(l.fluency)}`))}
\\end{document}
`;
}

export const descriptionList: Template = {
  name: 'description-list',
  shows: { ...SHOWS_ALL, phone: false, website: false, summary: false },
  source,
};
