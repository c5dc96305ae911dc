import { hasEntryDate } from '../heuristics/dates.ts';
import type { TextLine } from '../heuristics/text-lines.ts';
import { toggle } from './docx-styles.ts';
import { child, type XmlElement } from './xml.ts';

/** A table row as read: its element, and the lines of each of its cells that hold text. */
export interface ReadRow {
  element: XmlElement;
  cells: TextLine[][];
  /** Every cell with text is shaded. */
  shaded: boolean;
}

/** A fill a reader sees: neither automatic nor white. */
export const isShading = (fill: string | undefined) => !!fill && !/^(?:auto|0{6}|f{6})$/i.test(fill);

export const isShadedCell = (cell: XmlElement) => isShading(child(child(cell, 'w:tcPr'), 'w:shd')?.attrs['w:fill']);

/** A word or three naming a column ("Year", "Degree", "Langue"): no figures, no sentence. */
const isColumnLabel = (cell: TextLine[]) =>
  cell.length === 1 && /\p{L}/u.test(cell[0]!.text) && !/[\d\t,;.@]/.test(cell[0]!.text) && cell[0]!.text.split(' ').length <= 3;

const allBold = (cells: TextLine[][]) => cells.every((c) => c.every((l) => l.bold));

/** Whether a row is set apart from every row under it: shaded where they are not, or all bold where no cell of theirs is. */
function setApart(row: ReadRow, below: ReadRow[]): boolean {
  if (row.shaded) return below.every((r) => !r.shaded);
  return allBold(row.cells) && below.every((r) => !r.cells.some((c) => allBold([c])));
}

/**
 * A table's column header row ("Year | Degree | School", "Language | Level") labels the columns under it;
 * it is no entry. Word marks it as the row repeated atop each page (`w:tblHeader`), or it is set apart
 * (bold, shaded) over dated rows of as many cells. Two cells alone could be a label and its value
 * ("Name | Jane Doe"), so an unmarked row needs three; over undated rows it may be the content itself
 * ("English | German | French" over their levels).
 */
export function isColumnHeaderRow([first, ...below]: ReadRow[]): boolean {
  if (!first || first.cells.length < 2 || !first.cells.every(isColumnLabel)) return false;
  if (toggle(child(child(first.element, 'w:trPr'), 'w:tblHeader'))) return true;
  const alike = below.filter((r) => r.cells.length === first.cells.length);
  const dated = alike.some((r) => r.cells.some((c) => c.some((l) => hasEntryDate(l.text))));
  return first.cells.length >= 3 && dated && alike.length === below.length && setApart(first, below);
}
