// A sidebar drawn as a text box down the left of the page (contact details, skills one per line,
// languages with their level), as designed Word templates do, with the body set in a wide left margin
// beside it: the name and headline on top, then profile, experience and education. Each job its title in
// bold with its dates at a right tab stop, "Employer – Town" under it, round bullets. Calibri.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, p, para, run, section, styles, textBoxRun } from './wml.ts';
import { WORDS } from './words.ts';

const PAGE = 11906;
const LEFT = 4100;
const RIGHT = 850;

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'it' || language === 'nl' ? 1 : 0];
  const heading = (text: string) => p(text, {}, { style: 'Heading1' });
  const side = [
    heading(h.contact),
    ...[...placeParts(b, language), b.phone, b.email, ...webAddresses(b).map(bareUrl)].map((t) => p(t, { size: 9 }, { after: 0 })),
    heading(h.skills),
    ...resume.skills.flatMap((s) => s.keywords).map((k) => p(k, { size: 9 }, { after: 0 })),
    heading(h.languages),
    ...resume.languages.map((l) => p(`${l.language}: ${l.fluency}`, { size: 9 }, { after: 0 })),
  ];
  const tab = [{ align: 'right' as const, at: PAGE - LEFT - RIGHT }];
  const box = textBoxRun(side.join(''), { x: 500, y: 700, width: LEFT - 900, height: 15000 });
  const body = [
    para(box + run(b.name, { size: 26, bold: true }), { after: 0 }),
    p(b.label, { size: 13, color: '2F5496' }, { after: 8 }),
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    ...resume.work.flatMap((w) => [
      para(run(w.position, { bold: true }) + run(`\t${period(w, language, 'short-months')}`, { size: 9 }), {
        tabs: tab,
        before: 6,
        after: 0,
      }),
      p(`${w.name} – ${w.location}`, { color: '595959' }, { after: 2 }),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.round, after: 0 })),
    ]),
    heading(h.education),
    ...resume.education.flatMap((e) => [
      para(run(degreeOf(e), { bold: true }) + run(`\t${period(e, language, 'short-months')}`, { size: 9 }), {
        tabs: tab,
        before: 6,
        after: 0,
      }),
      p(e.institution, { color: '595959' }, { after: 2 }),
    ]),
    section({ left: LEFT, margin: RIGHT }),
  ];
  return {
    body: body.join(''),
    styles: styles('Calibri', 10, [
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 12, bold: true, color: '2F5496' },
        props: { before: 12, after: 4, keepNext: true },
      },
    ]),
    numbering: NUMBERING,
  };
}

export const textboxSidebar: Template = { name: 'textbox-sidebar', shows: SHOWS_ALL, document };
