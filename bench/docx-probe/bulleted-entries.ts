// A CV whose entries are list items, as many are typed in Word: each job one bulleted paragraph
// "Title, Employer, Town (2019–2021)" with its description as bullets nested under it; each study
// "Degree, School (2016–2019)" likewise; skills as "Group: a, b, c" lines, languages one bullet each.
// The name in bold over the headline, then contacts one per line; headings in bold underlined capitals.
// Times New Roman.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, p, para, run, section, styles } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'de' || language === 'es' || language === 'it' ? 1 : 0];
  const heading = (text: string) => p(text, { bold: true, caps: true }, { style: 'Heading1' });
  const when = (item: { startDate: string; endDate?: string }) => {
    const dates = period(item, language, 'years', '–');
    return dates ? ` (${dates})` : '';
  };
  const body = [
    p(b.name, { size: 18, bold: true }, { after: 0 }),
    p(b.label, { size: 12, italic: true }, { after: 4 }),
    ...[placeParts(b, language).join(', '), b.phone, b.email, ...webAddresses(b).map(bareUrl)].map((t) => p(t, {}, { after: 0 })),
    heading(h.profile),
    p(b.summary),
    heading(h.experience),
    ...resume.work.flatMap((w) => [
      para(run(`${w.position}, ${w.name}, ${w.location}${when(w)}`), { style: 'ListParagraph', numId: BULLET.symbol, after: 0 }),
      ...w.highlights.map((hl) => p(hl, {}, { style: 'ListParagraph', numId: BULLET.symbol, level: 1, after: 0 })),
    ]),
    heading(h.education),
    ...resume.education.map((e) =>
      p(`${degreeOf(e)}, ${e.institution}${when(e)}`, {}, { style: 'ListParagraph', numId: BULLET.symbol, after: 0 }),
    ),
    heading(h.skills),
    ...resume.skills.map((s) => para(run(`${s.name}: `, { bold: true }) + run(s.keywords.join(', ')), { after: 0 })),
    heading(h.languages),
    ...resume.languages.map((l) => p(`${l.language} (${l.fluency})`, {}, { style: 'ListParagraph', numId: BULLET.symbol, after: 0 })),
    section(),
  ];
  return {
    body: body.join(''),
    styles: styles('Times New Roman', 11, [
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 12, bold: true },
        props: { before: 12, after: 4, keepNext: true, borderBottom: true },
      },
      { id: 'ListParagraph', name: 'List Paragraph', props: { indent: 720, after: 0 } },
    ]),
    numbering: NUMBERING,
  };
}

export const bulletedEntries: Template = { name: 'bulleted-entries', shows: SHOWS_ALL, document };
