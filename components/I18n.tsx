import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { createTranslator, type Translator } from '@/lib/ui/i18n';

/** Always provided by the page's entry point; the default (keys as text) only shows a missing provider. */
export const I18nContext = createContext<Translator>(createTranslator('en', {}));

export function useI18n(): Translator {
  return useContext(I18nContext);
}
