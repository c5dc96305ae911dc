// A layout like Google Docs' "Swiss" and "Spearmint" résumés exported to DOCX: the name big in bold,
// the headline in colour, the contact lines under it, each a paragraph; section headings in a colour,
// left-aligned, in a size between the text and the name, with space above; each job "Employer, Town"
// in bold with its title after a long dash in a plain run ("Acme, Leeds — Analyst"), the dates in small
// capitals on the next line, then the description and round bullets; studies the same with the degree.
// Skills as one paragraph apart by commas; languages as one paragraph. Open Sans-like (Verdana).
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, Links, NUMBERING, p, para, run, section, styles } from './wml.ts';
import { WORDS } from './words.ts';

const ACCENT = '00AB44';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'en' || language === 'fr' || language === 'es' ? 1 : 0];
  const links = new Links();
  const small = { size: 9 };
  const dates = (item: { startDate: string; endDate?: string }) => period(item, language, 'months', ' - ');
  const heading = (text: string) => p(text, { bold: true, size: 12, color: ACCENT }, { before: 16, after: 4, keepNext: true });
  const body = [
    p(b.name, { size: 24, bold: true }, { after: 0 }),
    p(b.label, { size: 12, color: ACCENT }, { after: 4 }),
    ...[placeParts(b, language).join(', '), b.phone, b.email].map((t) => p(t, small, { after: 0 })),
    ...webAddresses(b).map((url) => para(links.link(url, bareUrl(url), small), { after: 0 })),
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    ...resume.work.flatMap((w) => [
      para(run(`${w.name}, ${w.location}`, { bold: true }) + run(` — ${w.position}`), { before: 8, after: 0, keepNext: true }),
      p(dates(w), { size: 8, smallCaps: true, color: '666666' }, { after: 4 }),
      ...(w.summary ? [p(w.summary)] : []),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.round, after: 0 })),
    ]),
    heading(h.education),
    ...resume.education.flatMap((e) => [
      para(run(e.institution, { bold: true }) + run(` — ${degreeOf(e)}`), { before: 8, after: 0 }),
      ...(dates(e) ? [p(dates(e), { size: 8, smallCaps: true, color: '666666' }, { after: 4 })] : []),
    ]),
    heading(h.skills),
    p(resume.skills.flatMap((s) => s.keywords).join(', ')),
    heading(h.languages),
    p(resume.languages.map((l) => `${l.language} (${l.fluency})`).join(', ')),
    section({ margin: 1300 }),
  ];
  return { body: body.join(''), styles: styles('Verdana', 9.5, []), numbering: NUMBERING, links: links.targets };
}

export const gdocsSwiss: Template = { name: 'gdocs-swiss', shows: SHOWS_ALL, document };
