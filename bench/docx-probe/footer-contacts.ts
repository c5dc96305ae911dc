// The contact details in the page footer part (one centred line, "Town, Country · phone · e-mail ·
// site"), as some Word templates keep the page's top for the name alone: the name large with the
// headline under it and nothing else; headings in capitals, letter-spaced look, with a rule under them.
// Each job the employer in bold and its town after a long dash, the dates at a right tab stop, the title
// in italics under it, dash bullets; studies "School — degree" with the years at the tab. Skills and
// languages one line each, apart by commas. Cambria.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, p, para, run, section, styles, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'fr' || language === 'it' ? 1 : 0];
  const tab = [{ align: 'right' as const, at: textWidth() }];
  const footer = p(
    [placeParts(b, language).join(', '), b.phone, b.email, ...webAddresses(b).map(bareUrl)].join(' · '),
    { size: 8.5, color: '595959' },
    { align: 'center', after: 0 },
  );
  const body = [
    p(b.name, { size: 28 }, { after: 0 }),
    p(b.label, { size: 13, color: '404040' }, { after: 10 }),
    p(h.profile, {}, { style: 'Heading1' }),
    p(b.summary),
    p(h.experience, {}, { style: 'Heading1' }),
    ...resume.work.flatMap((w) => [
      para(run(w.name, { bold: true }) + run(` — ${w.location}`) + run(`\t${period(w, language, 'months')}`), {
        tabs: tab,
        before: 6,
        after: 0,
        keepNext: true,
      }),
      p(w.position, { italic: true }, { after: 2 }),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.dash, after: 0 })),
    ]),
    p(h.education, {}, { style: 'Heading1' }),
    ...resume.education.flatMap((e) => [
      para(run(e.institution, { bold: true }) + run(` — ${degreeOf(e)}`) + run(`\t${period(e, language, 'years')}`), {
        tabs: tab,
        before: 6,
        after: 2,
      }),
    ]),
    p(h.skills, {}, { style: 'Heading1' }),
    p(resume.skills.flatMap((s) => s.keywords).join(', ')),
    p(h.languages, {}, { style: 'Heading1' }),
    p(resume.languages.map((l) => `${l.language} (${l.fluency})`).join(', ')),
    section({ footer: 'footer1' }),
  ];
  return {
    body: body.join(''),
    footers: { footer1: footer },
    styles: styles('Cambria', 10.5, [
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 11, bold: true, caps: true, color: '365F91' },
        props: { before: 14, after: 4, keepNext: true, borderBottom: true },
      },
    ]),
    numbering: NUMBERING,
  };
}

export const footerContacts: Template = { name: 'footer-contacts', shows: SHOWS_ALL, document };
