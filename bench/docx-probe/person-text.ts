// The person's data as a Word CV prints it: periods in the date styles CVs use, the place, the degree,
// links without their scheme.
import type { JsonResume, ProbeLanguage } from '../theme-probe/persons.ts';
import { WORDS } from './words.ts';

/** "2019", "03/2019", "März 2019", "Mar 2019", "MARCH 2019". */
export type DateStyle = 'years' | 'numeric' | 'months' | 'short-months';

function date(iso: string | undefined, language: ProbeLanguage, style: DateStyle): string {
  const words = WORDS[language];
  if (!iso) return words.present;
  const [year, month] = iso.split('-');
  if (style === 'years' || !month) return year!;
  if (style === 'numeric') return `${month}/${year}`;
  return `${(style === 'short-months' ? words.shortMonths : words.months)[Number(month) - 1]!} ${year}`;
}

/**
 * "03/2019 – 06/2022", "März 2019 – heute" with the dash given; a study without a start (dated by its
 * final year, or not at all) prints that year alone or nothing.
 */
export function period(
  item: { startDate: string; endDate?: string; period?: string },
  language: ProbeLanguage,
  style: DateStyle,
  dash = ' – ',
): string {
  // A person who writes their periods in a form of their own ("seit 03/2019") is printed as they wrote it.
  if (item.period) return item.period;
  if (!item.startDate) return item.endDate ? item.endDate.slice(0, 4) : '';
  return `${date(item.startDate, language, style)}${dash}${date(item.endDate, language, style)}`;
}

/** The person's place as printed: street and postcode before the town, or town, region and country. */
export function placeParts(basics: JsonResume['basics'], language: ProbeLanguage): string[] {
  const l = basics.location;
  const country = WORDS[language].countries[l.countryCode] ?? l.countryCode;
  return l.address ? [l.address, `${l.postalCode} ${l.city}`, country] : [l.city, l.region, country].filter(Boolean);
}

/** The degree, its field and the grade the person gives; the degree alone where the person wrote both on one line. */
export const degreeOf = (e: JsonResume['education'][number]) => [e.studyType, e.area, e.score].filter(Boolean).join(', ');

/** A link's target without its scheme, as CVs print it: "www.linkedin.com/in/…" → "linkedin.com/in/…". */
export const bareUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

/** The person's web addresses: their site, then their profiles. */
export const webAddresses = (basics: JsonResume['basics']) => [basics.url, ...basics.profiles.map((p) => p.url)].filter(Boolean);
