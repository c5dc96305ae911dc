import type { InterfaceLanguage } from '../settings';
import { createTranslator, resolveLanguage, type UiLanguage } from '../ui/i18n';
import en from './messages/en.json';
import fr from './messages/fr.json';

/**
 * The bulk import page's own words, in English and French, in catalogues of the same format as the
 * extension's (public/_locales): only this page loads them, so the popup's catalogue, which its
 * first paint carries, does not grow with them.
 */
export type BulkMessageKey = keyof typeof en;
export type BulkPluralKey = BulkMessageKey extends infer Key ? (Key extends `${infer Base}_other` ? Base : never) : never;

export interface BulkTranslator {
  language: UiLanguage;
  locale: string;
  t(key: BulkMessageKey, ...substitutions: Array<string | number>): string;
  plural(key: BulkPluralKey, count: number, ...substitutions: Array<string | number>): string;
}

export function bulkTranslator(language: UiLanguage, browserLanguage: string = language): BulkTranslator {
  return createTranslator(language, language === 'fr' ? fr : en, browserLanguage) as unknown as BulkTranslator;
}

export function bulkTranslatorFor(setting: InterfaceLanguage, browserLanguage: string): BulkTranslator {
  return bulkTranslator(resolveLanguage(setting, browserLanguage), browserLanguage);
}
