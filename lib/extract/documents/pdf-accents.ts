// pdfTeX with OT1 fonts sets an accented letter as the letter and an accent glyph of its own, moved
// over (or under) it. Over a capital the accent is raised, and pdf.js gives it as a run of its own,
// placed inside the run of the word it belongs to: read left to right by runs, it would land after
// that word's first letter ("Elo¨ıse", "´" → "Elo¨´ıse"). Each such run goes back into its word,
// before the letter it stands over (after the letter it stands under), where pdf-text.ts joins them.
import type { PlacedText } from './pdf-layout.ts';
import { ABOVE_GLYPHS, BELOW_GLYPHS, joinSplitAccents } from './pdf-text.ts';

const ACCENT = ABOVE_GLYPHS + BELOW_GLYPHS;
const ACCENTS_ONLY = new RegExp(`^[\\s${ACCENT}]+$`);
const ONE_ACCENT = new RegExp(`^[${ACCENT}]$`);
const BELOW = new RegExp(`^[${BELOW_GLYPHS}]$`);

/** The index of the letter of `text` nearest `at` (a fractional index), capitals first when `capital`. */
function nearestLetter(text: string, at: number, capital: boolean): number {
  let best = -1;
  for (const [i, c] of [...text].entries()) {
    if (!/\p{L}/u.test(c) || (capital && !/\p{Lu}/u.test(c))) continue;
    if (best < 0 || Math.abs(i - at) < Math.abs(best - at)) best = i;
  }
  return best < 0 && capital ? nearestLetter(text, at, false) : best;
}

/**
 * A row's runs (left to right) with each accent-only run that stands within another run put into
 * that run's text, at the letter under (or over) its middle; accent-only runs lose the spaces pdf.js
 * reads between two accents ("¸ ˜"). Runs of characters one to one with their advance are assumed:
 * the letter is found by the accent's share of the run's width, then the nearest letter to it.
 */
export function placeAccentRuns(items: PlacedText[]): PlacedText[] {
  const kept = items.map((item) => ({
    ...item,
    text: ACCENTS_ONLY.test(item.text) && item.text.trim() ? item.text.replace(/\s+/g, '') : item.text,
  }));
  for (const accent of kept.filter((item) => ONE_ACCENT.test(item.text))) {
    const middle = accent.x + accent.width / 2;
    const host = kept.find((h) => h !== accent && !ACCENTS_ONLY.test(h.text) && h.x < middle && middle < h.x + h.width);
    if (!host) continue;
    const chars = [...host.text];
    const below = BELOW.test(accent.text);
    const raised = accent.y > host.y + host.size * 0.1;
    const letter = nearestLetter(host.text, ((middle - host.x) / host.width) * chars.length - 0.5, raised);
    if (letter < 0) continue;
    const at = below ? letter + 1 : letter;
    host.text = [...chars.slice(0, at), accent.text, ...chars.slice(at)].join('');
    kept.splice(kept.indexOf(accent), 1);
  }
  return kept;
}

// A run ending on a letter and an accent over the next run's first letter, with or without the space between.
const ENDS_ON_ACCENT = new RegExp(`(?<=\\p{L})( ?)([${ABOVE_GLYPHS}])$`, 'u');
const OPENS_ON_LETTER = /^(\p{Ll})(\p{L})?/u;
// Accented letters that are words of their own ("à Paris", "è stato"): after a space, one of them ends no word.
const ONE_LETTER_WORDS = new Set(['à', 'è']);

/** Where a run ends on an accent over the next run's first letter: the accent and that letter, and the space between. */
function accentAcross(run: PlacedText, next: PlacedText | undefined) {
  const end = ENDS_ON_ACCENT.exec(run.text);
  const open = next && Math.abs(next.y - run.y) < run.size * 0.3 ? OPENS_ON_LETTER.exec(next.text) : null;
  if (!end || !open) return null;
  return { key: `${run.font ?? ''}|${end[2]}${open[1]}`, spaced: end[1] === ' ', wordEnds: !open[2], letter: `${end[2]}${open[1]}` };
}

/**
 * A page's runs in the order pdf.js gives them, without the space an accent's kern leaves inside a word. pdfTeX
 * (OT1) moves an accent over its letter by a kern, which pdf.js reads as a space where the accent is narrow beside
 * its letter, in some fonts ("Einf ¨" | "uhrung", "Universit ´" | "e"); the accent ends a run and its letter opens the
 * next. Where a font sets an accent over a letter with no space before it somewhere on the page ("strat´" | "egie"),
 * a space before that accent and letter in that font is a word's ("en ´" | "etudes"); where it never does, the space is
 * the kern's and goes, but before an accented letter that is a word of its own ("stage `" | "a Brest").
 */
export function closeAccentKerns(texts: PlacedText[]): PlacedText[] {
  const across = texts.map((run, i) => accentAcross(run, texts[i + 1]));
  const setClose = new Set(across.flatMap((a) => (a && !a.spaced ? [a.key] : [])));
  return texts.map((run, i) => {
    const a = across[i];
    if (!a?.spaced || setClose.has(a.key)) return run;
    if (a.wordEnds && ONE_LETTER_WORDS.has(joinSplitAccents(a.letter))) return run;
    return { ...run, text: run.text.replace(ENDS_ON_ACCENT, '$2') };
  });
}
