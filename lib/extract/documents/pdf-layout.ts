import { hasEntryDate, isOnlyDates } from '../heuristics/dates.ts';
import { classifyHeading } from '../heuristics/sections.ts';
import { CONTACT_TEXT } from '../heuristics/text.ts';
import { labelKind } from '../fields/label-rows.ts';
import type { TextLine } from '../heuristics/text-lines.ts';
import { startsWithBullet } from '../heuristics/text-lines.ts';
import { closeAccentKerns, placeAccentRuns } from './pdf-accents.ts';
import { repairLineText } from './pdf-text.ts';
import { headingsBeforeLevelText, splitMarginHeading, withMarginHeadingsJoined } from './pdf-margin-headings.ts';
import { markAlignedCells } from './pdf-cells.ts';
import { withoutSymbolFontIcons } from './pdf-symbol-fonts.ts';
import { rowPieces, rowText, type Row } from './pdf-rows.ts';

/** A run of text placed on a page, in PDF points with y growing upwards (baseline). */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  /** The font pdf.js names the run's font by, where known. */
  font?: string;
  /** Starts where other rows start a cell of their own (`alignedCells`), so a narrower gap before it still sets a field apart. */
  cellStart?: boolean;
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
  markAlignedCells(rows);
  return rows.sort((a, b) => b.y - a.y);
}

const textOf = (items: PlacedText[]) => items.reduce((n, t) => n + t.text.trim().length, 0);

const rightEdge = (row: Row) => Math.max(...row.items.map((t) => t.x + t.width));

// A mark of three characters at most ("05", "•", "IV"), not a short word ("Go", "SQL", "Nom").
const isMark = (text: string) => text.length <= 3 && !/^\p{Lu}?\p{L}+$/u.test(text);

/**
 * Whether most rows of one side are dates or section labels: a rail beside the text, not a column. A label
 * wrapped over two rows ("EXPÉRIENCE" / "PROFESSIONNELLE") counts as a label in both, and so does a field's
 * label set flush right against the text it names ("Telephone", "Address" in a Europass form); a sidebar's
 * labels, set flush left over their values, do not.
 */
function isLabelRail(sideRows: Row[], beside: Row[]): boolean {
  const rows = sideRows.filter((row) => rowText(row));
  // Beside a column with headings of its own, a side with its own sections is a sidebar: its short words are a list's
  // items ("Go", "SQL"), where in a rail they are labels.
  const sidebar = rows.filter(isHeadingRow).length >= 2 && beside.some(isHeadingRow);
  const shortLabel = (text: string) => text.length <= 3 && (isMark(text) || !sidebar);
  const texts = rows.map(rowText);
  const right = Math.max(...rows.map(rightEdge));
  const left = Math.min(...rows.map((row) => row.items[0]?.x ?? 0));
  const flushRightLabel = (row: Row) =>
    rightEdge(row) >= right - 2 && (row.items[0]?.x ?? 0) > left + 2 && labelKind(rowText(row)) !== null;
  const wrappedLabel = (i: number) => i > 0 && classifyHeading(`${texts[i - 1]} ${texts[i]}`, false) !== null;
  const rail = texts.filter(
    (r, i) => isOnlyDates(r) || classifyHeading(r) !== null || shortLabel(r) || wrappedLabel(i) || flushRightLabel(rows[i]!),
  );
  return rail.length >= rows.length * 0.5;
}

/** The type size of the largest section heading among rows, 0 without one. */
const headingSize = (rows: Row[]) => Math.max(0, ...rows.filter(isHeadingRow).map((r) => r.size));

/** Whether rows hold sections of their own: two headings or more, set as large as those of the rows beside them. */
const holdsSections = (rows: Row[], beside: Row[]) =>
  rows.filter(isHeadingRow).length >= 2 && headingSize(rows) >= headingSize(beside) - 0.5;

/**
 * Whether the right side is mostly short text level with left rows: flush-right dates and places. A side
 * column of sections of its own, whose short items (skills, languages) are set flush left and level with
 * the main text by the same leading, is no such detail.
 */
function isFlushRightDetail(rows: Row[], leftRows: Row[]): boolean {
  const edge = Math.max(...rows.map(rightEdge));
  const ownSections = holdsSections(rows, leftRows);
  if (!ownSections && isSetRightAligned(rows, edge)) return true;
  const detail = rows.filter((r) => {
    const text = rowText(r);
    const flushRight = !ownSections || rightEdge(r) >= edge - 2;
    return isOnlyDates(text) || (text.length <= 32 && flushRight && leftRows.some((l) => Math.abs(l.y - r.y) <= Math.max(2, r.size * 0.4)));
  });
  return detail.length >= rows.length * 0.6;
}

// How far short of the side's right edge a right-aligned row may end (a table cell's padding), in points.
const RIGHT_ALIGN_SLACK = 10;

/**
 * Whether a side's rows are short and set flush right, each starting where its text's length puts it: contacts aligned
 * right in the header over dates at a right tab stop, not a column of text, whose rows start at one left edge.
 */
function isSetRightAligned(rows: Row[], edge: number): boolean {
  const starts = rows.map((row) => row.items.find((t) => t.text.trim())?.x ?? 0);
  const left = Math.min(...starts);
  const flushLeft = starts.filter((x) => x <= left + 2).length;
  const flushRight = rows.filter((row) => rightEdge(row) >= edge - RIGHT_ALIGN_SLACK && rowText(row).length <= 32).length;
  return flushRight === rows.length && flushLeft * 3 <= rows.length;
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
  if (share < 0.1) return false;
  const leftRows = rowsOf(left);
  if (leftRows.length < 4) return false;
  const rightRows = rowsOf(right);
  if (rightRows.length < 4) return false;
  return !isLabelRail(leftRows, rightRows) && !isLabelRail(rightRows, leftRows) && !isFlushRightDetail(rightRows, leftRows);
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

// A run this much smaller than the row's largest is set in other type: "Gonçalo Example" in \Large, then a tagline.
const SMALLER_TYPE = 0.8;

/**
 * "Marta Example Junior Software Engineer": the first page's top row, in the page's largest type, the name set large and, on its
 * baseline, a title in smaller type after it; read as two cells, so the name is not run into the title.
 */
function nameBesideSmallerTitle(row: Row, largest: number): { text: string; spaced?: string[] } | null {
  if (row.size < largest) return null;
  const items = row.items.filter((t) => t.text.trim());
  const cut = items.findIndex((t) => t.size <= row.size * SMALLER_TYPE);
  if (cut <= 0 || items.slice(cut).some((t) => t.size > row.size * SMALLER_TYPE)) return null;
  const start = row.items.indexOf(items[cut]!);
  const [name, title] = [rowPieces({ ...row, items: row.items.slice(0, start) }), rowPieces({ ...row, items: row.items.slice(start) })];
  return name.text.trim() && title.text.trim() ? { text: `${name.text.trim()}\t${title.text.trim()}` } : null;
}

function toLines(allRows: Row[], links: PlacedLink[], page: number): TextLine[] {
  const rows = allRows.flatMap((row, i) => splitMarginHeading(row, allRows[i + 1]));
  const rowLinks = linksByRow(rows, links);
  const largest = Math.max(0, ...rows.map((r) => r.size));
  const top = Math.max(...rows.map((r) => r.y));
  return rows
    .map((row) => {
      const pieces = (page === 1 && row.y === top && nameBesideSmallerTitle(row, largest)) || rowPieces(row);
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

const topOf = (rows: Row[]) => Math.max(-Infinity, ...rows.map((r) => r.y + r.size));
// A heading may share its baseline with a column beside it ("Experience<tab>2009 – 2012", "Profile<tab>Education").
const isHeadingRow = (row: Row) => classifyHeading(rowText(row).split('\t')[0] ?? '') !== null;

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
 * The texts of the lines a page's running footer writes out the person's contact details on, as Word CVs
 * put them in the footer part ("12 rue des Lilas – 69003 Lyon – 06 12 34 56 78"): the rows in the bottom
 * band of the page set apart from the body above them by a gap, one of them holding an e-mail or a phone.
 */
function contactFooterTexts(texts: PlacedText[], page: PageContent, pageNumber: number): Set<string> {
  const band = page.height * FOOTER_SHARE;
  const written = texts.filter((t) => t.text.trim());
  // Only the band's rows are made (the page's were made already); the body's lowest run is how far above it the body ends.
  const rows = rowsOf(written.filter((t) => t.y <= band));
  const bodyEnd = written.reduce((lowest, t) => (t.y > band ? Math.min(lowest, t.y) : lowest), Infinity);
  let start = rows.length;
  for (let i = rows.length - 1; i >= 0; i--) {
    const aboveY = rows[i - 1]?.y ?? bodyEnd;
    if (aboveY - rows[i]!.y > rows[i]!.size * FOOTER_GAP) {
      start = i;
      break;
    }
  }
  const footer = toLines(rows.slice(start), [], pageNumber).map((l) => l.text);
  return new Set(footer.some((text) => CONTACT_TEXT.test(text)) ? footer : []);
}

// A footer stands apart from the body by more than two lines' worth of its type.
const FOOTER_GAP = 2;

// A page count set apart as a row's last field, after a name or nothing ("Jane Doe<tab>1 / 2"), as CV builders
// print their footers; a footer also carrying an address, a phone or a link is the person's contact block.
const PAGE_COUNT_FOOTER = /^(?:[\p{L}\p{M} .'’-]*\t)?(\d{1,2})\s*\/\s*(\d{1,2})$/u;

/**
 * The page's runs without a builder's running footer: a row in the bottom band of the page whose last
 * field is this page's number over the page count ("Jane Doe<tab>1 / 2"), which reading would run into
 * the last section. A rating ("Python<tab>4/5") is no page's number, nor set in the footer band.
 */
function withoutPageCountFooter(texts: PlacedText[], page: PageContent, pageNumber: number): PlacedText[] {
  const band = page.height * FOOTER_SHARE;
  // Copies: making rows marks their runs' cells, which is the whole page's rows' business.
  const inBand = texts.filter((t) => t.y <= band && t.text.trim()).map((t) => ({ ...t }));
  const footers = rowsOf(inBand).filter((row) => {
    const [, number, count] = PAGE_COUNT_FOOTER.exec(rowPieces(row).text) ?? [];
    return Number(number) === pageNumber && Number(count) >= pageNumber;
  });
  const onFooter = (t: PlacedText) => t.y <= band && footers.some((row) => Math.abs(row.y - t.y) <= Math.max(1.5, row.size * 0.4));
  return footers.length ? texts.filter((t) => !onFooter(t)) : texts;
}

/**
 * A page's text as lines in reading order: the banner, the two columns (see columnsInReadingOrder),
 * the footer.
 */
export function pageLines(page: PageContent, pageNumber: number): TextLine[] {
  const texts = withoutPageCountFooter(
    uniqueRuns(closeAccentKerns(withoutSymbolFontIcons(page.texts.filter((t) => t.text.length > 0)))),
    page,
    pageNumber,
  );
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
  const footer = contactFooterTexts(texts, page, pageNumber);
  if (footer.size) lines = lines.map((line) => (footer.has(line.text) ? { ...line, inFooter: true } : line));
  // Link targets not visible as text on any line are added as lines of their own.
  const shown = lines.flatMap((l) => l.links ?? []);
  for (const link of page.links) if (!shown.includes(link.url)) lines.push({ text: link.url, links: [link.url], page: pageNumber });
  return lines;
}
