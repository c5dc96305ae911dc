import { findDateRange, hasEntryDate, isOnlyDates, isOpenRange, rangeEndAtStart, removeDateRanges, type DateRange } from './dates.ts';
import { asLocation } from './places.ts';
import { splitFields } from './text.ts';
import { bodyTextSize, startsWithBullet, stripBullet, type TextLine } from './text-lines.ts';

// CV bullet points usually open with an action verb in the past tense ("Developed", "Led").
const ACTION_VERB = /^(?:[A-Z][a-z]+ed|Led|Built|Ran|Won|Wrote|Made|Drove|Grew|Cut|Set|Taught|Began|Brought|Spoke|Oversaw|Rebuilt)\b/;

// Detail lines under a degree or a job: "GPA: 3.7", "Relevant coursework: …", "Advisor: …".
const DETAIL_LABEL = /^(gpa|grade|honou?rs|coursework|relevant coursework|courses|thesis|advisor|supervisors?|minor|dean'?s list|mention|key achievements|achievements|technologies|tech stack|environment)\b\s*[:：]?/i;

// Column labels of a Japanese work-history table and the company blurb under its name: neither
// an entry's title nor its description ("期間 業務内容" = period, duties; "事業内容：…" = business).
const TABLE_LABEL = /^(?:期間|業務内容|事業内容|従業員数|資本金|売上高|雇用形態|所属|役職)(?:[\s:：]|$)/;

// "Vocational . . . . . . .": a sub-heading drawn with dot leaders.
const DOT_LEADER = /(?:\s?\.){6,}\s*$/;

/** Whether header text names a whole entry, at least a title and an organisation besides dates and places. */
function namesWholeEntry(text: string): boolean {
  const parts = splitFields(removeDateRanges(text)).flatMap((f) => f.split(/,\s+/))
    .filter((f) => /\p{L}/u.test(f) && !asLocation(f));
  return parts.length >= 2;
}

/** A line that carries description rather than an entry's title/company/date. */
function isBody(line: TextLine): boolean {
  const text = line.text;
  // A bullet is description, unless it is a whole dated entry ("<li>Engineer, Acme, 2019 – 2022</li>").
  if (line.bullet || startsWithBullet(text)) return !(hasEntryDate(text) && text.length <= 100 && !/[.]$/.test(text) && !ACTION_VERB.test(stripBullet(text)));
  if (DETAIL_LABEL.test(text)) return true;
  if (hasEntryDate(text) && text.length <= 160) return false;
  if (text.length > 110 || /^\p{Ll}/u.test(text) || ACTION_VERB.test(text)) return true;
  if (/^\d/.test(text) && !findDateRange(text)) return true;
  if (text.split(' ').length > 12 && !findDateRange(text)) return true;
  return /[.;]$/.test(text) && text.split(' ').length > 3;
}

/**
 * One job or degree: its header lines (title, company, dates…), its dates, whether description
 * followed, and whether its date range still waits for its end on a later line.
 */
export interface EntryBlock {
  header: string[]; dates: DateRange | null; dateLine: number; sawBody: boolean; openEnd?: boolean;
  /** Font sizes of the first header line and of the dated one. */
  leadSize?: number; datedSize?: number;
}

/** `…～` then `現在`: the end of a range split over two lines of a narrow date cell; returns what is left of the line. */
function closeOpenRange(block: EntryBlock, text: string): string {
  const closing = block.openEnd && block.dates ? rangeEndAtStart(text) : null;
  if (!closing || !block.dates) return text;
  block.dates = { ...block.dates, end: closing.end, current: closing.current };
  block.openEnd = false;
  return closing.rest;
}

/** Groups a section's lines into entries: a few header lines (title, company, dates) then description. */
export function groupEntries(lines: TextLine[]): EntryBlock[] {
  const blocks: EntryBlock[] = [];
  // Entry titles set larger than the section's body text (an <h3>, a 12 pt title over 10 pt text) open entries.
  const bodySize = bodyTextSize(lines);
  const isTitle = (line: TextLine) => line.heading || (bodySize > 0 && (line.size ?? 0) > bodySize * 1.08);
  let current: EntryBlock | null = null;
  let bodyIndent = Infinity;
  for (const original of lines) {
    if (TABLE_LABEL.test(original.text) || DOT_LEADER.test(original.text)) continue;
    const rest: string = current ? closeOpenRange(current, original.text) : original.text;
    if (!rest) continue;
    const line: TextLine = rest === original.text ? original : { ...original, text: rest };
    // A date cell beside a job's description (a table's left column) reads after the first bullets.
    if (current && current.sawBody && !current.dates && isOnlyDates(line.text)) {
      current.dates = findDateRange(line.text);
      current.openEnd = isOpenRange(line.text);
      continue;
    }
    // A line indented past the last bullet is that bullet's wrapped continuation.
    if (line.indent !== undefined && line.indent > bodyIndent + 3 && !findDateRange(line.text)) continue;
    bodyIndent = Infinity;
    const onlyDatesSoFar = current !== null && !current.sawBody && current.header.every(isOnlyDates);
    // Once the header names title, organisation and dates, undated lines in smaller type describe the entry.
    const underWholeHeader = current?.dates && current.datedSize && (line.size ?? 0) < current.datedSize * 0.95 &&
      !findDateRange(line.text) && namesWholeEntry(current.header.join('\t'));
    // A date line followed by a bulleted role: the first bullet is the entry's title, not description.
    if ((isBody(line) || underWholeHeader) && !(onlyDatesSoFar && startsWithBullet(line.text))) {
      bodyIndent = line.indent ?? Infinity;
      if (current) {
        current.sawBody = true;
        const trailing = line.text.split('\t').at(-1) ?? '';
        if (!current.dates && line.text.includes('\t')) current.dates = findDateRange(trailing);
      }
      continue;
    }
    const text = stripBullet(line.text);
    const dates = findDateRange(text);
    // A lone larger line over a dated line that names a whole entry ("Vocational" over
    // "2019–2021 Engineer, Acme, Paris") is a group title, not part of that entry.
    if (current && dates && !current.dates && !current.sawBody && current.header.length === 1 &&
      (current.leadSize ?? 0) > (line.size ?? 0) && namesWholeEntry(text)) current.header = [];
    // A dated line in the same type as the lone line before it continues that entry's header.
    const continuesHeader = current !== null && dates !== null && !current.dates && current.header.length === 1 && line.size === current.leadSize;
    const startsNew = !current || current.sawBody || current.header.length >= 4 || (isTitle(line) && current.header.length > 0 && !continuesHeader) ||
      (dates !== null && current.dates !== null && !(isOnlyDates(text) && current.header.length === 1));
    const carried: string[] = [];
    if (startsNew) {
      // "School A / degree, dates / School B / degree, dates": the line after A's dates opens B's entry.
      if (current && dates && current.dates && !current.sawBody && current.header.length - 1 > current.dateLine) {
        carried.push(current.header.pop()!);
      }
      current = { header: carried, dates: null, dateLine: -1, sawBody: false, leadSize: line.size };
      blocks.push(current);
    }
    current!.header.push(text);
    if (dates && !current!.dates) {
      current!.dates = dates;
      current!.dateLine = current!.header.length - 1;
      current!.openEnd = isOpenRange(text);
      current!.datedSize = line.size;
    }
  }
  return blocks.filter((b) => b.header.some((h) => !isOnlyDates(h)));
}
