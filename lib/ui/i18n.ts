import en from '@/public/_locales/en/messages.json';
import fr from '@/public/_locales/fr/messages.json';
import type { InterfaceLanguage } from '../settings';

/**
 * The interface is translated from the extension's own catalogues (public/_locales, Chrome's
 * messages.json format); they are read directly rather than through browser.i18n so the language
 * setting can override the browser's. Both are bundled with the page (a few kB each): a catalogue
 * fetched on demand would hold back the popup's first view by a module round trip.
 */
export type MessageKey = keyof typeof en;
export type UiLanguage = 'en' | 'fr';
export type Catalog = Record<string, { message: string }>;

export interface Translator {
  language: UiLanguage;
  /** BCP 47 tag for Intl: the browser's own regional variant when it is of the same language. */
  locale: string;
  t(key: MessageKey, ...substitutions: Array<string | number>): string;
}

export function resolveLanguage(setting: InterfaceLanguage, browserLanguage: string): UiLanguage {
  if (setting !== 'auto') return setting;
  return browserLanguage.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function createTranslator(language: UiLanguage, catalog: Catalog, browserLanguage: string = language): Translator {
  const locale = browserLanguage.toLowerCase().startsWith(language) ? browserLanguage : language;
  return {
    language,
    locale,
    t(key, ...substitutions) {
      const message = catalog[key]?.message ?? key;
      // Same substitution rule as browser.i18n.getMessage: $1…$9, and $$ for a dollar sign.
      return message.replace(/\$(\d|\$)/g, (_, which: string) =>
        which === '$' ? '$' : String(substitutions[Number(which) - 1] ?? ''),
      );
    },
  };
}

/** The translator for the language setting and the browser's language. */
export function translatorFor(setting: InterfaceLanguage, browserLanguage: string): Translator {
  const language = resolveLanguage(setting, browserLanguage);
  return createTranslator(language, language === 'fr' ? fr : en, browserLanguage);
}
