// The name, headline and contact details in the page header part (repeated on every page, as many
// Word templates place them); the body opens on the first section. Headings in bold capitals with
// space above; each job a line of dates and town in small grey type over the title in bold and the
// employer in italics, then Symbol-font bullets; skills a bulleted list, one per item; languages as
// "Language: level" lines. Links as plain text (a header's links are rarely live). Verdana.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, p, section, styles } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'en' || language === 'de' ? 1 : 0];
  const grey = { size: 8.5, color: '808080' };
  const heading = (text: string) => p(text, { bold: true, caps: true, size: 12 }, { before: 14, after: 4, keepNext: true });
  const header = [
    p(b.name, { size: 20, bold: true }, { after: 0 }),
    p(b.label, { size: 12 }, { after: 2 }),
    p([placeParts(b, language).join(', '), b.phone, b.email].join('  |  '), { size: 9 }, { after: 0 }),
    p(webAddresses(b).map(bareUrl).join('  |  '), { size: 9 }, { after: 6, borderBottom: true }),
  ];
  const body = [
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    ...resume.work.flatMap((w) => [
      p(`${period(w, language, 'short-months')} · ${w.location}`, grey, { before: 6, after: 0 }),
      p(w.position, { bold: true }, { after: 0 }),
      p(w.name, { italic: true }, { after: 2 }),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.symbol, after: 0 })),
    ]),
    heading(h.education),
    ...resume.education.flatMap((e) => [
      ...(e.endDate ? [p(period(e, language, 'short-months'), grey, { before: 6, after: 0 })] : []),
      p(degreeOf(e), { bold: true }, { after: 0 }),
      p(e.institution, { italic: true }, { after: 2 }),
    ]),
    heading(h.skills),
    ...resume.skills.flatMap((s) => s.keywords).map((k) => p(k, {}, { numId: BULLET.symbol, after: 0 })),
    heading(h.languages),
    ...resume.languages.map((l) => p(`${l.language}: ${l.fluency}`, {}, { after: 0 })),
    section({ top: 2600, header: 'header1' }),
  ];
  return {
    body: body.join(''),
    headers: { header1: header.join('') },
    styles: styles('Verdana', 9.5, []),
    numbering: NUMBERING,
  };
}

export const headerPart: Template = { name: 'header-part', shows: SHOWS_ALL, document };
