import type { CountryCode } from 'libphonenumber-js';
import { AREA_AFTER_TOWN, AREA_BEFORE_TOWN, AREA_LINKS } from '../fields/gazetteer/area-words.ts';
import { cityCountry, codeCountry, countryNamed, regionCountry } from '../fields/gazetteer/index.ts';
import { isStreetAddress, leadingLabel, readLabelRow } from '../fields/label-rows.ts';
import { findDateRange } from './dates.ts';
import { findEmails } from './emails.ts';
import { findUrlsInText } from './links.ts';
import { hasPhoneLabel } from './phones.ts';
import { memoByText } from './memo-by-text.ts';
import { cleanText } from './text.ts';
import { TITLE_WORD } from './vocabulary.ts';
import { alternativesOf } from './word-alternatives.ts';

/** How plainly a text says it is a place: a labelled address beats a postcode, which beats a bare city name. */
export enum PlaceStrength {
  Country = 0,
  City = 1,
  CityWithRegion = 2,
  Postcode = 3,
  Labelled = 4,
}

export interface Place {
  text: string;
  country: CountryCode | null;
  strength: PlaceStrength;
}

// A Japanese address: an optional postcode, a prefecture (都道府県), then a city or ward (市区町村).
const JAPANESE_ADDRESS =
  /^(?:〒?\s*\d{3}-\d{4}\s*)?[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]{1,4}[都道府県][\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]{1,6}?[市区町村]/u;
const REMOTE = /\b(remote|télétravail|teletravail)\b/i;
const PIN = /^[📍⌖🏠⌂]\s*/u;
// An icon font's glyph (a private-use character) beside a field stands for a pin, a phone or an envelope; so does an
// emoji or dingbat ending a place, the icon of the contact detail after it ("Lyon ✉ jane@…", "Lyon ☎ 06…").
const ICON_GLYPHS = /^\p{Co}+\s*|\s*[\p{Co}\p{Extended_Pictographic}\uFE0F]+$/gu;

// One word of a place name: capitalised, or a particle ("Aix-en-Provence", "Saint-Rémy-de-Provence",
// "Frankfurt am Main", "Alcalá de Henares", "Provence-Alpes-Côte d'Azur", "Stratford-upon-Avon"), or
// a Dutch name after its elided article ("'s-Hertogenbosch", "'s-Gravenhage").
const PLACE_WORD =
  "(?:[\\p{Lu}][\\p{L}'’.-]*|(?:de|du|des|d'|d’|la|le|les|sur|sous|en|lès|am|an|im|der|del|de la|di|da|do|dos|das|upon|on|op|aan|den|ter|y|e)(?=[\\s'’]|$)|d['’][\\p{Lu}][\\p{L}'’.-]*|['’]s-[\\p{Lu}][\\p{L}'’.-]*)";
const PLACE_NAME = new RegExp(`^${PLACE_WORD}(?:\\s${PLACE_WORD}){0,4}$`, 'u');
// Postcodes of the countries whose CVs are read most, with an optional country prefix ("F-", "CH-"):
// 5 digits (FR DE ES IT US), 4 (BE CH AT LU DK), 4 + 2 letters (NL), 4-3 (PT), 5-3 (BR), British outward + inward codes,
// Irish Eircodes ("D02 X285").
const POSTCODE =
  '(?:[A-Z]{1,2}[-‑ ])?(?:\\d{5}-\\d{3}|\\d{4}-\\d{3}|\\d{4}\\s?[A-Z]{2}(?![\\p{L}])|\\d{4,5}|[A-Z]{1,2}\\d[A-Z\\d]?\\s\\d[A-Z]{2}|[A-Z]\\d[\\dW]\\s[A-Z\\d]{4})';
const CITY_AFTER_POSTCODE = new RegExp(
  `^${POSTCODE}\\s+(${PLACE_WORD}(?:[\\s-]${PLACE_WORD}){0,4})(?:\\s*(?:[Cc]edex|CEDEX)(?:\\s\\d+)?|\\s*\\([^)]{1,30}\\))?$`,
  'u',
);
// The postcode and town ending a street's line: "Musterstraße 5 80331 München" → "80331 München".
const POSTAL_TAIL = new RegExp(`\\s(${POSTCODE}\\s+${PLACE_WORD}(?:[\\s-]${PLACE_WORD}){0,4})$`, 'u');
const CITY_BEFORE_POSTCODE = new RegExp(`^(${PLACE_WORD}(?:\\s${PLACE_WORD}){0,4})\\s+${POSTCODE}$`, 'u');
const TWO_CAPITALS = /^[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?$/;
const YEAR = /^(?:19[5-9]\d|20[0-4]\d)$/;
// Bare words that name a city somewhere but, alone on a CV's line, rarely do.
const COMMON_WORDS = new Set([
  'orange',
  'mobile',
  'reading',
  'march',
  'independence',
  'victoria',
  'florence',
  'marina',
  'concord',
  'vienna va',
]);

/** E-mail, URL or phone number: contact details rather than a place or a headline. */
export function isContactBit(text: string): boolean {
  return findEmails(text).length > 0 || findUrlsInText(text).length > 0 || /\+?\d[\d\s().-]{6,}\d/.test(text) || isPhoneLabel(text);
}

/** "Mobile:", "Tél. 06…", "☎": a phone's label, not a job ("Développeur Web & Mobile", "Mobile Engineer"). */
function isPhoneLabel(text: string): boolean {
  return hasPhoneLabel(text) && (/[\d:：]/.test(text) || !/\p{L}+\s+\p{L}/u.test(text.trim()));
}

/** "75011 Paris", "D-80331 München", "1012 AB Amsterdam", "London SW1A 1AA": the city, or null. */
function cityOfPostalLine(part: string): string | null {
  const before = CITY_BEFORE_POSTCODE.exec(part);
  // A postcode after the name is rarer ("London SW1A 1AA"): only for a known city, not "Flanders 3024 BE".
  const m = CITY_AFTER_POSTCODE.exec(part) ?? (before?.[1] && cityCountry(before[1]) ? before : null);
  const city = m?.[1];
  if (!city || TWO_CAPITALS.test(city)) return null;
  // "2019 Google" is a year and a company; a four-digit "postcode" that reads as a year needs a known city.
  const code = part
    .replace(city, '')
    .replace(/\(.*\)/, '')
    .trim();
  if (YEAR.test(code) && !cityCountry(city)) return null;
  return city;
}

function placeCountry(part: string): CountryCode | null {
  return countryNamed(part) ?? cityCountry(part) ?? regionCountry(part);
}

/** "Lyon, France", "Austin, TX", "Marseille, Provence-Alpes-Côte d'Azur, FR", "Lyon": at least one part is known. */
function namedPlace(parts: string[]): Place | null {
  const first = parts[0];
  const last = parts.at(-1);
  if (!first || !last || parts.length > 4) return null;
  const code = parts.length > 1 && TWO_CAPITALS.test(last) ? last.slice(0, 2) : null;
  // Every part a place name, a postcode ("Lille, Hauts-de-France, 59007, FR") or the final code.
  if (!parts.every((p, i) => PLACE_NAME.test(p) || (i > 0 && POSTCODE_WORD.test(p)) || (p === last && code))) return null;
  // "Consultant SAP FI/CO" is a job and its modules, not a town and its state.
  if (parts.some((p) => TITLE_WORD.test(p)) && !cityCountry(first)) return null;
  const coded = code ? codeCountry(code, cityCountry(first)) : null;
  const named = parts.map(placeCountry).find(Boolean) ?? null;
  // "SAP FI, CO", "AWS EC2, CA": where only a two-letter code says place, abbreviations before it are a product's parts.
  if (coded && !named && first.split(' ').every((w) => /^[\p{Lu}\d]{1,4}$/u.test(w))) return null;
  const known = coded ?? named;
  if (!known) return null;
  if (parts.length > 1)
    return { text: parts.join(', '), country: countryNamed(last) ?? coded ?? known, strength: PlaceStrength.CityWithRegion };
  if (countryNamed(first)) return { text: first, country: known, strength: PlaceStrength.Country };
  // Three letters or fewer alone ("VAN", "Ulm") are more often a particle or an abbreviation than a city.
  if (COMMON_WORDS.has(first.toLowerCase()) || first.length <= 3 || !cityCountry(first)) return null;
  return { text: first, country: known, strength: PlaceStrength.City };
}

/**
 * The place in an address or a line of contact details: from the postcode and city on
 * ("12 rue de la Paix, 75002 Paris" → "75002 Paris"), or a known city or country with what follows.
 */
function placeOfAddress(text: string, labelled: boolean): Place | null {
  const parts = text
    .split(/\s*(?:[,;|•·■▪◆/]|\s[-–—]\s)\s*/)
    .map(cleanText)
    .filter(Boolean);
  for (const [i, written] of parts.entries()) {
    // "Keizersgracht 1 1015 AA Amsterdam": a street run into its postcode and town without a comma.
    const part = isStreetAddress(written) ? (POSTAL_TAIL.exec(written)?.[1] ?? '') : written;
    const city = part ? cityOfPostalLine(part) : null;
    if (city) {
      // The postcode and city, and the region or country after them: "75002 Paris, France".
      const after = parts.slice(i + 1);
      const end = after.findIndex((p) => !PLACE_NAME.test(p) || isContactBit(p));
      // "Toronto, Ontario M5V 3AG": the postcode follows a region, and the town is the part before it.
      const before = parts[i - 1];
      const town = before && regionCountry(city) && cityCountry(before) ? [before] : [];
      const rest = [...town, part, ...(end < 0 ? after : after.slice(0, end))];
      return {
        text: rest.join(', '),
        country: placeCountry(rest.at(-1)!) ?? (town.length ? regionCountry(city) : null) ?? cityCountry(city),
        strength: labelled ? PlaceStrength.Labelled : PlaceStrength.Postcode,
      };
    }
  }
  let place: Place | null = null;
  for (let i = 0; i < parts.length && !place; i++) {
    if (!isStreetAddress(parts[i]!)) place = namedPlace(parts.slice(i));
  }
  // A country alone at the end of an address the parts did not read ("Denver, Colorado, 80216 US").
  if (!place || place.strength === PlaceStrength.Country) place = cityInAddress(text) ?? place;
  return place && labelled ? { ...place, strength: PlaceStrength.Labelled } : place;
}

const POSTCODE_WORD = new RegExp(`^${POSTCODE}$`, 'u');
/** A US street address on one line: "4567 Main Street Springfield, IL 62701" (the city is not told apart from the street). */
const US_STREET_ADDRESS = /^\d{1,6} [\p{L}\d .'-]{3,60}, [A-Z]{2} \d{5}(?:-\d{4})?$/u;
const STREET_NUMBER = /^\d{1,4}[a-z]?,?$/i;
const MAX_ADDRESS_WORDS = 14;
const BRACKETED_PART = /^(.+?)\s*\(([^()]{2,40})\)$/;
const DEPARTMENT = /^(?:0[1-9]|[1-8]\d|9[0-5]|2[AB]|97[1-6])$/;

/**
 * A known city inside an address written without commas, or with a postcode among its parts:
 * "17 place Bellecour Rennes Bretagne 35001 FR", "Lyon, Auvergne-Rhône-Alpes 69003 FR",
 * "Galway Connacht H91 6UJ IE". The city must come with a sign of an address: a house number
 * before it, or a postcode, country or region after it. The place runs from the city to the end.
 */
function cityInAddress(text: string): Place | null {
  const words = text.split(/[\s,]+/).filter(Boolean);
  if (words.length < 2 || words.length > MAX_ADDRESS_WORDS) return null;
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const name = words.slice(i, i + n).join(' ');
      if (name.length <= 3 || !/^\p{Lu}/u.test(name)) continue;
      const cityIn = cityCountry(name);
      if (!cityIn) continue;
      const after = words.slice(i + n);
      // The country the address ends on, where it names one ("Boston Massachusetts US": not Boston, England).
      const stated = after
        .map((w, j) => countryNamed(w) ?? regionOpening(after.slice(j)) ?? (TWO_CAPITALS.test(w) ? codeCountry(w, cityIn) : null))
        .find(Boolean);
      const numbered = STREET_NUMBER.test(words[0] ?? '');
      if (!stated && !after.some((w) => POSTCODE_WORD.test(w)) && !numbered) continue;
      const start = text.indexOf(words[i]!);
      return { text: text.slice(start).replace(/^[\s,]+/, ''), country: stated ?? cityIn, strength: PlaceStrength.CityWithRegion };
    }
  }
  return null;
}

/** The country of a region named by the first words ("Pays de la Loire …", "Comunidad Valenciana 46001"), or null. */
function regionOpening(words: string[]): CountryCode | null {
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const country = regionCountry(words.slice(0, n).join(' '));
    if (country) return country;
  }
  return null;
}

// A town and the area around it, or a district of it: "Greater London Area", "Nantes et sa région",
// "Région de Lyon", "Madrid y alrededores", "Großraum München", "Lyon 3e", "Paris 15ème".
const AREA_AFTER = new RegExp(`^(?:greater\\s+)?(.+?)\\s+(?:${alternativesOf(AREA_AFTER_TOWN)}|\\d{1,2}(?:e|er|ème|eme))$`, 'iu');
const AREA_BEFORE = new RegExp(`^(?:${alternativesOf(AREA_BEFORE_TOWN)})\\s+(?:(?:${alternativesOf(AREA_LINKS)})\\s+|d['’])?(.+)$`, 'iu');

function townAround(text: string): Place | null {
  const town = AREA_AFTER.exec(text)?.[1] ?? AREA_BEFORE.exec(text)?.[1];
  const country = town && town.length > 3 ? cityCountry(town) : null;
  return country ? { text, country, strength: PlaceStrength.CityWithRegion } : null;
}

// Commas around nothing, left where a template printed fields the person left empty: "Leeds, , ", ", Lyon", "Lyon, , France".
const withoutEmptyParts = (text: string) => text.replace(/^[\s,]*,\s*|\s*,[\s,]*$/g, '').replace(/\s*,(?:\s*,)+\s*/g, ', ');

/**
 * The place a text names, with how plainly it does, or null: `Paris, France`, `Austin, TX`, `75011 Paris`, `Adresse : …`.
 * (Frozen: each text's answer is remembered and shared, as the header's rules ask it of the same fields many times.)
 */
export const readPlace = memoByText((field: string): Place | null => {
  const place = placeIn(field);
  return place && Object.freeze(place);
});

function placeIn(field: string): Place | null {
  const unmarked = field.replace(ICON_GLYPHS, '');
  let text = cleanText(unmarked.replace(PIN, ''));
  const pinned = text !== cleanText(unmarked);
  const row = readLabelRow(text) ?? leadingLabel(text);
  const labelled = row?.kind === 'address';
  if (row && !labelled) return null;
  if (row) text = row.value;
  text = withoutEmptyParts(text);
  if (!text || text.length > 120 || findDateRange(text)) return null;
  if (JAPANESE_ADDRESS.test(text)) return { text, country: 'JP', strength: PlaceStrength.CityWithRegion };
  if (US_STREET_ADDRESS.test(text)) return { text, country: 'US', strength: PlaceStrength.Postcode };
  // "Lyon, Auvergne-Rhône-Alpes (FR)", "Berlin (DE)": a country or region in brackets after a place is one more part of it.
  // ("Kranvelt (Utrecht)" is an employer and its town.)
  const bracketed = BRACKETED_PART.exec(text);
  // A French town with its département's number: "Nanterre (92)", "Ajaccio (2A)".
  const department =
    bracketed?.[1] &&
    DEPARTMENT.test(bracketed[2]!) &&
    (cityCountry(bracketed[1]) ?? placeOfAddress(bracketed[1], false)?.country) === 'FR';
  if (department) return { text, country: 'FR', strength: PlaceStrength.CityWithRegion };
  const around = townAround(text);
  if (around) return labelled ? { ...around, strength: PlaceStrength.Labelled } : around;
  const region = bracketed?.[2] && (TWO_CAPITALS.test(bracketed[2]) || countryNamed(bracketed[2]) || regionCountry(bracketed[2]));
  // "Halle (Saale)", "London (remote)": a known town with words in brackets that tell it apart or qualify it.
  const town = bracketed?.[1] && !region && bracketed[2]!.split(' ').length <= 3 ? bracketed[1] : '';
  const qualified = town.length > 3 && !COMMON_WORDS.has(town.toLowerCase()) ? (cityCountry(text) ?? cityCountry(town)) : null;
  if (qualified) return { text, country: qualified, strength: labelled ? PlaceStrength.Labelled : PlaceStrength.City };
  const inBrackets = region && placeOfAddress(bracketed[1]!, false) ? bracketed : null;
  const read = placeOfAddress(inBrackets ? `${inBrackets[1]}, ${inBrackets[2]}` : text, labelled);
  const place = read && inBrackets ? { ...read, text } : read;
  // Postcodes may look like phone numbers ("1000-001 Lisboa"); other places hold no contact details.
  if (place && (place.strength >= PlaceStrength.Postcode || !isContactBit(text))) {
    return pinned ? { ...place, strength: Math.max(place.strength, PlaceStrength.Postcode) } : place;
  }
  if (labelled && text.length <= 80 && !isContactBit(text)) return { text, country: null, strength: PlaceStrength.Labelled };
  if (REMOTE.test(text) && text.split(' ').length <= 4) return { text, country: null, strength: PlaceStrength.Country };
  return null;
}

/** A place name such as `Paris, France`, `Austin, TX`, `75011 Paris`, `Location: Lyon`, or null. */
export function asLocation(field: string): string | null {
  return readPlace(field)?.text ?? null;
}
