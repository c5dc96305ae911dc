// Entries set in a borderless table with the years in a narrow left cell, as many Word CVs align them:
// the right cell holds the employer in bold with its town, the title in italics and the description.
// The name in bold over the headline and the contacts, one per line; section headings in capitals with
// a rule under them; skills as one line of keywords apart by middle dots; languages "Language — level".
// Garamond.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { Links, cell, p, para, row, run, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'it' || language === 'nl' ? 1 : 0];
  const links = new Links();
  const left = 1700;
  const right = textWidth() - left;
  const heading = (text: string) =>
    p(text, { bold: true, caps: true, size: 12 }, { borderBottom: true, before: 12, after: 6, keepNext: true });
  const entries = (items: { dates: string; lines: string[] }[]) =>
    table(
      [left, right],
      items.map(({ dates, lines }) =>
        row(cell(p(dates, { size: 10 }, { after: 0 }), { width: left }), cell(lines.join(''), { width: right })),
      ),
    );
  const body = [
    p(b.name, { size: 20, bold: true }, { after: 0 }),
    p(b.label, { size: 12, italic: true }, { after: 4 }),
    ...[...placeParts(b, language), b.phone, b.email].map((t) => p(t, {}, { after: 0 })),
    ...webAddresses(b).map((url) => para(links.link(url, bareUrl(url)), { after: 0 })),
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    entries(
      resume.work.map((w) => ({
        dates: period(w, language, 'years'),
        lines: [
          para(run(w.name, { bold: true }) + run(`, ${w.location}`), { after: 0 }),
          p(w.position, { italic: true }, { after: 0 }),
          p(w.highlights.join('. '), {}, { after: 6 }),
        ],
      })),
    ),
    heading(h.education),
    entries(
      resume.education.map((e) => ({
        dates: period(e, language, 'years'),
        lines: [p(e.institution, { bold: true }, { after: 0 }), p(degreeOf(e), { italic: true }, { after: 6 })],
      })),
    ),
    heading(h.skills),
    p(resume.skills.flatMap((s) => s.keywords).join(' · ')),
    heading(h.languages),
    ...resume.languages.map((l) => p(`${l.language} — ${l.fluency}`, {}, { after: 0 })),
    section(),
  ];
  return { body: body.join(''), styles: styles('Garamond', 11, []), links: links.targets };
}

export const dateCellEntries: Template = { name: 'date-cell-entries', shows: SHOWS_ALL, document };
