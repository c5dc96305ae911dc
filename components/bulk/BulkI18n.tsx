import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { bulkTranslator, type BulkTranslator } from '@/lib/bulk/i18n';
import type { BulkWords } from '@/lib/bulk/labels';
import { useI18n } from '../I18n';

/** Always provided by the bulk page's entry point, beside the extension's own catalogue. */
export const BulkI18nContext = createContext<BulkTranslator>(bulkTranslator('en'));

/** The page's words (`bulk`) and the extension's shared ones (`ui`). */
export function useBulkI18n(): BulkWords {
  return { bulk: useContext(BulkI18nContext), ui: useI18n() };
}
