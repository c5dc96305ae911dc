import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { HEADER_WORDS } from '../fields/labels/index.ts';
import { alternativesOf } from './word-alternatives.ts';

// Countries for a bare language tag, when the page says `lang="fr"` rather than `fr-BE`.
const COUNTRY_OF_LANGUAGE: Record<string, CountryCode> = {
  en: 'US',
  fr: 'FR',
  de: 'DE',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
  pt: 'PT',
  pl: 'PL',
  sv: 'SE',
  da: 'DK',
  nb: 'NO',
  no: 'NO',
  fi: 'FI',
  ja: 'JP',
  zh: 'CN',
  ko: 'KR',
  ru: 'RU',
  tr: 'TR',
  cs: 'CZ',
  el: 'GR',
  hu: 'HU',
  ro: 'RO',
  uk: 'UA',
  he: 'IL',
  ar: 'SA',
  hi: 'IN',
};

/** `fr-BE` → BE, `fr` → FR, anything unknown → undefined. */
export function countryFromLocale(locale: string | null | undefined): CountryCode | undefined {
  if (!locale) return undefined;
  const [language = '', region] = locale.trim().replace('_', '-').split('-');
  if (region && /^[a-z]{2}$/i.test(region)) return region.toUpperCase() as CountryCode;
  return COUNTRY_OF_LANGUAGE[language.toLowerCase()];
}

// Kana are written only in Japanese, Hangul only in Korean: a document in them is from there.
const SCRIPT_COUNTRIES: [RegExp, CountryCode][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'JP'],
  [/\p{Script=Hangul}/u, 'KR'],
];

/** The country a document's own script points to, for a PDF that states no language. */
export function countryFromScript(texts: string[]): CountryCode | undefined {
  const sample = texts.slice(0, 60);
  for (const [script, country] of SCRIPT_COUNTRIES) {
    if (sample.filter((t) => script.test(t)).length >= sample.length / 3) return country;
  }
  return undefined;
}

const MAX_PHONE_TEXT = 400;

const GUESSED_COUNTRIES: CountryCode[] = ['US', 'GB', 'FR', 'DE', 'CA', 'IN', 'ES', 'IT', 'NL', 'BE', 'CH', 'PT'];

const AFTER_COUNTRY_CODE = /\+\d{1,3}[\s.-]*\(?$/;
const LABELLED_NUMBER = /(?:\+|\b00)?\d[\d\s().-]{6,20}\d/g;
// Dates are never phones: "12.08.1997", "10/2016 – 09/2018", "2018-2020", "1990-03-12", "2017 - 2019".
const YEAR = '(?:19|20)\\d{2}';
const DATES = new RegExp(
  [
    `\\b\\d{1,2}[./-]\\d{1,2}[./-]${YEAR}\\b`,
    `\\b${YEAR}[./-]\\d{1,2}(?:[./-]\\d{1,2})?\\b`,
    `\\b(?:\\d{1,2}[./])?${YEAR}\\s*[-–—]\\s*(?:\\d{1,2}[./])?(?:${YEAR}|\\d{2})\\b`,
    `\\b\\d{1,2}[./]${YEAR}\\b`,
  ].join('|'),
  'g',
);

function asE164OrDigits(raw: string, country: CountryCode | undefined): string | null {
  const parsed = parsePhoneNumberFromString(raw, country);
  const digits = raw.replace(/\D/g, '');
  // A trunk 0 the default country does not use ("06 12 34 56 78" on a page in American English) stays
  // in the national number: such a number is read in the likeliest country where it is valid.
  const foreignTrunk = /^\s*0/.test(raw) && !!parsed?.nationalNumber.startsWith('0');
  if (parsed?.isValid() || (parsed?.isPossible() && !foreignTrunk)) return parsed.number;
  for (const guess of digits.length >= 9 && foreignTrunk ? GUESSED_COUNTRIES : []) {
    const other = guess === country ? null : parsePhoneNumberFromString(raw, guess);
    if (other?.isValid()) return other.number;
  }
  if (parsed?.isPossible()) return parsed.number;
  if (digits.length < 8 || digits.length > 15) return null;
  return raw.trim().startsWith('+') ? `+${digits}` : digits;
}

// "… ext. 12", "… poste 215", "… ramal 7", "… x104" right after a number.
const EXTENSION_AFTER = new RegExp(
  `^\\s*,?\\s*(?:${alternativesOf(HEADER_WORDS.flatMap((w) => w.extensionWords))})\\.?\\s*:?\\s*(\\d{1,6})(?![\\d\\p{L}])`,
  'iu',
);

/** "ramal 21", "ext. 12": an extension alone, as a narrow column wraps it onto the line after its number. */
export function isExtensionAlone(text: string): boolean {
  const m = EXTENSION_AFTER.exec(text);
  return !!m && !text.slice(m[0].length).trim();
}

/** The number with its extension, where one is written after it: "+441174960123 ext. 12". */
function withExtension(number: string, ext: string | undefined, after: string): string {
  const extension = ext ?? EXTENSION_AFTER.exec(after)?.[1];
  return extension ? `${number} ext. ${extension}` : number;
}

// A web address's path ("stackoverflow.com/users/6162860/…") holds digits that are no phone.
const WEB_ADDRESS = /(?:https?:\/\/)?(?:[\p{L}\d-]+\.)+[a-z]{2,}\/\S*/giu;

// A postcode has five digits at most: a number found with no more is no phone.
const MIN_PHONE_DIGITS = 5;
const digitCount = (text: string) => text.replace(/\D/g, '').length;

/**
 * Phone numbers in a text, E.164 when libphonenumber can parse them, an extension written after
 * one kept after it ("+441174960123 ext. 12").
 * `labelled` says the text is known to hold a phone (a `tel:` link, a "Phone:" field), so
 * numbers libphonenumber finds implausible (fictional ones in templates) are still kept.
 */
export function findPhones(fullText: string, country?: CountryCode, labelled = false): string[] {
  // Contact lines are short; a long run of digits is no phone list and would be slow to search.
  const text = fullText
    .slice(0, MAX_PHONE_TEXT)
    .replace(DATES, (date) => ' '.repeat(date.length))
    .replace(WEB_ADDRESS, (address) => ' '.repeat(address.length));
  const found: string[] = [];
  // Without a known country, try the likeliest ones in turn; a number valid in none is left to the fallback.
  // (A text of five digits or fewer holds no number kept here: the library is not asked.)
  const guesses = digitCount(text) <= MIN_PHONE_DIGITS ? [] : country ? [country] : GUESSED_COUNTRIES;
  for (const guess of guesses) {
    for (const match of findPhoneNumbersInText(text, { defaultCountry: guess })) {
      // A postcode ("81673 München") is no phone; a guessed country must not turn a year into a short "number".
      if (digitCount(text.slice(match.startsAt, match.endsAt)) <= MIN_PHONE_DIGITS) continue;
      // The rest of a number whose written country code the library refused ("+1 (234) 567 890") is not
      // a national number of the default country: the fallback below keeps it as written.
      if (AFTER_COUNTRY_CODE.test(text.slice(Math.max(0, match.startsAt - 8), match.startsAt))) continue;
      if (country || match.number.nationalNumber.length >= 8)
        found.push(withExtension(match.number.number, match.number.ext, text.slice(match.endsAt)));
    }
    if (found.length) break;
  }
  if (found.length === 0 && (labelled || /\+\d/.test(text))) {
    for (const m of text.matchAll(LABELLED_NUMBER)) {
      if (!labelled && !m[0].startsWith('+')) continue;
      if (/^\d{4}\s*[-–]\s*\d{4}$/.test(m[0].trim())) continue; // a year range
      const phone = asE164OrDigits(m[0], country);
      if (phone) found.push(withExtension(phone, undefined, text.slice(m.index + m[0].length)));
    }
  }
  return [...new Set(found)];
}

const PHONE_LABEL = /(?:\b(?:tel|t[ée]l[ée]phone|phone|mobile|mob|cell|portable|gsm)\b\.?\s*:?|(?:☎|✆|📞|📱|電話|携帯))/iu;

export function hasPhoneLabel(text: string): boolean {
  return PHONE_LABEL.test(text);
}

export function phoneFromTelHref(href: string, country?: CountryCode): string | null {
  if (!/^tel:/i.test(href)) return null;
  let raw = href.slice(4);
  try {
    raw = decodeURIComponent(raw);
  } catch {
    /* keep as is */
  }
  return findPhones(raw, country, true)[0] ?? null;
}
