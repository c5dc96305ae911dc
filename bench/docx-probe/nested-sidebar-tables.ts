// A layout table of two cells, a shaded sidebar and the main column, with tables nested in both, as
// Word CV templates are often built: the sidebar holds the photo's place, the contacts as a table of a
// label over its value, the skills a line each and the languages as a nested table of language and
// level; the main cell the name, the headline, the profile and the entries, each a nested two-column
// table of the dates (left, small) and the title in bold, "Employer · Town" and the description. Segoe UI.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { cell, p, row, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const { headings, labels } = WORDS[language];
  const h = headings[language === 'es' || language === 'it' ? 1 : 0];
  const side = 3100;
  const main = textWidth(850) - side;
  const sideInner = side - 200;
  const heading = (text: string, color = '404040') =>
    p(text.toUpperCase(), { bold: true, size: 10.5, color }, { before: 12, after: 4, borderBottom: true, keepNext: true });
  const small = (text: string, look = {}) => p(text, { size: 9, ...look }, { after: 0 });
  const contact = (label: string, value: string) =>
    row(cell(small(label, { bold: true, color: '595959' }) + p(value, { size: 9 }, { after: 4 }), { width: sideInner }));
  const dateWidth = 1700;
  const entries = (items: { dates: string; lines: string[] }[]) =>
    table(
      [dateWidth, main - 200 - dateWidth],
      items.map(({ dates, lines }) =>
        row(cell(small(dates, { color: '595959' }), { width: dateWidth }), cell(lines.join(''), { width: main - 200 - dateWidth })),
      ),
    );
  const sidebar = [
    heading(h.contact),
    table(
      [sideInner],
      [
        contact(labels.address, placeParts(b, language).join(', ')),
        contact(labels.phone, b.phone),
        contact(labels.email, b.email),
        ...webAddresses(b).map((url) => contact('Web', bareUrl(url))),
      ],
    ),
    heading(h.skills),
    ...resume.skills.flatMap((s) => s.keywords).map((k) => small(k)),
    heading(h.languages),
    table(
      [1500, sideInner - 1500],
      resume.languages.map((l) =>
        row(cell(small(l.language, { bold: true }), { width: 1500 }), cell(small(l.fluency), { width: sideInner - 1500 })),
      ),
    ),
  ];
  const mainColumn = [
    p(b.name, { size: 24, bold: true, color: '1F3864' }, { after: 0 }),
    p(b.label, { size: 13, color: '2E74B5' }, { after: 6 }),
    heading(h.profile, '1F3864'),
    p(b.summary, { size: 10 }),
    heading(h.experience, '1F3864'),
    entries(
      resume.work.map((w) => ({
        dates: period(w, language, 'months'),
        lines: [
          p(w.position, { bold: true, size: 10.5 }, { after: 0 }),
          small(`${w.name} · ${w.location}`, { italic: true }),
          p(w.highlights.join('. '), { size: 9.5 }, { after: 6 }),
        ],
      })),
    ),
    heading(h.education, '1F3864'),
    entries(
      resume.education.map((e) => ({
        dates: period(e, language, 'months'),
        lines: [p(degreeOf(e), { bold: true, size: 10.5 }, { after: 0 }), p(e.institution, { size: 9.5, italic: true }, { after: 6 })],
      })),
    ),
  ];
  const body = [
    table([side, main], [row(cell(sidebar.join(''), { width: side, shading: 'F2F2F2' }), cell(mainColumn.join(''), { width: main }))]),
    section({ margin: 850 }),
  ];
  return { body: body.join(''), styles: styles('Segoe UI', 10, []) };
}

export const nestedSidebarTables: Template = { name: 'nested-sidebar-tables', shows: SHOWS_ALL, document };
