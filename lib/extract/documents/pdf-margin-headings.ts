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
 * over the other stay two. In a layout table whose text cell sets its first line a little lower than the heading's
 * (Word's spacing before a paragraph), the heading's first line stands alone above that line and its second below
 * it ("Employment" / "UX Designer<tab>2023 – 2025" / "History"): the halves are joined over the text's line. Where
 * the heading broke at a hyphen or inside a word ("EDV-" / "KENNTNISSE", "SPRACHKENNTNI" / "SSE"), it is joined
 * without a space.
 */
export function withMarginHeadingsJoined(rows: Row[]): Row[] {
  for (let i = 0; i < rows.length; i++) {
    const above = rows[i]!;
    const [head, aboveRest] = firstCell(above);
    if (!head.length) continue;
    for (const row of rowsThatMayGoOn(rows, i, head, aboveRest)) {
      const joined = headingJoinedOver(above, head, aboveRest, row, row === rows[i + 1]);
      if (!joined) continue;
      above.items = [joined, ...aboveRest];
      row.items = firstCell(row)[1];
      break;
    }
  }
  return rows.filter((row) => row.items.length);
}

/**
 * The rows that may hold the second half of the heading opening row i: the next one or, where the first half
 * stands alone on its row, also the one after the text's first line; none further down than a wrapped line goes.
 */
function rowsThatMayGoOn(rows: Row[], i: number, head: PlacedText[], aboveRest: PlacedText[]): Row[] {
  const between = rows[i + 1];
  const candidates = !aboveRest.length && between && rowStartsAfter(between, right(head)) ? [rows[i + 1], rows[i + 2]] : [rows[i + 1]];
  return candidates.filter((row): row is Row => row !== undefined && rows[i]!.y - row.y <= row.size * 1.6);
}

/** The heading made of `head` (opening `above`) and the first cell of `row`, or null where that cell does not go on it. */
function headingJoinedOver(above: Row, head: PlacedText[], aboveRest: PlacedText[], row: Row, adjacent: boolean): PlacedText | null {
  const [tail, rest] = firstCell(row);
  if (!tail.length) return null;
  const [headText, tailText] = [textOfCell(head), textOfCell(tail)];
  const text = joinedHeading(headText, tailText);
  if (text === null) return null;
  // Beside the text's first line, the heading goes on beside the next (a word cut inside it may end alone).
  if (adjacent && (!aboveRest.length || (!rest.length && text === `${headText} ${tailText}`))) return null;
  const sameColumn = (edge: (cell: PlacedText[]) => number) => Math.abs(edge(head) - edge(tail)) <= 2;
  if (!(sameColumn(right) || sameColumn(left)) || (rest.length && right(tail) > left(rest))) return null;
  if (Math.abs(head[0]!.size - tail[0]!.size) > 0.5) return null;
  const twoHeadings = classifyHeading(headText) !== null && classifyHeading(tailText) !== null && !headText.endsWith('-');
  if (twoHeadings) return null;
  const x = Math.min(left(head), left(tail));
  return { text, x, y: above.y, width: Math.max(right(head), right(tail)) - x, size: head[0]!.size };
}

const textOfCell = (cell: PlacedText[]) => cell.map((t) => t.text.trim()).join(' ');
const right = (cell: PlacedText[]) => Math.max(...cell.map((t) => t.x + t.width));
const left = (cell: PlacedText[]) => Math.min(...cell.map((t) => t.x));
const rowStartsAfter = (row: Row, x: number) => row.items.every((t) => !t.text.trim() || t.x > x);

/** The heading two halves make, with a space between them or, cut at a hyphen or inside a word, without; null for none. */
function joinedHeading(head: string, tail: string): string | null {
  const spaced = `${head} ${tail}`;
  if (!head.endsWith('-') && classifyHeading(spaced, false) !== null) return spaced;
  const glued = `${head}${tail}`;
  return /\p{L}-?$/u.test(head) && /^\p{L}/u.test(tail) && classifyHeading(glued, false) !== null ? glued : null;
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
