// The name and headline in the body at the top left, and the contact block in a text box anchored at
// the page's right beside them (as Word templates with a "contact card" do), lines set flush right; the
// body's headings in capitals with a coloured rule under them. Each job the dates in bold on a line of
// their own, then "Title – Employer, Town" in plain type, then Symbol bullets; studies the years over
// "Degree – School". Skills as a two-column borderless table of keywords; languages "Language: level"
// lines. Century Gothic-like (Trebuchet MS).
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, cell, p, para, row, run, section, styles, table, textBoxRun, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'de' || language === 'nl' ? 0 : 1];
  const contact = [...placeParts(b, language), b.phone, b.email, ...webAddresses(b).map(bareUrl)];
  const card = textBoxRun(contact.map((t) => p(t, { size: 8.5 }, { after: 0, align: 'right' })).join(''), {
    x: 7300,
    y: 800,
    width: 3470,
    height: 2200,
  });
  const half = Math.floor(textWidth() / 2);
  const keywords = resume.skills.flatMap((s) => s.keywords);
  const skillRows = Array.from({ length: Math.ceil(keywords.length / 2) }, (_, r) =>
    row(...[0, 1].map((c) => cell(p(keywords[r * 2 + c] ?? '', {}, { after: 0 }), { width: half }))),
  );
  const body = [
    para(card + run(b.name, { size: 24, bold: true, color: '2E5597' }), { after: 0 }),
    p(b.label, { size: 12 }, { after: 24 }),
    p(h.profile, {}, { style: 'Heading1' }),
    p(b.summary),
    p(h.experience, {}, { style: 'Heading1' }),
    ...resume.work.flatMap((w) => [
      p(period(w, language, 'months'), { bold: true }, { before: 6, after: 0, keepNext: true }),
      p(`${w.position} – ${w.name}, ${w.location}`, {}, { after: 2 }),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.symbol, after: 0 })),
    ]),
    p(h.education, {}, { style: 'Heading1' }),
    ...resume.education.flatMap((e) => [
      ...(e.endDate ? [p(period(e, language, 'years'), { bold: true }, { before: 6, after: 0, keepNext: true })] : []),
      p(`${degreeOf(e)} – ${e.institution}`, {}, { after: 2 }),
    ]),
    p(h.skills, {}, { style: 'Heading1' }),
    table([half, half], skillRows),
    p(h.languages, {}, { style: 'Heading1' }),
    ...resume.languages.map((l) => p(`${l.language}: ${l.fluency}`, {}, { after: 0 })),
    section({ top: 900 }),
  ];
  return {
    body: body.join(''),
    styles: styles('Trebuchet MS', 10, [
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 12, caps: true, color: '2E5597' },
        props: { before: 14, after: 4, keepNext: true, borderBottom: true },
      },
    ]),
    numbering: NUMBERING,
  };
}

export const textboxContactRight: Template = { name: 'textbox-contact-right', shows: SHOWS_ALL, document };
