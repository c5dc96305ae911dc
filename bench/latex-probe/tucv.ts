// tucv, the package's own macros with its page set-up: the name and contact lines centred, each section
// heading bold in a grey box the width of the text, an employer in bold over its town, each job under it
// indented, its title in bold over the description and its dates in a narrow column on the right broken
// after the dash ("03/2019 –" over "present"); a school over its town, the degree indented beside its
// dates; skills and languages as "Group: a, b" lines. Computer Modern in OT1.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { sentences, contactItems, degreeOf, languagePreamble, period, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

// The dates broken after their dash, as \resjob sets a start and an end.
const brokenPeriod = (p: string) => p.replace(' -- ', ' --\\newline ');

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const jobs = resume.work.map(
    (w) => `\\resemployer[${tex(w.location)}]{${tex(w.name)}}{}
\\ressubentry{\\textbf{${tex(w.position)}}\\newline ${sentences(w.highlights)}}{${brokenPeriod(period(w, language, 'numeric'))}}`,
  );
  const schools = resume.education.map(
    (e) => `\\resschool{${tex(e.institution)}}{}
\\ressubentry{${tex(degreeOf(e))}}{${studyPeriod(e, language, 'years')}}`,
  );
  const line = (label: string, text: string) => `\\resdesc{${tex(label)}:}{${tex(text)}}`;
  return `\\documentclass[11pt,letterpaper]{article}
${languagePreamble(language, 'OT1')}
\\usepackage[pagesetup]{tucv}
\\usepackage[hidelinks]{hyperref}
\\begin{document}
\\begin{center}
{\\LARGE\\textbf{${tex(b.name)}}}\\\\[2pt]
${tex(b.label)}\\\\[2pt]
${contactItems(b, language).join(' \\textbullet{} ')}
\\end{center}
\\resheading{${tex(words.profile)}}
\\resentrysinglecol{${tex(b.summary)}}
\\resheading{${tex(words.experience)}}
${jobs.join('\n')}
\\resheading{${tex(words.education)}}
${schools.join('\n')}
\\resheading{${tex(words.skills)}}
${skillLines(resume)
  .map(([group, list]) => line(group, list))
  .join('\n')}
\\resheading{${tex(words.languages)}}
${resume.languages.map((l) => line(l.language, l.fluency)).join('\n')}
\\end{document}
`;
}

export const tucv: Template = { name: 'tucv', shows: SHOWS_ALL, source };
