import en from '@/public/_locales/en/messages.json';
import fr from '@/public/_locales/fr/messages.json';
import type { InterfaceLanguage } from '../settings';
import { createTranslator, resolveLanguage, type Translator } from './i18n';

/**
 * The translator with both catalogues at hand, for where loading one on demand is not possible or
 * not worth it: the background (a service worker may not import modules on demand), the options and
 * bulk pages, and tests.
 */
export function translatorFor(setting: InterfaceLanguage, browserLanguage: string): Translator {
  const language = resolveLanguage(setting, browserLanguage);
  return createTranslator(language, language === 'fr' ? fr : en, browserLanguage);
}
