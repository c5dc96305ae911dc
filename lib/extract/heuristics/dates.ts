const MONTHS: Record<string, number> = {
  jan: 1, january: 1, janv: 1, janvier: 1, feb: 2, february: 2, fev: 2, fevr: 2, fevrier: 2, février: 2, févr: 2,
  mar: 3, march: 3, mars: 3, apr: 4, april: 4, avr: 4, avril: 4, may: 5, mai: 5, jun: 6, june: 6, juin: 6,
  jul: 7, july: 7, juil: 7, juillet: 7, aug: 8, august: 8, aout: 8, août: 8, sep: 9, sept: 9, september: 9,
  septembre: 9, oct: 10, october: 10, octobre: 10, nov: 11, november: 11, novembre: 11,
  dec: 12, december: 12, dec_: 12, déc: 12, decembre: 12, décembre: 12,
};

const MONTH_WORD = `(?:${Object.keys(MONTHS).filter((m) => !m.endsWith('_')).sort((a, b) => b.length - a.length).join('|')})\\.?`;
const DATE = `(?:${MONTH_WORD}\\s+\\d{4}|\\b\\d{1,2}[/.]\\d{4}|\\b\\d{4}[-/.]\\d{1,2}(?![\\d])(?:[-/.]\\d{1,2})?|\\b(?:19|20)\\d{2}\\b)`;
const PRESENT = `(?:present|now|current|today|ongoing|aujourd'hui|aujourd’hui|actuel(?:lement)?|en cours|présent|maintenant)`;
const RANGE_SEPARATOR = `\\s*(?:-|–|—|to|à|au|until|jusqu'à|→|>)\\s*`;

export const DATE_RANGE = new RegExp(`(?:(?:since|depuis|from|de|du)\\s+)?(${DATE})(?:${RANGE_SEPARATOR}(${DATE}|${PRESENT}))?`, 'i');
const DATE_RANGE_GLOBAL = new RegExp(DATE_RANGE.source, 'gi');
const PRESENT_WORD = new RegExp(`^${PRESENT}$`, 'i');
const SINCE = /^(since|depuis)\b/i;

/** One date as `YYYY-MM` or `YYYY`, or null. Accepts `Jan 2020`, `01/2020`, `2020-01-15`, `janvier 2020`, `2020`. */
export function parseDate(text: string): string | null {
  const t = text.trim().toLowerCase().replace(/\.$/, '');
  let m = /^(\d{4})[-/.](\d{1,2})(?:[-/.]\d{1,2})?/.exec(t);
  if (m?.[1] && m[2] && +m[2] >= 1 && +m[2] <= 12) return `${m[1]}-${m[2].padStart(2, '0')}`;
  m = /^(\d{1,2})[/.](\d{4})$/.exec(t);
  if (m?.[1] && m[2] && +m[1] >= 1 && +m[1] <= 12) return `${m[2]}-${m[1].padStart(2, '0')}`;
  m = /^([a-zéû]+)\.?\s+(\d{4})$/.exec(t);
  if (m?.[1] && m[2]) {
    const month = MONTHS[m[1]];
    return month ? `${m[2]}-${String(month).padStart(2, '0')}` : m[2];
  }
  m = /^(\d{4})$/.exec(t);
  return m?.[1] ?? null;
}

export interface DateRange { start: string | null; end: string | null; current: boolean; text: string }

/** The first date or date range in a text. */
export function findDateRange(text: string): DateRange | null {
  const m = DATE_RANGE.exec(text);
  if (!m?.[1]) return null;
  const endText = m[2];
  const current = (endText !== undefined && PRESENT_WORD.test(endText)) || SINCE.test(m[0]);
  return {
    start: parseDate(m[1]),
    end: endText && !current ? parseDate(endText) : null,
    current,
    text: m[0],
  };
}

export function removeDateRanges(text: string): string {
  return text.replace(DATE_RANGE_GLOBAL, ' ').replace(/\(\s*\)/g, ' ');
}

/** True when the text is little more than dates (a date column, `2019 – 2021`). */
export function isOnlyDates(text: string): boolean {
  const rest = removeDateRanges(text).replace(/[\s,;:|()\-–—]+/g, '');
  return rest.length === 0 && DATE_RANGE.test(text);
}

/** A date range or a month and year: what dates a job or a degree, unlike a year mentioned in prose. */
export function hasEntryDate(text: string): boolean {
  const range = findDateRange(text);
  return !!range && (range.end !== null || range.current || (range.start?.length ?? 0) > 4);
}
