// Each entry one paragraph, as CVs typed without a template set it: the title run in bold, then
// ", Employer, Town" in plain type and the dates at a right tab stop on the same line; the description
// after a line break inside the same paragraph, its highlights run on as sentences. Studies "Degree,
// School" with the years at the tab. Headings in bold small capitals; the name centred over a centred
// line of headline and a centred line of contacts. Skills "Group: a, b, c" lines; languages one line. Garamond.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { p, para, run, section, styles, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'nl' || language === 'it' ? 1 : 0];
  const tab = [{ align: 'right' as const, at: textWidth() }];
  const heading = (text: string) =>
    p(text, { bold: true, smallCaps: true, size: 13 }, { before: 12, after: 4, keepNext: true, borderBottom: true });
  const sentences = (texts: string[]) => texts.map((t) => (/[.!?]$/.test(t) ? t : `${t}.`)).join(' ');
  const body = [
    p(b.name, { size: 20, bold: true }, { align: 'center', after: 0 }),
    p(b.label, { size: 12 }, { align: 'center', after: 0 }),
    p(
      [placeParts(b, language).join(', '), b.phone, b.email, ...webAddresses(b).map(bareUrl)].join(' | '),
      { size: 9.5 },
      { align: 'center', after: 6 },
    ),
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    ...resume.work.map((w) =>
      para(
        run(w.position, { bold: true }) +
          run(`, ${w.name}, ${w.location}\t${period(w, language, 'numeric')}`) +
          run(`\n${sentences([...(w.summary ? [w.summary] : []), ...w.highlights])}`),
        { tabs: tab, before: 4, after: 4 },
      ),
    ),
    heading(h.education),
    ...resume.education.map((e) =>
      para(run(degreeOf(e), { bold: true }) + run(`, ${e.institution}\t${period(e, language, 'years')}`), { tabs: tab, after: 2 }),
    ),
    heading(h.skills),
    ...resume.skills.map((s) => para(run(`${s.name}: `, { bold: true }) + run(s.keywords.join(', ')), { after: 0 })),
    heading(h.languages),
    p(resume.languages.map((l) => `${l.language} (${l.fluency})`).join(', ')),
    section(),
  ];
  return { body: body.join(''), styles: styles('Garamond', 11, []) };
}

export const runinTabDates: Template = { name: 'runin-tab-dates', shows: SHOWS_ALL, document };
