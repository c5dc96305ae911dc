import { ENTRY_WORDS } from '../fields/entry-words/index.ts';
import { memoByText } from './memo-by-text.ts';
import { alternativesOf as alternatives } from './word-alternatives.ts';

/** Lower case without accents: how month names are looked up ("März", "Marz" and "marz" alike). */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const MONTHS = new Map(ENTRY_WORDS.flatMap((w) => Object.entries(w.months)).map(([name, n]) => [fold(name), n]));
const MONTH_NAMES = ENTRY_WORDS.flatMap((w) => Object.keys(w.months).flatMap((name) => [name, fold(name)]));

// A month name starts a word: "gen" ends "Groningen" ("Groningen, 7478 AB" is no date).
const MONTH_WORD = `(?<![\\p{L}])(?:${alternatives(MONTH_NAMES)})\\.?,?`;
// Japanese `2018年04月`, and a history table's year and month columns `2018 04` (two-digit month).
const CJK_MONTH = `\\d{4}\\s*年\\s*\\d{1,2}\\s*月`;
const YEAR_MONTH_COLUMNS = `\\b(?:19|20)\\d{2}\\s+(?:0[1-9]|1[0-2])(?![\\d])`;
// A template's placeholder year (`20XX`) still marks where an entry's dates stand. A year may follow a
// word without a space where a design tool lost it ("Zalando2021 - Present").
const PLACEHOLDER_YEAR = `\\b(?:19|20)[Xx]{2}\\b`;
// `01/10/2021`, `15.03.2019`: a whole date, day first as Europe writes it.
const DAY_MONTH_YEAR = `\\b\\d{1,2}[/.]\\d{1,2}[/.]\\d{4}\\b`;
// "septiembre de 2019": the word some languages set between a month and its year.
const MONTH_YEAR_JOINER = `(?:(?:${alternatives(ENTRY_WORDS.flatMap((w) => w.monthYearJoiners))})\\s+)?`;
// "16 avril 2018", "16th April", "1. März", "16 de abril": the day before its month, where it opens the date (at the
// start, after a sign or a word such as "du" / "au"), not a number ending a name ("Lyon 2 Sep 2015", "Master 2 Sep 2012").
const DAY = `\\d{1,2}(?:st|nd|rd|th|er|º|°|\\.)?`;
const DATE_OPENERS = alternatives(ENTRY_WORDS.flatMap((w) => [...w.since, ...w.from, ...w.rangeWords]));
// (The look-ahead for a digit spares the look-behind's search at every other position.)
const DAY_BEFORE = `(?:(?=\\d)(?<=^\\s*|[^\\p{L}\\d\\s.,]\\s*|(?<![\\p{L}])(?:${DATE_OPENERS})\\s+)${DAY}\\s+${MONTH_YEAR_JOINER})?`;
// "Summer 2019", "Été 2018", "verano de 2017": a season dates a summer job or a term by its year.
const SEASON_WORD = `(?:${alternatives(ENTRY_WORDS.flatMap((w) => w.seasons.flatMap((name) => [name, fold(name)])))})`;
// "jan/2019", "Mar/2021", "feb-2017": a month's name and its year apart by a slash or a hyphen, as many forms and CVs write them.
const MONTH_YEAR_GAP = `(?:\\s+|\\s*\\/\\s*|-)`;
// "May '19": a year cut to its last two digits after an apostrophe, only ever written after a month's name.
const SHORT_YEAR = `['’]\\d{2}(?![\\d])`;
const WORDED_DATE = `${DAY_BEFORE}(?<![\\p{L}])(?:${MONTH_WORD}|${SEASON_WORD})${MONTH_YEAR_GAP}${MONTH_YEAR_JOINER}(?:\\d{4}|${SHORT_YEAR}|${PLACEHOLDER_YEAR})`;
const DATE = `(?:${DAY_MONTH_YEAR}|${CJK_MONTH}|${YEAR_MONTH_COLUMNS}|${WORDED_DATE}|\\b\\d{1,2}[/.]\\d{4}|\\b\\d{4}[-/.]\\d{1,2}(?![\\d])(?:[-/.]\\d{1,2})?|${PLACEHOLDER_YEAR}|(?<![\\d])(?:19|20)\\d{2}(?:年)?(?![\\d]))`;
const PRESENT = `(?:${alternatives(ENTRY_WORDS.flatMap((w) => w.present))})(?![\\p{L}])`;
// LaTeX sources often write the en dash as `--`, which fonts without the ligature print as two hyphens.
const RANGE_SEPARATOR = `(?:\\s*(?:--|-|‒|–|—|−|～|〜|~|→|>|/)\\s*|\\s+(?:${alternatives(ENTRY_WORDS.flatMap((w) => w.rangeWords))})\\s+)`;
const SINCE_WORDS = alternatives(ENTRY_WORDS.flatMap((w) => w.since));
const FROM_WORDS = alternatives(ENTRY_WORDS.flatMap((w) => [...w.since, ...w.from]));
// "Expected May 2026", "März 2024 – voraussichtlich August 2025": a date still to come, read with its word.
const EXPECTED = `(?<![\\p{L}])(?:${alternatives(ENTRY_WORDS.flatMap((w) => w.expected))})\\s+`;

// "Mar. 2021 Present", "Feb. 2021 Mar. 2021": a range whose dash the text lost, between a month and year and the next
// month and year (or the word for now); two years apart ("2018 2019") may be a table's columns, so they are not read so.
const LOST_DASH = `(?<=(?<![\\p{L}])${MONTH_WORD}\\s+${MONTH_YEAR_JOINER}\\d{4})\\s+(?=${MONTH_WORD}\\s+${MONTH_YEAR_JOINER}\\d{4}|${PRESENT})`;

// `year–year`: a template's unfilled range still marks where an entry's dates stand.
const UNFILLED_RANGE = `(\\byear${RANGE_SEPARATOR}year\\b)`;
// "Jan – Mar 2020", "De juillet à septembre 2016", "von März bis Juni 2019": two months sharing the year written once.
const MONTHS_OF_ONE_YEAR = `(?:(?<![\\p{L}])(?:${FROM_WORDS})\\s+)?${DAY_BEFORE}(?<![\\p{L}])(${MONTH_WORD})${RANGE_SEPARATOR}(${WORDED_DATE})`;
// "– Present", "— Now", "– 2017" alone on its line or in its cell: a range whose start the page left empty.
const START_LEFT_EMPTY = `(?:^|(?<=\\t))\\s*(?:--|-|–|—)\\s*(${DATE}|${PRESENT})\\s*(?=\\t|$)`;
export const DATE_RANGE = new RegExp(
  `(?:(?<![\\p{L}])(?:${FROM_WORDS})\\s+|${EXPECTED})?(${DATE})(?:(?:${RANGE_SEPARATOR}|${LOST_DASH})(?:${EXPECTED})?(${DATE}|${PRESENT}))?|${UNFILLED_RANGE}|${MONTHS_OF_ONE_YEAR}|${START_LEFT_EMPTY}`,
  'iu',
);
const DATE_RANGE_GLOBAL = new RegExp(DATE_RANGE.source, 'giu');
// Every date and every duration holds a digit; only an unfilled `year–year` and a range whose start was left empty
// (`– Present`) may have none. A text without any of them is not searched (most lines of a CV have no date).
const MAY_HOLD_DATE = /\d|year|[-–—]/iu;
const PRESENT_WORD = new RegExp(`^${PRESENT}$`, 'iu');
const SINCE = new RegExp(`^(?:${SINCE_WORDS})\\s`, 'iu');
// "(3 months)", "2 ans 3 mois", "1 year, 9 months", "· 4 Jahre", "1,5 Jahre": how long a job lasted, printed beside its dates.
const UNIT = `(?:${alternatives(ENTRY_WORDS.flatMap((w) => w.durationUnits))})\\.?(?![\\p{L}])`;
// "Vier weken", "six mois": a short duration written out in words, read only where it stands alone.
const SPELLED_DURATION = new RegExp(`(?<![\\p{L}])(?:${alternatives(ENTRY_WORDS.flatMap((w) => w.countWords))})\\s+${UNIT}`, 'giu');
const DURATION = new RegExp(`\\(?\\s*\\d+(?:[.,]\\d+)?\\+?\\s*${UNIT}(?:[\\s,]+(?:and|et|und|y|e|en)?\\s*\\d+\\s*${UNIT})?\\s*\\)?`, 'giu');

const MONTH_AND_YEAR = new RegExp(`^(\\p{L}+)\\.?,?${MONTH_YEAR_GAP}${MONTH_YEAR_JOINER}(\\d{4}|${SHORT_YEAR})$`, 'u');
const LEADING_DAY = new RegExp(`^${DAY}\\s+${MONTH_YEAR_JOINER}(?=\\p{L})`, 'u');
// "2019/20": an academic year, its end written with two digits (where they can be no month: "2011/12" is December 2011).
const ACADEMIC_YEAR = /^((?:19|20)\d{2})[-/](\d{2})$/;

/** The month a month's name stands for (`Jan.`, `septembre`), or undefined. */
const monthNumber = (name: string) => MONTHS.get(fold(name.replace(/[.,]/g, '')));

/** One date as `YYYY-MM` or `YYYY`, or null. Accepts `Jan 2020`, `01/2020`, `2020-01-15`, `janvier 2020`, `März 2019`, `2020`. */
export function parseDate(text: string): string | null {
  const t = text.trim().toLowerCase().replace(/\.$/, '').replace(/月$/, '').replace(/年$/, '').replace(LEADING_DAY, '');
  let m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(t);
  if (m?.[1] && m[2] && m[3]) {
    const month = +m[2] <= 12 ? m[2] : m[1];
    return +month >= 1 && +month <= 12 ? `${m[3]}-${month.padStart(2, '0')}` : m[3];
  }
  m = /^(\d{4})(?:[-/.]|\s*年\s*|\s+)(\d{1,2})(?:[-/.]\d{1,2})?/.exec(t);
  if (m?.[1] && m[2] && +m[2] >= 1 && +m[2] <= 12) return `${m[1]}-${m[2].padStart(2, '0')}`;
  m = /^(\d{1,2})[/.](\d{4})$/.exec(t);
  if (m?.[1] && m[2] && +m[1] >= 1 && +m[1] <= 12) return `${m[2]}-${m[1].padStart(2, '0')}`;
  m = MONTH_AND_YEAR.exec(t);
  if (m?.[1] && m[2]) {
    const month = MONTHS.get(fold(m[1]));
    // '19 is 2019 and '98 is 1998: a CV's dates lie within a lifetime of work.
    const year = /^\d{4}$/.test(m[2]) ? m[2] : `${+m[2].slice(1) < 50 ? 20 : 19}${m[2].slice(1)}`;
    return month ? `${year}-${String(month).padStart(2, '0')}` : year;
  }
  m = /^(\d{4})$/.exec(t);
  return m?.[1] ?? null;
}

/** "Present", "heute": the word for now alone, a date cell whose dates the page left empty. */
export function isNowAlone(text: string): boolean {
  return PRESENT_WORD.test(text.trim());
}

/** A date or a range; `unfilled` for a range with no readable dates in it (`year–year`, `20XX`). */
export interface DateRange {
  start: string | null;
  end: string | null;
  current: boolean;
  text: string;
  unfilled?: boolean;
}

/** The first date or date range in a text (frozen: each line's answer is remembered and shared). */
export const findDateRange = memoByText((text: string): DateRange | null => {
  const range = readDateRange(text);
  return range && Object.freeze(range);
});

function readDateRange(text: string): DateRange | null {
  const m = MAY_HOLD_DATE.test(text) ? DATE_RANGE.exec(text) : null;
  if (m?.[3]) return { start: null, end: null, current: false, text: m[0], unfilled: true };
  if (m?.[4] && m[5]) return monthsOfOneYear(m[4], m[5], m[0]);
  if (m?.[6]) {
    const current = PRESENT_WORD.test(m[6]);
    return { start: null, end: current ? null : parseDate(m[6]), current, text: m[0] };
  }
  if (!m?.[1]) return null;
  const academic = ACADEMIC_YEAR.exec(m[1]);
  if (academic && !m[2] && +academic[2]! > 12 && (+academic[1]! + 1) % 100 === +academic[2]!)
    return { start: academic[1]!, end: String(+academic[1]! + 1), current: false, text: m[0] };
  const endText = m[2];
  const current = (endText !== undefined && PRESENT_WORD.test(endText)) || (endText === undefined && SINCE.test(m[0]));
  const start = parseDate(m[1]);
  const end = endText && !current ? parseDate(endText) : null;
  return { start, end, current, text: m[0], ...(!start && !end ? { unfilled: true } : {}) };
}

/** `Jan – Mar 2020`: the first month in the year the second names, or in the year before where it comes later ("Nov – Feb 2020"). */
function monthsOfOneYear(first: string, second: string, text: string): DateRange {
  const end = parseDate(second);
  const startMonth = monthNumber(first);
  if (!end || !startMonth) return { start: end, end: null, current: false, text };
  const year = Number(end.slice(0, 4));
  const startYear = startMonth > (Number(end.slice(5, 7)) || 12) ? year - 1 : year;
  return { start: `${startYear}-${String(startMonth).padStart(2, '0')}`, end, current: false, text };
}

const OPEN_RANGE = new RegExp(`(?:${DATE})${RANGE_SEPARATOR}$`, 'iu');
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

/** The text without its dates, ranges and durations. */
export const removeDateRanges = memoByText((text: string): string =>
  (MAY_HOLD_DATE.test(text) ? text.replace(DATE_RANGE_GLOBAL, ' ').replace(DURATION, ' ') : text).replace(/\(\s*\)/g, ' '),
);

/** "4 years 1 month", "(3 mos)": how long a job or a group of roles lasted, alone on its line; it names nothing. */
export function isDurationAlone(text: string): boolean {
  const rest = text.replace(DURATION, ' ').replace(SPELLED_DURATION, ' ');
  return rest !== text && rest.replace(/[\s,;·•()]+/g, '').length === 0;
}

/** True when the text is little more than dates (a date column, `2019 – 2021`, `2019 – 2021 (2 years)`). */
export function isOnlyDates(text: string): boolean {
  const rest = removeDateRanges(text).replace(/[\s,;:|()\-–—～〜~·•]+/g, '');
  return rest.length === 0 && DATE_RANGE.test(text);
}

/** A date range or a month and year: what dates a job or a degree, unlike a year mentioned in prose. */
export function hasEntryDate(text: string): boolean {
  const range = findDateRange(text);
  return !!range && (range.end !== null || range.current || range.unfilled === true || (range.start?.length ?? 0) > 4);
}

// Pieces a date cell is made of, wrapped over several rows of a narrow column: "September", "2023 -", "present", "09/2020",
// "2021-12", and a range written in words wrapped at its word: "From 2020" / "to 2023", "von 2019 bis" / "2021".
const RANGE_WORDS = alternatives(ENTRY_WORDS.flatMap((w) => w.rangeWords));
const DATE_PIECE = new RegExp(
  `^(?:\\s*(?:${MONTH_WORD}|(?:19|20)\\d{2}-(?:0[1-9]|1[0-2])|(?:19|20)\\d{2}|\\d{1,2}[/.](?:(?:19|20)\\d{2})?|${PRESENT}|${FROM_WORDS}|(?<![\\p{L}])(?:${RANGE_WORDS})(?![\\p{L}])|--|-|–|—|~|→|/))+\\s*$`,
  'iu',
);
// A range's word alone ("to", "a", "bis") is no piece of a date by itself: a short word of any line may be one.
const RANGE_WORDS_ALONE = new RegExp(`^\\s*(?:(?:${RANGE_WORDS})\\s*)+$`, 'iu');

/** A cell holding only pieces of a date, as a narrow date column wraps it: `September`, `2023 -`, `present`, `to 2023`. */
export function isDatePiece(text: string): boolean {
  return text.length <= 30 && DATE_PIECE.test(text) && !RANGE_WORDS_ALONE.test(text);
}

/** A whole date range, its start and its end (or a word saying it runs on), and nothing else. */
export function isWholeRange(text: string): boolean {
  const range = findDateRange(text);
  return !!range?.start && (range.end !== null || range.current) && range.text.trim() === text.trim();
}
