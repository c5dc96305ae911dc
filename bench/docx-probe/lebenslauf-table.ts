// A tabular CV as German-speaking applicants write a Lebenslauf (and many others copy it): the name
// large, personal details as label and value rows, then each section a bold heading with a rule over
// a two-column table whose left cell holds the dates ("03/2019 – heute") and the right one the title in
// bold, "Employer, Town" and dash bullets; skills and languages as rows of the same table shape.
// No headline, no profile; links as plain text. Cambria.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, cell, p, row, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

const CV: Record<string, string> = { de: 'Lebenslauf', nl: 'Curriculum vitae', en: 'Curriculum Vitae' };

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const { headings, labels } = WORDS[language];
  const h = headings[1];
  const left = 2400;
  const right = textWidth() - left;
  const rows = (pairs: [string, string][]) =>
    table(
      [left, right],
      pairs.map(([l, r]) => row(cell(p(l, {}, { after: 0 }), { width: left }), cell(r, { width: right }))),
    );
  const heading = (text: string) => p(text, {}, { style: 'Heading1' });
  const body = [
    p(CV[language] ?? 'Curriculum Vitae', { size: 11, caps: true, color: '7F7F7F' }, { after: 0 }),
    p(b.name, { size: 22, bold: true }, { after: 8 }),
    heading(h.personal),
    rows([
      [labels.address, p(placeParts(b, language).join(', '), {}, { after: 0 })],
      [labels.phone, p(b.phone, {}, { after: 0 })],
      [labels.email, p(b.email, {}, { after: 0 })],
      ...webAddresses(b).map((url) => ['Web', p(bareUrl(url), {}, { after: 0 })] as [string, string]),
    ]),
    heading(h.experience),
    rows(
      resume.work.map((w) => [
        period(w, language, 'numeric'),
        [
          p(w.position, { bold: true }, { after: 0 }),
          p(`${w.name}, ${w.location}`, {}, { after: 0 }),
          ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.dash, after: 0 })),
        ].join(''),
      ]),
    ),
    heading(h.education),
    rows(
      resume.education.map((e) => [
        period(e, language, 'numeric'),
        p(degreeOf(e), { bold: true }, { after: 0 }) + p(e.institution, {}, { after: 0 }),
      ]),
    ),
    heading(h.skills),
    rows(resume.skills.map((s) => [s.name, p(s.keywords.join(', '), {}, { after: 0 })])),
    heading(h.languages),
    rows(resume.languages.map((l) => [l.language, p(l.fluency, {}, { after: 0 })])),
    section(),
  ];
  return {
    body: body.join(''),
    styles: styles('Cambria', 10.5, [
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 12, bold: true },
        props: { borderBottom: true, before: 14, after: 6, keepNext: true },
      },
    ]),
    numbering: NUMBERING,
  };
}

export const lebenslaufTable: Template = {
  name: 'lebenslauf-table',
  shows: { ...SHOWS_ALL, headline: false, summary: false },
  document,
};
