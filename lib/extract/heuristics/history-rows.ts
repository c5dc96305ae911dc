import { findDateRange } from './dates.ts';
import type { TextLine } from './text-lines.ts';

// A Japanese history table (学歴・職歴) gives each move its own dated row: 入社 (joined) then 退社
// (left), 入学 (enrolled) then 卒業 (graduated); 現在に至る ("to this day") marks the current one.
const ONGOING = /[・\s]*(?:現在に至る|在職中|在学中)$/;
const STARTED = /[・\s]*(?:入社|入学|入職|入所|就職|編入学|着任)$/;
const ENDED = /[・\s]*(?:退社|退職|卒業|修了|中退|退学|退所|離任)$/;

interface OpenRow {
  key: string;
  start: string | null;
  end: string | null;
  current: boolean;
  line: TextLine;
}

function rowText(row: OpenRow): string {
  const end = row.current ? 'present' : row.end;
  return `${row.key}\t${row.start ?? ''}${end ? ` – ${end}` : ''}`;
}

/**
 * Folds a history table's event rows into one line per entry: `2014 04 Acme・Engineer・入社` and
 * `2018 03 Acme・Engineer・退社` become `Acme・Engineer<tab>2014-04 – 2018-03`. Other lines pass through.
 */
export function mergeHistoryRows(lines: TextLine[]): TextLine[] {
  const out: (TextLine | OpenRow)[] = [];
  for (const line of lines) {
    const text = line.text.trim();
    const date = findDateRange(text);
    if (!date?.start || date.end || !text.startsWith(date.text)) {
      out.push(line);
      continue;
    }
    let key = text.slice(date.text.length).trim();
    const current = ONGOING.test(key);
    key = key.replace(ONGOING, '');
    const ended = ENDED.test(key);
    if (!ended && !STARTED.test(key)) {
      out.push(line);
      continue;
    }
    key = key.replace(ENDED, '').replace(STARTED, '').trim();
    const open = ended ? out.findLast((r): r is OpenRow => 'key' in r && r.key === key && !r.end) : undefined;
    if (open) open.end = date.start;
    else out.push({ key, start: ended ? null : date.start, end: ended ? date.start : null, current, line });
  }
  return out.map((r) => ('key' in r ? { ...r.line, text: rowText(r) } : r));
}
