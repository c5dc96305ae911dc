// An academic CV as researchers in universities write them: the name centred in small capitals over a
// rule, then two blocks side by side, on the left a "Current position" block naming the post held now
// (the title, the employer and its town, one per line; the latest job again), on the right the
// address, phone, e-mail and home page; sections with \hrule under their headings; each post a line
// "Title, Employer, Town" with its dates flush right; each study "Degree, School" with its year flush
// right; research interests as the summary; a numbered list of publications in the author-year form,
// the person's own name in bold; skills and languages as one line each. Charter in T1. No headline, no
// profiles.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const JOURNALS = ['Review of Coastal Economics', 'Proceedings of the Ardent Conference', 'Journal of Applied Fieldwork'];

const heading = (title: string) => `\\medskip\\noindent{\\large\\bfseries ${tex(title)}}\\par\\vspace{2pt}\\hrule\\medskip`;
const line = (text: string, dates: string) => `\\noindent ${text}\\hfill ${dates}\\par`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const [first, ...rest] = b.name.split(' ');
  const author = `${rest.join(' ')}, ${first!.charAt(0)}.`;
  const now = resume.work[0]!;
  const jobs = resume.work.map((w) =>
    line(`\\textbf{${tex(w.position)}}, ${tex(w.name)}, ${tex(w.location)}`, period(w, language, 'years')),
  );
  const schools = resume.education.map((e) =>
    line(`${tex(degreeOf(e))}, \\textit{${tex(e.institution)}}`, studyPeriod(e, language, 'years')),
  );
  const publications = resume.work
    .flatMap((w) => w.highlights.slice(0, 1).map((h) => ({ year: w.startDate.slice(0, 4), text: h })))
    .map(
      (p, i) =>
        `\\item \\textbf{${tex(author)}} (${p.year}). ${tex(p.text.replace(/\.$/, ''))}. \\textit{${JOURNALS[i % JOURNALS.length]}}.`,
    );
  const contact = [...placeParts(b, language).map(tex), tex(b.phone), href(`mailto:${b.email}`, b.email), href(b.url)].filter(Boolean);
  return `\\documentclass[11pt,a4paper]{article}
${languagePreamble(language, 'T1', 'charter')}
\\usepackage[margin=2.2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}{\\LARGE\\scshape ${tex(b.name)}}\\end{center}
\\hrule\\medskip
\\begin{minipage}[t]{0.55\\textwidth}
\\textbf{${tex(words.current)}}\\\\
${tex(now.position)}\\\\
${tex(now.name)}\\\\
${tex(now.location)}
\\end{minipage}\\hfill
\\begin{minipage}[t]{0.4\\textwidth}\\raggedleft
${contact.join('\\\\\n')}
\\end{minipage}
\\par\\bigskip
${heading(words.profile)}
${tex(b.summary)}\\par
${heading(words.experience)}
${jobs.join('\n')}
${heading(words.education)}
${schools.join('\n')}
${publications.length ? `${heading(words.publications)}\n\\begin{enumerate}\n${publications.join('\n')}\n\\end{enumerate}` : ''}
${heading(words.skills)}
${skillLines(resume)
  .map(([group, list]) => `\\textbf{${tex(group)}:} ${tex(list)}`)
  .join('\\\\\n')}\\par
${heading(words.languages)}
${resume.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})`).join(', ')}
\\end{document}
`;
}

export const currentPosition: Template = {
  name: 'current-position',
  shows: { ...SHOWS_ALL, headline: false, profiles: false },
  source,
};
