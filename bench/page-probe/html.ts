// What every page layout shares: the layout's shape, HTML escaping, the page around the body, and the
// person's data as a web page prints it (periods and places by the DOCX probe's helpers).
import { period, placeParts } from '../docx-probe/person-text.ts';
import type { DateStyle } from '../docx-probe/person-text.ts';
import type { JsonResume, ProbeLanguage, ProbePerson } from '../theme-probe/persons.ts';

export interface Layout {
  /** The layout's name, which opens each of its files' names ("academic-profile__fr-…html"). */
  name: string;
  page(person: ProbePerson): string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

export function htmlPage(person: ProbePerson, title: string, style: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${person.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${style}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The person's place as one line ("12 Rue X, 44000 Nantes, France"). */
export const placeOf = (person: ProbePerson) => placeParts(person.resume.basics, person.language).join(', ');

export const workPeriod = (w: JsonResume['work'][number], language: ProbeLanguage, style: DateStyle, dash?: string) =>
  period(w, language, style, dash);

/** A study's dates: both, the final year alone, or nothing. */
export const studyPeriod = (e: JsonResume['education'][number], language: ProbeLanguage, style: DateStyle, dash?: string) =>
  e.endDate ? period(e, language, style, dash) : '';

/** "a, b and c" in the page's language. */
export const listed = (items: string[], and: string) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

/** The person's web addresses as profile links: the site, then each profile, with the network's name. */
export const webLinks = (basics: JsonResume['basics']) => [
  ...(basics.url ? [{ label: 'Website', url: basics.url }] : []),
  ...basics.profiles.map((p) => ({ label: p.network, url: p.url })),
];

/** An icon-only link, as themes draw them: the icon font's empty element, the network's name for screen readers. */
export const iconLink = (label: string, url: string) =>
  `<a href="${esc(url)}" aria-label="${esc(label)}" target="_blank" rel="noopener"><i class="icon icon-${esc(label.toLowerCase().replace(/\s+/g, '-'))}" aria-hidden="true"></i></a>`;

/** A tiny grey picture, as a data address (the page is rendered offline). */
export const PICTURE =
  'data:image/svg+xml;base64,' +
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#bbb"/></svg>').toString(
    'base64',
  );
