// moderncv in its banking style with the moderntimeline add-on: each job's years drawn as a bar on a
// timeline in the date column (\tlcventry, the start year printed at the bar's left, the end year at
// its right, a job held now left open), each dated study a year mark on it (\tldatecventry), undated
// studies plain \cventry; skills and languages as \cvitem rows. Latin Modern in T1, "nosymbols" as in
// the moderncv templates.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { personalData, SOCIAL } from './moderncv.ts';
import { sentences, degreeOf, languagePreamble, skillLines, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const year = (iso: string | undefined) => (iso ? Number(iso.slice(0, 4)) : 0);

function source(person: ProbePerson): string {
  const { resume, language } = person;
  const words = WORDS[language];
  const years = [...resume.work.map((w) => year(w.startDate)), ...resume.education.map((e) => year(e.endDate))].filter(Boolean);
  const jobs = resume.work.map(
    (w) =>
      `\\tlcventry{${year(w.startDate)}}{${year(w.endDate)}}{${tex(w.position)}}{${tex(w.name)}}{${tex(w.location)}}{}{${sentences(w.highlights)}}`,
  );
  const schools = resume.education.map((e) =>
    e.endDate
      ? `\\tldatecventry{${year(e.endDate)}}{${tex(degreeOf(e))}}{${tex(e.institution)}}{}{}{}`
      : `\\cventry{}{${tex(degreeOf(e))}}{${tex(e.institution)}}{}{}{}`,
  );
  return `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle[nosymbols]{banking}
\\moderncvcolor{green}
${languagePreamble(language, 'T1', 'lmodern')}
\\usepackage[scale=0.8]{geometry}
\\usepackage{moderntimeline}
\\tlmaxdates{${Math.min(...years) - 1}}{2026}
${personalData(person)}
\\begin{document}
\\makecvtitle
\\section{${tex(words.profile)}}
\\cvitem{}{${tex(resume.basics.summary)}}
\\section{${tex(words.experience)}}
${jobs.join('\n')}
\\section{${tex(words.education)}}
${schools.join('\n')}
\\section{${tex(words.skills)}}
${skillLines(resume)
  .map(([group, list]) => `\\cvitem{${tex(group)}}{${tex(list)}}`)
  .join('\n')}
\\section{${tex(words.languages)}}
${resume.languages.map((l) => `\\cvitem{${tex(l.language)}}{${tex(l.fluency)}}`).join('\n')}
\\end{document}
`;
}

export const moderntimeline: Template = {
  name: 'moderntimeline',
  shows: { ...SHOWS_ALL, profileNetworks: Object.keys(SOCIAL) },
  source,
};
