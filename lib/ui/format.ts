import type { Mensuality } from '../api';
import type { MessageKey, Translator } from './i18n';

const PERIOD_KEYS: Record<Mensuality, MessageKey> = {
  y: 'perYear',
  m: 'perMonth',
  d: 'perDay',
  h: 'perHour',
};

/**
 * "€45,000 per year": the service sends the salary as a string, sometimes a range ("40000-45000")
 * or free text; numbers are formatted with the currency, anything else is shown as written.
 */
export function formatSalary(salary: string, currency: string, mensuality: Mensuality, i18n: Translator): string {
  const trimmed = salary.trim();
  if (!trimmed) return '';
  const period = i18n.t(PERIOD_KEYS[mensuality]);
  const amounts = trimmed.split(/\s*[-–]\s*/).map((part) => Number(part.replace(/[\s,]/g, '')));
  if (amounts.length > 2 || amounts.some((amount) => !Number.isFinite(amount) || amount < 0)) {
    return `${trimmed} ${currency} ${period}`;
  }
  const money = moneyFormat(currency, i18n.locale, amounts);
  const text = amounts.length === 2 ? money.formatRange(amounts[0]!, amounts[1]!) : money.format(amounts[0]!);
  return `${text} ${period}`;
}

function moneyFormat(currency: string, locale: string, amounts: number[]): Intl.NumberFormat {
  const fractionDigits = amounts.every(Number.isInteger) ? 0 : 2;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: fractionDigits,
      minimumFractionDigits: fractionDigits,
    });
  } catch {
    // An unknown currency code: the amount alone, the code spelled out after it.
    return new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits });
  }
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/** "5 minutes ago", "yesterday", "in 3 seconds", "now". */
export function formatRelative(when: number | string | Date, now: number, locale: string): string {
  const elapsed = new Date(when).getTime() - now;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(Math.round(elapsed / size), unit);
  }
  return format.format(0, 'second');
}

/** Full date and time in the reader's locale and time zone, e.g. "12 September 2024 at 17:45". */
export function formatDateTime(when: string | number | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(when));
}

/** A calendar date (`YYYY-MM-DD…`) without shifting it across time zones. */
export function formatDate(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year!, month! - 1, day!));
}

/** "184 kB" */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
