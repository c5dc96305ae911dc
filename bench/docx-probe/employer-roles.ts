// An employer set once over the roles held there, as people who were promoted write it: the employer
// and town in bold capitals, each role under it in bold with its dates at a right tab stop, then Symbol
// bullets. Contacts in a borderless two-cell table under the name; studies one line each, "Degree —
// School" with the years flush right; skills as a table of a skill and its rating drawn in dots;
// languages as "Language – level" lines. Cambria headings over Calibri text.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, cell, p, para, row, run, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'en' || language === 'pt' ? 0 : 1];
  const width = textWidth();
  const tab = [{ align: 'right' as const, at: width }];
  const half = Math.floor(width / 2);
  const lines = (texts: string[]) => texts.map((t) => p(t, { size: 9 }, { after: 0 })).join('');
  const contacts = table(
    [half, half],
    [
      row(
        cell(lines([placeParts(b, language).join(', '), b.phone]), { width: half }),
        cell(lines([b.email, ...webAddresses(b).map(bareUrl)]), { width: half }),
      ),
    ],
  );
  // Consecutive jobs at one employer under one employer line.
  const groups: (typeof resume.work)[] = [];
  for (const w of resume.work) {
    const last = groups.at(-1);
    if (last && last[0]!.name === w.name) last.push(w);
    else groups.push([w]);
  }
  const keywords = resume.skills.flatMap((s) => s.keywords);
  const dots = (i: number) => '●'.repeat(5 - (i % 3)) + '○'.repeat(i % 3);
  const skillWidth = 3000;
  const body = [
    p(b.name, { size: 22, bold: true, font: 'Cambria' }, { after: 0 }),
    p(b.label, { size: 12, italic: true }, { after: 4 }),
    contacts,
    p(h.profile, {}, { style: 'Heading1' }),
    p(b.summary),
    p(h.experience, {}, { style: 'Heading1' }),
    ...groups.flatMap((roles) => [
      p(`${roles[0]!.name}, ${roles[0]!.location}`, { bold: true, caps: true }, { before: 8, after: 2 }),
      ...roles.flatMap((w) => [
        para(run(w.position, { bold: true }) + run(`\t${period(w, language, 'months')}`), { tabs: tab, after: 0 }),
        ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.symbol, after: 0 })),
      ]),
    ]),
    p(h.education, {}, { style: 'Heading1' }),
    ...resume.education.map((e) =>
      para(run(`${degreeOf(e)} — `) + run(e.institution, { bold: true }) + run(`\t${period(e, language, 'years')}`), {
        tabs: tab,
        after: 2,
      }),
    ),
    p(h.skills, {}, { style: 'Heading1' }),
    table(
      [skillWidth, skillWidth],
      keywords.map((k, i) =>
        row(
          cell(p(k, {}, { after: 0 }), { width: skillWidth }),
          cell(p(dots(i), { color: '2E74B5' }, { after: 0 }), { width: skillWidth }),
        ),
      ),
    ),
    p(h.languages, {}, { style: 'Heading1' }),
    ...resume.languages.map((l) => p(`${l.language} – ${l.fluency}`, {}, { after: 0 })),
    section(),
  ];
  return {
    body: body.join(''),
    styles: styles('Calibri', 10.5, [
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 14, font: 'Cambria', color: '2E74B5' },
        props: { before: 12, after: 4, keepNext: true, borderBottom: true },
      },
    ]),
    numbering: NUMBERING,
  };
}

export const employerRoles: Template = { name: 'employer-roles', shows: SHOWS_ALL, document };
