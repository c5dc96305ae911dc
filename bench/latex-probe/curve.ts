// curve, with its documented macros: \leftheader and \rightheader (the name, headline and address on
// the left, phone, e-mail and site on the right), \title, \makeheaders and \maketitle, then one rubric
// per section, each entry "\entry*[dates] Title, Employer, Town." with the key column on the left,
// skills and languages as keyed entries. Computer Modern in OT1 (no fontenc). No profiles.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  // Each rubric is a file of its own, as the class wants (\makerubric reads it through \LTXtable),
  // written from the one source with filecontents.
  const files: string[] = [];
  const rubric = (heading: string, entries: string[]) => {
    const file = `rubric${files.length}`;
    files.push(
      `\\begin{filecontents*}[overwrite]{${file}.tex}\n\\begin{rubric}{${tex(heading)}}\n${entries.join('\n')}\n\\end{rubric}\n\\end{filecontents*}`,
    );
    return `\\makerubric{${file}}`;
  };
  const jobs = resume.work.map(
    (w) =>
      `\\entry*[${period(w, language, 'numeric')}] \\textbf{${tex(w.position)}}, ${tex(w.name)}, ${tex(w.location)}.\\par ${tex(w.highlights[0]!)}.`,
  );
  const schools = resume.education.map(
    (e) => `\\entry*[${studyPeriod(e, language, 'years')}] ${tex(degreeOf(e))}, \\emph{${tex(e.institution)}}.`,
  );
  const right = [tex(b.phone), href(`mailto:${b.email}`, b.email), href(b.url)].filter(Boolean);
  const body = `${rubric(words.profile, [`\\entry* ${tex(b.summary)}`])}
${rubric(words.experience, jobs)}
${rubric(words.education, schools)}
${rubric(
  words.skills,
  skillLines(resume).map(([group, list]) => `\\entry*[${tex(group)}] ${tex(list)}`),
)}
${rubric(
  words.languages,
  resume.languages.map((l) => `\\entry*[${tex(l.language)}] ${tex(l.fluency)}`),
)}`;
  return `${files.join('\n')}
\\documentclass[a4paper,11pt]{curve}
${languagePreamble(language, 'OT1')}
\\usepackage[margin=2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\leftheader{{\\LARGE\\bfseries ${tex(b.name)}}\\\\ ${tex(b.label)}\\\\ ${placeParts(b, language).map(tex).join(', ')}}
\\rightheader{${right.join('\\\\ ')}}
\\title{Curriculum Vitae}
\\begin{document}
\\makeheaders[c]
\\maketitle
${body}
\\end{document}
`;
}

export const curve: Template = { name: 'curve', shows: { ...SHOWS_ALL, profiles: false }, source };
