// Section headings as shaded bands (a dark fill, white capitals), a common Word look; each job two
// lines with right tab stops: the employer in bold with its town flush right, then the title in
// italics with its dates flush right; Symbol-font bullets. Skills as a bordered table of keywords three
// to a row; languages as a two-column table of language and level. Name and contacts left, one
// contact line. Trebuchet MS.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, cell, p, para, row, run, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'en' || language === 'it' ? 1 : 0];
  const width = textWidth();
  const tab = [{ align: 'right' as const, at: width }];
  const heading = (text: string) =>
    p(text, { bold: true, caps: true, color: 'FFFFFF', size: 11 }, { shading: '404040', before: 12, after: 6, keepNext: true });
  const keywords = resume.skills.flatMap((s) => s.keywords);
  const third = Math.floor(width / 3);
  const skillRows = Array.from({ length: Math.ceil(keywords.length / 3) }, (_, r) =>
    row(...[0, 1, 2].map((c) => cell(p(keywords[r * 3 + c] ?? '', {}, { after: 0 }), { width: third }))),
  );
  const half = Math.floor(width / 2);
  const body = [
    p(b.name, { size: 22, bold: true }, { after: 0 }),
    p(b.label, { size: 12, color: '404040' }, { after: 2 }),
    p([placeParts(b, language).join(', '), b.phone, b.email, ...webAddresses(b).map(bareUrl)].join(' | '), { size: 9 }, { after: 6 }),
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    ...resume.work.flatMap((w) => [
      para(run(w.name, { bold: true }) + run(`\t${w.location}`), { tabs: tab, before: 6, after: 0 }),
      para(run(w.position, { italic: true }) + run(`\t${period(w, language, 'months')}`), { tabs: tab, after: 2 }),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.symbol, after: 0 })),
    ]),
    heading(h.education),
    ...resume.education.flatMap((e) => [
      para(run(e.institution, { bold: true }) + run(`\t${period(e, language, 'months')}`), { tabs: tab, before: 6, after: 0 }),
      p(degreeOf(e), { italic: true }, { after: 2 }),
    ]),
    heading(h.skills),
    table([third, third, third], skillRows, { borders: true }),
    heading(h.languages),
    table(
      [half, half],
      resume.languages.map((l) =>
        row(cell(p(l.language, { bold: true }, { after: 0 }), { width: half }), cell(p(l.fluency, {}, { after: 0 }), { width: half })),
      ),
    ),
    section(),
  ];
  return { body: body.join(''), styles: styles('Trebuchet MS', 10, []), numbering: NUMBERING };
}

export const shadedHeadings: Template = { name: 'shaded-headings', shows: SHOWS_ALL, document };
