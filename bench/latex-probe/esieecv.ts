// ESIEEcv, the French engineering school's package: the name and contacts as plain lines, each section a
// "rubrique" (a bold heading over a tabularx of a 3 cm date column and the text), each entry a
// "sousrubrique": the dates in bold on the left; on the right the place in small capitals then the title
// in small capitals, each closed by a full stop ("ACME SA, LYON. INGÉNIEURE."), the first highlight as
// the description and the others as italic "▷" lines; studies the school as place and the degree as
// title; skills and languages as "Competence" rows labelled in the date column. Palatino in T1. No
// profiles.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const entry = (fields: string[]) => `\\begin{sousrubrique}\n${fields.filter(Boolean).join('\n')}\n\\end{sousrubrique}`;
const rubrique = (heading: string, entries: string[]) => `\\begin{rubrique}{${tex(heading)}}\n${entries.join('\n')}\n\\end{rubrique}`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const jobs = resume.work.map((w) =>
    entry([
      `\\Date{${period(w, language, 'numeric')}}`,
      `\\Lieu{${tex(w.name)}, ${tex(w.location)}}`,
      `\\Titre{${tex(w.position)}}`,
      w.highlights[0] ? `\\Descr{${tex(w.highlights[0])}.}` : '',
      ...w.highlights.slice(1).map((h) => `\\Apport{${tex(h)}}`),
    ]),
  );
  const schools = resume.education.map((e) =>
    entry([`\\Date{${studyPeriod(e, language, 'years')}}`, `\\Lieu{${tex(e.institution)}}`, `\\Titre{${tex(degreeOf(e))}}`]),
  );
  const labelled = (label: string, text: string) => entry([`\\Competence{${tex(label)}}`, `\\Descr{${tex(text)}}`]);
  return `\\documentclass[a4paper,11pt]{article}
${languagePreamble(language, 'T1', 'mathpazo')}
\\usepackage{ESIEEcv}
\\usepackage[margin=2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\begin{document}
{\\Large\\bfseries ${tex(b.name)}}\\par
${tex(b.label)}\\par\\medskip
${[placeParts(b, language).map(tex).join(', '), tex(b.phone), href(`mailto:${b.email}`, b.email), href(b.url)].filter(Boolean).join('\\\\\n')}\\par
${rubrique(words.profile, [entry([`\\Descr{${tex(b.summary)}}`])])}
${rubrique(words.experience, jobs)}
${rubrique(words.education, schools)}
${rubrique(
  words.skills,
  skillLines(resume).map(([group, list]) => labelled(group, list)),
)}
${rubrique(
  words.languages,
  resume.languages.map((l) => labelled(l.language, l.fluency)),
)}
\\end{document}
`;
}

export const esieecv: Template = { name: 'esieecv', shows: { ...SHOWS_ALL, profiles: false }, source };
