import { hasEntryDate, isOnlyDates } from '../heuristics/dates.ts';
import { classifyHeading } from '../heuristics/sections.ts';
import { labelKind } from '../fields/label-rows.ts';
import type { TextLine } from '../heuristics/text-lines.ts';
import { startsWithBullet } from '../heuristics/text-lines.ts';
import { placeAccentRuns } from './pdf-accents.ts';
import { closeLetterSpacing, repairLineText } from './pdf-text.ts';

/** A run of text placed on a page, in PDF points with y growing upwards (baseline). */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}
/** A link annotation: its target and its rectangle [x1, y1, x2, y2]. */
export interface PlacedLink {
  url: string;
  rect: [number, number, number, number];
}
export interface PageContent {
  width: number;
  height: number;
  texts: PlacedText[];
  links: PlacedLink[];
}

interface Row {
  y: number;
  size: number;
  items: PlacedText[];
}

/**
 * The runs of a page without those drawn twice at about the same place: a shadow or outline effect,
 * or a browser printing each run twice a fraction of a point apart (read "Jane DoeJane Doe", "20162016").
 */
function uniqueRuns(texts: PlacedText[]): PlacedText[] {
  const kept = new Map<string, PlacedText[]>();
  return texts.filter((t) => {
    if (!t.text.trim()) return true;
    const near = Math.max(1, t.size * 0.2);
    const same = kept.get(t.text);
    if (!same) kept.set(t.text, [t]);
    else if (same.some((k) => Math.abs(k.x - t.x) <= near && Math.abs(k.y - t.y) <= near)) return false;
    else same.push(t);
    return true;
  });
}

/** Groups runs sharing a baseline (within a fraction of the font size) into rows, top to bottom. */
function rowsOf(texts: PlacedText[]): Row[] {
  const sorted = [...texts].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  for (const t of sorted) {
    const row = rows.find((r) => Math.abs(r.y - t.y) <= Math.max(1.5, Math.min(r.size, t.size) * 0.4));
    // A blank run (a stretched space) says nothing of the row's type size.
    const size = t.text.trim() ? t.size : 0;
    if (row) {
      row.items.push(t);
      row.size = Math.max(row.size, size);
    } else rows.push({ y: t.y, size, items: [t] });
  }
  for (const r of rows) if (!r.size) r.size = Math.max(...r.items.map((t) => t.size));
  for (const r of rows) r.items = placeAccentRuns(r.items.sort((a, b) => a.x - b.x));
  return rows.sort((a, b) => b.y - a.y);
}

// Gaps between runs, in ems of the row's type: wider than a word space sets pieces apart, wider still a field.
const SPACED_GAP = 0.45;
const TAB_GAP = 0.8;

const tidy = (text: string) =>
  text
    .replace(/[ \u00a0]+/g, ' ')
    .replace(/ ?\t ?/g, '\t')
    .trim();

/**
 * Joins a row's runs: a space for a word gap, a tab (a field separator) for a wide one. `spaced` are the
 * pieces that gaps wider than a word space set apart, when there are several: tags or chips, whose boxes
 * keep them apart on the page though the text layer joins them with a space.
 */
function rowPieces(row: Row): { text: string; spaced?: string[] } {
  let text = '';
  let end = -Infinity;
  let pendingSpace = false;
  const starts: number[] = [];
  const runs = closeLetterSpacing(row.items.map((item) => item.text));
  for (const [i, item] of row.items.entries()) {
    // Whitespace runs (often stretched across a gap by \hfill or tab stops) only mark a gap.
    if (!item.text.trim()) {
      pendingSpace = true;
      continue;
    }
    const gap = item.x - end;
    if (text) {
      if (gap > row.size * TAB_GAP) text = text.trimEnd() + '\t';
      else if ((pendingSpace || gap > row.size * 0.12) && !/\s$/.test(text) && !/^\s/.test(item.text)) text += ' ';
      if (gap > row.size * SPACED_GAP && gap <= row.size * TAB_GAP) starts.push(text.length);
    }
    text += runs[i];
    end = Math.max(end, item.x + item.width);
    pendingSpace = false;
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

const rowText = (row: Row) => rowPieces(row).text;

const textOf = (items: PlacedText[]) => items.reduce((n, t) => n + t.text.trim().length, 0);

const rightEdge = (row: Row) => Math.max(...row.items.map((t) => t.x + t.width));

/**
 * Whether most rows of one side are dates or section labels: a rail beside the text, not a column. A label
 * wrapped over two rows ("EXPÉRIENCE" / "PROFESSIONNELLE") counts as a label in both, and so does a field's
 * label set flush right against the text it names ("Telephone", "Address" in a Europass form); a sidebar's
 * labels, set flush left over their values, do not.
 */
function isLabelRail(items: PlacedText[]): boolean {
  const rows = rowsOf(items).filter((row) => rowText(row));
  const texts = rows.map(rowText);
  const right = Math.max(...rows.map(rightEdge));
  const left = Math.min(...rows.map((row) => row.items[0]?.x ?? 0));
  const flushRightLabel = (row: Row) =>
    rightEdge(row) >= right - 2 && (row.items[0]?.x ?? 0) > left + 2 && labelKind(rowText(row)) !== null;
  const wrappedLabel = (i: number) => i > 0 && classifyHeading(`${texts[i - 1]} ${texts[i]}`, false) !== null;
  const rail = texts.filter(
    (r, i) => isOnlyDates(r) || classifyHeading(r) !== null || r.length <= 3 || wrappedLabel(i) || flushRightLabel(rows[i]!),
  );
  return rail.length >= rows.length * 0.5;
}

/** Whether the right side is mostly short text level with left rows: flush-right dates and places. */
function isFlushRightDetail(right: PlacedText[], left: PlacedText[]): boolean {
  const leftRows = rowsOf(left);
  const rows = rowsOf(right);
  const detail = rows.filter((r) => {
    const text = rowText(r);
    return isOnlyDates(text) || (text.length <= 32 && leftRows.some((l) => Math.abs(l.y - r.y) <= Math.max(2, r.size * 0.4)));
  });
  return detail.length >= rows.length * 0.6;
}

/** Where a page's columns run: the gutter's x, between a top banner (from `belowY` up) and a footer (from `aboveY` down). */
export interface Gutter {
  x: number;
  belowY: number;
  aboveY: number;
}

// A web or e-mail address too long for a narrow column runs on over the gutter ("stackoverflow.com/users/…"): one
// word, which does not join the columns as a banner's line does.
const OVERRUNNING_ADDRESS = /^(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}\/\S*$|^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

// A running footer sits in the bottom eighth of the page; a banner (name, contact line) in its top 30 %.
const FOOTER_SHARE = 0.12;
const BANNER_SHARE = 0.3;

/** Whether a gutter at `x` parts the page body into two columns of text, neither a rail of labels or dates. */
function splitsColumns(texts: PlacedText[], { x, belowY, aboveY }: Gutter): boolean {
  const body = texts.filter((t) => t.y < belowY && t.y > aboveY);
  const left = body.filter((t) => t.x + t.width <= x);
  const right = body.filter((t) => t.x >= x);
  const share = Math.min(textOf(left), textOf(right)) / Math.max(1, textOf(body));
  if (share < 0.1 || rowsOf(left).length < 4 || rowsOf(right).length < 4) return false;
  return !isLabelRail(left) && !isLabelRail(right) && !isFlushRightDetail(right, left);
}

/**
 * Finds a vertical gutter splitting the page body into two columns (two-column CVs, sidebars).
 * Only runs near the top (a full-width name or banner) or at the very bottom (a footer line) may
 * cross the gutter. Each clear band of the page is a candidate, fewest crossings first: a sidebar's
 * gutter is found though flush-right dates leave a clearer band beside them. Returns null for one column.
 */
export function findGutter(page: PageContent): Gutter | null {
  const texts = page.texts.filter((t) => t.text.trim());
  const total = textOf(texts);
  if (total < 80) return null;
  // The clearest x of each run of candidate positions.
  const bands: (Gutter & { crossing: number })[] = [];
  let previousX = -Infinity;
  for (let x = page.width * 0.18; x <= page.width * 0.82; x += 3) {
    const crossing = texts.filter((t) => t.x < x - 1 && t.x + t.width > x + 1 && !OVERRUNNING_ADDRESS.test(t.text.trim()));
    if (crossing.length > 6) continue;
    const footer = crossing.filter((t) => t.y <= page.height * FOOTER_SHARE);
    const banner = crossing.filter((t) => t.y > page.height * FOOTER_SHARE);
    const belowY = banner.length ? Math.min(...banner.map((t) => t.y)) - 1 : Infinity;
    const aboveY = footer.length ? Math.max(...footer.map((t) => t.y)) + 1 : -Infinity;
    if (belowY < page.height * (1 - BANNER_SHARE)) continue;
    const band = x - previousX > 3.5 ? undefined : bands.at(-1);
    previousX = x;
    if (!band) bands.push({ x, belowY, aboveY, crossing: crossing.length });
    else if (crossing.length < band.crossing) Object.assign(band, { x, belowY, aboveY, crossing: crossing.length });
  }
  const found = bands.sort((a, b) => a.crossing - b.crossing).find((band) => splitsColumns(texts, band));
  return found ? { x: found.x, belowY: found.belowY, aboveY: found.aboveY } : null;
}

// Page numbers and running footers: `1/4`, `Page 2 of 3`, `John Doe – 1/2`; not a month (`10/2020 - 03/2022`).
const PAGE_MARK = /^(?:page\s*)?\d{1,2}\s*(?:\/|of)\s*\d{1,2}$|\s[-–]\s*\d{1,2}\s*\/\s*\d{1,2}$|^page\s+\d+$/i;

/** How much of a link's rectangle lies level with a row (its baseline to its cap height). */
function verticalOverlap(link: PlacedLink, row: Row): number {
  return Math.min(link.rect[3], row.y + row.size * 0.8) - Math.max(link.rect[1], row.y - row.size * 0.25);
}

/** Each link annotation goes to the one row it covers most, among the rows its rectangle spans across. */
function linksByRow(rows: Row[], links: PlacedLink[]): Map<Row, string[]> {
  const byRow = new Map<Row, string[]>();
  for (const link of links) {
    let best: Row | undefined;
    let bestOverlap = 0;
    for (const row of rows) {
      const overlap = verticalOverlap(link, row);
      if (overlap > bestOverlap && row.items.some((i) => i.text.trim() && i.x < link.rect[2] && i.x + i.width > link.rect[0])) {
        best = row;
        bestOverlap = overlap;
      }
    }
    if (best && !byRow.get(best)?.includes(link.url)) byRow.set(best, [...(byRow.get(best) ?? []), link.url]);
  }
  return byRow;
}

/**
 * A margin heading shares its baseline with its section's first line but not its type ("Work" in
 * display type beside "Software Engineer" in the entries' title type): the two are read as two lines,
 * the heading's first, each in its own type size. That matters where the line beside the heading
 * titles what follows it (set larger than the row below): a title read in the heading's type is not
 * read like the titles after it. A heading that wraps onto the row below ("Expérience" /
 * "professionnelle") is left as it stands.
 */
function splitMarginHeading(row: Row, below: Row | undefined): Row[] {
  const items = row.items.filter((t) => t.text.trim());
  let end = items[0] ? items[0].x + items[0].width : 0;
  const cut = items.findIndex((t, i) => {
    if (i === 0) return false;
    if (t.x - end > row.size * 0.8) return true;
    end = Math.max(end, t.x + t.width);
    return false;
  });
  if (cut < 1) return [row];
  const heading = items.slice(0, cut);
  const rest = items.slice(cut);
  const headingSize = Math.max(...heading.map((t) => t.size));
  const restSize = Math.max(...rest.map((t) => t.size));
  const headingRow: Row = { y: row.y, size: headingSize, items: heading };
  const headingEnd = Math.max(...heading.map((t) => t.x + t.width));
  const wraps =
    below !== undefined &&
    row.y - below.y <= headingSize * 1.6 &&
    below.items.some((t) => t.text.trim() && t.x < headingEnd && Math.abs(t.size - headingSize) <= 0.5);
  const titlesWhatFollows = below !== undefined && below.size < restSize - 0.5;
  if (wraps || !titlesWhatFollows || restSize > headingSize * 0.9 || classifyHeading(rowText(headingRow)) === null) return [row];
  return [headingRow, { y: row.y, size: restSize, items: rest }];
}

function toLines(allRows: Row[], links: PlacedLink[], page: number): TextLine[] {
  const rows = allRows.flatMap((row, i) => splitMarginHeading(row, allRows[i + 1]));
  const rowLinks = linksByRow(rows, links);
  return rows
    .map((row) => {
      const pieces = rowPieces(row);
      const text = repairLineText(pieces.text);
      const indent = Math.round((row.items.find((t) => t.text.trim()) ?? row.items[0])?.x ?? 0);
      const spaced = pieces.spaced?.map(repairLineText);
      const line = {
        text,
        size: Math.round(row.size * 10) / 10,
        bullet: startsWithBullet(text),
        links: rowLinks.get(row) ?? [],
        indent,
        page,
      };
      return spaced ? { ...line, spaced } : line;
    })
    .filter((l) => l.text && !PAGE_MARK.test(l.text));
}

/**
 * Where the left column turns into a margin rail: from its first section heading on, only short
 * labels set flush right against the gutter, mostly level with text in the main column (moderncv's
 * "fancy" style puts "Education", "Experience" there). -1 when the left column is a real sidebar.
 */
function marginRailStart(left: Row[], right: Row[]): number {
  const level = (r: Row) => right.some((m) => Math.abs(m.y - r.y) <= r.size);
  const isHeading = (r: Row) => classifyHeading(rowText(r)) !== null;
  const start = left.findIndex((r) => isHeading(r) && level(r));
  const rail = left.slice(start);
  if (start < 0 || rail.filter(isHeading).length < 2) return -1;
  const edges = rail.map(rightEdge);
  const flushRight = Math.max(...edges) - Math.min(...edges) <= 2 && new Set(rail.map((r) => Math.round(r.items[0]?.x ?? 0))).size > 1;
  const labels = rail.every((r) => rowText(r).length <= 30) && rail.filter(level).length >= rail.length / 2;
  return flushRight && labels ? start : -1;
}

/**
 * A timeline: the left column holds the entries' dates (with their titles) and no heading of entries,
 * the right one the entries' section headings and texts but no dates. Each date belongs with the entry
 * level with it, so the two are read as one column.
 */
function isTimeline(left: Row[], right: Row[]): boolean {
  const datedRows = (rows: Row[]) => rows.filter((row) => hasEntryDate(rowText(row))).length;
  const entryHeadings = (rows: Row[]) => rows.some((row) => ['experience', 'education'].includes(classifyHeading(rowText(row)) ?? ''));
  return datedRows(left) >= 3 && datedRows(right) === 0 && entryHeadings(right) && !entryHeadings(left);
}

/** Rows of the main column with the rail's labels put in at their height, each before the text level with it. */
function withRailLabels(main: Row[], rail: Row[]): Row[] {
  const labels = joinWrapped(rail);
  const at = (row: Row) => row.y + (labels.includes(row) ? row.size / 2 : 0);
  return [...main, ...labels].sort((a, b) => at(b) - at(a));
}

/**
 * A narrow rail's text wraps ("Head of Supply" / "Chain", "May 2016 - Feb" / "2019"): rows in the same
 * type set one under the other, a line apart, are one label, read at the height of its first row.
 */
function joinWrapped(rows: Row[]): Row[] {
  const joined: Row[] = [];
  for (const row of rows) {
    const above = joined.at(-1);
    if (above && Math.abs(above.size - row.size) <= 0.5 && above.y - row.y <= row.size * 1.6) {
      const text = `${rowText(above)} ${rowText(row)}`;
      const x = Math.min(...[...above.items, ...row.items].map((t) => t.x));
      const right = Math.max(rightEdge(above), rightEdge(row));
      joined[joined.length - 1] = { y: above.y, size: above.size, items: [{ text, x, y: above.y, width: right - x, size: above.size }] };
    } else joined.push(row);
  }
  return joined;
}

/** A row's runs before its first wide gap (its first cell, as rowText sets it apart with a tab), and the rest. */
function firstCell(row: Row): [PlacedText[], PlacedText[]] {
  const runs = row.items.filter((t) => t.text.trim());
  const end = runs.findIndex((t, i) => i > 0 && t.x - (runs[i - 1]!.x + runs[i - 1]!.width) > row.size * 0.8);
  return end < 0 ? [runs, []] : [runs.slice(0, end), runs.slice(end)];
}

/**
 * A section heading set in the margin beside its first entry wraps in its narrow column ("Expérience" /
 * "professionnelle", "Professional" / "Experience"): its second word, set apart on the next row in the heading's
 * column, goes back to the heading's row, which the entry's text would otherwise take it into; two headings one
 * over the other stay two.
 */
function withMarginHeadingsJoined(rows: Row[]): Row[] {
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
function headingsBeforeLevelText(rows: Row[]): Row[] {
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

const topOf = (rows: Row[]) => Math.max(-Infinity, ...rows.map((r) => r.y + r.size));
const isHeadingRow = (row: Row) => classifyHeading(rowText(row)) !== null;

/**
 * The two columns' rows in reading order. On the first page, what stands above each column's first
 * section heading (the name, a tagline, a contact block) is the CV's header and is read first,
 * starting with the column whose text starts higher; then the left column, then the right one.
 */
function columnsInReadingOrder(left: Row[], right: Row[], pageNumber: number): Row[] {
  if (pageNumber > 1) return [...left, ...right];
  const split = (rows: Row[]) => {
    const firstHeading = rows.findIndex(isHeadingRow);
    return firstHeading < 0 ? [rows, []] : [rows.slice(0, firstHeading), rows.slice(firstHeading)];
  };
  const [leftHeader = [], leftSections = []] = split(left);
  const [rightHeader = [], rightSections = []] = split(right);
  const lineHeight = Math.max(0, ...[...left, ...right].map((r) => r.size));
  const headers = topOf(rightHeader) > topOf(leftHeader) + lineHeight ? [...rightHeader, ...leftHeader] : [...leftHeader, ...rightHeader];
  return [...headers, ...leftSections, ...rightSections];
}

/**
 * A page's text as lines in reading order: the banner, the two columns (see columnsInReadingOrder),
 * the footer.
 */
export function pageLines(page: PageContent, pageNumber: number): TextLine[] {
  const texts = uniqueRuns(page.texts.filter((t) => t.text.length > 0));
  const gutter = findGutter(page);
  let lines: TextLine[];
  if (!gutter) {
    lines = toLines(headingsBeforeLevelText(withMarginHeadingsJoined(rowsOf(texts))), page.links, pageNumber);
  } else {
    const top = texts.filter((t) => t.y >= gutter.belowY);
    const footer = texts.filter((t) => t.y <= gutter.aboveY);
    const body = texts.filter((t) => t.y < gutter.belowY && t.y > gutter.aboveY);
    const left = rowsOf(body.filter((t) => t.x + t.width / 2 < gutter.x));
    const right = rowsOf(body.filter((t) => t.x + t.width / 2 >= gutter.x));
    const railStart = isTimeline(left, right) ? 0 : marginRailStart(left, right);
    const sidebar = headingsBeforeLevelText(railStart < 0 ? left : left.slice(0, railStart));
    const main = railStart < 0 ? headingsBeforeLevelText(right) : withRailLabels(right, left.slice(railStart));
    lines = [rowsOf(top), columnsInReadingOrder(sidebar, main, pageNumber), rowsOf(footer)].flatMap((rows) =>
      toLines(rows, page.links, pageNumber),
    );
  }
  // Link targets not visible as text on any line are added as lines of their own.
  const shown = lines.flatMap((l) => l.links ?? []);
  for (const link of page.links) if (!shown.includes(link.url)) lines.push({ text: link.url, links: [link.url], page: pageNumber });
  return lines;
}
