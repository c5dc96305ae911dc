// Entries in a borderless three-column table: the title in bold over the employer in italics in the
// wide first column, the town in the second, the dates flush right in the third, each entry's sentences
// under it in the first column; studies the degree over the school, no town. Name and headline centred
// over a centred contact line; headings in small capitals with a rule under them; skills a row per group
// in a two-column table; languages on one line. Georgia.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { Links, cell, p, para, row, run, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'it' || language === 'pt' ? 1 : 0];
  const links = new Links();
  const widths = [textWidth() - 4000, 1900, 2100];
  const heading = (text: string) =>
    p(text, { bold: true, smallCaps: true, size: 12.5 }, { borderBottom: true, before: 12, after: 4, keepNext: true });
  const entries = (items: { lines: string[]; place: string; dates: string }[]) =>
    table(
      widths,
      items.map(({ lines, place, dates }) =>
        row(
          cell(lines.join(''), { width: widths[0]! }),
          cell(p(place, { size: 9.5 }, { after: 0 }), { width: widths[1]! }),
          cell(p(dates, { size: 9.5 }, { after: 0, align: 'right' }), { width: widths[2]! }),
        ),
      ),
    );
  const sep = run('  •  ');
  const body = [
    p(b.name, { size: 20 }, { align: 'center', after: 0 }),
    p(b.label, { size: 12, italic: true }, { align: 'center', after: 2 }),
    para([placeParts(b, language).join(', '), b.phone, b.email].map((t) => run(t, { size: 9.5 })).join(sep), {
      align: 'center',
      after: 0,
    }),
    para(
      webAddresses(b)
        .map((url) => links.link(url, bareUrl(url), { size: 9.5 }))
        .join(sep),
      { align: 'center', after: 6 },
    ),
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    entries(
      resume.work.map((w) => ({
        lines: [
          p(w.position, { bold: true }, { after: 0 }),
          p(w.name, { italic: true }, { after: 2 }),
          p(w.highlights.join('. '), { size: 10 }, { after: 6 }),
        ],
        place: w.location,
        dates: period(w, language, 'numeric', ' – '),
      })),
    ),
    heading(h.education),
    entries(
      resume.education.map((e) => ({
        lines: [p(degreeOf(e), { bold: true }, { after: 0 }), p(e.institution, { italic: true }, { after: 6 })],
        place: '',
        dates: period(e, language, 'numeric', ' – '),
      })),
    ),
    heading(h.skills),
    table(
      [2600, textWidth() - 2600],
      resume.skills.map((s) =>
        row(
          cell(p(s.name, { bold: true }, { after: 0 }), { width: 2600 }),
          cell(p(s.keywords.join(', '), {}, { after: 0 }), { width: textWidth() - 2600 }),
        ),
      ),
    ),
    heading(h.languages),
    p(resume.languages.map((l) => `${l.language} (${l.fluency})`).join(' · ')),
    section(),
  ];
  return { body: body.join(''), styles: styles('Georgia', 10.5, []), links: links.targets };
}

export const datesThirdColumn: Template = { name: 'dates-third-column', shows: SHOWS_ALL, document };
