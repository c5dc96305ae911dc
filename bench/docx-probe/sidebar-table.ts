// A two-column CV built on a borderless layout table, as many Word templates are: the name and
// headline over it; a narrow shaded sidebar cell (contact details, skills one per line, languages with
// their level) beside the main cell (profile, experience, education). Each job an employer line in
// bold capitals, then "Title | dates", the town, dash bullets. Arial.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, Links, NUMBERING, cell, p, para, row, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[0];
  const links = new Links();
  const heading = (text: string) => p(text, {}, { style: 'Heading1' });
  const side = [
    heading(h.contact),
    ...placeParts(b, language).map((t) => p(t, {}, { after: 0 })),
    p(b.phone, {}, { after: 0 }),
    p(b.email, {}, { after: 0 }),
    ...webAddresses(b).map((url) => para(links.link(url, bareUrl(url)), { after: 0 })),
    heading(h.skills),
    ...resume.skills.flatMap((s) => s.keywords).map((k) => p(k, {}, { after: 0 })),
    heading(h.languages),
    ...resume.languages.map((l) => p(`${l.language} – ${l.fluency}`, {}, { after: 0 })),
  ];
  const main = [
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    ...resume.work.flatMap((w) => [
      p(w.name, { bold: true, caps: true }, { before: 6, after: 0 }),
      p(`${w.position} | ${period(w, language, 'numeric')}`, { italic: true }, { after: 0 }),
      p(w.location, { color: '7F7F7F' }, { after: 0 }),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.dash, after: 0 })),
    ]),
    heading(h.education),
    ...resume.education.flatMap((e) => [
      p(degreeOf(e), { bold: true }, { before: 6, after: 0 }),
      p(e.institution, {}, { after: 0 }),
      ...(e.endDate ? [p(period(e, language, 'years'), { color: '7F7F7F' }, { after: 0 })] : []),
    ]),
  ];
  const sideWidth = 3000;
  const body = [
    p(b.name, { size: 24, bold: true }, { after: 0 }),
    p(b.label, { size: 13, color: '2E74B5' }, { after: 10 }),
    table(
      [sideWidth, textWidth() - sideWidth],
      [row(cell(side.join(''), { width: sideWidth, shading: 'DEEAF6' }), cell(main.join(''), { width: textWidth() - sideWidth }))],
    ),
    section(),
  ];
  return {
    body: body.join(''),
    styles: styles('Arial', 9.5, [
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 11, bold: true, caps: true, color: '2E74B5' },
        props: { before: 10, after: 4, keepNext: true },
      },
    ]),
    numbering: NUMBERING,
    links: links.targets,
  };
}

export const sidebarTable: Template = { name: 'sidebar-table', shows: SHOWS_ALL, document };
