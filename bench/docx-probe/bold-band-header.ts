// Like Word's "Bold modern" and "Polished" résumés: a coloured band across the top of the page (a
// shaded one-row table) with the name in large white capitals and the headline under it; under the band
// a borderless two-column table whose wide left cell holds the profile, experience and education and
// whose narrow right cell the contact lines, skills one per line and languages with their level. Each
// job its title in bold coloured capitals, then "Employer, Town | Mar 2019 – Present" in grey, then
// round bullets; studies the degree in bold over "School | years". Headings in bold colour, spaced. Segoe UI-like (Tahoma).
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, Links, NUMBERING, cell, p, para, row, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

const ACCENT = 'C0504D';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'en' || language === 'nl' || language === 'pt' ? 1 : 0];
  const links = new Links();
  const width = textWidth(850);
  const side = 3000;
  const main = width - side;
  const heading = (text: string) => p(text, { bold: true, size: 12, color: ACCENT }, { before: 12, after: 4, keepNext: true });
  const grey = { color: '7F7F7F', size: 9 };
  const band = table(
    [width],
    [
      row(
        cell(
          p(b.name, { size: 26, bold: true, caps: true, color: 'FFFFFF' }, { after: 0, before: 8 }) +
            p(b.label, { size: 13, color: 'FFFFFF' }, { after: 8 }),
          { width, shading: ACCENT },
        ),
      ),
    ],
  );
  const left = [
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    ...resume.work.flatMap((w) => [
      p(w.position, { bold: true, caps: true, color: ACCENT }, { before: 6, after: 0, keepNext: true }),
      p(`${w.name}, ${w.location} | ${period(w, language, 'short-months')}`, grey, { after: 2 }),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.round, after: 0 })),
    ]),
    heading(h.education),
    ...resume.education.flatMap((e) => [
      p(degreeOf(e), { bold: true }, { before: 6, after: 0 }),
      p([e.institution, period(e, language, 'years')].filter(Boolean).join(' | '), grey, { after: 2 }),
    ]),
  ];
  const right = [
    heading(h.contact),
    ...[...placeParts(b, language), b.phone, b.email].map((t) => p(t, { size: 9 }, { after: 0 })),
    ...webAddresses(b).map((url) => para(links.link(url, bareUrl(url), { size: 9 }), { after: 0 })),
    heading(h.skills),
    ...resume.skills.flatMap((s) => s.keywords).map((k) => p(k, {}, { after: 0 })),
    heading(h.languages),
    ...resume.languages.map((l) => p(`${l.language} – ${l.fluency}`, {}, { after: 0 })),
  ];
  const body = [
    band,
    table([main, side], [row(cell(left.join(''), { width: main }), cell(right.join(''), { width: side }))]),
    section({ margin: 850 }),
  ];
  return { body: body.join(''), styles: styles('Tahoma', 9.5, []), numbering: NUMBERING, links: links.targets };
}

export const boldBandHeader: Template = { name: 'bold-band-header', shows: SHOWS_ALL, document };
