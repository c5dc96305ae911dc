import type { CvLabels } from './labels.ts';

// Making an Intl.DateTimeFormat costs far more than using one: one per locale, kind and time zone.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, options]);
  let made = formats.get(key);
  if (!made) formats.set(key, (made = new Intl.DateTimeFormat(locale, options)));
  return made;
}

/** `YYYY-MM` as "Mar 2019" / "mars 2019"; `YYYY` as is. */
export function formatPartialDate(date: string, labels: CvLabels): string {
  const [year, month] = date.split('-').map(Number);
  if (!year || !month) return date;
  return format(labels.locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/** An experience's or a course's dates as one range ("Mar 2019 - present"), or null when it has none. */
export function formatDateRange(start: string | null, end: string | null, current: boolean, labels: CvLabels): string | null {
  const from = start ? formatPartialDate(start, labels) : null;
  const to = end ? formatPartialDate(end, labels) : current ? labels.present : null;
  if (from && to) return from === to ? from : `${from} - ${to}`;
  return from ?? to;
}

/** The day the CV was made, in the recruiter's language and time zone ("12 March 2025" / "12 mars 2025"). */
export function formatMadeOn(madeAt: Date | number, labels: CvLabels, timeZone?: string): string {
  return format(labels.locale, { dateStyle: 'long', timeZone }).format(madeAt);
}
