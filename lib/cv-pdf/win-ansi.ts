import { plainTypography } from '../extract/heuristics/text.ts';
import { LATIN_SPELLINGS, spellGreekOu } from './latin-letters.ts';

// The characters the 14 standard PDF fonts can show (WinAnsiEncoding): printable ASCII, Latin-1,
// and the 27 characters Windows-1252 puts in 0x80–0x9F.
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const COMBINING_MARK = /\p{M}/u;

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char);
}

function latinSpelling(char: string): string | undefined {
  const lower = char.toLowerCase();
  const spelling = LATIN_SPELLINGS[lower];
  if (spelling === undefined || lower === char) return spelling;
  return spelling.charAt(0).toUpperCase() + spelling.slice(1);
}

/** One character outside WinAnsi as the closest text the standard fonts can show. */
function closestWinAnsi(char: string): string {
  if (char === '\n') return '\n';
  if (/\s/.test(char)) return ' ';
  let out = '';
  // NFKD takes accents off (ő → o + ˝) and spells out compatibility forms (ﬁ → fi, full-width letters).
  for (const part of char.normalize('NFKD')) {
    if (COMBINING_MARK.test(part)) continue;
    if (isWinAnsi(part)) out += part;
    else out += latinSpelling(part) ?? (/[\p{L}\p{N}]/u.test(part) ? '?' : '');
  }
  return out;
}

/** Text in the characters the standard fonts carry, each other character replaced by its closest Latin form. */
export function winAnsiCharacters(text: string): string {
  let out = '';
  // A soft hyphen is in Latin-1 but the fonts would print it as a hyphen.
  for (const char of spellGreekOu(text.normalize('NFC')).replace(/\u00ad/g, '')) out += isWinAnsi(char) ? char : closestWinAnsi(char);
  return out;
}

/**
 * The candidate's text as the page shows it, without garbage: typographic quotes and dashes made
 * plain (the service mishandles them), characters outside WinAnsi replaced by their closest Latin
 * form ("Łukasz Wróblewski" → "Lukasz Wróblewski": ó is in WinAnsi and stays), symbols and emoji
 * dropped, letters of scripts with no Latin spelling here shown as "?".
 */
export function toWinAnsi(text: string): string {
  return winAnsiCharacters(plainTypography(text));
}

/** A one-line field: WinAnsi, whitespace collapsed, trimmed. */
export function winAnsiLine(text: string | null | undefined): string {
  return toWinAnsi(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
