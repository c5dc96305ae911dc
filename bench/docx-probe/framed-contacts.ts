// The contact block in framed paragraphs (`w:framePr`) at the top right of the page, as older Word
// templates and letterheads place it: the frames come first in the body, the name and headline after
// them at the left. Section headings plain bold paragraphs made headings by the outline level set on
// each (the navigation pane's "Level 1"), no style; each job the dates in grey, then the title in bold,
// then "Employer, Town" in italics, Symbol-font bullets; studies the same. Skills and languages one
// item per line. Book Antiqua.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, Links, NUMBERING, p, para, section, styles } from './wml.ts';
import { WORDS } from './words.ts';

const FRAME = { x: 7400, y: 700, width: 3700 };

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'it' || language === 'en' ? 1 : 0];
  const links = new Links();
  const framed = { frame: FRAME, align: 'right' as const, after: 0 };
  const grey = { size: 9, color: '7F7F7F' };
  const heading = (text: string) =>
    p(text, { bold: true, size: 12 }, { outline: 0, before: 14, after: 4, borderBottom: true, keepNext: true });
  const body = [
    ...[...placeParts(b, language), b.phone].map((t) => p(t, { size: 9 }, framed)),
    para(links.link(`mailto:${b.email}`, b.email, { size: 9 }), framed),
    ...webAddresses(b).map((url) => para(links.link(url, bareUrl(url), { size: 9 }), framed)),
    p(b.name, { size: 22, bold: true }, { after: 0, before: 0 }),
    p(b.label, { size: 12, italic: true }, { after: 30 }),
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    ...resume.work.flatMap((w) => [
      p(period(w, language, 'months'), grey, { before: 8, after: 0, keepNext: true }),
      p(w.position, { bold: true }, { after: 0, keepNext: true }),
      p(`${w.name}, ${w.location}`, { italic: true }, { after: 2 }),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.symbol, after: 0 })),
    ]),
    heading(h.education),
    ...resume.education.flatMap((e) => [
      ...(period(e, language, 'months') ? [p(period(e, language, 'months'), grey, { before: 8, after: 0, keepNext: true })] : []),
      p(degreeOf(e), { bold: true }, { after: 0 }),
      p(e.institution, { italic: true }, { after: 2 }),
    ]),
    heading(h.skills),
    ...resume.skills.flatMap((s) => s.keywords).map((k) => p(k, {}, { after: 0 })),
    heading(h.languages),
    ...resume.languages.map((l) => p(`${l.language}, ${l.fluency}`, {}, { after: 0 })),
    section(),
  ];
  return { body: body.join(''), styles: styles('Book Antiqua', 10.5, []), numbering: NUMBERING, links: links.targets };
}

export const framedContacts: Template = { name: 'framed-contacts', shows: SHOWS_ALL, document };
