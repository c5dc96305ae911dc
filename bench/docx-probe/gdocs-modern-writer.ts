// A layout like Google Docs' "Modern Writer" résumé exported to DOCX: the name in a monospace Title,
// the headline under it, the contact lines each a paragraph in small type; section headings in a
// monospace font and colour with space above; each entry a line "Employer, Town — Title" whose title
// is bold and employer plain, over the dates in capitals ("MARCH 2019 - PRESENT") in small grey type,
// then round bullets; studies "School, degree" likewise; skills and languages as round bullets.
// Proxima-like sans (Arial) for the text, Source Code Pro-like (Courier New) for headings.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, Links, NUMBERING, p, para, run, section, styles } from './wml.ts';
import { WORDS } from './words.ts';

const MONO = 'Courier New';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'de' || language === 'pt' ? 1 : 0];
  const links = new Links();
  const small = { size: 9, color: '666666' };
  const dates = (item: { startDate: string; endDate?: string }) => period(item, language, 'months', ' - ');
  const body = [
    p(b.name, {}, { style: 'Title' }),
    p(b.label, { size: 12, color: '434343' }, { after: 6 }),
    ...[placeParts(b, language).join(', '), b.phone, b.email].map((t) => p(t, small, { after: 0 })),
    ...webAddresses(b).map((url) => para(links.link(url, bareUrl(url), small), { after: 0 })),
    p(h.profile, {}, { style: 'Heading1' }),
    p(b.summary),
    p(h.experience, {}, { style: 'Heading1' }),
    ...resume.work.flatMap((w) => [
      para(run(`${w.name}, ${w.location} — `) + run(w.position, { bold: true }), { before: 8, after: 0, keepNext: true }),
      p(dates(w), { ...small, caps: true }, { after: 4 }),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.round, after: 0 })),
    ]),
    p(h.education, {}, { style: 'Heading1' }),
    ...resume.education.flatMap((e) => [
      para(run(`${e.institution}, `) + run(degreeOf(e), { bold: true }), { before: 8, after: 0 }),
      ...(dates(e) ? [p(dates(e), { ...small, caps: true }, { after: 4 })] : []),
    ]),
    p(h.skills, {}, { style: 'Heading1' }),
    ...resume.skills.flatMap((s) => s.keywords).map((k) => p(k, {}, { numId: BULLET.round, after: 0 })),
    p(h.languages, {}, { style: 'Heading1' }),
    ...resume.languages.map((l) => p(`${l.language}: ${l.fluency}`, {}, { numId: BULLET.round, after: 0 })),
    section({ margin: 1440 }),
  ];
  return {
    body: body.join(''),
    styles: styles('Arial', 10, [
      { id: 'Title', name: 'Title', look: { size: 26, font: MONO, bold: true }, props: { after: 2 } },
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 12, font: MONO, bold: true, color: 'E06666' },
        props: { before: 18, after: 6, keepNext: true },
      },
    ]),
    numbering: NUMBERING,
    links: links.targets,
  };
}

export const gdocsModernWriter: Template = { name: 'gdocs-modern-writer', shows: SHOWS_ALL, document };
