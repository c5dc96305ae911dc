// Each entry as rows of a table ruled between its rows: a row merged across both columns names the
// employer and its town in bold capitals, the row under it the title on the left and the dates flush
// right in a narrow right cell, then a merged row of bullets. Studies: the school merged across, the
// degree and the years under it. Headings in Heading 1 with a shaded band; contacts as a label/value
// table under the name. Arial.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, cell, p, row, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const { headings, labels } = WORDS[language];
  const h = headings[language === 'de' || language === 'es' ? 1 : 0];
  const width = textWidth();
  const dateWidth = 2400;
  const main = width - dateWidth;
  const across = (content: string) => row(cell(content, { width, span: 2 }));
  const titled = (title: string, dates: string) =>
    row(
      cell(p(title, { bold: true }, { after: 0 }), { width: main }),
      cell(p(dates, { size: 9.5 }, { after: 0, align: 'right' }), { width: dateWidth }),
    );
  const labelWidth = 1800;
  const detail = (label: string, value: string) =>
    row(
      cell(p(label, { size: 9, color: '595959' }, { after: 0 }), { width: labelWidth }),
      cell(p(value, { size: 9.5 }, { after: 0 }), { width: width - labelWidth }),
    );
  const body = [
    p(b.name, { size: 20, bold: true }, { after: 0 }),
    p(b.label, { size: 12, italic: true }, { after: 6 }),
    table(
      [labelWidth, width - labelWidth],
      [
        detail(labels.address, placeParts(b, language).join(', ')),
        detail(labels.phone, b.phone),
        detail(labels.email, b.email),
        ...webAddresses(b).map((url) => detail('Web', bareUrl(url))),
      ],
    ),
    p(h.profile, {}, { style: 'Heading1' }),
    p(b.summary),
    p(h.experience, {}, { style: 'Heading1' }),
    table(
      [main, dateWidth],
      resume.work.flatMap((w) => [
        across(p(`${w.name}, ${w.location}`, { bold: true, caps: true, size: 9.5 }, { before: 4, after: 0 })),
        titled(w.position, period(w, language, 'months')),
        across(w.highlights.map((hl) => p(hl, {}, { numId: BULLET.round, after: 0 })).join('') + p('', {}, { after: 2 })),
      ]),
      { borders: 'rows' },
    ),
    p(h.education, {}, { style: 'Heading1' }),
    table(
      [main, dateWidth],
      resume.education.flatMap((e) => [
        across(p(e.institution, { bold: true, caps: true, size: 9.5 }, { before: 4, after: 0 })),
        titled(degreeOf(e), period(e, language, 'years')),
      ]),
      { borders: 'rows' },
    ),
    p(h.skills, {}, { style: 'Heading1' }),
    p(resume.skills.flatMap((s) => s.keywords).join(', ')),
    p(h.languages, {}, { style: 'Heading1' }),
    ...resume.languages.map((l) => p(`${l.language}: ${l.fluency}`, {}, { after: 0 })),
    section(),
  ];
  return {
    body: body.join(''),
    styles: styles('Arial', 10, [
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 12, bold: true, color: '1F3864' },
        props: { before: 14, after: 6, keepNext: true, shading: 'DEEAF6' },
      },
    ]),
    numbering: NUMBERING,
  };
}

export const employerSpanRows: Template = { name: 'employer-span-rows', shows: SHOWS_ALL, document };
