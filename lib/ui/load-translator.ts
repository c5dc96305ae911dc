import type { InterfaceLanguage } from '../settings';
import { createTranslator, resolveLanguage, type Catalog, type Translator, type UiLanguage } from './i18n';

const CATALOGS: Record<UiLanguage, () => Promise<{ default: Catalog }>> = {
  en: () => import('@/public/_locales/en/messages.json'),
  fr: () => import('@/public/_locales/fr/messages.json'),
};

const loading = new Map<UiLanguage, Promise<Catalog>>();

/** Starts loading a language's catalogue (once); a page calls it for the browser's language before its settings are read. */
export function loadCatalog(language: UiLanguage): Promise<Catalog> {
  let catalog = loading.get(language);
  if (!catalog) {
    catalog = CATALOGS[language]().then((module) => module.default);
    loading.set(language, catalog);
  }
  return catalog;
}

/**
 * The translator for the language setting, with only that language's catalogue loaded: the popup's
 * first paint carries one catalogue, not both.
 */
export async function loadTranslator(setting: InterfaceLanguage, browserLanguage: string): Promise<Translator> {
  const language = resolveLanguage(setting, browserLanguage);
  return createTranslator(language, await loadCatalog(language), browserLanguage);
}
