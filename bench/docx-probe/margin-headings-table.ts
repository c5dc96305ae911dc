// Section headings in the left column of a borderless two-column table, each section one row with its
// content in the right cell, as Word's "resume" templates set them. Each job the employer and town in
// bold, the title in italics, the dates in small type under it, dash bullets; skills a line per group;
// languages on one line with their levels. Name in the Title style over the headline and one contact line.
// Garamond-like serif (Book Antiqua).
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, Links, NUMBERING, cell, p, para, row, run, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'es' || language === 'pt' ? 1 : 0];
  const links = new Links();
  const left = 2600;
  const right = textWidth() - left;
  const small = { size: 9, color: '7F7F7F' };
  const sectionRow = (heading: string, content: string[]) =>
    row(
      cell(p(heading, { bold: true, caps: true, size: 9, color: '44546A' }, { after: 0 }), { width: left }),
      cell(content.join(''), { width: right }),
    );
  const rows = [
    sectionRow(h.profile, [p(b.summary)]),
    sectionRow(
      h.experience,
      resume.work.flatMap((w) => [
        p(`${w.name}, ${w.location}`, { bold: true }, { after: 0 }),
        p(w.position, { italic: true }, { after: 0 }),
        p(period(w, language, 'months'), small, { after: 2 }),
        ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.dash, after: 0 })),
        p('', {}, { after: 4 }),
      ]),
    ),
    sectionRow(
      h.education,
      resume.education.flatMap((e) => [
        p(e.institution, { bold: true }, { after: 0 }),
        p(degreeOf(e), { italic: true }, { after: 0 }),
        ...(e.endDate ? [p(period(e, language, 'months'), small, { after: 4 })] : []),
      ]),
    ),
    sectionRow(
      h.skills,
      resume.skills.map((s) => p(s.keywords.join(', '), {}, { after: 0 })),
    ),
    sectionRow(h.languages, [p(resume.languages.map((l) => `${l.language} (${l.fluency})`).join(', '))]),
  ];
  const body = [
    p(b.name, {}, { style: 'Title' }),
    p(b.label, { size: 13, color: '44546A' }, { after: 2 }),
    para(
      [placeParts(b, language).join(', '), b.phone, b.email].map((t) => run(t, { size: 9 })).join(run(' · ', { size: 9 })) +
        webAddresses(b)
          .map((url) => run(' · ', { size: 9 }) + links.link(url, bareUrl(url), { size: 9 }))
          .join(''),
      { after: 10, borderBottom: true },
    ),
    table([left, right], rows),
    section(),
  ];
  return {
    body: body.join(''),
    styles: styles('Book Antiqua', 10.5, [{ id: 'Title', name: 'Title', look: { size: 26 }, props: { after: 0 } }]),
    numbering: NUMBERING,
    links: links.targets,
  };
}

export const marginHeadingsTable: Template = { name: 'margin-headings-table', shows: SHOWS_ALL, document };
