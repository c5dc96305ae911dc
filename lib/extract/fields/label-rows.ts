import { memoByText } from '../heuristics/memo-by-text.ts';
import { foldKey } from '../heuristics/text.ts';
import { HEADER_WORDS, type LabelKind } from './labels/index.ts';

export type { LabelKind } from './labels/index.ts';

export interface LabelRow {
  kind: LabelKind;
  value: string;
}

function lookup(words: (w: (typeof HEADER_WORDS)[number]) => string[]): Set<string> {
  return new Set(HEADER_WORDS.flatMap(words).map(foldKey));
}

// First language wins on a label two languages share with different kinds ("nome": Italian first
// name, Portuguese full name): the header reader joins names split over rows either way.
const LABELS = new Map<string, LabelKind>();
for (const words of HEADER_WORDS) {
  for (const [kind, labels] of Object.entries(words.labels) as [LabelKind, string[]][]) {
    for (const label of labels) if (!LABELS.has(foldKey(label))) LABELS.set(foldKey(label), kind);
  }
}
const PERSONAL_WORDS = lookup((w) => w.personalWords);
const STREET_WORDS = lookup((w) => w.streetWords);
const DOCUMENT_TITLES = lookup((w) => w.documentTitles);
const REFEREE_HEADINGS = lookup((w) => w.refereeHeadings);
const GREETINGS = [...lookup((w) => w.greetings)].sort((a, b) => b.length - a.length);
const PERSONAL_KINDS = new Set<LabelKind>(['birth', 'nationality', 'licence', 'marital', 'age', 'gender']);
const MAX_LABEL_WORDS = 5;
// Experience in the seven languages, folded: "expérience", "Erfahrung", "experiência", "esperienza", "ervaring".
const EXPERIENCE_WORD = /\b(?:experience|experiencia|esperienza|ervaring|\w*erfahrung)\b/;

// "Label: value", "Label : value", "Label<tab>value" (a table row or a PDF label column), "Label | value".
const LABEL_VALUE = /^([^:：\t|]{1,40}?)\s*(?:[:：]|\t|\s\|\s)\s*(.*)$/s;

const NAME_PARTS = new Set<LabelKind | undefined>(['name', 'firstName', 'lastName']);

/**
 * The kind of a label ("Téléphone", "Date of birth", "E-Mail"), or null. Labels joined by a slash name
 * one field when they agree: a form's "Name / Surname" or "Nom(s) / Prénom(s)" labels the whole name.
 */
export const labelKind = memoByText((label: string): LabelKind | null => {
  const parts = label.split(/\s\/\s/);
  if (parts.length > 1) {
    const kinds = parts.map((part) => LABELS.get(foldKey(part.replace(/\(.*?\)/g, ' '))));
    if (kinds.every((kind) => NAME_PARTS.has(kind))) return 'name';
    return kinds.every((kind) => kind && kind === kinds[0]) ? kinds[0]! : null;
  }
  const key = foldKey(label.replace(/\(.*?\)/g, ' '));
  if (!key || key.split(' ').length > MAX_LABEL_WORDS) return null;
  return LABELS.get(key) ?? null;
});

/** A label row: `Nom : Dupont` → {kind: 'name', value: 'Dupont'}; a label with nothing after it has an empty value. */
export function readLabelRow(text: string): LabelRow | null {
  const m = LABEL_VALUE.exec(text.trim());
  const kind = m?.[1] ? labelKind(m[1]) : labelKind(text);
  if (!kind) return null;
  return { kind, value: (m?.[1] ? (m[2] ?? '') : '').trim() };
}

/** A label of several words run into its value without a colon: "Based in Lyon", "Wohnhaft in Köln", "Né le 3 mai". */
export function leadingLabel(text: string): LabelRow | null {
  const words = text.trim().split(/\s+/);
  for (let n = Math.min(MAX_LABEL_WORDS, words.length - 1); n >= 2; n--) {
    const kind = labelKind(words.slice(0, n).join(' '));
    if (kind) return { kind, value: words.slice(n).join(' ') };
  }
  return null;
}

/**
 * A phrase of residence after what the person does, on a short line: "Data Engineer based in Leeds",
 * "Développeuse basée à Nantes" → the words after it, or null. Only labels of two words or more,
 * which read as a phrase, not a word that may be part of a title ("Home", "Ort").
 */
export function residenceAfterWords(text: string, maxWords = 10): string | null {
  return splitAtResidence(text, maxWords)?.after ?? null;
}

/** "Data Engineer based in Leeds" → what is said before the phrase of residence and after it; null without one. */
export function splitAtResidence(text: string, maxWords = 10): { before: string; after: string } | null {
  const words = text.trim().split(/\s+/);
  if (words.length > maxWords) return null;
  for (let k = 1; k < words.length - 1; k++) {
    for (let n = Math.min(MAX_LABEL_WORDS, words.length - k - 1); n >= 2; n--) {
      if (LABELS.get(foldKey(words.slice(k, k + n).join(' '))) === 'address')
        return { before: words.slice(0, k).join(' '), after: words.slice(k + n).join(' ') };
    }
  }
  return null;
}

/** The first words of a line name a personal detail ("Né le 3 mai 1990", "Permis B", "Nationalité : …"). */
function startsWithPersonalLabel(key: string): boolean {
  const words = key.split(' ');
  for (let n = Math.min(MAX_LABEL_WORDS, words.length); n >= 1; n--) {
    const kind = LABELS.get(words.slice(0, n).join(' '));
    if (kind) return PERSONAL_KINDS.has(kind);
  }
  return false;
}

/**
 * Age, birth date, nationality, driving licence, marital status, sex: details a CV lists about its
 * owner that are never a name, a job title or a place ("42 ans, marié, un enfant", "Permis B").
 */
export function isPersonalDetail(text: string): boolean {
  const row = readLabelRow(text);
  if (row) return PERSONAL_KINDS.has(row.kind);
  const key = foldKey(text);
  if (startsWithPersonalLabel(key)) return true;
  // "6 ans d'expérience", "10 years of experience": a career's length, not the person's age.
  if (EXPERIENCE_WORD.test(key)) return false;
  const words = key.split(' ');
  // A word or pair of words of its own: "ans" in "32 ans", "years old", "verheiratet".
  return (
    words.some((w, i) => PERSONAL_WORDS.has(w) || PERSONAL_WORDS.has(`${w} ${words[i + 1] ?? ''}`)) &&
    (/\d/.test(text) || words.length <= 6)
  );
}

// German and Dutch streets are one word ending in a street word: "Hauptstraße", "Kerkstraat", "Lindenallee".
const ONE_WORD_STREET =
  /(?:strasse|straße|str|straat|weg|laan|gasse|platz|plein|gracht|allee|damm|ufer|steig|pfad|chaussee|kade|dijk|singel|dreef)$/;

/** A street address line: a number and a street word ("12 rue de la Paix", "Mühlfeldstraße 16", "C/ Mayor 5"). */
export function isStreetAddress(text: string): boolean {
  if (!/\d/.test(text)) return false;
  const words = foldKey(text).split(' ');
  return words.some((w) => STREET_WORDS.has(w) || (ONE_WORD_STREET.test(w) && w.length > 5));
}

/** What a CV calls itself ("Curriculum Vitae", "Lebenslauf", "Bewerbung"): no name, no headline. */
export function isDocumentTitle(text: string): boolean {
  return DOCUMENT_TITLES.has(foldKey(text));
}

/** A heading over other people's contact details: "References", "Referenzen", "Referencias". */
export function isRefereeHeading(heading: string): boolean {
  return REFEREE_HEADINGS.has(foldKey(heading.replace(/[:：]\s*$/, '')));
}

/** "Hi, I'm Jane Doe" → "Jane Doe"; text without a greeting is returned unchanged. */
export function withoutGreeting(text: string): string {
  const key = foldKey(text);
  const greeting = GREETINGS.find((g) => key === g || key.startsWith(`${g} `));
  if (!greeting) return text;
  // Drop as many words of the text as the greeting has, counting words as foldKey does ("I'm" is two).
  const words = text.split(/(?<=[\p{L}\p{N}])(?=[^\p{L}\p{N}])|(?<=[^\p{L}\p{N}])(?=[\p{L}\p{N}])/u);
  let seen = 0;
  let cut = 0;
  const target = greeting.split(' ').length;
  for (const [i, part] of words.entries()) {
    if (/[\p{L}\p{N}]/u.test(part)) seen++;
    if (seen === target) {
      cut = i + 1;
      break;
    }
  }
  return words
    .slice(cut)
    .join('')
    .replace(/^[\s,.!:;-]+/, '')
    .replace(/[\s.!]+$/, '');
}
