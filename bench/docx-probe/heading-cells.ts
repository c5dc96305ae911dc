// Section headings set as shaded one-cell tables across the page (a look many Word templates give
// their headings), entries under them as paragraphs: "Employer — Title" in bold with the dates at a
// right tab stop, the town in italics under it, dash bullets; studies "School — Degree" likewise.
// Skills as "Group: a, b, c" lines, languages as one line. The name centred in capitals, contacts
// centred under it, apart by bullets. Calibri.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, cell, p, para, row, run, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'de' || language === 'it' ? 0 : 1];
  const width = textWidth();
  const tab = [{ align: 'right' as const, at: width }];
  const heading = (text: string) =>
    table([width], [row(cell(p(text, { bold: true, caps: true, size: 11 }, { after: 0, before: 0 }), { width, shading: 'D9E2F3' }))]) +
    p('', {}, { after: 0 });
  const body = [
    p(b.name, { size: 20, caps: true, bold: true }, { align: 'center', after: 0 }),
    p(b.label, { size: 12 }, { align: 'center', after: 2 }),
    p(
      [placeParts(b, language).join(', '), b.phone, b.email, ...webAddresses(b).map(bareUrl)].join(' • '),
      { size: 9 },
      { align: 'center', after: 8 },
    ),
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    ...resume.work.flatMap((w) => [
      para(run(`${w.name} — ${w.position}`, { bold: true }) + run(`\t${period(w, language, 'numeric')}`), {
        tabs: tab,
        before: 4,
        after: 0,
      }),
      p(w.location, { italic: true }, { after: 0 }),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.dash, after: 0 })),
    ]),
    heading(h.education),
    ...resume.education.map((e) =>
      para(run(`${e.institution} — ${degreeOf(e)}`, { bold: true }) + run(`\t${period(e, language, 'numeric')}`), {
        tabs: tab,
        before: 4,
        after: 2,
      }),
    ),
    heading(h.skills),
    ...resume.skills.map((s) => para(run(`${s.name}: `, { bold: true }) + run(s.keywords.join(', ')), { after: 0 })),
    heading(h.languages),
    p(resume.languages.map((l) => `${l.language} – ${l.fluency}`).join('; ')),
    section(),
  ];
  return { body: body.join(''), styles: styles('Calibri', 10.5, []), numbering: NUMBERING };
}

export const headingCells: Template = { name: 'heading-cells', shows: SHOWS_ALL, document };
