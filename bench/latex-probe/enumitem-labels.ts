// A hand-made CV of enumitem lists: each job a bullet "Employer -- Town" in bold with its dates set
// right in italics, the title on the next line, the description as a nested list of dashes; each study
// the same with the school in bold; skills and languages as unbulleted items with bold labels
// ("Group: a, b, c", "Language: level"). The name large over the headline and one contact line apart
// by vertical bars. Avant Garde (a sans serif) in T1.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { contactItems, degreeOf, languagePreamble, period, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

const list = (items: string[], options: string) => `\\begin{itemize}[${options}]\n${items.join('\n')}\n\\end{itemize}`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const contact = contactItems(b, language);
  const jobs = resume.work.map(
    (w) =>
      `\\item \\textbf{${tex(w.name)}} -- ${tex(w.location)} \\hfill \\textit{${period(w, language, 'numeric')}}\\\\\n${tex(w.position)}\n${list(
        w.highlights.map((h) => `\\item ${tex(h)}`),
        'label=--, nosep',
      )}`,
  );
  const schools = resume.education.map(
    (e) => `\\item \\textbf{${tex(e.institution)}} \\hfill \\textit{${studyPeriod(e, language, 'numeric')}}\\\\\n${tex(degreeOf(e))}`,
  );
  const heading = (text: string) => `\\medskip{\\large\\bfseries ${tex(text)}}\\par\\smallskip`;
  return `\\documentclass[10pt,a4paper]{article}
${languagePreamble(language, 'T1', 'avant')}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[margin=1.8cm]{geometry}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\Huge ${tex(b.name)}}\\par\\smallskip
{\\large ${tex(b.label)}}\\par\\smallskip
${contact.join(' $|$ ')}\\par
${heading(words.profile)}
${tex(b.summary)}\\par
${heading(words.experience)}
${list(jobs, 'leftmargin=*, itemsep=6pt')}
${heading(words.education)}
${list(schools, 'leftmargin=*, itemsep=4pt')}
${heading(words.skills)}
${list(
  skillLines(resume).map(([group, items]) => `\\item \\textbf{${tex(group)}:} ${tex(items)}`),
  'label={}, leftmargin=0pt, nosep',
)}
${heading(words.languages)}
${list(
  resume.languages.map((l) => `\\item \\textbf{${tex(l.language)}:} ${tex(l.fluency)}`),
  'label={}, leftmargin=0pt, nosep',
)}
\\end{document}
`;
}

export const enumitemLabels: Template = { name: 'enumitem-labels', shows: SHOWS_ALL, source };
