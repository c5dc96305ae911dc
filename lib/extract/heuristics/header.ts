import { collapseLetterSpacing, looksLikeName } from './names.ts';
import { asLocation, isContactBit } from './places.ts';
import { cleanText, splitFields } from './text.ts';
import { startsWithBullet, type TextLine } from './text-lines.ts';
import { findDateRange } from './dates.ts';
import { INSTITUTION_WORD, TITLE_WORD } from './vocabulary.ts';

// Labelled boxes of a form-style CV (a Japanese rirekisho): reading aids, birth date, sex, address, phone.
const FORM_LABEL = /^(?:ふりがな|フリガナ|氏\s*名|生年月日|※?\s*性別|現住所|住所|連絡先|電話|携帯|メール|写真)/;

/** A short tagline ("Backend Engineer", "Data Engineer building pipelines"): no sentence, no dates, no lone school name. */
function isHeadline(field: string): boolean {
  if (FORM_LABEL.test(field)) return false;
  const words = field.split(' ').length;
  if (words < 2 || words > 14 || /[.!?:]\s*$/.test(field) || !/\p{L}{2}/u.test(field)) return false;
  if (findDateRange(field)) return false;
  return !(INSTITUTION_WORD.test(field) && !TITLE_WORD.test(field));
}

export interface HeaderFields { name: string | null; headline: string | null; location: string | null }

const MAX_ADDRESS_PARTS = 4;

/**
 * A postal address set as its own block right above the phone and e-mail lines ("12 Main Street" /
 * "Springfield" / "Country", or the same on one line between separators), for lines no place
 * pattern knows: the parts joined with commas. `taken` are the name and headline lines.
 */
function addressAboveContacts(header: TextLine[], taken: Set<number>): string | null {
  const firstContact = header.findIndex((l) => splitFields(l.text).some(isContactBit));
  const parts: string[] = [];
  for (let i = firstContact - 1; i >= 0 && !taken.has(i); i--) {
    const line = header[i]!;
    const fields = splitFields(line.text);
    const plain = fields.every((f) => f.split(' ').length <= 5 && /\p{L}/u.test(f) && !/[.!?:]$/.test(f) && !isContactBit(f));
    if (!plain || line.bullet || line.heading || parts.length + fields.length > MAX_ADDRESS_PARTS) return null;
    parts.unshift(...fields);
  }
  return parts.length >= 2 ? parts.join(', ') : null;
}

/**
 * Name, headline and location from the lines above the first section heading.
 * The name is the most prominent name-like line; the headline is the next line that is neither
 * contact details nor a place.
 */
export function readHeader(lines: TextLine[], nameHints: string[] = []): HeaderFields {
  const header = lines.slice(0, 25);
  let nameIndex = -1;
  const maxSize = Math.max(0, ...header.map((l) => l.size ?? 0));
  // The first field only: a name line may carry a flush-right detail ("John Doe<tab>jdoe").
  const nameOf = (l: TextLine) => splitFields(l.text)[0] ?? '';
  // A large "Product Designer" above the name is a tagline: names hold no job-title words.
  const isName = (l: TextLine, single: boolean) => looksLikeName(nameOf(l), single) && !TITLE_WORD.test(nameOf(l));
  // A line that repeats a name the page gives elsewhere (its <title>) wins; else the largest
  // name-like line (a one-word name only when it is the largest line of all).
  const hinted = new Set(nameHints.map((h) => cleanText(h).toLowerCase()));
  nameIndex = header.findIndex((l) => hinted.has(cleanText(nameOf(l)).toLowerCase()));
  let bestSize = nameIndex >= 0 ? Infinity : -1;
  header.forEach((l, i) => {
    const size = l.size ?? 0;
    if (size > bestSize && isName(l, size === maxSize && maxSize > 0)) { nameIndex = i; bestSize = size; }
  });
  const nameLine = header[nameIndex];
  let name = nameLine ? cleanText(collapseLetterSpacing(nameOf(nameLine))) : null;
  // First and last name set on two lines in the same large type.
  const next = header[nameIndex + 1];
  if (name && nameLine && next && !name.includes(' ') && next.size === nameLine.size && looksLikeName(next.text, true) && !next.text.includes(' ')) {
    name = `${name} ${cleanText(next.text)}`;
    nameIndex++;
  }

  let headline: string | null = null;
  let headlineIndex = -1;
  let location: string | null = null;
  header.forEach((line, i) => {
    const fields = splitFields(line.text);
    for (const field of i === nameIndex ? fields.slice(1) : fields) {
      const place = asLocation(field);
      if (place) { location ??= place; continue; }
      // The headline sits right under the name (within three lines), never in a bulleted line.
      if (isContactBit(field) || i < nameIndex || i > nameIndex + 3 || line.bullet || startsWithBullet(line.text)) continue;
      if (!headline && isHeadline(field)) { headline = field; headlineIndex = i; }
    }
  });
  location ??= addressAboveContacts(header, new Set([nameIndex, headlineIndex]));
  return { name, headline, location };
}
