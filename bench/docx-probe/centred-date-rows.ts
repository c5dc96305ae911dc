// Entries as rows of a two-column table with a rule between the rows, as Word users build a history
// by hand: the left cell holds the dates and, under them in small grey type, the town, both centred in
// the row's height beside the entry; the right cell the title in bold, the employer, then dash bullets.
// Studies the same (dates and nothing under them, degree in bold, school). Name and headline over a
// line of contacts apart by vertical bars; skills as "Group: a, b, c" lines; languages as a row each.
// Calibri.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, Links, NUMBERING, cell, p, para, row, run, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'fr' || language === 'nl' ? 1 : 0];
  const links = new Links();
  const left = 2000;
  const right = textWidth() - left;
  const heading = (text: string) => p(text, { bold: true, size: 13, color: '1F4E79' }, { before: 12, after: 4, keepNext: true });
  const rows = (items: { dates: string; place?: string; lines: string[] }[]) =>
    table(
      [left, right],
      items.map(({ dates, place, lines }) =>
        row(
          cell(p(dates, { size: 10 }, { after: 0 }) + (place ? p(place, { size: 8.5, color: '7F7F7F' }, { after: 0 }) : ''), {
            width: left,
            vAlign: 'center',
          }),
          cell(lines.join(''), { width: right }),
        ),
      ),
      { borders: 'rows' },
    );
  const bar = run(' | ', { color: '7F7F7F' });
  const body = [
    p(b.name, { size: 22, bold: true }, { after: 0 }),
    p(b.label, { size: 13, color: '1F4E79' }, { after: 4 }),
    para(
      [placeParts(b, language).join(', '), b.phone, b.email].map((t) => run(t)).join(bar) +
        webAddresses(b)
          .map((url) => bar + links.link(url, bareUrl(url)))
          .join(''),
      { after: 8 },
    ),
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    rows(
      resume.work.map((w) => ({
        dates: period(w, language, 'short-months'),
        place: w.location,
        lines: [
          p(w.position, { bold: true }, { before: 3, after: 0 }),
          p(w.name, {}, { after: 0 }),
          ...w.highlights.map((hl, i, all) => p(hl, { size: 10 }, { numId: BULLET.dash, after: i === all.length - 1 ? 4 : 0 })),
        ],
      })),
    ),
    heading(h.education),
    rows(
      resume.education.map((e) => ({
        dates: period(e, language, 'short-months'),
        lines: [p(degreeOf(e), { bold: true }, { before: 3, after: 0 }), p(e.institution, {}, { after: 4 })],
      })),
    ),
    heading(h.skills),
    ...resume.skills.map((s) => para(run(`${s.name}: `, { bold: true }) + run(s.keywords.join(', ')), { after: 0 })),
    heading(h.languages),
    table(
      [left, right],
      resume.languages.map((l) =>
        row(cell(p(l.language, {}, { after: 0 }), { width: left }), cell(p(l.fluency, {}, { after: 0 }), { width: right })),
      ),
    ),
    section(),
  ];
  return { body: body.join(''), styles: styles('Calibri', 10.5, []), numbering: NUMBERING, links: links.targets };
}

export const centredDateRows: Template = { name: 'centred-date-rows', shows: SHOWS_ALL, document };
