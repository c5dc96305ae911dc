// A CV from a table-built Word résumé template, as its content controls leave it: the head a table row
// of the name and headline beside the contact details, each of those cells a content control of its
// own (`w:sdt` around the `w:tc`); every section a table of a period cell and an entry cell, each row
// an item of a repeating section (`w:sdt` around the `w:tr`), so a person adds a job by adding a row;
// section headings in bold capitals on a row spanning both cells. The e-mail and the profiles are
// hyperlinks written as fields (`HYPERLINK` in a field code, not `w:hyperlink`). Arial.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, cell, control, fieldLink, p, para, row, run, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

const ACCENT = '2E74B5';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'fr' || language === 'nl' ? 1 : 0];
  const full = textWidth(1000);
  const [left, right] = [2000, full - 2000];
  const link = (url: string, text: string) => para(fieldLink(url, text, { color: ACCENT }), { align: 'right', after: 0 });
  const head = table(
    [full - 3800, 3800],
    [
      row(
        control(cell(p(b.name, { size: 24, bold: true }, { after: 0 }) + p(b.label, { size: 12, color: ACCENT }), { width: full - 3800 }), {
          title: 'Name',
        }),
        control(
          cell(
            [
              ...[placeParts(b, language).join(', '), b.phone].map((t) => p(t, { size: 9 }, { align: 'right', after: 0 })),
              link(`mailto:${b.email}`, b.email),
              ...webAddresses(b).map((url) => link(url, bareUrl(url))),
            ].join(''),
            { width: 3800 },
          ),
          { title: 'Contact' },
        ),
      ),
    ],
  );
  const headingRow = (text: string) =>
    row(
      cell(p(text, { bold: true, caps: true, size: 11, color: ACCENT }, { before: 14, after: 4, borderBottom: true }), {
        width: full,
        span: 2,
      }),
    );
  const section_ = (heading: string, items: { dates: string; lines: string }[], title: string) =>
    table(
      [left, right],
      [
        headingRow(heading),
        control(
          items
            .map(({ dates, lines }) =>
              control(row(cell(p(dates, { size: 9.5, color: '595959' }, { after: 0 }), { width: left }), cell(lines, { width: right })), {
                title,
                repeating: 'item',
              }),
            )
            .join(''),
          { title, repeating: 'section' },
        ),
      ],
    );
  const body = [
    head,
    p('', {}, { after: 0 }),
    section_(h.profile, [{ dates: '', lines: p(b.summary) }], 'Profile'),
    section_(
      h.experience,
      resume.work.map((w) => ({
        dates: period(w, language, 'numeric'),
        lines: [
          para(run(w.position, { bold: true }) + run(` – ${w.name}, ${w.location}`), { after: 2 }),
          ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.symbol, after: 0 })),
          p('', {}, { after: 4 }),
        ].join(''),
      })),
      'Experience',
    ),
    section_(
      h.education,
      resume.education.map((e) => ({
        dates: period(e, language, 'numeric'),
        lines: p(degreeOf(e), { bold: true }, { after: 0 }) + p(e.institution, {}, { after: 6 }),
      })),
      'Education',
    ),
    section_(h.skills, [{ dates: '', lines: p(resume.skills.flatMap((s) => s.keywords).join(', ')) }], 'Skills'),
    section_(
      h.languages,
      resume.languages.map((l) => ({ dates: l.language, lines: p(l.fluency, {}, { after: 0 }) })),
      'Languages',
    ),
    section({ margin: 1000 }),
  ];
  return { body: body.join(''), styles: styles('Arial', 10, []), numbering: NUMBERING };
}

export const controlTableRows: Template = { name: 'control-table-rows', shows: SHOWS_ALL, document };
