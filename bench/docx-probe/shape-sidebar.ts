// A coloured sidebar drawn as a filled rectangle (a DrawingML shape with its text, in
// `mc:AlternateContent` with Word's VML fallback) anchored in the page header and set behind the text,
// flush with the page's left edge by alignment rather than by an offset, as Word's designed résumé
// templates repeat a panel on every page: the contact details, skills and languages in it, white on
// dark. The body in a wide left margin beside it: the name in capitals, the headline, the profile,
// then each job the title in bold, "Employer | Town | dates" in grey under it, round bullets; studies
// the degree over "School | dates". Segoe-like (Tahoma).
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, p, para, section, styles, textBoxRun } from './wml.ts';
import { WORDS } from './words.ts';

const PANEL = 3700;
const DARK = '1F3A4D';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'nl' || language === 'es' || language === 'pt' ? 1 : 0];
  const white = { color: 'FFFFFF', size: 9 };
  const sideHeading = (text: string) =>
    p(text, { bold: true, caps: true, size: 11, color: 'FFFFFF' }, { before: 14, after: 4, indent: 400 });
  const sideLine = (text: string) => p(text, white, { after: 0, indent: 400 });
  const side = [
    sideHeading(h.contact),
    ...[...placeParts(b, language), b.phone, b.email, ...webAddresses(b).map(bareUrl)].map(sideLine),
    sideHeading(h.skills),
    ...resume.skills.flatMap((s) => s.keywords).map(sideLine),
    sideHeading(h.languages),
    ...resume.languages.map((l) => sideLine(`${l.language} – ${l.fluency}`)),
  ];
  const panel = textBoxRun(side.join(''), { x: 'left', y: 0, width: PANEL, height: 16838, fill: DARK, behind: true });
  const header = para(panel, { after: 0 });
  const heading = (text: string) =>
    p(text, { bold: true, caps: true, size: 12, color: DARK }, { before: 14, after: 4, borderBottom: true, keepNext: true });
  const grey = { size: 9, color: '7F7F7F' };
  const body = [
    p(b.name, { size: 24, caps: true, color: DARK }, { after: 0 }),
    p(b.label, { size: 12 }, { after: 10 }),
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    ...resume.work.flatMap((w) => [
      p(w.position, { bold: true }, { before: 8, after: 0, keepNext: true }),
      p([w.name, w.location, period(w, language, 'short-months')].join(' | '), grey, { after: 2 }),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.round, after: 0 })),
    ]),
    heading(h.education),
    ...resume.education.flatMap((e) => [
      p(degreeOf(e), { bold: true }, { before: 8, after: 0 }),
      p([e.institution, period(e, language, 'years')].filter(Boolean).join(' | '), grey, { after: 2 }),
    ]),
    section({ left: PANEL + 700, margin: 900, header: 'header1' }),
  ];
  return { body: body.join(''), headers: { header1: header }, styles: styles('Tahoma', 9.5, []), numbering: NUMBERING };
}

export const shapeSidebar: Template = { name: 'shape-sidebar', shows: SHOWS_ALL, document };
