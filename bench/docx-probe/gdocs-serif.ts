// A layout like Google Docs' "Serif" and "Swiss" résumés, exported to DOCX: the name in the Title
// style, the contact lines small under it; sections in Heading 1; each entry a Heading 2 line
// "Employer, Town — Title" (the employer bold) over a Heading 3 date line in small capitals, then the
// description and round bullets; skills and languages as plain paragraphs. Merriweather-like serif.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, Links, NUMBERING, p, para, run, section, styles } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[1];
  const links = new Links();
  const small = { size: 9, color: '666666' };
  const body = [
    p(b.name, {}, { style: 'Title' }),
    p(b.label, { italic: true }, { after: 6 }),
    p(placeParts(b, language).join(', '), small, { after: 0 }),
    p(b.phone, small, { after: 0 }),
    p(b.email, small, { after: 0 }),
    ...webAddresses(b).map((url) => para(links.link(url, bareUrl(url), small), { after: 0 })),
    p(h.experience, {}, { style: 'Heading1' }),
    ...resume.work.flatMap((w) => [
      para(run(`${w.name}, `, { bold: true }) + run(`${w.location} — `) + run(w.position, { italic: true }), { style: 'Heading2' }),
      p(period(w, language, 'months', ' - '), {}, { style: 'Heading3' }),
      ...(w.summary ? [p(w.summary)] : []),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.round, after: 0 })),
    ]),
    p(h.education, {}, { style: 'Heading1' }),
    ...resume.education.flatMap((e) => [
      para(run(`${e.institution} — `, { bold: true }) + run(degreeOf(e), { italic: true }), { style: 'Heading2' }),
      ...(e.endDate ? [p(period(e, language, 'months', ' - '), {}, { style: 'Heading3' })] : []),
    ]),
    p(h.skills, {}, { style: 'Heading1' }),
    p(resume.skills.flatMap((s) => s.keywords).join(', ')),
    p(h.languages, {}, { style: 'Heading1' }),
    p(resume.languages.map((l) => l.language).join(', ')),
    section({ margin: 1440 }),
  ];
  return {
    body: body.join(''),
    styles: styles('Georgia', 10, [
      { id: 'Title', name: 'Title', look: { size: 24, bold: true }, props: { after: 4 } },
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 11, bold: true, color: '2079C7' },
        props: { before: 16, after: 4, keepNext: true },
      },
      { id: 'Heading2', name: 'heading 2', outline: 1, look: { size: 11 }, props: { before: 10, after: 0, keepNext: true } },
      {
        id: 'Heading3',
        name: 'heading 3',
        outline: 2,
        look: { size: 8, smallCaps: true, color: '666666' },
        props: { before: 2, after: 4, keepNext: true },
      },
    ]),
    numbering: NUMBERING,
    links: links.targets,
  };
}

export const gdocsSerif: Template = { name: 'gdocs-serif', shows: { ...SHOWS_ALL, summary: false }, document };
