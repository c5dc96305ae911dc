// A CV as a converter from PDF to Word writes it: every printed line its own paragraph, placed by its
// space before and its left indent rather than by styles; a description wrapped over several lines
// is several paragraphs, the first opening on a bullet character and a tab; the text of each line cut
// into runs wherever the PDF's text runs were cut (inside words too), each run stating its font, size
// and letter spacing; soft hyphens (U+00AD) left inside long words where the PDF could break them; a
// job's title with its dates at a left tab far right, a line break (`w:br`) and the employer and town
// in the same paragraph. Headings bold and larger. No styles but the default. Calibri.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { esc, styles } from './wml.ts';
import { WORDS } from './words.ts';

const WRAP = 92;
const DATE_TAB = 7600;

interface Type {
  size: number;
  bold?: boolean;
  color?: string;
}

/** Long words with a soft hyphen in their middle, as a PDF's text keeps its hyphenation points. */
const softHyphens = (text: string) => text.replace(/\p{L}{10,}/gu, (word) => `${word.slice(0, 5)}\u00ad${word.slice(5)}`);

/** A line's text cut into runs every few characters, inside words too, with slightly varying letter spacing. */
function runs(text: string, type: Type, cut = 7): string {
  const rPr = (i: number) =>
    `<w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/>${type.bold ? '<w:b/><w:bCs/>' : ''}${
      type.color ? `<w:color w:val="${type.color}"/>` : ''
    }<w:spacing w:val="${i % 2 ? -1 : 1}"/><w:sz w:val="${type.size * 2}"/><w:szCs w:val="${type.size * 2}"/></w:rPr>`;
  const parts = text.split('\t');
  let i = 0;
  return parts
    .map((part, p) => {
      const chunks = part.match(new RegExp(`[^]{1,${cut + (p % 3)}}`, 'gu')) ?? [];
      return (
        (p ? `<w:r>${rPr(i)}<w:tab/></w:r>` : '') +
        chunks.map((chunk) => `<w:r>${rPr(i++)}<w:t xml:space="preserve">${esc(chunk)}</w:t></w:r>`).join('')
      );
    })
    .join('');
}

/** A paragraph placed as a converter places a line: its space before (twips) and left indent. */
const line = (content: string, { before = 0, indent = 0, tabs = '' }: { before?: number; indent?: number; tabs?: string } = {}) =>
  `<w:p><w:pPr>${tabs}<w:spacing w:before="${before}" w:after="0" w:line="240" w:lineRule="exact"/><w:ind w:left="${indent}"/></w:pPr>${content}</w:p>`;

/** Text wrapped at a line's width into lines. */
function wrap(text: string, width = WRAP): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + word.length + 1 > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return current ? [...lines, current] : lines;
}

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'en' || language === 'nl' ? 0 : 1];
  const text: Type = { size: 10 };
  const grey: Type = { size: 10, color: '595959' };
  const heading = (title: string) => line(runs(title, { size: 13, bold: true, color: '2F5496' }, 9), { before: 283 });
  const prose = (content: string, before = 0) => wrap(softHyphens(content)).map((l, i) => line(runs(l, text), { before: i ? 0 : before }));
  const bullets = (item: string) =>
    wrap(softHyphens(item), WRAP - 6).map((l, i) =>
      i
        ? line(runs(l, text), { indent: 425 })
        : line(runs(`•\t${l}`, text), { indent: 0, tabs: '<w:tabs><w:tab w:val="left" w:pos="425"/></w:tabs>' }),
    );
  const dateTab = `<w:tabs><w:tab w:val="left" w:pos="${DATE_TAB}"/></w:tabs>`;
  const entry = (title: string, dates: string, place: string) =>
    line(
      runs(softHyphens(dates ? `${title}\t${dates}` : title), { size: 10.5, bold: true }) +
        '<w:r><w:br/></w:r>' +
        runs(softHyphens(place), grey),
      { before: 170, tabs: dateTab },
    );
  const body = [
    line(runs(b.name, { size: 22, bold: true }, 5)),
    line(runs(b.label, { size: 12, color: '404040' }), { before: 57 }),
    line(runs([placeParts(b, language).join(', '), b.phone, b.email].join(' | '), { size: 9 }), { before: 113 }),
    line(runs(webAddresses(b).map(bareUrl).join(' | '), { size: 9 })),
    heading(h.profile),
    ...prose(b.summary, 57),
    heading(h.experience),
    ...resume.work.flatMap((w) => [
      entry(w.position, period(w, language, 'numeric'), `${w.name}, ${w.location}`),
      ...w.highlights.flatMap(bullets),
    ]),
    heading(h.education),
    ...resume.education.map((e) => entry(degreeOf(e), period(e, language, 'numeric'), e.institution)),
    heading(h.skills),
    ...prose(resume.skills.flatMap((s) => s.keywords).join(', '), 57),
    heading(h.languages),
    ...prose(resume.languages.map((l) => `${l.language} (${l.fluency})`).join(', '), 57),
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1021" w:right="1077" w:bottom="1021" w:left="1077" w:header="0" w:footer="0" w:gutter="0"/></w:sectPr>',
  ];
  return { body: body.join(''), styles: styles('Calibri', 10, []) };
}

export const pdfConverted: Template = { name: 'pdf-converted', shows: SHOWS_ALL, document };
