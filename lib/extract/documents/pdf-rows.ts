import { closeLetterSpacing, isLetterSpaced } from './pdf-text.ts';
import type { PlacedText } from './pdf-layout.ts';

/** Runs of text sharing a baseline, left to right, in the largest type among them. */
export interface Row {
  y: number;
  size: number;
  items: PlacedText[];
}

// Gaps between runs, in ems of the row's type: wider than a word space sets pieces apart, wider still a field.
export const SPACED_GAP = 0.45;
export const TAB_GAP = 0.8;

const tidy = (text: string) =>
  text
    .replace(/[ \u00a0]+/g, ' ')
    .replace(/ ?\t ?/g, '\t')
    .trim();

// A separator set between letter-spaced words ("C H E F  |  S A P", "D A T A  ·  B I"): no letter or digit.
const SEPARATOR = /^[^\p{L}\p{N}\s]{1,2}$/u;

/**
 * Whether the gap between two letter-spaced runs ("M A Ë L L E", "D U P R E Z"), or between one and a
 * separator, is the space between two words: the tracking that spreads the letters widens the word
 * space too, so it is measured against the letters' own pitch, not the type's size.
 */
function wordGapInSpacedType(previous: PlacedText | undefined, item: PlacedText, gap: number): boolean {
  if (!previous) return false;
  const spaced = [previous, item].filter((t) => isLetterSpaced(t.text));
  if (spaced.length === 0 || (spaced.length === 1 && ![previous, item].some((t) => SEPARATOR.test(t.text.trim())))) return false;
  const pitch = spaced[0]!.width / spaced[0]!.text.replace(/ /g, '').length;
  return gap < pitch * 2;
}

/**
 * Joins a row's runs: a space for a word gap, a tab (a field separator) for a wide one. `spaced` are the
 * pieces that gaps wider than a word space set apart, when there are several: tags or chips, whose boxes
 * keep them apart on the page though the text layer joins them with a space.
 */
export function rowPieces(row: Row): { text: string; spaced?: string[] } {
  let text = '';
  let end = -Infinity;
  let pendingSpace = false;
  let previous: PlacedText | undefined;
  const starts: number[] = [];
  const runs = closeLetterSpacing(row.items.map((item) => item.text));
  for (const [i, item] of row.items.entries()) {
    // Whitespace runs (often stretched across a gap by \hfill or tab stops) only mark a gap.
    if (!item.text.trim()) {
      pendingSpace = true;
      continue;
    }
    const gap = item.x - end;
    if (text && wordGapInSpacedType(previous, item, gap)) {
      text += ' ';
    } else if (text) {
      if (gap > row.size * TAB_GAP || (item.cellStart && gap > row.size * SPACED_GAP)) text = text.trimEnd() + '\t';
      else if ((pendingSpace || gap > row.size * 0.12) && !/\s$/.test(text) && !/^\s/.test(item.text)) text += ' ';
      if (gap > row.size * SPACED_GAP && gap <= row.size * TAB_GAP && !item.cellStart) starts.push(text.length);
    }
    text += runs[i];
    end = Math.max(end, item.x + item.width);
    pendingSpace = false;
    previous = item;
  }
  if (!starts.length || text.includes('\t')) return { text: tidy(text) };
  const pieces = [0, ...starts].map((start, i) => tidy(text.slice(start, starts[i] ?? text.length)));
  // A bullet or an icon set off before its text ("·  Microsoft Office") is no piece of its own.
  const spaced = pieces.reduce<string[]>((kept, piece, i) => {
    const previous = pieces[i - 1];
    if (i > 0 && previous !== undefined && !/[\p{L}\d]/u.test(previous)) kept[kept.length - 1] = piece;
    else kept.push(piece);
    return kept;
  }, []);
  return spaced.length > 1 ? { text: tidy(text), spaced } : { text: tidy(text) };
}

export const rowText = (row: Row) => rowPieces(row).text;

/** A row's runs before its first wide gap (its first cell, as rowText sets it apart with a tab), and the rest. */
export function firstCell(row: Row): [PlacedText[], PlacedText[]] {
  const runs = row.items.filter((t) => t.text.trim());
  let end = -Infinity;
  const cut = runs.findIndex((t) => {
    if (end > -Infinity && (t.x - end > row.size * TAB_GAP || (t.cellStart && t.x - end > row.size * SPACED_GAP))) return true;
    end = Math.max(end, t.x + t.width);
    return false;
  });
  return cut < 0 ? [runs, []] : [runs.slice(0, cut), runs.slice(cut)];
}
