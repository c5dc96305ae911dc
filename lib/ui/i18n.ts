import type en from '@/public/_locales/en/messages.json';
import type { InterfaceLanguage } from '../settings';

/**
 * The interface is translated from the extension's own catalogues (public/_locales, Chrome's
 * messages.json format); they are read directly rather than through browser.i18n so the language
 * setting can override the browser's.
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

const loading = new Map<UiLanguage, Promise<Catalog>>();

/** Only the catalogue in use is loaded, in its own small chunk, once. */
export function loadCatalog(language: UiLanguage): Promise<Catalog> {
  let catalog = loading.get(language);
  if (!catalog) {
    catalog = (language === 'fr' ? import('@/public/_locales/fr/messages.json') : import('@/public/_locales/en/messages.json')).then((module) => module.default);
    loading.set(language, catalog);
  }
  return catalog;
}

/** Starts loading the browser language's catalogue while the settings are read (the usual case). */
export function preloadCatalog(browserLanguage: string): void {
  void loadCatalog(resolveLanguage('auto', browserLanguage));
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

/** Reads the language setting and the browser's, and loads what the page needs to speak. */
export async function startTranslator(setting: InterfaceLanguage, browserLanguage: string): Promise<Translator> {
  const language = resolveLanguage(setting, browserLanguage);
  return createTranslator(language, await loadCatalog(language), browserLanguage);
}
