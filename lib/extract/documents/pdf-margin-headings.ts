import { classifyHeading } from '../heuristics/sections.ts';
import { firstCell, rowText, type Row } from './pdf-rows.ts';
import type { PlacedText } from './pdf-layout.ts';

/**
 * A margin heading shares its baseline with its section's first line but not its type ("Work" in
 * display type beside "Software Engineer" in the entries' title type): the two are read as two lines,
 * the heading's first, each in its own type size. That matters where the line beside the heading
 * titles what follows it (set larger than the row below): a title read in the heading's type is not
 * read like the titles after it. So does text set far smaller than the heading on its baseline (tags
 * beside "Skills" in display type): read in the heading's type, it would be taken for part of a heading.
 * A heading that wraps onto the row below ("Expérience" / "professionnelle") is left as it stands.
 */
export function splitMarginHeading(row: Row, below: Row | undefined): Row[] {
  const [heading, rest] = firstCell(row);
  if (!heading.length || !rest.length) return [row];
  const headingSize = Math.max(...heading.map((t) => t.size));
  const restSize = Math.max(...rest.map((t) => t.size));
  const headingRow: Row = { y: row.y, size: headingSize, items: heading };
  const headingEnd = Math.max(...heading.map((t) => t.x + t.width));
  const wraps =
    below !== undefined &&
    row.y - below.y <= headingSize * 1.6 &&
    below.items.some((t) => t.text.trim() && t.x < headingEnd && Math.abs(t.size - headingSize) <= 0.5);
  const titlesWhatFollows = below !== undefined && below.size < restSize - 0.5;
  const farSmaller = restSize < headingSize * 0.7;
  if (wraps || !(titlesWhatFollows || farSmaller) || restSize > headingSize * 0.9 || classifyHeading(rowText(headingRow)) === null)
    return [row];
  return [headingRow, { y: row.y, size: restSize, items: rest }];
}

/**
 * A section heading set in the margin beside its first entry wraps in its narrow column ("Expérience" /
 * "professionnelle", "Professional" / "Experience"): its second word, set apart on the next row in the heading's
 * column, goes back to the heading's row, which the entry's text would otherwise take it into; two headings one
 * over the other stay two.
 */
export function withMarginHeadingsJoined(rows: Row[]): Row[] {
  for (let i = 1; i < rows.length; i++) {
    const [above, row] = [rows[i - 1]!, rows[i]!];
    const [head, aboveRest] = firstCell(above);
    const [tail, rest] = firstCell(row);
    if (!head.length || !tail.length || !rest.length || !aboveRest.length || above.y - row.y > row.size * 1.6) continue;
    const textOfCell = (cell: PlacedText[]) => cell.map((t) => t.text.trim()).join(' ');
    const [headText, tailText] = [textOfCell(head), textOfCell(tail)];
    const sameColumn = (edge: (cell: PlacedText[]) => number) => Math.abs(edge(head) - edge(tail)) <= 2;
    const right = (cell: PlacedText[]) => Math.max(...cell.map((t) => t.x + t.width));
    const left = (cell: PlacedText[]) => Math.min(...cell.map((t) => t.x));
    if (
      !(sameColumn(right) || sameColumn(left)) ||
      right(tail) > left(rest) ||
      (classifyHeading(headText) !== null && classifyHeading(tailText) !== null) ||
      classifyHeading(`${headText} ${tailText}`, false) === null
    )
      continue;
    const x = Math.min(left(head), left(tail));
    const joined = { text: `${headText} ${tailText}`, x, y: above.y, width: Math.max(right(head), right(tail)) - x, size: head[0]!.size };
    above.items = [joined, ...aboveRest];
    row.items = rest;
  }
  return rows;
}

/**
 * A section heading set in the margin, in type larger than its text, stands level with the block it
 * names, often centred on it: the block's first line, to the right of the heading, may sit a little
 * above the heading's baseline. That line is read after the heading, in the section it belongs to.
 */
export function headingsBeforeLevelText(rows: Row[]): Row[] {
  const ordered = [...rows];
  for (let i = 1; i < ordered.length; i++) {
    const heading = ordered[i]!;
    const first = heading.items.find((t) => t.text.trim());
    if (!first || classifyHeading(rowText(heading).split('\t')[0] ?? '') === null) continue;
    const headingEnd = first.x + first.width;
    let j = i;
    while (j > 0) {
      const above = ordered[j - 1]!;
      const start = above.items.find((t) => t.text.trim())?.x ?? 0;
      if (above.y - heading.y >= heading.size * 0.7 || above.size >= heading.size * 0.9 || start <= headingEnd) break;
      j--;
    }
    if (j < i) ordered.splice(j, 0, ...ordered.splice(i, 1));
  }
  return ordered;
}
