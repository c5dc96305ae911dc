import { useEffect, useState } from 'preact/hooks';
import type { ResponseOf } from '@/lib/messages';
import { request } from '@/lib/messaging/client';
import { asSerializedError } from '@/lib/ui/error-advice';
import { formatDateTime } from '@/lib/ui/format';
import type { CandidateImport } from '@/lib/ui/import-request';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';

type Outcome = ResponseOf<'candidate.import'> | { status: 'sending' } | { status: 'refused'; error: ReturnType<typeof asSerializedError> };

const POLL_MS = 1_000;

/** The Import button and what became of the import: pending, imported, or failed and what to do. */
export function ImportPanel({ importRequest, onOpenOutbox }: { importRequest: CandidateImport | null; onOpenOutbox: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const pendingId = outcome?.status === 'pending' ? outcome.entry.id : null;

  // A pending import is sent by the background (retries, backoff); follow it until it settles.
  useEffect(() => {
    if (!pendingId) return;
    const timer = setInterval(() => {
      void request('outbox.list', {}).then(({ entries, delivered }) => {
        const delivery = delivered.find((item) => item.id === pendingId);
        if (delivery) return setOutcome({ status: 'delivered', delivery });
        const entry = entries.find((item) => item.id === pendingId);
        if (!entry) return setOutcome({ status: 'gone' });
        setOutcome({ status: entry.status, entry });
      });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pendingId]);

  async function importCandidate() {
    if (!importRequest) return;
    setOutcome({ status: 'sending' });
    try {
      setOutcome(await request('candidate.import', importRequest));
    } catch (caught) {
      setOutcome({ status: 'refused', error: asSerializedError(caught) });
    }
  }

  const sending = outcome?.status === 'sending';
  return (
    <section class="import" aria-label={t('importSection')}>
      <button type="button" class="primary" disabled={!importRequest || sending} aria-describedby={importRequest ? undefined : 'email-missing'} onClick={() => void importCandidate()}>
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
      {outcome?.status === 'pending' && outcome.entry.lastError && <ErrorNotice error={outcome.entry.lastError} queued />}
      {outcome?.status === 'failed' && outcome.entry.lastError && <ErrorNotice error={outcome.entry.lastError} queued />}
      {outcome?.status === 'refused' && <ErrorNotice error={outcome.error} />}
      {(outcome?.status === 'failed' || outcome?.status === 'pending') && (
        <p>
          <button type="button" class="link" onClick={onOpenOutbox}>
            {t('importInOutbox')}
          </button>
        </p>
      )}
    </section>
  );
}
