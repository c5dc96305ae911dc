import { isDocumentTitle, isPersonalDetail, isStreetAddress, readLabelRow, withoutGreeting } from '../fields/label-rows.ts';
import { findDateRange, removeDateRanges } from './dates.ts';
import { collapseLetterSpacing, CV_WORD, splitGluedWords } from './names.ts';
import { titleOf } from './headline-text.ts';
import { classifyHeading } from './sections.ts';
import { isContactBit, readPlace } from './places.ts';
import { cleanText, foldKey, splitFields } from './text.ts';
import { bodyTextSize, startsWithBullet, type TextLine } from './text-lines.ts';
import { INSTITUTION_WORD, STUDENT_WORD, TITLE_WORD } from './vocabulary.ts';

// Labelled boxes of a form-style CV (a Japanese rirekisho): reading aids, birth date, sex, address, phone.
const FORM_LABEL = /^(?:ふりがな|フリガナ|氏\s*名|生年月日|※?\s*性別|現住所|住所|連絡先|電話|携帯|メール|写真)/;
// Profile sites' connection badges and counters: "1st degree connection", "3rd+", "500+ connections", "12M followers".
const BADGE = /\b(?:\d+(?:st|nd|rd|th)\b|degree connection|connections?\b|followers?\b|abonnés\b|relations\b)/i;

// A profile's handle behind the letters an icon font leaves in the text ("in jane-doe", "gl jdoe_84"): a contact, not a title.
const HANDLE = /^(?:\p{Ll}{1,3}\s+)?@?\p{Ll}[\p{Ll}\d]*(?:[-_.][\p{Ll}\d]+)+\/?$/u;

// The same behind an icon's letters, a user name made of the person's name run together ("gh janedoe", "gh jdoe").
const ICON_AND_WORD = /^\p{Ll}{1,3}\s+@?(\p{Ll}+)\/?$/u;

/** Whether a field is a contact: an address, a number, a handle, or a user name made of the person's name. */
function isContactField(field: string, name: string | null): boolean {
  if (isContactBit(field) || HANDLE.test(field.trim())) return true;
  const user = ICON_AND_WORD.exec(field.trim())?.[1];
  const words = name ? foldKey(name).split(' ') : [];
  const [first = '', last = ''] = [words[0], words.slice(1).join('')];
  return !!user && !!last && (user === `${first}${last}` || user === `${first[0]}${last}`);
}

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
  // A few months in brackets within a longer line are when the position sought starts ("… internship (Feb/Mar 2021) …");
  // a job's period runs over years.
  const months = /^\d{4}-\d{2}/.test(range.start ?? '') && range.start?.slice(0, 4) === range.end?.slice(0, 4);
  const aside = months && rest.length >= 4 && field.replace(/\s+/g, ' ').includes(`(${range.text.trim().replace(/\s+/g, ' ')})`);
  return (range.end !== null && !aside) || toPresent || rest.length < 4;
}

/** A short tagline ("Backend Engineer", "Data Engineer building pipelines"): no sentence, no dates, no lone school name. */
export function isHeadline(field: string): boolean {
  if (FORM_LABEL.test(field) || BADGE.test(field) || isDocumentTitle(field) || CV_WORD.test(field)) return false;
  const words = field.split(' ').length;
  // One word only when it is a job title ("Chercheur", "Développeuse"), never a heading ("À propos").
  if (classifyHeading(field) || (words < 2 && !TITLE_WORD.test(field))) return false;
  // A line ending on a comma or a cut word's hyphen is text wrapped over lines, not a title.
  if (words > 14 || /[.!?:,;-]\s*$/.test(field) || !/\p{L}{2}/u.test(field)) return false;
  // A list of specialties ("Java, Spring, Kafka, Docker") is no title.
  if ((field.match(/,/g) ?? []).length >= 3) return false;
  if (isEntryDated(field) || isPersonalDetail(field) || isStreetAddress(field)) return false;
  // A school named alone is no title; a student's line naming it is ("Étudiant en Master à l'Université de Lyon").
  return !(INSTITUTION_WORD.test(field) && !TITLE_WORD.test(field) && !STUDENT_WORD.test(field));
}

/**
 * The value of a row labelled as the position ("Beroep: Timmerman"): the label says it is a title, so
 * one word will do that no word list knows, when it is no heading, personal detail or place.
 */
export function isLabelledHeadline(value: string): boolean {
  const oneWord = /^\p{L}[\p{L}'’-]+$/u.test(value) && !classifyHeading(value) && !isPersonalDetail(value) && !readPlace(value);
  return isHeadline(value) || oneWord;
}

/**
 * "Idrissa Konaté | Lead" / "développeur": a title set after the name in display type that wraps onto
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
  const text = cleanText(next?.text ?? '');
  // A list of specialties after the title goes on with its separator ("Analyst | SQL" / "· Python"), which reads as a bullet.
  const listGoesOn = splitFields(headline).length > 1 && /^[·•|]\s*\p{L}/u.test(text);
  if (!next?.size || next.size !== line.size || (next.bullet && !listGoesOn) || next.size < bodyTextSize(header) * 1.15) return null;
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
    // Right over the name, display type says it is set apart as a title ("DISEÑO GRÁFICO").
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

/**
 * The tab-separated cell of a line that holds a title and its specialties, when it holds nothing else,
 * or null; a word the column cut at its hyphen goes on in the same cell of the next line.
 */
function titleCell(text: string, field: string, next = ''): string | null {
  const cells = text.split('\t');
  const k = cells.findIndex((c) => splitFields(c).map(unglued).includes(field));
  const fields = k >= 0 ? splitFields(cells[k]!) : [];
  const plain = fields.every((f) => !isContactBit(f) && !readPlace(f) && !isPersonalDetail(f) && !findDateRange(f));
  if (cells.length < 2 || fields.length < 2 || fields.length > 4 || !plain) return null;
  let whole = cleanText(cells[k]!);
  const rest = /^\p{Ll}+$/u.exec(cleanText(next.split('\t')[k] ?? ''))?.[0];
  if (whole.endsWith('-') && rest) whole = `${whole.slice(0, -1)}${rest}`;
  return isHeadline(whole) ? whole : null;
}

/**
 * The job title a field opens with when the place it ends on follows it ("Product Designer, Groningen",
 * "Product Designer Groningen, NL": a title and the place set beside it), else the field as it stands.
 */
function titleBeforePlace(field: string): string {
  const place = readPlace(field);
  const at = place ? field.lastIndexOf(place.text) : -1;
  if (at <= 0 || field.slice(at + place!.text.length).trim()) return field;
  const title = field.slice(0, at).replace(/[\s,;|·–—-]+$/u, '');
  return TITLE_WORD.test(title) && isHeadline(title) && !readPlace(title) ? title : field;
}

/** A title whose words a design tool ran together ("ProductDesigner"), apart again when it then names a job. */
function unglued(field: string): string {
  const split = splitGluedWords(field);
  return split !== field && TITLE_WORD.test(split) ? split : field;
}

// A paragraph's first sentence, short, before the sentences that go on after it.
const LEAD_SENTENCE = /^(\S.{1,80}?(?:\p{Ll}{2}|\)))[.!?]\s+\p{Lu}/u;
const MAX_LEAD_TITLE_WORDS = 10;

/**
 * "Data Engineer – SQL, Rust. I build pipelines that …": a lead paragraph opening on the job title, as one-page sites set
 * it under the name; the title is its first sentence. Any other line as it is.
 */
function titleLeadingProse(text: string): string {
  const lead = LEAD_SENTENCE.exec(text)?.[1];
  return lead && TITLE_WORD.test(lead) && lead.split(' ').length <= MAX_LEAD_TITLE_WORDS ? lead : text;
}

/**
 * The headline of the lines at the top of a CV, given the name's line (`rest`: what followed the name
 * on it): the next line that is neither contact details, personal details nor a place; failing that,
 * a title set over the name or in display type further down.
 */
export function findHeadline(
  header: TextLine[],
  nameIndex: number,
  rest: string,
  name: string | null,
): { text: string; index: number } | null {
  let headline: string | null = null;
  let headlineIndex = -1;
  // Lines of contact details, places and personal details between the name and the headline do not count.
  const counted = header.map((line) => {
    const fields = splitFields(line.text);
    return !fields.length || !fields.every((f) => isContactField(f, name) || readPlace(f) || isPersonalDetail(f) || isStreetAddress(f));
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
    // (What is left of the name's text may be its punctuation alone: "Jane Doe,<tab>Analyst".)
    // A title set letter-spaced ("D A T A   A N A L Y S T") is read as its words.
    const text = collapseLetterSpacing(i === nameIndex ? line.text : titleLeadingProse(line.text));
    const fields = (i === nameIndex ? [rest, ...splitFields(text).slice(1)].filter((f) => /\p{L}/u.test(f)) : splitFields(text))
      .map(unglued)
      .map(titleOf)
      .map(titleBeforePlace);
    if (isSpecialtyList(fields)) return;
    const wrapped = i === nameIndex && fields.length ? wrappedTitleEnd(line, header.slice(i + 1, i + 3), header) : null;
    // "Jane Doe | Engineer |" / "Python · SQL": the separator the line ended on still parts the title from what follows.
    const separator = /\s([|·•–—])\s*$/u.exec(line.text)?.[1];
    if (wrapped) fields[fields.length - 1] = `${fields.at(-1)} ${separator ? `${separator} ` : ''}${wrapped}`;
    for (const field of fields) {
      if (isContactField(field, name) || readPlace(field)) continue;
      // The name set twice ("Femke de Wilde<tab>Femke de Wilde": a logo and the heading) is not the headline.
      if (!isHeadline(field) || (name && foldKey(field) === foldKey(name))) continue;
      // Past contact lines, further than three lines down, only a line naming a job is the title.
      if (i > nameIndex + 3 && !TITLE_WORD.test(field) && !STUDENT_WORD.test(field)) continue;
      // A title with its specialties ("Art Director · Figma & Personas") is one headline, as printed;
      // a text set apart on the same baseline ("Resumé title<tab>additional information") is not.
      // (On the name's line, what the name's cell is set apart from is what follows it.)
      const after = i === nameIndex ? line.text.split('\t').slice(1).join('\t') : line.text;
      const whole =
        fields.length > 1 &&
        fields.length <= 4 &&
        !after.includes('\t') &&
        fields.every((f) => !isContactBit(f) && !readPlace(f) && !isPersonalDetail(f) && !findDateRange(f));
      // The same within a cell a tab sets apart ("Back-end developer – Python & Docker<tab>06… · Lyon").
      const cell = i === nameIndex || whole ? null : titleCell(line.text, field, header[i + 1]?.text);
      headline = cell ?? (!whole ? field : i === nameIndex ? fields.join(' · ') : titleOf(text));
      headlineIndex = i;
      if (i > nameIndex && (whole || fields.length === 1)) {
        const more = headlineGoesOn(header, i, headline);
        if (more) [headline, headlineIndex] = [`${headline} ${more}`, i + 1];
      }
      break;
    }
  });
  if (headline) return { text: headline, index: headlineIndex };
  return nameIndex < 0
    ? null
    : ((nameIndex > 0 ? headlineAbove(header, nameIndex, name) : null) ?? headlineInDisplayType(header, nameIndex));
}
