// Two columns whose headings share a baseline ("Skills<tab>Work", "ARBEITSERFAHRUNG<tab>Fähigkeiten"): a PDF's
// reading order runs the columns together line by line, so each line is dealt back to its column by where it
// starts and, when it holds cells of both, by its cells.
import type { TextLine } from '../heuristics/text-lines.ts';
import type { SectionKind } from './headings/index.ts';

export interface ColumnSection {
  kind: SectionKind;
  heading: string;
  lines: TextLine[];
}

type Classify = (text: string, prominent: boolean) => SectionKind | null;

// Columns side by side are far apart: a line starting this far right of the left heading is in the right column.
const COLUMN_GAP = 100;
const BULLET_CELL = /^[•●▪■◦·\-–—*]$/u;
const DATE_CELL = /^(?:\p{L}{3,9}\.?\s)?\d{4}\s*[-–—]\s*(?:(?:\p{L}{3,9}\.?\s)?\d{4}|\p{L}+)$/u;

/** The kinds of a line that is nothing but two headings side by side, or null. */
export function headingPair(line: TextLine, classify: Classify): [SectionKind, SectionKind] | null {
  if (line.bullet || line.indent === undefined) return null;
  const cells = line.text.split('\t').map((cell) => cell.trim());
  if (cells.length !== 2) return null;
  const [left, right] = cells.map((cell) => classify(cell, false));
  return left && right ? [left, right] : null;
}

// A line starting this close to a cell's start is set under it.
const UNDER_CELL = 30;

/**
 * Whether a line under the line of cells at `start`, before the next line set as large, starts under its first
 * cell. Where every line starts further right, the first cell stands in a margin rail beside the text column,
 * as a heading beside its section's first line does ("Skills<tab>Languages" over "Fortran, Cobol": the first
 * group of skills), and heads no column of its own.
 */
export function linesUnderFirstCell(lines: TextLine[], start: number): boolean {
  const row = lines[start]!;
  const firstCell = row.indent ?? 0;
  let under = 0;
  for (const line of lines.slice(start + 1)) {
    if (line.page !== row.page || line.indent === undefined || (line.size ?? 0) >= (row.size ?? 0) * 0.95) break;
    if (line.indent <= firstCell + UNDER_CELL) return true;
    under++;
  }
  return under === 0;
}

/** A line's cells dealt to the left and right columns; dates beside a cell stay with it. */
function dealCells(line: TextLine, leftIndent: number): [string[], string[]] {
  const cells = line.text
    .split('\t')
    .map((cell) => cell.trim())
    .filter((cell) => cell && !BULLET_CELL.test(cell));
  if ((line.indent ?? 0) > leftIndent + COLUMN_GAP) return [[], cells];
  let split = 1;
  while (split < cells.length - 1 && DATE_CELL.test(cells[split]!)) split++;
  return [cells.slice(0, split), cells.slice(split)];
}

/**
 * The sections of the two columns opened by the heading pair at `start`, read until the page ends: a
 * heading line of one column, or a heading cell of a line set as large as the pair, opens that column's next
 * section. Returns the sections in the order they were opened, the column read last at the end, and the index
 * of the first line after the region.
 */
export function readColumns(
  lines: TextLine[],
  start: number,
  classify: Classify,
  kindOf: (index: number) => SectionKind | null,
): { sections: ColumnSection[]; end: number } {
  const pair = lines[start]!;
  const leftIndent = pair.indent ?? 0;
  const [leftHeading = '', rightHeading = ''] = pair.text.split('\t').map((cell) => cell.trim());
  const [leftKind, rightKind] = headingPair(pair, classify)!;
  const columns: ColumnSection[] = [
    { kind: leftKind, heading: leftHeading, lines: [] },
    { kind: rightKind, heading: rightHeading, lines: [] },
  ];
  const sections = [...columns];
  let last = 1;
  const open = (column: number, kind: SectionKind, heading: string) => {
    columns[column] = { kind, heading, lines: [] };
    sections.push(columns[column]);
  };
  let end = start + 1;
  for (; end < lines.length; end++) {
    const line = lines[end]!;
    if (line.page !== pair.page || line.indent === undefined) break;
    const [leftCells, rightCells] = dealCells(line, leftIndent);
    const setAsHeading = (line.size ?? 0) >= (pair.size ?? 0) * 0.95;
    const ownKind = kindOf(end);
    if (ownKind && setAsHeading && !line.text.includes('\t')) {
      last = leftCells.length ? 0 : 1;
      open(last, ownKind, line.text);
      continue;
    }
    for (const [column, cells] of [leftCells, rightCells].entries()) {
      if (!cells.length) continue;
      last = column;
      const cellKind = cells.length === 1 && setAsHeading ? classify(cells[0]!, false) : null;
      if (cellKind) open(column, cellKind, cells[0]!);
      else columns[column]!.lines.push({ ...line, text: cells.join('\t') });
    }
  }
  // The section read last goes on taking lines after the region.
  const lastSection = columns[last]!;
  return { sections: [...sections.filter((s) => s !== lastSection), lastSection], end };
}
