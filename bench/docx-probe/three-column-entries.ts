// Entries as rows of a bordered three-column table, as Word users build a history without a CV
// template: the dates in the first column, the employer and town in the second, the title and a
// sentence on the work in the third; studies the same (dates, school, degree). A row of column labels in
// the person's language heads each table. Name and contacts as lines over the tables; skills and
// languages as paragraphs. Times New Roman.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { cell, p, row, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const { headings, labels } = WORDS[language];
  const h = headings[language === 'nl' || language === 'pt' ? 0 : 1];
  const widths = [1900, 3300, textWidth() - 5200];
  const heading = (text: string) => p(text, { bold: true, size: 13 }, { before: 12, after: 4, keepNext: true });
  const grid = (head: string[], rows: string[][]) =>
    table(
      widths,
      [
        row(...head.map((text, i) => cell(p(text, { bold: true }, { after: 0 }), { width: widths[i]!, shading: 'EDEDED' }))),
        ...rows.map((cells) => row(...cells.map((content, i) => cell(content, { width: widths[i]! })))),
      ],
      { borders: true },
    );
  const body = [
    p(b.name, { size: 18, bold: true }, { after: 0 }),
    p(b.label, { size: 12, italic: true }, { after: 4 }),
    p(placeParts(b, language).join(', '), {}, { after: 0 }),
    p(`${labels.phone}: ${b.phone}`, {}, { after: 0 }),
    p(`${labels.email}: ${b.email}`, {}, { after: 0 }),
    ...webAddresses(b).map((url) => p(bareUrl(url), {}, { after: 0 })),
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    grid(
      [labels.dates, labels.employer, labels.position],
      resume.work.map((w) => [
        p(period(w, language, 'numeric'), {}, { after: 0 }),
        p(`${w.name}, ${w.location}`, {}, { after: 0 }),
        p(w.position, { bold: true }, { after: 0 }) + p(w.highlights[0]!, { size: 9 }, { after: 0 }),
      ]),
    ),
    heading(h.education),
    grid(
      [labels.dates, labels.school, labels.qualification],
      resume.education.map((e) => [
        p(period(e, language, 'numeric'), {}, { after: 0 }),
        p(e.institution, {}, { after: 0 }),
        p(degreeOf(e), {}, { after: 0 }),
      ]),
    ),
    heading(h.skills),
    p(resume.skills.flatMap((s) => s.keywords).join(', ')),
    heading(h.languages),
    p(resume.languages.map((l) => `${l.language} (${l.fluency})`).join(', ')),
    section(),
  ];
  return { body: body.join(''), styles: styles('Times New Roman', 11, []) };
}

export const threeColumnEntries: Template = { name: 'three-column-entries', shows: SHOWS_ALL, document };
