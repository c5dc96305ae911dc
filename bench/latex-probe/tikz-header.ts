// A friggeri-like CV: a dark band across the top of the page drawn with TikZ (placed with textpos, which
// needs one pdflatex pass where TikZ's page nodes need two), the first name in a light
// weight and the family name in bold set in white in it, the headline under them; an aside in the left
// margin placed with textpos holding the contacts one per line; the body to its right with coloured
// section headings and each entry a row of a two-column tabular, the dates small and grey on the left,
// the title in bold with the employer and town set flush right on its line, the description under them.
// Helvetica in T1.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { sentences, bareUrl, degreeOf, href, languagePreamble, period, placeParts, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const entry = (dates: string, title: string, where: string, text: string) =>
  `{\\footnotesize\\color{gray}${dates}} & \\parbox[t]{11.2cm}{\\textbf{${title}}\\hfill{\\footnotesize\\color{gray}${where}}${text ? `\\\\ ${text}` : ''}\\vspace{4pt}}\\\\`;

const entries = (rows: string[]) => `\\begin{tabular}{@{}p{2.6cm}@{\\hspace{8pt}}l@{}}\n${rows.join('\n')}\n\\end{tabular}`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const [first, ...last] = b.name.split(' ');
  const contacts = [tex(b.phone), href(`mailto:${b.email}`, b.email), href(b.url), ...b.profiles.map((p) => href(p.url, bareUrl(p.url)))];
  // The place's lines, a gap, then the other contacts one per line.
  const aside = [placeParts(b, language).map(tex), contacts.filter(Boolean)].map((lines) => lines.join('\\\\\n')).join('\\\\[6pt]\n');
  const jobs = resume.work.map((w) =>
    entry(period(w, language, 'months'), tex(w.position), `${tex(w.name)}, ${tex(w.location)}`, `${sentences(w.highlights)}`),
  );
  const schools = resume.education.map((e) => entry(studyPeriod(e, language, 'years'), tex(degreeOf(e)), tex(e.institution), ''));
  const section = (heading: string) => `\\section*{\\color{headcolor}${tex(heading)}}`;
  return `\\documentclass[a4paper,10pt]{article}
${languagePreamble(language, 'T1', 'helvet')}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[left=6.1cm,right=1.5cm,top=4.2cm,bottom=1.5cm]{geometry}
\\usepackage{xcolor}
\\usepackage{tikz}
\\usepackage[absolute,overlay]{textpos}
\\usepackage[hidelinks]{hyperref}
\\definecolor{band}{HTML}{2B2B2B}
\\definecolor{headcolor}{HTML}{0F6E8C}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{textblock*}{\\paperwidth}(0cm,0cm)
\\begin{tikzpicture}
\\fill[band] (0,0) rectangle (\\paperwidth,-3.2cm);
\\node[anchor=north,text=white,text width=18cm,align=center] at (0.5\\paperwidth,-0.6cm) {\\fontsize{30pt}{34pt}\\selectfont\\mdseries ${tex(first!)} \\bfseries ${tex(last.join(' '))}};
\\node[anchor=north,text=white!80!black,text width=18cm,align=center] at (0.5\\paperwidth,-2.2cm) {\\large ${tex(b.label)}};
\\end{tikzpicture}
\\end{textblock*}
\\begin{textblock*}{4.2cm}(1.2cm,4.4cm)
\\raggedleft\\small
{\\color{headcolor}\\bfseries ${tex(words.contact)}}\\\\[4pt]
${aside}
\\end{textblock*}
${section(words.profile)}
${tex(b.summary)}
${section(words.experience)}
${entries(jobs)}
${section(words.education)}
${entries(schools)}
${section(words.skills)}
${entries(skillLines(resume).map(([group, list]) => `{\\footnotesize\\color{gray}${tex(group)}} & \\parbox[t]{11.2cm}{${tex(list)}}\\\\`))}
${section(words.languages)}
${entries(resume.languages.map((l) => `{\\footnotesize\\color{gray}${tex(l.language)}} & ${tex(l.fluency)}\\\\`))}
\\end{document}
`;
}

export const tikzHeader: Template = { name: 'tikz-header', shows: SHOWS_ALL, source };
