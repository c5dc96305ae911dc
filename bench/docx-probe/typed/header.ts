// The top of a typed CV: the name (bold, large, or the surname first in capitals), the headline or
// none, the contacts (labelled lines, bare lines, or one joined line), the personal details; stacked,
// or the name at the left of a layout table and the contacts in its right cell.
import type { ProbePerson } from '../../theme-probe/persons.ts';
import { bareUrl, placeParts, webAddresses } from '../person-text.ts';
import { cell, p, row, table } from '../wml.ts';
import { TYPED_WORDS, WORDS } from '../words.ts';
import type { Layout } from './grammar.ts';

/** The name as the layout prints it: "Anna Müller", or "MÜLLER Anna". */
export function printedName(name: string, layout: Layout): string {
  if (layout.nameLook !== 'surname-caps') return name;
  const [first, ...rest] = name.split(' ');
  return `${rest.join(' ').toUpperCase()} ${first}`;
}

/** The personal details lines ("Geburtsdatum: 14.03.1991 in Kassel"). */
export const detailLines = (language: ProbePerson['language']) =>
  TYPED_WORDS[language].details.map(([label, value]) => p(`${label}: ${value}`, {}, { after: 0 }));

function contactLines({ resume, language }: ProbePerson, layout: Layout): string[] {
  const b = resume.basics;
  const labels = WORDS[language].labels;
  const short = TYPED_WORDS[language].short;
  const place = placeParts(b, language);
  const web = layout.links === 'all' ? webAddresses(b).map(bareUrl) : [];
  if (layout.contacts === 'joined') {
    const line = [place.join(', '), b.phone, b.email].join(layout.joiner);
    return [line, ...(web.length ? [web.join(layout.joiner)] : [])];
  }
  if (layout.contacts === 'bare-lines') {
    // A street address takes two lines, as on an envelope: the street, then postcode and town (and country).
    const address = b.location.address ? [place[0]!, place.slice(1).join(', ')] : [place.join(', ')];
    return [...address, b.phone, b.email, ...web];
  }
  const long = layout.labels === 'long';
  return [
    `${labels.address}: ${place.join(', ')}`,
    `${long ? `${labels.phone}:` : short.phone} ${b.phone}`,
    `${long ? `${labels.email}:` : short.email} ${b.email}`,
    ...web.map((w) => `${short.web} ${w}`),
  ];
}

export function header(person: ProbePerson, layout: Layout, width: number): string[] {
  const b = person.resume.basics;
  const align = layout.nameAlign === 'center' && layout.headerLayout === 'stacked' ? { align: 'center' as const } : {};
  const nameLook = layout.nameLook === 'large' ? { size: 22 } : layout.nameLook === 'bold' ? { bold: true, size: 16 } : { size: 16 };
  const top = [
    p(printedName(b.name, layout), nameLook, { ...align, after: layout.headline === 'none' ? 6 : 0 }),
    ...(layout.headline === 'under-name' ? [p(b.label, { italic: true }, { ...align, after: 6 })] : []),
  ];
  const contacts = (props: { align?: 'center' | 'right' }) =>
    contactLines(person, layout).map((line) => p(line, {}, { ...props, after: 0 }));
  const details = layout.details === 'lines' ? detailLines(person.language) : [];
  if (layout.headerLayout === 'stacked') return [...top, ...contacts(align), ...details, p('', {}, { after: 0 })];
  const left = Math.round(width * 0.45);
  const right = width - left;
  const cells = [cell([...top, ...details].join(''), { width: left }), cell(contacts({ align: 'right' }).join(''), { width: right })];
  return [table([left, right], [row(...cells)]), p('')];
}
