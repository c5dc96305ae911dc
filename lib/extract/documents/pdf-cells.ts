import { isLetterSpaced } from './pdf-text.ts';
import { SPACED_GAP, TAB_GAP, type Row } from './pdf-rows.ts';

/** How far apart, in points, two runs may start and still share a column. */
const SAME_COLUMN = 1;
/** Rows that must set a field apart at one place before that place counts as a column. */
const MIN_ROWS = 2;

// Letter-spaced display type sets each letter as a run of its own, its letters aligned down the page: no cells.
const MIN_CELL_TEXT = 3;
const isWords = (row: Row, i: number) =>
  (row.items[i]?.text.trim().length ?? 0) >= MIN_CELL_TEXT &&
  row.items.slice(0, i).some((t) => t.text.trim().length >= MIN_CELL_TEXT) &&
  !isLetterSpaced(row.items[i]!.text);

const gapBefore = (row: Row, i: number) => {
  const end = Math.max(...row.items.slice(0, i).map((t) => (t.text.trim() ? t.x + t.width : -Infinity)));
  return row.items[i]!.x - end;
};

/**
 * A table set without rules: where two rows or more start a field at one place after a wide gap, a run
 * starting there after a gap wider than a word space starts a field too, though its gap is narrower (a
 * longer first cell left less room before the column), in a row whose other fields are set apart already.
 */
export function markAlignedCells(rows: Row[]): void {
  const starts: number[] = [];
  for (const row of rows)
    row.items.forEach((t, i) => {
      if (i > 0 && isWords(row, i) && gapBefore(row, i) > row.size * TAB_GAP) starts.push(t.x);
    });
  const isColumn = (x: number) => starts.filter((s) => Math.abs(s - x) <= SAME_COLUMN).length >= MIN_ROWS;
  for (const row of rows) {
    // Only a row already read as cells, a wide gap setting apart another of its fields (a name, a label and its value stay whole).
    if (!row.items.some((t, i) => i > 0 && t.text.trim() && gapBefore(row, i) > row.size * TAB_GAP)) continue;
    row.items.forEach((t, i) => {
      const gap = i > 0 && isWords(row, i) ? gapBefore(row, i) : 0;
      if (gap > row.size * SPACED_GAP && gap <= row.size * TAB_GAP && isColumn(t.x)) t.cellStart = true;
    });
  }
}
