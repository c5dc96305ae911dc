// Line breaking with the fonts' own widths, so the page's layout is known before anything is drawn.

export type Rgb = readonly [number, number, number];

export interface TextStyle {
  size: number;
  bold: boolean;
  color: Rgb;
}

/** The width in points of a text set in a style (the PDF library's font metrics). */
export type MeasureText = (text: string, style: TextStyle) => number;

/** Where a text was cut: one glyph (WinAnsi has it), so a reader never takes it for a dot leader. */
export const ELLIPSIS = '…';

/** The longest start of `text` that fits `width` with "…" after it (the whole text when it fits). */
export function ellipsize(text: string, style: TextStyle, width: number, measure: MeasureText): string {
  if (measure(text, style) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(text.slice(0, middle).trimEnd() + ELLIPSIS, style) <= width) low = middle;
    else high = middle - 1;
  }
  return text.slice(0, low).trimEnd() + ELLIPSIS;
}

/** A word wider than a line, cut into pieces that each fit. */
function cutWord(word: string, style: TextStyle, width: number, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char, style) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** `text` broken into lines no wider than `width`, at spaces (inside a word only when it is wider than a line). */
export function wrapText(text: string, style: TextStyle, width: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, style) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    if (measure(word, style) > width) {
      const pieces = cutWord(word, style, width, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
  }
  return line ? [...lines, line] : lines;
}

/** At most `maxLines` lines of `text`; the last one ends with "…" when some text did not fit. */
export function wrapLimited(text: string, style: TextStyle, width: number, maxLines: number, measure: MeasureText): string[] {
  const lines = wrapText(text, style, width, measure);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(`${kept[maxLines - 1]} ${lines[maxLines]}`, style, width, measure);
  return kept;
}

export interface FlowPart {
  /** Index of the item in the list flowed, or -1 for the note of what was left out. */
  index: number;
  text: string;
  x: number;
  width: number;
}

export interface FlowLine {
  text: string;
  parts: FlowPart[];
}

/**
 * Items laid one after the other with a separator, a new line where the next item does not fit;
 * an item wider than a line gets a line of its own, cut with "…".
 */
export function flowItems(items: string[], separator: string, style: TextStyle, width: number, measure: MeasureText): FlowLine[] {
  const separatorWidth = measure(separator, style);
  const lines: FlowLine[] = [];
  let current: FlowLine | null = null;
  let end = 0;
  for (const [index, item] of items.entries()) {
    const text = ellipsize(item, style, width, measure);
    const itemWidth = measure(text, style);
    if (current && end + separatorWidth + itemWidth <= width) {
      current.parts.push({ index, text, x: end + separatorWidth, width: itemWidth });
      current.text += separator + text;
      end += separatorWidth + itemWidth;
      continue;
    }
    current = { text, parts: [{ index, text, x: 0, width: itemWidth }] };
    lines.push(current);
    end = itemWidth;
  }
  return lines;
}

/**
 * At most `maxLines` flowed lines; when items are left out, the last line ends with `note(n)`
 * (items taken off that line as needed to make room for it).
 */
export function flowLimited(
  items: string[],
  separator: string,
  style: TextStyle,
  width: number,
  maxLines: number,
  note: (leftOut: number) => string,
  measure: MeasureText,
): FlowLine[] {
  const lines = flowItems(items, separator, style, width, measure);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  let parts = [...last.parts];
  const shownCount = () => kept.slice(0, -1).reduce((sum, line) => sum + line.parts.length, 0) + parts.length;
  for (;;) {
    const noteText = note(items.length - shownCount());
    const end = parts.length ? parts.at(-1)!.x + parts.at(-1)!.width + measure(separator, style) : 0;
    const noteWidth = measure(noteText, style);
    if (end + noteWidth <= width || !parts.length) {
      const text = [...parts.map((part) => part.text), noteText].join(separator);
      kept[maxLines - 1] = { text, parts: [...parts, { index: -1, text: noteText, x: end, width: noteWidth }] };
      return kept;
    }
    parts = parts.slice(0, -1);
  }
}
