import { findDateRange } from './dates.ts';
import { findEmails } from './emails.ts';
import { findUrlsInText } from './links.ts';
import { hasPhoneLabel } from './phones.ts';
import { cleanText } from './text.ts';

const LOCATION_LABEL = /^(?:(?:location|address|adresse|lieu|localisation|city|ville|residence|domicile)\s*[:：]|(?:based in|living in|lives in|bas[ée]e? [àa]|habite [àa])\s*:?|(?:現住所|住所)\s*[:：]?)\s*/i;
// A Japanese address: an optional postcode, a prefecture (都道府県), then a city or ward (市区町村).
const JAPANESE_ADDRESS = /^(?:〒?\s*\d{3}-\d{4}\s*)?[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]{1,4}[都道府県][\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]{1,6}?[市区町村]/u;
const US_STATE = /,\s*[A-Z]{2}(?:\s+\d{5})?$/;
const PLACE_WORDS = "[\\p{Lu}][\\p{L}'’.-]*(?:\\s(?:[\\p{Lu}][\\p{L}'’.-]*|de|du|sur|upon|am|an|la|le|del))*";
const CAPITALISED_PLACE = new RegExp(`^${PLACE_WORDS}(?:,\\s*${PLACE_WORDS}){1,2}$`, 'u');
const POSTCODE_CITY = /^(?:\d{4,5}\s+[\p{Lu}][\p{L}'’ -]+|[\p{Lu}][\p{L}'’ -]+\s+\d{4,5})(?:,\s*[\p{Lu}][\p{L} ]+)?$/u;
const REMOTE = /\b(remote|télétravail|teletravail)\b/i;
const PIN = /^[📍⌖🏠]\s*/u;

/** E-mail, URL or phone number: contact details rather than a place or a headline. */
export function isContactBit(text: string): boolean {
  return findEmails(text).length > 0 || findUrlsInText(text).length > 0 || /\+?\d[\d\s().-]{6,}\d/.test(text) || hasPhoneLabel(text);
}

/** A place name such as `Paris, France`, `Austin, TX`, `75011 Paris`, `Location: Lyon`, or null. */
export function asLocation(field: string): string | null {
  let text = cleanText(field.replace(PIN, ''));
  const labelled = LOCATION_LABEL.test(text);
  text = text.replace(LOCATION_LABEL, '');
  if (!text || text.length > 60 || isContactBit(text) || findDateRange(text)) return null;
  if (labelled) return text;
  if (text.split(' ').length > 6) return null;
  if (US_STATE.test(text) || CAPITALISED_PLACE.test(text) || POSTCODE_CITY.test(text)) return text;
  if (JAPANESE_ADDRESS.test(text)) return text;
  if (REMOTE.test(text) && text.split(' ').length <= 4) return text;
  return null;
}
