import type { CountryCode } from 'libphonenumber-js';
import { countryNamed, regionCountry } from '../fields/gazetteer/index.ts';
import { isDocumentTitle, isPersonalDetail, isStreetAddress, readLabelRow, withoutGreeting, type LabelKind } from '../fields/label-rows.ts';
import { findDateRange, removeDateRanges } from './dates.ts';
import { collapseLetterSpacing, CV_WORD, looksLikeName, PARTICLE } from './names.ts';
import { classifyHeading } from './sections.ts';
import { isContactBit, PlaceStrength, readPlace, type Place } from './places.ts';
import { cleanText, foldKey, splitFields } from './text.ts';
import { bodyTextSize, startsWithBullet, stripBullet, type TextLine } from './text-lines.ts';
import { INSTITUTION_WORD, STUDENT_WORD, TITLE_WORD } from './vocabulary.ts';

// Labelled boxes of a form-style CV (a Japanese rirekisho): reading aids, birth date, sex, address, phone.
const FORM_LABEL = /^(?:ふりがな|フリガナ|氏\s*名|生年月日|※?\s*性別|現住所|住所|連絡先|電話|携帯|メール|写真)/;
// Profile sites' connection badges and counters: "1st degree connection", "3rd+", "500+ connections", "12M followers".
const BADGE = /\b(?:\d+(?:st|nd|rd|th)\b|degree connection|connections?\b|followers?\b|abonnés\b|relations\b)/i;
// A bare city name counts as the person's place only this near the top (further down it is an employer's town).
const BARE_CITY_LINES = 12;

/**
 * Dates that make a line an entry: a period ("2019 – 2021"), or a date with little else ("Designer
 * since 2020"). One date in a longer line is what a position sought says of its start ("Seeking a
 * 6-month internship from March 2025").
 */
function isEntryDated(field: string): boolean {
  const range = findDateRange(field);
  if (!range) return false;
  const rest = removeDateRanges(field).match(/\p{L}{2,}/gu) ?? [];
  // A period running to the present ends on the word for it ("Mar 2021 – Present"); "from June 2025" on its date.
  const toPresent = range.current && /\p{L}$/u.test(range.text.trim());
  return range.end !== null || toPresent || rest.length < 4;
}

/** A short tagline ("Backend Engineer", "Data Engineer building pipelines"): no sentence, no dates, no lone school name. */
function isHeadline(field: string): boolean {
  if (FORM_LABEL.test(field) || BADGE.test(field) || isDocumentTitle(field) || CV_WORD.test(field)) return false;
  const words = field.split(' ').length;
  // One word only when it is a job title ("Chercheur", "Développeuse"), never a heading ("À propos").
  if (classifyHeading(field) || (words < 2 && !TITLE_WORD.test(field))) return false;
  // A line ending on a comma is a sentence wrapped over lines, not a title.
  if (words > 14 || /[.!?:,;]\s*$/.test(field) || !/\p{L}{2}/u.test(field)) return false;
  // A list of specialties ("Java, Spring, Kafka, Docker") is no title.
  if ((field.match(/,/g) ?? []).length >= 3) return false;
  if (isEntryDated(field) || isPersonalDetail(field) || isStreetAddress(field)) return false;
  // A school named alone is no title; a student's line naming it is ("Étudiant en Master à l'Université de Lyon").
  return !(INSTITUTION_WORD.test(field) && !TITLE_WORD.test(field) && !STUDENT_WORD.test(field));
}

/**
 * "Mamadou Diallo | Lead" / "développeur": a title set after the name in display type that wraps onto
 * the next lines; the words that end it, or null.
 */
function wrappedTitleEnd(nameLine: TextLine, next: TextLine[], header: TextLine[]): string | null {
  // The type of the header's text, below the name's.
  const bodySize = bodyTextSize(header.filter((line) => (line.size ?? 0) < (nameLine.size ?? 0)));
  const ends: string[] = [];
  for (const line of next) {
    const text = cleanText(line.text);
    const wrapped =
      !!line.size &&
      !!nameLine.size &&
      line.size <= nameLine.size &&
      line.size >= bodySize * 1.3 &&
      text.split(' ').length <= 6 &&
      !text.includes('\t') &&
      /^\p{L}/u.test(text) &&
      !isContactBit(text) &&
      !readPlace(text) &&
      !classifyHeading(text);
    if (!wrapped) break;
    ends.push(text);
  }
  return ends.length ? ends.join(' ') : null;
}

/**
 * The next line when a title under the name wraps onto it: set in the same display type (larger
 * than the header's text), itself no contact detail, place or personal detail.
 */
function headlineGoesOn(header: TextLine[], index: number, headline: string): string | null {
  const [line, next] = [header[index]!, header[index + 1]];
  if (!next?.size || next.size !== line.size || next.bullet || next.size < bodyTextSize(header) * 1.15) return null;
  const text = cleanText(next.text);
  if (foldKey(text) === foldKey(headline)) return null;
  const plain =
    !text.includes('\t') &&
    !isContactBit(text) &&
    !readPlace(text) &&
    !readLabelRow(text) &&
    !isPersonalDetail(text) &&
    !classifyHeading(text);
  return plain && isHeadline(`${headline} ${text}`) ? text : null;
}

/** "Java · Spring · Kafka · Docker": three or more short fields, none naming a job, list what the person knows, not what they are. */
function isSpecialtyList(fields: string[]): boolean {
  return fields.length >= 3 && fields.every((f) => f.split(' ').length <= 3 && !TITLE_WORD.test(f) && !STUDENT_WORD.test(f));
}

/** The first line of a paragraph in the header's body type, which the next line goes on in small letters: a summary, not a title. */
function opensParagraph(header: TextLine[], index: number): boolean {
  const [line, next] = [header[index]!, header[index + 1]];
  if (!next || next.size !== line.size || (line.size ?? 0) > bodyTextSize(header)) return false;
  const nextText = cleanText(next.text);
  return cleanText(line.text).split(' ').length >= 5 && /^\p{Ll}/u.test(nextText) && !isContactBit(nextText);
}

/**
 * A title set over the name ("PRODUCT DESIGNER" / "Jane Doe"), in one of the two lines above it: a
 * line of its own naming a job, or set at least as large as the name.
 */
function headlineAbove(header: TextLine[], nameIndex: number, name: string | null): { text: string; index: number } | null {
  const nameSize = header[nameIndex]?.size ?? 0;
  for (let i = nameIndex - 1; i >= Math.max(0, nameIndex - 2); i--) {
    const line = header[i]!;
    const text = cleanText(line.text);
    if (line.bullet || startsWithBullet(line.text) || readLabelRow(text) || splitFields(line.text).length > 1) continue;
    // A greeting ("I'm Jane") or a line holding the name's words is the name set over two lines.
    const nameWords = new Set(foldKey(name ?? '').split(' '));
    if (
      withoutGreeting(text) !== text ||
      foldKey(text)
        .split(' ')
        .some((w) => nameWords.has(w))
    )
      continue;
    if (isContactBit(text) || readPlace(text) || !isHeadline(text)) continue;
    // Right over the name, display type says it is set apart as a title ("AREA DE SISTEMAS").
    const display = i === nameIndex - 1 && (line.size ?? 0) > bodyTextSize(header) * 1.3;
    if (TITLE_WORD.test(text) || display || (nameSize > 0 && (line.size ?? 0) >= nameSize)) return { text, index: i };
  }
  return null;
}

/**
 * A job title set in display type further down the header, past the address and contact lines
 * ("Jane Doe" / "12 Main St" / "jane@…" / "Front-end Developer" in large type).
 */
function headlineInDisplayType(header: TextLine[], nameIndex: number): { text: string; index: number } | null {
  const display = bodyTextSize(header) * 1.3;
  for (let i = nameIndex + 1; i < header.length; i++) {
    const line = header[i]!;
    const text = cleanText(line.text);
    if ((line.size ?? 0) <= display || line.bullet || splitFields(line.text).length > 1) continue;
    if (TITLE_WORD.test(text) && isHeadline(text) && !isContactBit(text) && !readPlace(text)) return { text, index: i };
  }
  return null;
}

export interface HeaderFields {
  name: string | null;
  headline: string | null;
  location: string | null;
  /** The country of the person's own address, when the place says it. */
  country: CountryCode | null;
}

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
    const plain = fields.every(
      (f) =>
        f.split(' ').length <= 5 &&
        /\p{L}/u.test(f) &&
        !/[.!?:]$/.test(f) &&
        !isContactBit(f) &&
        !isPersonalDetail(f) &&
        // A page's menu ("Home | About | Projects") is no address.
        !classifyHeading(f) &&
        !readLabelRow(f),
    );
    if (!plain || line.bullet || line.heading || parts.length + fields.length > MAX_ADDRESS_PARTS) return null;
    parts.unshift(...fields);
  }
  return parts.length >= 2 ? parts.join(', ') : null;
}

interface Labelled {
  name: string | null;
  position: string | null;
  place: Place | null;
}

/** The name a form's rows give: "Name: Jane Doe", or "Nom : DUPONT" with "Prénom : Marie", "Nombre" with "Apellidos". */
function nameOfRows(values: Partial<Record<LabelKind, string>>): string | null {
  const { name, firstName, lastName } = values;
  const oneWord = (text: string) => !text.includes(' ');
  let full: string | null = null;
  const holds = (whole: string, part: string) => foldKey(whole).includes(foldKey(part));
  // "Nombre: María José" with "Apellidos: García López": given names and surnames, each of several words.
  if (name && firstName && (oneWord(name) || !holds(name, firstName))) full = `${firstName} ${name}`;
  else if (name && lastName && (oneWord(name) || !holds(name, lastName))) full = `${name} ${lastName}`;
  else if (name) full = name;
  else if (firstName && lastName) full = `${firstName} ${lastName}`;
  else if (firstName && !oneWord(firstName)) full = firstName;
  return full && looksLikeName(full) ? full : null;
}

/** The value of an address row as the place: a known one, or a few capitalised words that are no heading ("Ulm"). */
function labelledValue(value: string): Place | null {
  const known = readPlace(value);
  if (known) return { ...known, strength: PlaceStrength.Labelled };
  const plain = /^\p{Lu}/u.test(value) && value.split(' ').length <= 4 && !isContactBit(value) && !classifyHeading(value);
  return plain ? { text: value, country: null, strength: PlaceStrength.Labelled } : null;
}

/** What label rows state plainly: the name, the position sought or held, the address (its value may go on over the next line). */
function readLabelled(lines: TextLine[]): Labelled {
  const values: Partial<Record<LabelKind, string>> = {};
  let place: Place | null = null;
  lines.forEach((line, i) => {
    const row = readLabelRow(line.text);
    const value = cleanText(row?.value.split('\t')[0] ?? '');
    if (!row || !value) return;
    values[row.kind] ??= value;
    if (row.kind !== 'address' || place) return;
    // A label column set apart by a tab ("Wohnort<tab>Ulm") says the value is the place, known or not.
    place = readPlace(line.text) ?? labelledValue(value);
    const next = lines[i + 1];
    const nextPlace = next && !readLabelRow(next.text) ? readPlace(next.text) : null;
    // "Address: 12 Mill Lane" over "Leeds, West Yorkshire": the town is on the next line, whatever the street is named after.
    const streetOnly = isStreetAddress(value) && !/\d{4}/.test(value.replace(/^\d+/, ''));
    if (nextPlace && (!place || place.country === null || streetOnly) && nextPlace.strength >= PlaceStrength.CityWithRegion) {
      place = { ...nextPlace, strength: PlaceStrength.Labelled };
    }
  });
  return { name: nameOfRows(values), position: values.position ?? null, place };
}

/** A line's fields as a name line sets them: also "Anna Rowan / anna@… / 07…". */
function nameFields(text: string): string[] {
  return splitFields(text).flatMap((field) => field.split(' / '));
}

const isCapitals = (word: string) => word === word.toUpperCase() && /\p{Lu}{2}/u.test(word);

/** "INFORMATIONS Zoé Chevalier", "PERSONAL INFORMATION Aoife O'Sullivan": a label column run into the name line. */
function withoutCapitalisedLabel(text: string): string {
  const words = text.split(' ');
  const start = words.findIndex((w) => !isCapitals(w));
  const rest = words.slice(start).join(' ');
  return start > 0 && words.length - start >= 2 && looksLikeName(rest) ? rest : text;
}

interface FoundName {
  index: number;
  name: string | null;
  /** What follows a name the page title gives, on the same line ("Jane DoeSenior Engineer"). */
  rest: string;
}

const isNameText = (text: string, single = false) => looksLikeName(text, single) && !TITLE_WORD.test(text);

/**
 * The name words at either end of the largest line when a PDF's layout ran other text into it:
 * "I 07700 956265 Rajesh Patel" (an icon and a phone before), "BAPTISTE 1 an d'expérience…" (the
 * summary beside a name set in capitals).
 */
function nameAtEdge(text: string): string {
  const words = text.split(' ');
  // Two words, or more where a particle joins them ("… Jean-Pierre de La Fontaine").
  let n = 2;
  while (n + 2 <= words.length && PARTICLE.test(words.at(-n - 1)!)) n += 2;
  const tail = words.slice(-n).join(' ');
  if (words.length > n && /^\p{Lu}/u.test(tail) && isNameText(tail)) return tail;
  const capitals = words.slice(
    0,
    words.findIndex((w) => !isCapitals(w)),
  );
  return capitals.length && isNameText(capitals.join(' '), true) ? capitals.join(' ') : text;
}

interface NameCandidate {
  text: string;
  hinted: boolean;
  greeted: boolean;
  rest: string;
}

/** "Jane Doe, Senior Data Engineer": the name, then after a comma what the person does; null when the line is no such thing. */
function nameBeforeComma(text: string): { name: string; rest: string } | null {
  const comma = text.indexOf(', ');
  if (comma < 0) return null;
  const [name, rest] = [text.slice(0, comma), text.slice(comma + 2).trim()];
  return name.includes(' ') && isNameText(name) && !isNameText(text) && /\p{L}{2}/u.test(rest) ? { name, rest } : null;
}

function nameCandidate(line: TextLine, hints: string[], largest: boolean): NameCandidate {
  const written = cleanText(collapseLetterSpacing(nameFields(line.text)[0] ?? ''));
  let text = withoutCapitalisedLabel(withoutGreeting(written));
  const greeted = text !== written;
  let rest = '';
  const beforeComma = largest && !greeted ? nameBeforeComma(text) : null;
  if (beforeComma) [text, rest] = [beforeComma.name, beforeComma.rest];
  else if (largest && !greeted && !isNameText(text, true)) text = nameAtEdge(text);
  const hinted = hints.find((h) => {
    const [key, hint] = [text.toLowerCase(), h.toLowerCase()];
    return key === hint || (greeted && hint.startsWith(`${key} `)) || key.startsWith(hint);
  });
  if (hinted && text.length > hinted.length) rest = text.slice(hinted.length).trim();
  return { text: hinted ?? text, hinted: !!hinted, greeted, rest };
}

/**
 * The rest of a name the layout set apart: a second line in the same large type ("Anne-Sophie" /
 * "Deschamps", "Pieter van der" / "Berg"), even past a line of contact details in another column
 * ("Christopher" / "(415) 555…" / "Montgomery-" / "Hayes"), or a word cut at a hyphen.
 */
function completeName(header: TextLine[], index: number, name: string): { name: string; index: number } {
  const size = header[index]?.size;
  let last = index;
  for (let i = index + 1; i < Math.min(header.length, last + 4); i++) {
    const line = header[i]!;
    const cut = name.endsWith('-');
    if (line.size !== size && !(cut && i === index + 1)) continue;
    const piece = cleanText(nameFields(line.text)[0] ?? '');
    const joined = cut ? `${name}${piece}` : `${name} ${piece}`;
    if (!size || !isNameText(piece, true) || !isNameText(joined) || joined.split(' ').length > 5) break;
    // "Jane Doe" over "Lyon" in the same type; but "Fernández de" over "Córdoba" goes on.
    if (name.includes(' ') && !cut && !PARTICLE.test(name.split(' ').at(-1)!) && readPlace(piece)) break;
    name = joined;
    last = i;
  }
  return { name, index: last };
}

/**
 * "Benhadja saddam", "marie dupont": a name typed without its capitals, taken only when no line reads
 * as a name and it is the first line, set larger than any other line of the header.
 */
function typedInLowerCase(header: TextLine[]): FoundName {
  const [first, ...rest] = header;
  const none = { index: -1, name: null, rest: '' };
  if (!first?.size || rest.some((l) => (l.size ?? 0) >= first.size!)) return none;
  const text = cleanText(first.text);
  const capitalised = text.replace(/(^|[\s-])(\p{Ll})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
  const words = text.split(' ');
  const plain = words.length >= 2 && words.length <= 4 && words.every((w) => /^\p{L}[\p{L}'’-]*$/u.test(w) && !PARTICLE.test(w));
  return plain && isNameText(capitalised) ? { index: 0, name: text, rest: '' } : none;
}

/** The name line and the name it gives (a page title's fuller form of a greeting's "Hi, I'm Jane"), or -1. */
function findName(header: TextLine[], nameHints: string[]): FoundName {
  const hints = nameHints.map(cleanText).filter((h) => isNameText(h));
  const maxSize = Math.max(0, ...header.map((l) => l.size ?? 0));
  const candidates = header.map((l) => nameCandidate(l, hints, maxSize > 0 && l.size === maxSize));
  // A line that repeats a name the page gives elsewhere (its <title>) wins; else the largest
  // name-like line (a one-word name only when it is the largest line of all, or introduced by a greeting).
  let index = candidates.findIndex((c) => c.hinted);
  let bestSize = index >= 0 ? Infinity : -1;
  header.forEach((l, i) => {
    const size = l.size ?? 0;
    const { text, greeted } = candidates[i]!;
    // One word is a name when it is the largest line of all, introduced by a greeting, or goes on
    // over the next line ("Anne-Sophie" / "Deschamps"). A large "Product Designer" above the name
    // is a tagline: names hold no job-title words.
    const single = greeted || (size === maxSize && maxSize > 0) || completeName(header, i, text).name.includes(' ');
    if (size > bestSize && isNameText(text, single)) {
      index = i;
      bestSize = size;
    }
  });
  // A name-like field leading a line of contact details ("Jane Doe ■ 12 Main St ■ jane@…") is the
  // name even in smaller type than a larger name-like line further down (an employer set in bold).
  const leadsContacts = header.findIndex((l, i) => {
    const [, ...rest] = nameFields(l.text);
    return rest.some((f) => isContactBit(f) || readPlace(f)) && isNameText(candidates[i]!.text);
  });
  if (leadsContacts >= 0 && bestSize !== Infinity && (header[leadsContacts]!.size ?? 0) >= Math.max(bestSize, 0) * 0.75)
    index = leadsContacts;
  // A word alone in the largest type ("Portfolio", a logo) gives way to a whole name set smaller.
  const whole = (i: number) => isNameText(candidates[i]!.text) || completeName(header, i, candidates[i]!.text).name.includes(' ');
  if (index >= 0 && bestSize !== Infinity && !candidates[index]!.greeted && !whole(index)) {
    let wholeSize = -1;
    header.forEach((l, i) => {
      if ((l.size ?? 0) > wholeSize && isNameText(candidates[i]!.text)) {
        index = i;
        wholeSize = l.size ?? 0;
      }
    });
  }
  const candidate = candidates[index];
  if (!candidate) return typedInLowerCase(header);
  if (candidate.hinted || candidate.rest) return { index, name: candidate.text, rest: candidate.rest };
  const completed = completeName(header, index, candidate.text);
  const first = completed.name;
  // A first name alone ("Bonjour, je suis Raphaël") in full where the page gives it ("Raphaël Bonnet").
  const fuller = first.includes(' ')
    ? undefined
    : header.flatMap((l) => nameFields(l.text)).find((f) => f.startsWith(`${first} `) && isNameText(f));
  return { index: completed.index, name: fuller ?? first, rest: '' };
}

// E-mail addresses, links and phone numbers, as they run on in a line of contact details.
const CONTACT_RUN = /\S+@\S+|(?:https?:\/\/|www\.)\S+|\+?\d[\d\s().‑-]{6,}\d/g;

/** A field's parts between its contact details: "Boston, Massachusetts jane@example.net +1 617…" → "Boston, Massachusetts". */
function withoutContacts(field: string): string[] {
  return isContactBit(field) ? splitFields(field.replace(CONTACT_RUN, ' | ')) : [field];
}

/** The most plainly stated place among the lines; a city and a country in adjacent fields ("Toulouse - France") are one place. */
function findPlace(lines: TextLine[], nameIndex: number): Place | null {
  let best: Place | null = null;
  lines.forEach((line, i) => {
    // The name line may go on with the place: "Jane Doe | Lyon, France"; an address whose street is
    // left out may start on its separator ("– Lyon – France").
    const fields = splitFields(stripBullet(line.text))
      .slice(i === nameIndex ? 1 : 0)
      .flatMap(withoutContacts);
    fields.forEach((field, f) => {
      let place = readPlace(field);
      if (!place) return;
      const after = fields[f + 1] ?? '';
      const afterCountry = after && (countryNamed(after) ?? regionCountry(after));
      if (place.strength === PlaceStrength.City && afterCountry) {
        place = { text: `${place.text}, ${after}`, country: afterCountry, strength: PlaceStrength.CityWithRegion };
      }
      if (place.strength === PlaceStrength.City && i >= BARE_CITY_LINES) return;
      if (!best || place.strength > best.strength) best = place;
    });
    const wrapped = postcodeWrapped(line, lines[i + 1]);
    if (wrapped && (!best || wrapped.strength > best.strength)) best = wrapped;
  });
  return best;
}

// A postcode ending a line of an address: "12 rue des Lilas, 26330".
const POSTCODE_AT_END = /(?:^|[\s,])(\d{4,5}(?:-\d{3,4})?)$/;

/** An address a narrow column wrapped between the postcode and the town: "12 rue des Lilas, 26330" / "Châteauneuf". */
function postcodeWrapped(line: TextLine, next: TextLine | undefined): Place | null {
  const text = cleanText(line.text);
  const code = POSTCODE_AT_END.exec(text)?.[1];
  const town = next && cleanText(next.text);
  if (!code || !town || !isStreetAddress(text) || isContactBit(text) || isContactBit(town)) return null;
  const place = readPlace(`${code} ${town}`);
  return place && place.strength >= PlaceStrength.Postcode ? place : null;
}

/**
 * Name, headline and location from the lines above the first section heading (`header`) and
 * those of a Contact or Personal details section (`details`, where forms such as Europass put
 * the name and address); `asides` are the lines of sections that hold no entries (summary,
 * skills), where a two-column layout may have put the address; `nearEmails` the lines around e-mail addresses. Label rows say it plainly; else the name is the most prominent name-like
 * line, the headline the next line that is neither contact details, personal details nor a place.
 */
export function readHeader(
  lines: TextLine[],
  nameHints: string[] = [],
  details: TextLine[] = [],
  asides: TextLine[] = [],
  nearEmails: TextLine[] = [],
): HeaderFields {
  const header = lines.slice(0, 25);
  const extra = details.slice(0, 25);
  const labelled = readLabelled([...header, ...extra]);
  const found = findName(header, nameHints);
  let nameIndex = found.index;
  let name = labelled.name ?? found.name;
  if (labelled.name) nameIndex = header.findIndex((l) => cleanText(l.text).includes(labelled.name!));
  name ??= findName(extra, nameHints).name;
  // The page's title names the person in full where the page itself gives one word at most.
  if (!name?.includes(' ')) name = nameHints.map(cleanText).find((h) => h.includes(' ') && looksLikeName(h) && !TITLE_WORD.test(h)) ?? name;

  let headline = labelled.position && isHeadline(labelled.position) ? labelled.position : null;
  let headlineIndex = -1;
  // Lines of contact details, places and personal details between the name and the headline do not count.
  const counted = header.map((line) => {
    const fields = splitFields(line.text);
    return !fields.length || !fields.every((f) => isContactBit(f) || readPlace(f) || isPersonalDetail(f) || isStreetAddress(f));
  });
  header.forEach((line, i) => {
    // The headline sits right under the name (within three lines), never in a bulleted line.
    const below = counted.slice(nameIndex + 1, i).filter(Boolean).length;
    if (
      headline ||
      i < nameIndex ||
      below > 2 ||
      i > nameIndex + 8 ||
      line.bullet ||
      startsWithBullet(line.text) ||
      readLabelRow(line.text)
    )
      return;
    // A period split off by the field separators ("Engineer, Acme (Mar 2021 - Present)") still dates the line.
    if (i !== nameIndex && isEntryDated(cleanText(line.text))) return;
    if (i !== nameIndex && opensParagraph(header, i)) return;
    const fields = i === nameIndex ? [found.rest, ...splitFields(line.text).slice(1)].filter(Boolean) : splitFields(line.text);
    if (isSpecialtyList(fields)) return;
    const wrapped = i === nameIndex && fields.length ? wrappedTitleEnd(line, header.slice(i + 1, i + 3), header) : null;
    if (wrapped) fields[fields.length - 1] = `${fields.at(-1)} ${wrapped}`;
    for (const field of fields) {
      if (isContactBit(field) || readPlace(field)) continue;
      // The name set twice ("Sanne de Vries<tab>Sanne de Vries": a logo and the heading) is not the headline.
      if (!isHeadline(field) || (name && foldKey(field) === foldKey(name))) continue;
      // Past contact lines, further than three lines down, only a line naming a job is the title.
      if (i > nameIndex + 3 && !TITLE_WORD.test(field) && !STUDENT_WORD.test(field)) continue;
      // A title with its specialties ("Art Director · Figma & Personas") is one headline, as printed;
      // a text set apart on the same baseline ("Resumé title<tab>additional information") is not.
      const whole =
        fields.length > 1 &&
        fields.length <= 4 &&
        !line.text.includes('\t') &&
        fields.every((f) => !isContactBit(f) && !readPlace(f) && !isPersonalDetail(f) && !findDateRange(f));
      headline = !whole ? field : i === nameIndex ? fields.join(' · ') : cleanText(line.text);
      headlineIndex = i;
      if (i > nameIndex && (whole || fields.length === 1)) {
        const more = headlineGoesOn(header, i, headline);
        if (more) [headline, headlineIndex] = [`${headline} ${more}`, i + 1];
      }
      break;
    }
  });
  if (!headline && nameIndex >= 0) {
    const other = (nameIndex > 0 ? headlineAbove(header, nameIndex, name) : null) ?? headlineInDisplayType(header, nameIndex);
    if (other) [headline, headlineIndex] = [other.text, other.index];
  }
  // Failing those, a full address in a sidebar section the layout read first ("Summary" over "Ottawa, Ontario, CA").
  const aside = findPlace(asides.slice(0, 40), -1);
  const place =
    labelled.place ??
    findPlace(header, nameIndex) ??
    findPlace(extra, -1) ??
    (aside && aside.strength >= PlaceStrength.CityWithRegion ? aside : null) ??
    // Last, a town named alone beside the e-mail address, in a contact block the layout set apart.
    findPlace(nearEmails.slice(0, 12), -1);
  const location = place?.text ?? addressAboveContacts(header, new Set([nameIndex, headlineIndex]));
  return { name: name ? cleanText(name) : null, headline, location, country: place?.country ?? null };
}
