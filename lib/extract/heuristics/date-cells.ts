import { findDateRange, isDatePiece, isDurationAlone, isWholeRange } from './dates.ts';
import { startsWithBullet, type TextLine } from './text-lines.ts';
import { breaksWord, joinBrokenWord } from './wrapped-words.ts';

const RANGE_DASH = /^[-–—~→]/;

/** Rows a wrapped date cell spans at most. */
const MAX_ROWS = 4;

/**
 * A narrow date column wraps each range over the rows beside its entry (`September<tab>Data Scientist`,
 * `2023 -<tab>Banque Orvalis`, `present<tab>Led the team…`). The pieces are joined into one range, set at
 * the end of the entry's first row (`Data Scientist<tab>September 2023 - present`), and each row keeps
 * the rest of its text. Rows whose first cells do not add up to a whole range are left as they are.
 */
export function joinWrappedDateCells(lines: TextLine[]): TextLine[] {
  const out = joinHyphenatedDateWords(lines);
  for (let i = 0; i < out.length; i++) {
    const first = cellsOf(out[i]!) ?? openRangeBeforeText(out[i]!);
    if (!first || findDateRange(first.piece)?.end || isWholeRange(first.piece)) continue;
    const pieces = [first.piece];
    let end = i;
    while (!isWholeRange(pieces.join(' ')) && end + 1 < out.length && end - i + 1 < MAX_ROWS) {
      const next = cellsOf(out[end + 1]!);
      if (!next) break;
      pieces.push(next.piece);
      end++;
    }
    const range = pieces.join(' ');
    if (end === i || !isWholeRange(range)) continue;
    for (let j = i; j <= end; j++) {
      const { piece, rest } = j === i ? first : cellsOf(out[j]!)!;
      // A piece opening on the range's dash ("– Present") made its row look like a list item; the rest is none.
      const bullet = RANGE_DASH.test(piece) ? startsWithBullet(rest) : out[j]!.bullet;
      out[j] = { ...out[j]!, text: j === i ? `${rest}\t${range}` : rest, ...(bullet === undefined ? {} : { bullet }) };
    }
    // "… Departamento de Infor-" / "mática, Facultad …": beside the range, the header broke a word at a hyphen; it goes on whole.
    const [header, next] = [first.rest, out[i + 1]!];
    if (breaksWord(header, next.text)) {
      out[i] = { ...out[i]!, text: `${joinBrokenWord(header, next.text)}\t${range}` };
      out[i + 1] = { ...next, text: '' };
    }
    i = end;
  }
  return out;
}

// A word broken at a line's end by hyphenation: "aujour-", "pre-".
const HYPHENATED_END = /\p{L}{2,}-$/u;

/**
 * A narrow date column hyphenates the word ending its range ("09/2022 – aujour-" / "d'hui<tab>Led…"): the
 * word is put back whole in the first row's cell, where the range it closes is then whole.
 */
function joinHyphenatedDateWords(lines: TextLine[]): TextLine[] {
  const out: (TextLine | null)[] = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const [cell, rest] = firstCell(out[i] ?? { text: '' });
    if (cell === undefined || !HYPHENATED_END.test(cell) || !out[i + 1]) continue;
    const next = out[i + 1]!.text;
    const tab = next.indexOf('\t');
    const tail = (tab < 0 ? next : next.slice(0, tab)).trim();
    const whole = `${cell.slice(0, -1)}${tail}`;
    if (!/^\p{L}/u.test(tail) || !isWholeRange(whole)) continue;
    out[i] = { ...out[i]!, text: `${whole}\t${rest}` };
    out[i + 1] = tab < 0 ? null : { ...out[i + 1]!, text: next.slice(tab + 1) };
  }
  return out.filter((line) => line !== null);
}

// A duration's opening bracket and number left at the end of a cell: "2022 – 2025 (3".
const OPEN_DURATION = /\(\s*\d+(?:[.,]\d+)?\s*$/u;

/**
 * A narrow date cell wraps the length printed after its range ("2022 – 2025 (3" / "ans)"): the rest of the
 * length is put back into the cell it was wrapped from, so the row beside it opens on its own text.
 */
export function joinWrappedDurations(lines: TextLine[]): TextLine[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const [cell, rest] = firstCell(out[i]!);
    const [next, nextRest] = firstCell(out[i + 1]!);
    const open = cell === undefined ? null : OPEN_DURATION.exec(cell);
    if (!open || next === undefined || !next.includes(')') || !isDurationAlone(`${open[0]} ${next}`)) continue;
    out[i] = { ...out[i]!, text: `${cell} ${next}\t${rest}` };
    out[i + 1] = { ...out[i + 1]!, text: nextRest! };
  }
  return out;
}

/** A row's text before its first tab and after it, when it has one. */
function firstCell(line: TextLine): [cell?: string, rest?: string] {
  const tab = line.text.indexOf('\t');
  return tab < 0 ? [] : [line.text.slice(0, tab).trim(), line.text.slice(tab + 1)];
}

// A range's start and its dash at the head of a row, then the row's text: "04/2023 – Financial Controller, …",
// "Gen 2017– Tirocinio, …" (the dash set against the year, as LaTeX's "--" after it prints).
const OPEN_RANGE_HEAD = /^(\S+(?: \S+)? ?[-–—])\s+(?=\S)/u;

/**
 * "04/2023 – Financial Controller, Acme" / "Present<tab>• Led …": a narrow date column set flush right wraps its range
 * after the dash, which then stands so close to the text beside it that no cell is read; the range's start and dash.
 */
function openRangeBeforeText(line: TextLine): { piece: string; rest: string } | null {
  const head = OPEN_RANGE_HEAD.exec(line.text);
  if (!head || line.text.includes('\t')) return null;
  const piece = head[1]!;
  return isDatePiece(piece) && findDateRange(piece)?.start ? { piece, rest: line.text.slice(head[0].length) } : null;
}

/** A row's first cell when it is a piece of a date, and the rest of the row. */
function cellsOf(line: TextLine): { piece: string; rest: string } | null {
  const [piece, rest = ''] = firstCell(line);
  return piece !== undefined && isDatePiece(piece) ? { piece, rest } : null;
}

/**
 * Dates set at a right tab stop that do not fit beside the text before them wrap their end onto the next
 * line, at the margin (`Licence, Université de Valmont<tab>2015 –` / `2018`, `…<tab>mars 2019 – juin` /
 * `2021`) or in a narrow right-hand date column beside the next line's text (`Analyst<tab>03/2019 –` /
 * `Led the team…<tab>present`): the rest of the range is put back at the end of the line before it.
 */
export function joinWrappedRangeEnds(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const before = out.at(-1);
    const { tab, start } = before ? lastRangeStart(before.text) : { tab: -1, start: '' };
    const lineTab = line.text.lastIndexOf('\t');
    const end = line.text.slice(lineTab + 1).trim();
    if (before && start && !isWholeRange(start) && isDatePiece(start) && isDatePiece(end) && isWholeRange(`${start} ${end}`)) {
      out[out.length - 1] = { ...before, text: `${before.text.slice(0, tab)}\t${start} ${end}` };
      if (lineTab > 0) out.push({ ...line, text: line.text.slice(0, lineTab) });
    } else out.push(line);
  }
  return out;
}

/** The start of a range a line ends on, after its last tab, with its dash where that is a cell of its own ("03/2019<tab>–"). */
function lastRangeStart(text: string): { tab: number; start: string } {
  let tab = text.lastIndexOf('\t');
  if (tab > 0 && /^[-–—]$/.test(text.slice(tab + 1).trim())) tab = text.lastIndexOf('\t', tab - 1);
  if (tab < 0) return { tab, start: '' };
  const start = text.slice(tab + 1).replace(/\t/g, ' ');
  return { tab, start: start.trim() };
}
