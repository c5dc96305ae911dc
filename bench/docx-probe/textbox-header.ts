// The CV's header drawn in text boxes, as designed Word templates do: a box across the top of the page
// with the name and headline, a second box on its right with the contact lines; the body under them in
// Heading 1 sections. Each job one bold line "Title | Employer | Town" over its dates in italics, then
// dash bullets; skills as "Group – a · b · c" lines; languages on one line. Tahoma.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, p, para, run, section, styles, textBoxRun } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'fr' || language === 'pt' ? 1 : 0];
  const contact = [...placeParts(b, language), b.phone, b.email, ...webAddresses(b).map(bareUrl)];
  const nameBox = textBoxRun(p(b.name, { size: 24, bold: true, color: '1F4E79' }, { after: 0 }) + p(b.label, { size: 12 }, { after: 0 }), {
    x: 1134,
    y: 700,
    width: 5600,
    height: 1500,
  });
  const contactBox = textBoxRun(contact.map((t) => p(t, { size: 8.5 }, { after: 0, align: 'right' })).join(''), {
    x: 6900,
    y: 700,
    width: 3870,
    height: 2000,
  });
  const body = [
    para(nameBox + contactBox),
    p(h.profile, {}, { style: 'Heading1' }),
    p(b.summary),
    p(h.experience, {}, { style: 'Heading1' }),
    ...resume.work.flatMap((w) => [
      p(`${w.position} | ${w.name} | ${w.location}`, { bold: true }, { before: 6, after: 0 }),
      p(period(w, language, 'months'), { italic: true, color: '595959' }, { after: 2 }),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.dash, after: 0 })),
    ]),
    p(h.education, {}, { style: 'Heading1' }),
    ...resume.education.flatMap((e) => [
      p(`${degreeOf(e)} | ${e.institution}`, { bold: true }, { before: 6, after: 0 }),
      ...(e.endDate ? [p(period(e, language, 'months'), { italic: true, color: '595959' }, { after: 2 })] : []),
    ]),
    p(h.skills, {}, { style: 'Heading1' }),
    ...resume.skills.map((s) => para(run(`${s.name} – `, { bold: true }) + run(s.keywords.join(' · ')), { after: 0 })),
    p(h.languages, {}, { style: 'Heading1' }),
    p(resume.languages.map((l) => `${l.language} (${l.fluency})`).join(', ')),
    section({ top: 3000 }),
  ];
  return {
    body: body.join(''),
    styles: styles('Tahoma', 9.5, [
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 13, color: '1F4E79' },
        props: { before: 12, after: 4, keepNext: true, borderBottom: true },
      },
    ]),
    numbering: NUMBERING,
  };
}

export const textboxHeader: Template = { name: 'textbox-header', shows: SHOWS_ALL, document };
