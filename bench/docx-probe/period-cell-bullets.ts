// Entries in a borderless two-column table whose narrow left cell holds the period in words, wrapping
// onto a second line ("September 2019 –" / "heute"), and whose right cell holds the title in bold, the
// employer, the town in grey and Word's Symbol bullets, each a paragraph of its own. Personal details as
// a label/value table under the name and headline; headings as shaded paragraphs;
// skills a table of group and keywords; languages a table of language and level. Cambria.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, Links, NUMBERING, cell, p, para, row, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const { headings, labels } = WORDS[language];
  const h = headings[language === 'fr' || language === 'pt' ? 0 : 1];
  const links = new Links();
  const left = 1900;
  const right = textWidth() - left;
  const heading = (text: string) => p(text, { bold: true, size: 12 }, { shading: 'D9E2F3', before: 12, after: 6, keepNext: true });
  const pair = (label: string, content: string) =>
    row(cell(p(label, { size: 10, color: '404040' }, { after: 2 }), { width: left }), cell(content, { width: right }));
  const value = (text: string) => p(text, {}, { after: 2 });
  const body = [
    p(b.name, { size: 20, bold: true }, { after: 0 }),
    p(b.label, { size: 12 }, { after: 6 }),
    heading(h.personal),
    table(
      [left, right],
      [
        pair(labels.address, value(placeParts(b, language).join(', '))),
        pair(labels.phone, value(b.phone)),
        pair(labels.email, value(b.email)),
        ...webAddresses(b).map((url) => pair('Web', para(links.link(url, bareUrl(url)), { after: 2 }))),
      ],
    ),
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    table(
      [left, right],
      resume.work.map((w) =>
        pair(
          period(w, language, 'months'),
          p(w.position, { bold: true }, { after: 0 }) +
            p(w.name, {}, { after: 0 }) +
            p(w.location, { color: '7F7F7F', size: 10 }, { after: 2 }) +
            w.highlights.map((hl, i, all) => p(hl, {}, { numId: BULLET.symbol, after: i === all.length - 1 ? 8 : 0 })).join(''),
        ),
      ),
    ),
    heading(h.education),
    table(
      [left, right],
      resume.education.map((e) =>
        pair(period(e, language, 'months'), p(degreeOf(e), { bold: true }, { after: 0 }) + p(e.institution, {}, { after: 8 })),
      ),
    ),
    heading(h.skills),
    table(
      [left, right],
      resume.skills.map((s) => pair(s.name, value(s.keywords.join(', ')))),
    ),
    heading(h.languages),
    table(
      [left, right],
      resume.languages.map((l) => pair(l.language, value(l.fluency))),
    ),
    section(),
  ];
  return { body: body.join(''), styles: styles('Cambria', 10.5, []), numbering: NUMBERING, links: links.targets };
}

export const periodCellBullets: Template = { name: 'period-cell-bullets', shows: SHOWS_ALL, document };
