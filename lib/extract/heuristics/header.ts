import type { CountryCode } from 'libphonenumber-js';
import { countryNamed, regionCountry } from '../fields/gazetteer/index.ts';
import {
  isPersonalDetail,
  isStreetAddress,
  readLabelRow,
  residenceAfterWords,
  withoutGreeting,
  type LabelKind,
} from '../fields/label-rows.ts';
import {
  collapseLetterSpacing,
  CV_WORD,
  looksLikeName,
  namesInTitle,
  opensOnDocumentTitle,
  PARTICLE,
  splitGluedWords,
  withoutNameAside,
} from './names.ts';
import { classifyHeading } from './sections.ts';
import { findHeadline, isLabelledHeadline } from './headline.ts';
import { isContactBit, PlaceStrength, readPlace, type Place } from './places.ts';
import { cleanText, foldKey, splitFields } from './text.ts';
import { bodyTextSize, stripBullet, type TextLine } from './text-lines.ts';
import { NETWORKS } from './networks.ts';
import { TITLE_WORD } from './vocabulary.ts';

// A bare city name counts as the person's place only this near the top (further down it is an employer's town).
const BARE_CITY_LINES = 12;

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
  // The place was read from a street alone ("Adres<tab>Kastanjelaan 14"): a later address row naming the town outranks it.
  let streetPlace = false;
  lines.forEach((line, i) => {
    const row = readLabelRow(line.text);
    const value = cleanText(row?.value.split('\t')[0] ?? '');
    if (!row || !value) return;
    values[row.kind] ??= value;
    if (row.kind !== 'address' || (place && !streetPlace)) return;
    // "Address: 12 Mill Lane" over "Leeds, West Yorkshire": the town is on the next line, whatever the street is named after.
    const streetOnly = isStreetAddress(value) && !/\d{4}/.test(value.replace(/^\d+/, ''));
    // A label column set apart by a tab ("Wohnort<tab>Ulm") says the value is the place, known or not.
    const own = readPlace(line.text) ?? labelledValue(value);
    if (place && (!own || streetOnly)) return;
    place = own;
    streetPlace = streetOnly && (!own || own.country === null);
    const next = lines[i + 1];
    const nextPlace = next && !readLabelRow(next.text) ? readPlace(next.text) : null;
    if (nextPlace && (!place || place.country === null || streetOnly) && nextPlace.strength >= PlaceStrength.CityWithRegion) {
      place = { ...nextPlace, strength: PlaceStrength.Labelled };
      streetPlace = false;
    }
  });
  return { name: nameOfRows(values), position: values.position ?? null, place };
}

/** A line's fields as a name line sets them: also "Jane Doe / jane@… / 07…". */
function nameFields(text: string): string[] {
  return splitFields(text).flatMap((field) => field.split(' / '));
}

const isCapitals = (word: string) => word === word.toUpperCase() && /\p{Lu}{2}/u.test(word);

/** "INFORMATIONS Maëlle Garnaud", "PERSONAL INFORMATION Niamh O'Delaney": a label column run into the name line. */
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
 * "I 07700 956265 Arjun Velamuri" (an icon and a phone before), "BAPTISTE 1 an d'expérience…" (the
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

/**
 * `<h1><span>Jane Doe</span><span>Data Engineer</span></h1>`: the name in the first of the parts the markup sets
 * apart, what the person does in the others; null when the line is no such thing ("Jane" and "Doe" in two spans).
 */
function nameInFirstPart(line: TextLine, text: string): { name: string; rest: string } | null {
  const [name, ...others] = line.fields ?? [];
  if (!name || !others.length || !text.startsWith(name) || isNameText(text)) return null;
  return name.includes(' ') && isNameText(name) ? { name, rest: others.join(' ') } : null;
}

function nameCandidate(line: TextLine, hints: string[], largest: boolean): NameCandidate {
  const [field = '', ...others] = nameFields(line.text).map((f) => cleanText(collapseLetterSpacing(f)));
  // "Curriculum Vitae – Jane Doe", "Lebenslauf Anna Vogt": a line naming the document gives the name in the field after
  // the document's title, in its cell or in the next one ("CURRICULUM VITAE<tab>Jane Doe").
  const titled =
    (CV_WORD.test(field) && others.length) || opensOnDocumentTitle(field)
      ? (namesInTitle(cleanText(line.text.split('\t')[0] ?? ''))[0] ?? line.text.split('\t').slice(1).flatMap(namesInTitle)[0])
      : undefined;
  // The largest line opening on a contact detail or a place has the name in a cell beside it: a header table with the
  // contact details in its first column, read across by the PDF's text layer ("06 12 34 56 78<tab>Jane Doe").
  const besideContacts = largest && (isContactBit(field) || readPlace(field)) ? others.find((f) => isNameText(f)) : undefined;
  const written = titled ?? besideContacts ?? field;
  let text = withoutNameAside(withoutCapitalisedLabel(withoutGreeting(written)));
  const greeted = text !== written;
  let rest = '';
  const beforeComma = largest && !greeted ? (nameInFirstPart(line, text) ?? nameBeforeComma(text)) : null;
  if (beforeComma) [text, rest] = [beforeComma.name, beforeComma.rest];
  else if (largest && !greeted && splitGluedWords(text) !== text && isNameText(splitGluedWords(text))) text = splitGluedWords(text);
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
  // A name its line goes on after ("Jane Doe | Engineer |") ended there: the next line in its type goes on with the rest.
  const cell = cleanText(header[index]?.text.split('\t')[0] ?? '');
  const at = cell.indexOf(name);
  if (at >= 0 && /^\s*[|·•–—]\s*\p{L}/u.test(cell.slice(at + name.length))) return { name, index };
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
 * "Jane" over "DOE": a given name set above the surname in smaller type, yet larger than the text
 * around it, as designed CVs do; the two read as one name. Null when the line above is no such word.
 */
function givenNameAbove(header: TextLine[], index: number, surname: string): string | null {
  const above = header[index - 1];
  if (!above || above.size === undefined || (above.size ?? 0) >= (header[index]?.size ?? 0)) return null;
  const given = cleanText(nameFields(above.text)[0] ?? '');
  const joined = `${given} ${surname}`;
  // A surname in capitals takes only a given name that is not ("Inês" over "SOUSA MENDES", not "JANE" over "DOE SMITH").
  const capitalsUnder = surname.includes(' ') && given === given.toUpperCase();
  return !given.includes(' ') && !capitalsUnder && above.size > bodyTextSize(header) && isNameText(given, true) && isNameText(joined)
    ? joined
    : null;
}

/**
 * "Dupont marie", "marie dupont": a name typed without its capitals, taken only when no line reads
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
  // A surname of two words set in capitals ("SOUSA MENDES") may still have its given name over it.
  const surnameAlone = !completed.name.includes(' ') || completed.name === completed.name.toUpperCase();
  const first = (surnameAlone ? givenNameAbove(header, index, completed.name) : null) ?? completed.name;
  // A first name alone ("Bonjour, je suis Gaël") in full where the page gives it ("Gaël Morvandiau").
  const fuller = first.includes(' ')
    ? undefined
    : header.flatMap((l) => nameFields(l.text)).find((f) => f.startsWith(`${first} `) && isNameText(f));
  return { index: completed.index, name: fuller ?? first, rest: '' };
}

// E-mail addresses, links and phone numbers, as they run on in a line of contact details.
const CONTACT_RUN = /\S+@\S+|(?:https?:\/\/|www\.)\S+|\+?\d[\d\s().‑-]{6,}\d/g;

/** A field's parts between its contact details: "Boston, Massachusetts jane@example.net +1 617…" → "Boston, Massachusetts". */
function withoutContacts(field: string): string[] {
  // A postcode may look like a phone number ("Rua Augusta 10, 1000-001 Lisboa"): an address read whole stays whole.
  const address = (readPlace(field)?.strength ?? -1) >= PlaceStrength.Postcode;
  return isContactBit(field) && !address ? splitFields(field.replace(CONTACT_RUN, ' | ')) : [field];
}

// A profile's label standing for its link ("LinkedIn", "GitHub") among the contact details: never part of a place.
const NETWORK_NAMES = new Set(NETWORKS.map(([kind]) => kind));
const isNetworkName = (field: string) => NETWORK_NAMES.has(field.replace(/\s+/g, '').toLowerCase());

/** "Data Engineer based in Leeds": a known place after a phrase of residence, told as plainly as a bare town (the line stays the headline). */
function placeAfterResidence(field: string): Place | null {
  const after = residenceAfterWords(field);
  const place = after ? readPlace(after) : null;
  return place?.country ? { ...place, strength: PlaceStrength.City } : null;
}

/**
 * The lines with each one ending on a word and a comma run on into the next, set in the same type: a
 * line of contact details too long for the page, wrapped inside its place ("… · Swansea," / "Wales,
 * United Kingdom"), flush left or centred. Only a laid-out page (a PDF's lines, which have a left edge)
 * wraps so. The line taken in is left blank, so each line keeps its place in the list.
 */
function withCommaWrapsJoined(lines: TextLine[], nameIndex: number): TextLine[] {
  const out = [...lines];
  for (let i = nameIndex + 1; i < out.length - 1; i++) {
    const line = out[i]!;
    const next = out[i + 1]!;
    const laidOut = line.indent !== undefined && next.indent !== undefined;
    if (!/\p{L},$/u.test(line.text.trim()) || !laidOut || line.size !== next.size || line.bullet || next.bullet) continue;
    out[i] = { ...line, text: `${line.text.trim()} ${next.text.trim()}` };
    out[i + 1] = { ...next, text: '' };
  }
  return out;
}

/** The most plainly stated place among the lines; a city and a country in adjacent fields ("Toulouse - France") are one place. */
function findPlace(given: TextLine[], nameIndex: number): Place | null {
  const lines = withCommaWrapsJoined(given, nameIndex);
  let best: Place | null = null;
  lines.forEach((line, i) => {
    // The name line may go on with the place: "Jane Doe | Lyon, France"; an address whose street is
    // left out may start on its separator ("– Lyon – France").
    const fields = splitFields(stripBullet(line.text))
      .slice(i === nameIndex ? 1 : 0)
      .flatMap(withoutContacts)
      .filter((field) => !isNetworkName(field));
    // "Campinas – São Paulo – Brasil": a line whose fields read together as one place is that place, its town first.
    // (A job beside a town, "Zwolle<tab>Verpleegkundige", is no part of the place.)
    const joined = fields.length > 1 && fields.length <= 4 && !fields.some((f) => TITLE_WORD.test(f)) ? fields.join(', ') : '';
    const whole = joined ? readPlace(joined) : null;
    if (whole && whole.text === joined && whole.strength >= PlaceStrength.CityWithRegion && (!best || whole.strength > best.strength))
      best = whole;
    fields.forEach((field, f) => {
      let place = readPlace(field) ?? placeAfterResidence(field);
      if (!place) return;
      const after = fields[f + 1] ?? '';
      const afterCountry = after && (countryNamed(after) ?? regionCountry(after));
      if (place.strength === PlaceStrength.City && afterCountry) {
        place = { text: `${place.text}, ${after}`, country: afterCountry, strength: PlaceStrength.CityWithRegion };
      }
      if (place.strength === PlaceStrength.City && i >= BARE_CITY_LINES) return;
      if (!best || place.strength > best.strength) best = place;
    });
    const wrapped = postcodeWrapped(line, lines[i + 1]) ?? compoundWrapped(line, lines[i + 1]);
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

/** A place a narrow column wrapped inside a hyphenated name: "Grenoble Auvergne-" / "Rhône-Alpes FR". */
function compoundWrapped(line: TextLine, next: TextLine | undefined): Place | null {
  const text = cleanText(line.text);
  const rest = next && cleanText(next.text);
  if (!rest || !/\p{L}-$/u.test(text) || !/^\p{Lu}/u.test(rest) || isContactBit(text) || isContactBit(rest)) return null;
  const place = readPlace(text + rest);
  return place && place.strength >= PlaceStrength.CityWithRegion ? place : null;
}

/**
 * The title under the name's own line further down the page, where a sidebar came first (its Contact,
 * Skills sections) and the name is known from elsewhere (the page title); up to the next section heading.
 */
function headlineUnderNameLine(body: TextLine[], name: string): string | null {
  const start = body.findIndex((l) => foldKey(cleanText(l.text)) === foldKey(name));
  if (start < 0) return null;
  const end = body.findIndex((l, i) => i > start && classifyHeading(l.text) !== null);
  return findHeadline(body.slice(start, end < 0 ? start + 12 : Math.min(end, start + 12)), 0, '', name)?.text ?? null;
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
  body: TextLine[] = [],
): HeaderFields {
  const header = lines.slice(0, 25);
  const extra = details.slice(0, 25);
  const labelled = readLabelled([...header, ...extra]);
  const found = findName(header, nameHints);
  let nameIndex = found.index;
  let name = labelled.name ?? found.name;
  if (labelled.name) nameIndex = header.findIndex((l) => cleanText(l.text).includes(labelled.name!));
  // A name found only in a Contact or Personal details section (a sidebar the layout read first) has its title under it there.
  const inDetails = name ? null : findName(extra, nameHints);
  name ??= inDetails?.name ?? null;
  // The page's title names the person in full where the page itself gives one word at most.
  if (!name?.includes(' ')) name = nameHints.map(cleanText).find((h) => h.includes(' ') && looksLikeName(h) && !TITLE_WORD.test(h)) ?? name;

  let headline = labelled.position && isLabelledHeadline(labelled.position) ? labelled.position : null;
  let headlineIndex = -1;
  if (!headline) {
    const title = findHeadline(header, nameIndex, found.rest, name);
    if (title) [headline, headlineIndex] = [title.text, title.index];
  }
  if (!headline && inDetails && inDetails.index >= 0) headline = findHeadline(extra, inDetails.index, inDetails.rest, name)?.text ?? null;
  if (!headline && name && found.index < 0 && !(inDetails && inDetails.index >= 0)) headline = headlineUnderNameLine(body, name);
  // Failing those, a full address in a sidebar section the layout read first ("Summary" over "Ottawa, Ontario, CA").
  const aside = findPlace(asides.slice(0, 40), -1);
  const inHeader = findPlace(header, nameIndex);
  const elsewhere =
    findPlace(extra, -1) ??
    (aside && aside.strength >= PlaceStrength.CityWithRegion ? aside : null) ??
    // Last, a town named alone beside the e-mail address, in a contact block the layout set apart.
    findPlace(nearEmails.slice(0, 12), -1);
  // A country alone at the top ("United Kingdom" under the title) gives way to the town a contact block names.
  const vague = inHeader?.strength === PlaceStrength.Country && (elsewhere?.strength ?? -1) > PlaceStrength.Country;
  const place = labelled.place ?? (vague ? elsewhere : (inHeader ?? elsewhere));
  const location = place?.text ?? addressAboveContacts(header, new Set([nameIndex, headlineIndex]));
  return { name: name ? cleanText(name) : null, headline, location, country: place?.country ?? null };
}
