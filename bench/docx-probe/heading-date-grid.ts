// The whole CV as one borderless three-column grid, as Word users lay out a Lebenslauf: the section's
// heading in the first column of its first row only, the dates (or a detail's label) in the second, the
// entry in the third ("Title, Employer" in bold, the town, the description). Skills a row per group
// with the group as the label; languages a row each with the level; personal details as labelled rows
// under a heading of their own. Name and headline over the grid. Verdana.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { cell, p, para, row, run, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const { headings, labels } = WORDS[language];
  const h = headings[language === 'en' || language === 'de' ? 1 : 0];
  const widths = [2200, 1900, textWidth() - 4100];
  // A section: an empty row over it, its heading beside its first row; each row a label (or dates) and its content.
  const part = (heading: string, rows: { label: string; content: string }[]) => [
    row(...widths.map((width) => cell(p('', { size: 6 }, { after: 0 }), { width }))),
    ...rows.map(({ label, content }, i) =>
      row(
        cell(i ? '' : p(heading, { bold: true, size: 10, color: '2F5496' }, { after: 0 }), { width: widths[0]! }),
        cell(p(label, { size: 8.5 }, { after: 0 }), { width: widths[1]! }),
        cell(content, { width: widths[2]! }),
      ),
    ),
  ];
  const line = (text: string) => p(text, { size: 9 }, { after: 0 });
  const rows = [
    ...part(h.personal, [
      { label: labels.address, content: line(placeParts(b, language).join(', ')) },
      { label: labels.phone, content: line(b.phone) },
      { label: labels.email, content: line(b.email) },
      ...webAddresses(b).map((url) => ({ label: 'Web', content: line(bareUrl(url)) })),
    ]),
    ...part(h.profile, [{ label: '', content: line(b.summary) }]),
    ...part(
      h.experience,
      resume.work.map((w) => ({
        label: period(w, language, 'numeric'),
        content:
          para(run(`${w.position}, ${w.name}`, { bold: true, size: 9 }), { after: 0 }) +
          p(w.location, { size: 9, italic: true }, { after: 0 }) +
          p(w.highlights.join('. '), { size: 9 }, { after: 4 }),
      })),
    ),
    ...part(
      h.education,
      resume.education.map((e) => ({
        label: period(e, language, 'numeric'),
        content: p(degreeOf(e), { bold: true, size: 9 }, { after: 0 }) + p(e.institution, { size: 9 }, { after: 4 }),
      })),
    ),
    ...part(
      h.skills,
      resume.skills.map((s) => ({ label: s.name, content: line(s.keywords.join(', ')) })),
    ),
    ...part(
      h.languages,
      resume.languages.map((l) => ({ label: l.language, content: line(l.fluency) })),
    ),
  ];
  const body = [
    p(b.name, { size: 18, bold: true }, { after: 0 }),
    p(b.label, { size: 11, color: '2F5496' }, { after: 10 }),
    table(widths, rows),
    section(),
  ];
  return { body: body.join(''), styles: styles('Verdana', 9, []) };
}

export const headingDateGrid: Template = { name: 'heading-date-grid', shows: SHOWS_ALL, document };
