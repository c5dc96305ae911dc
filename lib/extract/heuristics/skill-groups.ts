import type { TextLine } from './text-lines.ts';

const MAX_TITLE_WORDS = 3;
// Separators other than a tab: a tab may only set two columns of one item each side by side.
const LIST_MARK = /[,;|•·]|\s\/\s/;
// How far in the items of a group are set under its name; further right is another column.
const MAX_SET_IN = 40;

// Cells a row of items sets apart with tabs at least: two are a name and its detail side by side.
const MIN_TAB_CELLS = 3;
/** "Rust<tab>Go<tab>Kotlin": a row of items set in cells. */
const isTabRow = (text: string) => text.split('\t').filter((cell) => cell.trim()).length >= MIN_TAB_CELLS;

/** Short capitalised names without closing punctuation: "Clinical", "Langages", "Operations" + "Systems" side by side. */
function areNames(cells: string[]): boolean {
  return (
    cells.length > 0 &&
    cells.every((cell) => cell.split(' ').length <= MAX_TITLE_WORDS && /^\p{Lu}/u.test(cell) && !/[.,;:!?)）-]$/u.test(cell))
  );
}

/** The lines a name set out to the left heads: those after it up to the next line that goes as far left. */
function setInUnder(line: TextLine, after: TextLine[]): boolean {
  if (line.indent === undefined) return false;
  const end = after.findIndex((l) => l.indent === undefined || l.indent <= line.indent! + 2);
  const headed = end < 0 ? after : after.slice(0, end);
  const first = headed[0]?.indent ?? 0;
  return headed.length >= 2 && first - line.indent <= MAX_SET_IN && headed.every((l) => Math.abs((l.indent ?? 0) - first) <= 1);
}

/**
 * Whether a line names the group of skills under it ("Clinical" over "Triage, Wound care"): a short name
 * unlike the lines it heads, which are set in under it, bulleted where it is not, or list several items
 * where it names one. `after` are the lines after it, levels left out ("Advanced"); `before` the line before it.
 */
export function headsGroup(line: TextLine, cells: string[], after: TextLine[], before?: TextLine): boolean {
  const next = after[0];
  if (!next || line.bullet || LIST_MARK.test(line.text) || !areNames(cells)) return false;
  // An item: after a label ("Tools:" / "Docker"), or the end of a list that wrapped: after a separator
  // ("Agency management," / "Market research"), or set in further than the line after it ("…, CATIA" / "V5").
  if (before && /[,;|•·:：]$/.test(before.text.trim())) return false;
  if (line.indent !== undefined && next.indent !== undefined && line.indent > next.indent + 2) return false;
  if (setInUnder(line, after)) return true;
  return cells.length === 1 && (!!next.bullet || LIST_MARK.test(next.text) || isTabRow(next.text));
}
