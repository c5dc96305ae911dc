// The plainest LaTeX CV: the article class's own \maketitle with "Curriculum Vitae" as the title and
// the name, headline and contacts as the author, numbered \section headings, and each entry a run-in
// \paragraph{dates} "Title, Employer, Town." with its description running on. Latin Modern in T1,
// dates as month and year in figures. No profiles.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const reach = [tex(b.phone), href(`mailto:${b.email}`, b.email), href(b.url)].filter(Boolean);
  const jobs = resume.work.map(
    (w) =>
      `\\paragraph{${period(w, language, 'numeric')}} ${tex(w.position)}, ${tex(w.name)}, ${tex(w.location)}. ${w.highlights.map((h) => tex(h.replace(/\.$/, ''))).join('. ')}.`,
  );
  const schools = resume.education.map(
    (e) => `\\paragraph{${studyPeriod(e, language, 'numeric') || '~'}} ${tex(degreeOf(e))}, ${tex(e.institution)}.`,
  );
  return `\\documentclass[11pt,a4paper]{article}
${languagePreamble(language, 'T1', 'lmodern')}
\\usepackage[margin=2.5cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\title{Curriculum Vitae}
\\author{${tex(b.name)}\\\\ \\normalsize ${tex(b.label)}\\\\ \\normalsize ${placeParts(b, language).map(tex).join(', ')}\\\\ \\normalsize ${reach.join(' \\quad ')}}
\\date{}
\\begin{document}
\\maketitle
\\thispagestyle{empty}
\\section{${tex(words.profile)}}
${tex(b.summary)}
\\section{${tex(words.experience)}}
${jobs.join('\n')}
\\section{${tex(words.education)}}
${schools.join('\n')}
\\section{${tex(words.skills)}}
${skillLines(resume)
  .map(([group, items]) => `\\textbf{${tex(group)}:} ${tex(items)}`)
  .join('\\\\\n')}
\\section{${tex(words.languages)}}
${resume.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})`).join(', ')}
\\end{document}
`;
}

export const articleMaketitle: Template = { name: 'article-maketitle', shows: { ...SHOWS_ALL, profiles: false }, source };
