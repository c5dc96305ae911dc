import type { CandidateName } from '../candidate.ts';
import { cityCountry, countryNamed, regionCountry } from '../fields/gazetteer/index.ts';
import { isDocumentTitle, labelKind } from '../fields/label-rows.ts';
import { NAME_TITLES, POSTNOMINAL_DEGREES } from '../fields/name-titles.ts';
import { alternativesOf } from './word-alternatives.ts';
import { classifyHeading } from './sections.ts';
import { cleanText } from './text.ts';
import { COMPANY_WORD, TITLE_WORD } from './vocabulary.ts';

// Forms of address and titles before a name, one or more ("Prof. Dr.", "Herr Dipl.-Ing."), and degrees after it.
const TITLE = `(?:(?:${alternativesOf(NAME_TITLES.withOrWithoutDot)})\\.?|${alternativesOf(NAME_TITLES.withDot)})`;
const HONORIFIC = new RegExp(`^(?:${TITLE}\\s+)+`, 'iu');
const POSTNOMINAL = new RegExp(`\\s+(?:${alternativesOf(POSTNOMINAL_DEGREES)})$`, 'u');
export const PARTICLE = /^(van|von|de|du|des|der|den|da|di|del|della|le|la|los|las|op|bin|ibn|al|el|dos|das|do|ter|ten|zu|vom|y|e)$/i;
// A capitalised word, an initial, or one with an elided particle or prefix: "d'Arcy", "O'Sullivan", "McAllister".
const NAME_WORD = /^(?:[dl]['’])?[\p{Lu}][\p{L}'’.-]*$|^[\p{Lu}]\.$/u;

/** `J O H N   D O E` (letter-spaced headings) → `JOHN DOE`. */
export function collapseLetterSpacing(text: string): string {
  if (!/^(?:\p{L} ){2,}\p{L}/u.test(text)) return text;
  return text
    .split(/\s{2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
}

// Where two words meet without their space: a capital after two small letters ("JaneDoe", "ProductDesigner").
const GLUED = /(?<=\p{Ll}{2})(?=\p{Lu}\p{Ll})/gu;

/**
 * Words a design tool's PDF ran together, apart again: "MarieDupont" → "Marie Dupont". Only a text
 * without spaces whose every part is a word of three letters or more ("McDonald", "LinkedIn" stay).
 */
export function splitGluedWords(text: string): string {
  if (/\s/.test(text)) return text;
  const words = text.replace(GLUED, ' ').split(' ');
  return words.length > 1 && words.every((w) => w.length >= 3) ? words.join(' ') : text;
}

/** `JEAN-PIERRE DUPONT` → `Jean-Pierre Dupont`; mixed-case names are left as written. */
export function tidyNameCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

// Chinese, Japanese and Korean names: family name first, 2 to 6 characters, often with a space.
const CJK = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
const CJK_NAME = new RegExp(`^(?:${CJK}{2,4}|${CJK}{1,3} ${CJK}{1,3})$`, 'u');

export function isCjkName(text: string): boolean {
  return CJK_NAME.test(text);
}

// A CV's own title is no name.
const DOCUMENT_TITLE = /^(curriculumvitae|cv|resume|résumé|lebenslauf|履歴書|简历|이력서)$/iu;

// "Curriculum" names the document only with "vitae" or alone: "Curriculum Lead" is a job.
export const CV_WORD = /\b(resume|résumé|vitae|cv)\b|\bcurriculum(?=\s+vit)|^\s*curriculum\s*$/i;
// The document's title before the name on its line, with the word that may join them ("Curriculum Vitae de Marie Dupont").
const LEADING_CV_WORDS =
  /^(?:(?:resume|résumé|curriculum|vitae|cv|lebenslauf|currículum|currículo)\s+)+(?:(?:de|del|di|of|von|van)\s+(?=\p{Lu}))?/iu;

/** Whether a text opens on the document's title ("Lebenslauf Anna Vogt", "Currículum Vitae María García"). */
export const opensOnDocumentTitle = (text: string) => LEADING_CV_WORDS.test(text);

/** "MÜLLER, Hans": a surname in capitals, a comma, then the given names. */
const SURNAME_COMMA_FIRST = /^([\p{Lu}'’ -]{2,}),\s*([\p{Lu}][\p{Ll}'’-]+(?:[ -][\p{Lu}][\p{Ll}'’-]+)*)$/u;
// "Müller, Hans", "van der Berg, Pieter": a surname as written, a comma, then the given names, as
// lists, forms and academic CVs set them; told from "Lyon, France" by the gazetteer.
const NAME_PART = `(?:(?:[\\p{Ll}]{1,3}['’ ]\\s?)*[\\p{Lu}][\\p{L}'’-]+)`;
const SURNAME_COMMA_GIVEN = new RegExp(
  `^(${NAME_PART}(?: ${NAME_PART}){0,2}),\\s*([\\p{Lu}][\\p{Ll}'’-]+(?:[ -][\\p{Lu}][\\p{Ll}'’-]+){0,2})$`,
  'u',
);

/** The surname and the given names of a name written surname first with a comma, or null. */
function surnameFirst(text: string): { surname: string; given: string } | null {
  const m = SURNAME_COMMA_FIRST.exec(text) ?? SURNAME_COMMA_GIVEN.exec(text);
  if (!m?.[1] || !m[2]) return null;
  const [surname, given] = [m[1].trim(), m[2].trim()];
  const place = (part: string) => !!(countryNamed(part) ?? regionCountry(part) ?? cityCountry(part));
  // "Jane Doe, Senior Engineer" is a name and a title, not a surname and given names.
  if (TITLE_WORD.test(given) || countryNamed(surname) || (!/\p{Lu}{2}/u.test(surname) && (place(surname) || place(given)))) return null;
  return { surname, given };
}

// What a person writes in brackets after their name: their age ("(32)", "(34 Jahre)"), their pronouns
// ("(she/her)"), a birth name ("(née Martin)"); no part of the name.
const NAME_ASIDE =
  /\s*\((?:\d{2}(?:\s*\p{L}+\.?)?|\p{L}+\s*\/\s*\p{L}+(?:\s*\/\s*\p{L}+)?|(?:née|nee|geb\.|geborene|born)\s+\p{L}[\p{L}'’-]*)\)$/iu;

/** A name line without the aside its writer put after the name: "Jan Jansen (35)", "Jan Jansen MSc" → "Jan Jansen". */
export function withoutNameAside(text: string): string {
  const name = text.replace(NAME_ASIDE, '').replace(POSTNOMINAL, '');
  return name !== text && looksLikeName(name) ? name : text;
}

/** Whether a short line reads like a person's name: 1–5 capitalised words, no digits or symbols. */
export function looksLikeName(text: string, allowSingleWord = false): boolean {
  const t = cleanText(collapseLetterSpacing(text)).replace(HONORIFIC, '');
  if (DOCUMENT_TITLE.test(t.replace(/\s/g, '')) || CV_WORD.test(t) || opensOnDocumentTitle(t) || isDocumentTitle(t)) return false;
  if (isCjkName(t)) return true;
  const comma = surnameFirst(t);
  if (comma) return looksLikeName(`${comma.given} ${comma.surname}`);
  if (!t || t.length > 60 || /[\d@:/|,;()!?]/.test(t)) return false;
  const words = t.split(' ');
  // A one-word name is a whole word, not initials ("AD"); five names at most, particles aside
  // ("Ana Luísa Ferreira da Costa Martins", "María de los Ángeles Pérez").
  const named = words.filter((w) => !PARTICLE.test(w));
  if (named.length > 5 || words.length > 7 || (words.length < 2 && (!allowSingleWord || t.length < 3))) return false;
  // Headings ("Contact", "Persönliche Daten"), labels ("Estado civil") and company names are set like names.
  if (classifyHeading(t) || labelKind(t) || COMPANY_WORD.test(t)) return false;
  // "ResearchGate", "LinkedIn": a brand's capital after a whole word; "McAllister", "DeShawn" are names.
  return named.length >= 1 && named.every((w) => NAME_WORD.test(tidyNameCase(w)) && !/\p{Ll}{4}\p{Lu}/u.test(w));
}

const isCapitals = (word: string) => word.length > 1 && word === word.toUpperCase() && /\p{Lu}{2}/u.test(word);

/**
 * Full name split into first and last: the last word (with particles before it) is the last name,
 * unless the document sets the surname apart in capitals ("DUPONT Marie", "Jean DE LA FONTAINE",
 * "MÜLLER, Hans").
 */
export function splitName(fullName: string): CandidateName {
  const written = cleanText(collapseLetterSpacing(fullName)).replace(HONORIFIC, '');
  const comma = surnameFirst(written);
  if (comma) return { full: `${comma.given} ${comma.surname}`, first: comma.given, last: comma.surname };
  const full = tidyNameCase(written);
  const words = full.split(' ').filter(Boolean);
  if (words.length === 2 && isCjkName(full)) return { full, first: words[1] ?? null, last: words[0] ?? null };
  if (words.length < 2) return { full: full || null, first: words[0] ?? null, last: null };
  const capitals = words.map(isCapitals);
  const leading = capitals.indexOf(false);
  if (leading > 0 && capitals.slice(leading).every((c) => !c)) {
    return { full, first: words.slice(leading).join(' '), last: words.slice(0, leading).join(' ') };
  }
  const trailing = capitals.lastIndexOf(false) + 1;
  let lastStart = trailing > 0 && trailing < words.length ? trailing : words.length - 1;
  while (lastStart > 1 && PARTICLE.test(words[lastStart - 1] ?? '')) lastStart--;
  return { full, first: words.slice(0, lastStart).join(' '), last: words.slice(lastStart).join(' ') };
}

/** Name-like parts of a page title: `Jane Doe — Developer`, `CV - Jane Doe`, `Resume Jane Doe | Site`. */
export function namesInTitle(title: string): string[] {
  return title
    .split(/\s[-|–—·:]\s/)
    .map((part) => cleanText(part).replace(LEADING_CV_WORDS, ''))
    .filter((part) => looksLikeName(part));
}
