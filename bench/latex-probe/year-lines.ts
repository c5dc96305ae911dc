// An academic CV as French and German researchers write them: "Curriculum Vitae" centred over the
// name, the address, phone, e-mail and home page one per line; each job a line opened by its years
// ("2019--2022  Title, Employer, Town."), each study a line opened by the year it ended ("2015  Degree,
// School."), later lines hanging under the text; a numbered list of publications (the person's own
// name first, the work's year in brackets, a made-up journal); skills as "Group: a, b, c" lines and the
// spoken languages on one line. Times (mathptmx) in T1. No headline, no summary, no profiles.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, skillLines, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const JOURNALS = ['Journal of Harbour Studies', 'Annals of the Lindqvist Society', 'Quarterly Review of Field Methods'];

const yearLine = (years: string, text: string) => `\\hangindent=3cm\\hangafter=1\\noindent\\makebox[3cm][l]{${years}}${text}\\par`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const [first, ...rest] = b.name.split(' ');
  const author = `${rest.join(' ')}, ${first!.charAt(0)}.`;
  const jobs = resume.work.map((w) => yearLine(period(w, language, 'years'), `${[w.position, w.name, w.location].map(tex).join(', ')}.`));
  const schools = resume.education.map((e) => yearLine(tex(e.endDate.slice(0, 4)), `${[degreeOf(e), e.institution].map(tex).join(', ')}.`));
  const works = resume.work.flatMap((w) => w.highlights.slice(0, 1).map((h) => ({ year: w.startDate.slice(0, 4), text: h })));
  const publications = works.map(
    (p, i) => `\\item ${tex(author)} (${p.year}). ${tex(p.text.replace(/\.$/, ''))}. \\textit{${JOURNALS[i % JOURNALS.length]}}.`,
  );
  return `\\documentclass[11pt,a4paper]{article}
${languagePreamble(language, 'T1', 'mathptmx')}
\\usepackage[margin=2.5cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\parskip}{2pt}
\\begin{document}
\\begin{center}{\\Large\\bfseries Curriculum Vitae}\\end{center}
\\textbf{${tex(b.name)}}\\\\
${placeParts(b, language).map(tex).join('\\\\\n')}\\\\
${[tex(b.phone), href(`mailto:${b.email}`, b.email), href(b.url)].filter(Boolean).join('\\\\\n')}
\\section*{${tex(words.experience)}}
${jobs.join('\n')}
\\section*{${tex(words.education)}}
${schools.join('\n')}
${publications.length ? `\\section*{${tex(words.publications)}}\n\\begin{enumerate}\n${publications.join('\n')}\n\\end{enumerate}` : ''}
\\section*{${tex(words.skills)}}
${skillLines(resume)
  .map(([group, list]) => `${tex(group)}: ${tex(list)}`)
  .join('\\\\\n')}
\\section*{${tex(words.languages)}}
${resume.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})`).join(', ')}
\\end{document}
`;
}

export const yearLines: Template = {
  name: 'year-lines',
  shows: { ...SHOWS_ALL, headline: false, summary: false, profiles: false },
  source,
};
