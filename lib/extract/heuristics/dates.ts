const MONTHS: Record<string, number> = {
  jan: 1, january: 1, janv: 1, janvier: 1, feb: 2, february: 2, fev: 2, fevr: 2, fevrier: 2, février: 2, févr: 2,
  mar: 3, march: 3, mars: 3, apr: 4, april: 4, avr: 4, avril: 4, may: 5, mai: 5, jun: 6, june: 6, juin: 6,
  jul: 7, july: 7, juil: 7, juillet: 7, aug: 8, august: 8, aout: 8, août: 8, sep: 9, sept: 9, september: 9,
  septembre: 9, oct: 10, october: 10, octobre: 10, nov: 11, november: 11, novembre: 11,
  dec: 12, december: 12, dec_: 12, déc: 12, decembre: 12, décembre: 12,
};

const MONTH_WORD = `(?:${Object.keys(MONTHS).filter((m) => !m.endsWith('_')).sort((a, b) => b.length - a.length).join('|')})\\.?`;
// Japanese `2018年04月`, and a history table's year and month columns `2018 04` (two-digit month).
const CJK_MONTH = `\\d{4}\\s*年\\s*\\d{1,2}\\s*月`;
const YEAR_MONTH_COLUMNS = `\\b(?:19|20)\\d{2}\\s+(?:0[1-9]|1[0-2])(?![\\d])`;
const DATE = `(?:${CJK_MONTH}|${YEAR_MONTH_COLUMNS}|${MONTH_WORD}\\s+\\d{4}|\\b\\d{1,2}[/.]\\d{4}|\\b\\d{4}[-/.]\\d{1,2}(?![\\d])(?:[-/.]\\d{1,2})?|\\b(?:19|20)\\d{2}(?:年)?(?![\\d]))`;
const PRESENT = `(?:present|now|current|today|ongoing|aujourd'hui|aujourd’hui|actuel(?:lement)?|en cours|présent|maintenant|現在(?:に至る)?)`;
// LaTeX sources often write the en dash as `--`, which fonts without the ligature print as two hyphens.
const RANGE_SEPARATOR = `\\s*(?:--|-|–|—|～|〜|~|to|à|au|until|jusqu'à|→|>)\\s*`;

// `year–year`: a template's unfilled range still marks where an entry's dates stand.
const UNFILLED_RANGE = `(\\byear${RANGE_SEPARATOR}year\\b)`;
export const DATE_RANGE = new RegExp(`(?:(?:since|depuis|from|de|du)\\s+)?(${DATE})(?:${RANGE_SEPARATOR}(${DATE}|${PRESENT}))?|${UNFILLED_RANGE}`, 'i');
const DATE_RANGE_GLOBAL = new RegExp(DATE_RANGE.source, 'gi');
const PRESENT_WORD = new RegExp(`^${PRESENT}$`, 'i');
const SINCE = /^(since|depuis)\b/i;

/** One date as `YYYY-MM` or `YYYY`, or null. Accepts `Jan 2020`, `01/2020`, `2020-01-15`, `janvier 2020`, `2020`. */
export function parseDate(text: string): string | null {
  const t = text.trim().toLowerCase().replace(/\.$/, '').replace(/月$/, '').replace(/年$/, '');
  let m = /^(\d{4})(?:[-/.]|\s*年\s*|\s+)(\d{1,2})(?:[-/.]\d{1,2})?/.exec(t);
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

/** A date or a range; `unfilled` for a range with no dates in it (`year–year`). */
export interface DateRange { start: string | null; end: string | null; current: boolean; text: string; unfilled?: boolean }

/** The first date or date range in a text. */
export function findDateRange(text: string): DateRange | null {
  const m = DATE_RANGE.exec(text);
  if (m?.[3]) return { start: null, end: null, current: false, text: m[0], unfilled: true };
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

const OPEN_RANGE = new RegExp(`(?:${DATE})${RANGE_SEPARATOR}$`, 'i');
const RANGE_END = new RegExp(`^(${DATE}|${PRESENT})(?![\\p{L}\\d])\\s*`, 'iu');

/** `2018年04月～`, `Jan 2020 –`: a range whose end is on another line (a narrow date cell). */
export function isOpenRange(text: string): boolean {
  return OPEN_RANGE.test(text.trim());
}

/** The end of an open range at the start of a line (`現在`, `2021`, `Present Engineer`), with the rest of the line. */
export function rangeEndAtStart(text: string): { end: string | null; current: boolean; rest: string } | null {
  const m = RANGE_END.exec(text.trim());
  if (!m?.[1]) return null;
  const current = PRESENT_WORD.test(m[1]);
  return { end: current ? null : parseDate(m[1]), current, rest: text.trim().slice(m[0].length) };
}

export function removeDateRanges(text: string): string {
  return text.replace(DATE_RANGE_GLOBAL, ' ').replace(/\(\s*\)/g, ' ');
}

/** True when the text is little more than dates (a date column, `2019 – 2021`). */
export function isOnlyDates(text: string): boolean {
  const rest = removeDateRanges(text).replace(/[\s,;:|()\-–—～〜~]+/g, '');
  return rest.length === 0 && DATE_RANGE.test(text);
}

/** A date range or a month and year: what dates a job or a degree, unlike a year mentioned in prose. */
export function hasEntryDate(text: string): boolean {
  const range = findDateRange(text);
  return !!range && (range.end !== null || range.current || range.unfilled === true || (range.start?.length ?? 0) > 4);
}
