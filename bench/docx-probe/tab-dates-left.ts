// Dates on the left of each entry, set before a left tab stop with a hanging indent, as Word users
// line entries up without a table ("03/2019 – 06/2022<tab>Title"), the employer and town under the
// title at the same tab, bullets set in further. Contact details as labelled rows at the same tab stop
// ("Phone<tab>…"); skills as "Group<tab>a, b, c" rows; languages as "Language<tab>level". Headings in
// Heading 1, capitals. Arial.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, p, para, run, section, styles } from './wml.ts';
import { WORDS } from './words.ts';

const TAB = 2268;

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const { headings, labels } = WORDS[language];
  const h = headings[language === 'de' || language === 'fr' ? 1 : 0];
  const at = { tabs: [{ align: 'left' as const, at: TAB }], indent: TAB, hanging: TAB, after: 0 };
  const row = (left: string, right: string, look = {}) => para(run(left) + run(`\t${right}`, look), at);
  const under = (text: string, look = {}) => p(text, look, { indent: TAB, after: 0 });
  const body = [
    p(b.name, { size: 20, bold: true }, { after: 0 }),
    p(b.label, { size: 12, color: '595959' }, { after: 8 }),
    row(labels.address, placeParts(b, language).join(', ')),
    row(labels.phone, b.phone),
    row(labels.email, b.email),
    ...webAddresses(b).map((url) => row('Web', bareUrl(url))),
    p(h.profile, {}, { style: 'Heading1' }),
    p(b.summary),
    p(h.experience, {}, { style: 'Heading1' }),
    ...resume.work.flatMap((w) => [
      row(period(w, language, 'numeric'), w.position, { bold: true }),
      under(`${w.name}, ${w.location}`, { italic: true }),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.symbol, indent: TAB + 360, hanging: 360, after: 0 })),
    ]),
    p(h.education, {}, { style: 'Heading1' }),
    ...resume.education.flatMap((e) => [row(period(e, language, 'numeric'), degreeOf(e), { bold: true }), under(e.institution)]),
    p(h.skills, {}, { style: 'Heading1' }),
    ...resume.skills.map((s) => row(s.name, s.keywords.join(', '))),
    p(h.languages, {}, { style: 'Heading1' }),
    ...resume.languages.map((l) => row(l.language, l.fluency)),
    section(),
  ];
  return {
    body: body.join(''),
    styles: styles('Arial', 10, [
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 12, bold: true, caps: true },
        props: { before: 14, after: 6, keepNext: true },
      },
    ]),
    numbering: NUMBERING,
  };
}

export const tabDatesLeft: Template = { name: 'tab-dates-left', shows: SHOWS_ALL, document };
