import { formatDateTime } from '@/lib/ui/format';
import { useImport } from '@/lib/ui/hooks/use-import';
import type { CandidateImport } from '@/lib/ui/import-request';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';

/** The Import button and what became of the import: pending, imported, or failed and what to do. */
export function ImportPanel({ importRequest, onOpenOutbox }: { importRequest: CandidateImport | null; onOpenOutbox: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const { outcome, sending, error, importCandidate } = useImport();

  return (
    <section class="import" aria-label={t('importSection')}>
      <button
        type="button"
        class="primary"
        disabled={!importRequest || sending}
        aria-describedby={importRequest ? undefined : 'email-missing'}
        onClick={() => importRequest && void importCandidate(importRequest)}
      >
        {t('importCandidate')}
      </button>
      <div role="status" aria-live="polite" class="import-status">
        {sending && <p class="notice">{t('importSending')}</p>}
        {outcome?.status === 'delivered' && (
          <p class="notice notice-success">{t('imported', outcome.delivery.resourceType, outcome.delivery.action)}</p>
        )}
        {outcome?.status === 'pending' && (
          <p class="notice">{t('importPending', formatDateTime(outcome.entry.nextAttemptAt, i18n.locale))}</p>
        )}
        {outcome?.status === 'gone' && <p class="notice">{t('importGone')}</p>}
      </div>
      {(outcome?.status === 'pending' || outcome?.status === 'failed') && outcome.entry.lastError && (
        <ErrorNotice error={outcome.entry.lastError} queued />
      )}
      {error && <ErrorNotice error={error} />}
      {/* A background stopped mid-answer may well have queued the import: the outbox says. */}
      {(outcome?.status === 'failed' || outcome?.status === 'pending' || error?.kind === 'background-restarted') && (
        <p>
          <button type="button" class="link" onClick={onOpenOutbox}>
            {t('importInOutbox')}
          </button>
        </p>
      )}
    </section>
  );
}
