import type { InterfaceLanguage } from '../settings';

/**
 * The interface is translated from the extension's own catalogues (public/_locales, Chrome's
 * messages.json format); they are read directly rather than through browser.i18n so the language
 * setting can override the browser's. This module holds no catalogue: ./bundled-translator.ts
 * brings both.
 */
export type MessageKey = keyof typeof import('@/public/_locales/en/messages.json');
export type UiLanguage = 'en' | 'fr';
export type Catalog = Record<string, { message: string }>;

/** Messages with plural forms: `<key>_one`, `<key>_other`, … for the CLDR categories a language uses. */
export type PluralKey = MessageKey extends infer Key ? (Key extends `${infer Base}_other` ? Base : never) : never;

export interface Translator {
  language: UiLanguage;
  /** BCP 47 tag for Intl: the browser's own regional variant when it is of the same language. */
  locale: string;
  t(key: MessageKey, ...substitutions: Array<string | number>): string;
  /** The form of `key` for `count` (Intl.PluralRules), with the count as $1 and the rest as $2…. */
  plural(key: PluralKey, count: number, ...substitutions: Array<string | number>): string;
}

/** Same substitution rule as browser.i18n.getMessage: $1…$9, and $$ for a dollar sign. */
function substitute(message: string, substitutions: Array<string | number>): string {
  return message.replace(/\$(\d|\$)/g, (_, which: string) => (which === '$' ? '$' : String(substitutions[Number(which) - 1] ?? '')));
}

export function resolveLanguage(setting: InterfaceLanguage, browserLanguage: string): UiLanguage {
  if (setting !== 'auto') return setting;
  return browserLanguage.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function createTranslator(language: UiLanguage, catalog: Catalog, browserLanguage: string = language): Translator {
  const locale = browserLanguage.toLowerCase().startsWith(language) ? browserLanguage : language;
  const pluralRules = new Intl.PluralRules(language);
  return {
    language,
    locale,
    t(key, ...substitutions) {
      return substitute(catalog[key]?.message ?? key, substitutions);
    },
    plural(key, count, ...substitutions) {
      const form = catalog[`${key}_${pluralRules.select(count)}`] ?? catalog[`${key}_other`];
      return substitute(form?.message ?? key, [count.toLocaleString(locale), ...substitutions]);
    },
  };
}
