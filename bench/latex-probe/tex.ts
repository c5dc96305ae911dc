// What LaTeX CV templates share: escaping the person's text, the preamble lines that pick input and font
// encoding and babel's language, and the person's data as a CV prints it (periods, place, degree).
import type { JsonResume, ProbeLanguage } from '../theme-probe/persons.ts';
import { WORDS, type Words } from './words.ts';

const SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};
/** The person's text as LaTeX source. */
export const tex = (s: string) => s.replace(/[\\{}&%$#_~^]/g, (c) => SPECIAL[c]!);

/**
 * Font encoding: T1 sets an accented letter as one glyph; OT1 (LaTeX's default, no fontenc) builds it
 * from the letter and a separate accent glyph, which is what a PDF's text layer then holds.
 */
export type FontEncoding = 'T1' | 'OT1';

export function languagePreamble(language: ProbeLanguage, encoding: FontEncoding, fontPackage?: string): string {
  return [
    '\\usepackage[utf8]{inputenc}',
    encoding === 'T1' ? '\\usepackage[T1]{fontenc}' : '',
    fontPackage ? `\\usepackage{${fontPackage}}` : '',
    // Spanish's layout changes and shorthands break moderncv's macros; CVs in Spanish turn them off.
    `\\usepackage[${WORDS[language].babel}${language === 'es' ? ',es-nolayout,es-noshorthands' : ''}]{babel}`,
  ]
    .filter(Boolean)
    .join('\n');
}

export type DateStyle = 'years' | 'numeric' | 'months';

function date(iso: string | undefined, words: Words, style: DateStyle): string {
  if (!iso) return words.present;
  const [year, month] = iso.split('-');
  if (style === 'years') return year!;
  if (style === 'numeric') return `${month}/${year}`;
  return `${words.months[Number(month) - 1]} ${year}`;
}

/**
 * "2019 -- 2022", "03/2019 -- present", "mars 2019 -- aujourd'hui", as LaTeX; for an entry without a
 * start (a study dated by its final year, or not at all) that year alone or nothing, as CVs print them.
 */
export function period(item: { startDate: string; endDate?: string; period?: string }, language: ProbeLanguage, style: DateStyle): string {
  // A person who writes their periods in a form of their own ("seit 03/2019") is printed as they wrote it.
  if (item.period) return tex(item.period);
  if (!item.startDate) return item.endDate ? tex(item.endDate.slice(0, 4)) : '';
  const words = WORDS[language];
  return `${tex(date(item.startDate, words, style))} -- ${tex(date(item.endDate, words, style))}`;
}

/** The person's place as printed: street and postcode before the town, or town, region and country. */
export function placeParts(basics: JsonResume['basics'], language: ProbeLanguage): string[] {
  const l = basics.location;
  const country = WORDS[language].countries[l.countryCode] ?? l.countryCode;
  return l.address ? [l.address, `${l.postalCode} ${l.city}`, country] : [l.city, l.region, country].filter(Boolean);
}

/** The degree, its field and the grade the person gives ("Laurea magistrale in Economia, 110/110 e lode"). */
export const degreeOf = (e: JsonResume['education'][number]) => [e.studyType, e.area, e.score].filter(Boolean).join(', ');

/** A link's target without its scheme, as CVs print it: "www.linkedin.com/in/…" → "linkedin.com/in/…". */
export const bareUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '');

export const href = (url: string, text = bareUrl(url)) => (url ? `\\href{${url}}{${tex(text)}}` : '');

/** The person's profiles as links, each shown as its bare address. */
export const profileHrefs = (basics: JsonResume['basics']) => basics.profiles.map((p) => href(p.url));

/** The contact line's items in the order most hand-made CVs give them: place, phone, e-mail, site, profiles. */
export const contactItems = (basics: JsonResume['basics'], language: ProbeLanguage) =>
  [
    placeParts(basics, language).map(tex).join(', '),
    tex(basics.phone),
    href(`mailto:${basics.email}`, basics.email),
    href(basics.url),
    ...profileHrefs(basics),
  ].filter(Boolean);

/** A job's highlights as one run of sentences, each closed by one full stop. */
export const sentences = (highlights: string[]) => highlights.map((h) => `${tex(h.replace(/\.$/, ''))}.`).join(' ');

export const skillLines = (resume: JsonResume) => resume.skills.map((s) => [s.name, s.keywords.join(', ')] as const);

/** A study's dates as CVs print them: both, the final year alone ("2019") or nothing, never "present". */
export function studyPeriod(e: { startDate: string; endDate: string }, language: ProbeLanguage, style: DateStyle): string {
  return e.endDate ? period(e, language, style) : '';
}
