// koma-moderncvclassic, moderncv's classic look as a package over KOMA-Script's scrartcl: the person's
// fields defined as macros before it is loaded (\firstname, \familyname, \acadtitle for the headline,
// \addressstreet and \addresscity, \mobile, \email, \extrainfo for the site and profiles), the name on
// the left and the contacts set flush right beside it behind marvosym's symbols, then KOMA sections
// with moderncv's hint column: \cventry{dates}{title}{employer}{town}{}{description} printing "Title,
// Employer, Town." and \cvline rows for skills and languages. Latin Modern in T1, as the package loads.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { sentences, bareUrl, degreeOf, languagePreamble, period, placeParts, skillLines, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const [first, ...last] = b.name.split(' ');
  const place = placeParts(b, language);
  const [street, ...town] = place;
  const city = town.join(', ');
  const extra = [b.url, ...b.profiles.map((p) => p.url)].filter(Boolean).map((u) => `\\url{${bareUrl(u)}}`);
  const jobs = resume.work.map(
    (w) =>
      `\\cventry{${period(w, language, 'months')}}{${tex(w.position)}}{${tex(w.name)}}{${tex(w.location)}}{}{${sentences(w.highlights)}}`,
  );
  const schools = resume.education.map(
    (e) => `\\cventry{${period(e, language, 'years')}}{${tex(degreeOf(e))}}{${tex(e.institution)}}{}{}{}`,
  );
  return `\\documentclass[a4paper,11pt]{scrartcl}
${languagePreamble(language, 'T1')}
\\usepackage[margin=2cm]{geometry}
\\newcommand{\\firstname}{${tex(first!)}}
\\newcommand{\\familyname}{${tex(last.join(' '))}}
\\newcommand{\\acadtitle}{${tex(b.label)}}
\\newcommand{\\addressstreet}{${tex(street!)}}
${city ? `\\newcommand{\\addresscity}{${tex(city)}}` : ''}
\\newcommand{\\mobile}{${tex(b.phone)}}
\\newcommand{\\email}{${tex(b.email)}}
${extra.length ? `\\newcommand{\\extrainfo}{${extra.join('\\\\')}}` : ''}
\\usepackage{koma-moderncvclassic}
\\pagestyle{empty}
\\begin{document}
\\maketitle
\\section{${tex(words.profile)}}
\\cvline{}{${tex(b.summary)}}
\\section{${tex(words.experience)}}
${jobs.join('\n')}
\\section{${tex(words.education)}}
${schools.join('\n')}
\\section{${tex(words.skills)}}
${skillLines(resume)
  .map(([group, list]) => `\\cvline{${tex(group)}}{${tex(list)}}`)
  .join('\n')}
\\section{${tex(words.languages)}}
${resume.languages.map((l) => `\\cvline{${tex(l.language)}}{${tex(l.fluency)}}`).join('\n')}
\\end{document}
`;
}

export const komaModerncvclassic: Template = { name: 'koma-moderncvclassic', shows: SHOWS_ALL, source };
