// A sidebar made with Word's newspaper columns rather than a table or a text box: the name and
// headline across the page in a one-column section, then a two-column section whose narrow first column
// holds contact details, skills and languages, and, after a column break, the wide second one the
// profile, experience and education. Each job the title in bold, "Employer | Town" in colour under it,
// the dates in small capitals, round bullets. Segoe UI-like (Verdana).
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, COLUMN_BREAK, NUMBERING, columnsSection, p, section, styles, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'fr' || language === 'es' ? 0 : 1];
  const heading = (text: string) => p(text, {}, { style: 'Heading1' });
  const first = 2900;
  const small = { size: 8.5 };
  const side = [
    heading(h.contact),
    ...[...placeParts(b, language), b.phone, b.email, ...webAddresses(b).map(bareUrl)].map((t) => p(t, small, { after: 0 })),
    heading(h.skills),
    ...resume.skills.flatMap((s) => [p(s.name, { ...small, bold: true }, { after: 0 }), p(s.keywords.join(', '), small, { after: 4 })]),
    heading(h.languages),
    ...resume.languages.map((l) => p(`${l.language} · ${l.fluency}`, small, { after: 0 })),
  ];
  const main = [
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    ...resume.work.flatMap((w) => [
      p(w.position, { bold: true }, { before: 6, after: 0 }),
      p(`${w.name} | ${w.location}`, { color: 'C55A11' }, { after: 0 }),
      p(period(w, language, 'months'), { size: 8, smallCaps: true, color: '7F7F7F' }, { after: 2 }),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.round, after: 0 })),
    ]),
    heading(h.education),
    ...resume.education.flatMap((e) => [
      p(degreeOf(e), { bold: true }, { before: 6, after: 0 }),
      p(e.institution, { color: 'C55A11' }, { after: 0 }),
      ...(e.endDate ? [p(period(e, language, 'months'), { size: 8, smallCaps: true, color: '7F7F7F' }, { after: 2 })] : []),
    ]),
  ];
  const body = [
    p(b.name, { size: 24, bold: true }, { after: 0 }),
    p(b.label, { size: 12, color: 'C55A11' }, { after: 8 }),
    // The header's one-column section ends here: Word stores a section's properties in its last paragraph.
    `<w:p><w:pPr>${section()}</w:pPr></w:p>`,
    ...side,
    `<w:p>${COLUMN_BREAK}</w:p>`,
    ...main,
    columnsSection([first, textWidth() - first - 567]),
  ];
  return {
    body: body.join(''),
    styles: styles('Verdana', 9, [
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 11, bold: true, caps: true, color: 'C55A11' },
        props: { before: 10, after: 4, keepNext: true },
      },
    ]),
    numbering: NUMBERING,
  };
}

export const sectionColumns: Template = { name: 'section-columns', shows: SHOWS_ALL, document };
