import { describe, expect, it } from 'vitest';
import en from '../../../public/_locales/en/messages.json';
import fr from '../../../public/_locales/fr/messages.json';
import { formatBytes, formatDate, formatRelative, formatSalary } from '../../../lib/ui/format';
import { createTranslator } from '../../../lib/ui/i18n';

const english = createTranslator('en', en, 'en-GB');
const french = createTranslator('fr', fr, 'fr-FR');
/** Intl separates with narrow and thin no-break spaces; compare the words, not the space kinds. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatSalary', () => {
  it('writes a yearly range with the currency, in English and in French', () => {
    expect(plain(formatSalary('70000-85000', 'GBP', 'y', english))).toBe('£70,000 – £85,000 per year');
    expect(plain(formatSalary('70000-85000', 'GBP', 'y', french))).toBe('70 000–85 000 £GB par an');
  });

  it('names every period', () => {
    expect(plain(formatSalary('3200', 'EUR', 'm', english))).toBe('€3,200 per month');
    expect(plain(formatSalary('550', 'GBP', 'd', english))).toBe('£550 per day');
    expect(plain(formatSalary('18.5', 'EUR', 'h', french))).toBe('18,50 € de l’heure'.replace('’', "'"));
    expect(plain(formatSalary('3200', 'EUR', 'm', french))).toBe('3 200 € par mois');
  });

  it('keeps free text as written and shows nothing for no salary', () => {
    expect(formatSalary('to be discussed', 'EUR', 'y', english)).toBe('to be discussed EUR per year');
    expect(formatSalary('  ', 'EUR', 'y', english)).toBe('');
  });
});

describe('dates', () => {
  const now = Date.parse('2024-09-13T10:00:00.000Z');

  it('says how long ago, in the reader’s language', () => {
    expect(formatRelative('2024-09-13T09:55:00.000Z', now, 'en')).toBe('5 minutes ago');
    expect(formatRelative('2024-09-12T10:00:00.000Z', now, 'en')).toBe('yesterday');
    expect(formatRelative('2024-09-12T10:00:00.000Z', now, 'fr')).toBe('hier');
    expect(formatRelative(now + 3_000, now, 'en')).toBe('in 3 seconds');
    expect(formatRelative(now, now, 'en')).toBe('now');
  });

  it('shows a calendar date as the same day wherever the reader is', () => {
    expect(formatDate('2024-11-04', 'en-US')).toBe('November 4, 2024');
    expect(formatDate('2024-11-04', 'fr-FR')).toBe('4 novembre 2024');
  });

  it('sizes files', () => {
    expect(plain(formatBytes(184_233, 'en'))).toBe('184.2 kB');
    expect(plain(formatBytes(512, 'en'))).toBe('512 byte');
  });
});
