import type { CandidateName } from '../candidate.ts';
import { cleanText } from './text.ts';

const HONORIFIC = /^(dr|mr|mrs|ms|miss|prof|mme|mlle|m)\.?\s+/i;
const PARTICLE = /^(van|von|de|du|des|der|den|da|di|del|della|le|la|bin|ibn|al|el|dos|das|ter|ten)$/i;
const NAME_WORD = /^[\p{Lu}][\p{L}'’.-]*$|^[\p{Lu}]\.$/u;

/** `J O H N   D O E` (letter-spaced headings) → `JOHN DOE`. */
export function collapseLetterSpacing(text: string): string {
  if (!/^(?:\p{L} ){2,}\p{L}/u.test(text)) return text;
  return text.split(/\s{2,}/).map((word) => word.replace(/ /g, '')).join(' ');
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

const CV_WORD = /\b(resume|résumé|curriculum|vitae|cv)\b/i;

/** Whether a short line reads like a person's name: 1–5 capitalised words, no digits or symbols. */
export function looksLikeName(text: string, allowSingleWord = false): boolean {
  const t = cleanText(collapseLetterSpacing(text)).replace(HONORIFIC, '');
  if (DOCUMENT_TITLE.test(t.replace(/\s/g, '')) || CV_WORD.test(t)) return false;
  if (isCjkName(t)) return true;
  if (!t || t.length > 60 || /[\d@:/|,;()!?]/.test(t)) return false;
  const words = t.split(' ');
  if (words.length > 5 || (words.length < 2 && !allowSingleWord)) return false;
  const capitalised = words.filter((w) => NAME_WORD.test(tidyNameCase(w)));
  return capitalised.length === words.filter((w) => !PARTICLE.test(w)).length && capitalised.length >= 1;
}

/** Full name split into first and last: the last word (with particles before it) is the last name. */
export function splitName(fullName: string): CandidateName {
  const full = tidyNameCase(cleanText(collapseLetterSpacing(fullName)));
  const words = full.replace(HONORIFIC, '').split(' ').filter(Boolean);
  if (words.length === 2 && isCjkName(full)) return { full, first: words[1] ?? null, last: words[0] ?? null };
  if (words.length < 2) return { full: full || null, first: words[0] ?? null, last: null };
  let lastStart = words.length - 1;
  while (lastStart > 1 && PARTICLE.test(words[lastStart - 1] ?? '')) lastStart--;
  return { full, first: words.slice(0, lastStart).join(' '), last: words.slice(lastStart).join(' ') };
}
