import { useState } from 'preact/hooks';
import type { OutboxEntry } from '@/lib/outbox/entry';
import { formatDateTime, formatRelative } from '@/lib/ui/format';
import { useOutbox } from '@/lib/ui/hooks/use-outbox';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';
import { STEP_NAMES } from './JobSteps';
import { OutboxEditForm } from './OutboxEditForm';
import { OutboxQuarantine } from './OutboxQuarantine';
import { Progress } from './Progress';

/** Imports not yet accepted by the service, with their last error, those that could not be read, and the ones recently delivered. */
export function OutboxList({ active }: { active: boolean }) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const outbox = useOutbox(active);
  const { state, error, busy } = outbox;
  const [editing, setEditing] = useState<string | null>(null);
  /** A job whose applicant is already in the vacancy: its discard waits for the recruiter to confirm. */
  const [confirming, setConfirming] = useState<string | null>(null);

  const now = Date.now();
  return (
    <section class="view" aria-labelledby="outbox-title">
      <h2 id="outbox-title">{t('outboxTitle')}</h2>
      {state?.summary.paused && <p class="notice notice-warning">{t('outboxPaused')}</p>}
      <Progress active={busy || (!state && !error)} label={t('loadingOutbox')} />
      {error && <ErrorNotice error={error} />}
      {state && (
        <OutboxQuarantine
          records={state.quarantined}
          busy={busy}
          onExport={outbox.exportUnreadable}
          onDiscard={(record) => void outbox.discardUnreadable(record)}
        />
      )}
      {state && state.entries.length === 0 && state.quarantined.length === 0 && <p class="hint">{t('outboxEmpty')}</p>}
      <ul class="outbox">
        {state?.entries.map((entry) => (
          <li key={entry.id} class={`outbox-entry outbox-${entry.status}`} aria-label={entry.label || entry.reference}>
            <p>
              <strong>{entry.label || entry.reference}</strong> <span class="hint">{entry.reference}</span>
            </p>
            {entry.placement && <p class="hint">{t('entryVacancy', entry.placement.vacancy.title)}</p>}
            <p class={`mark mark-${entry.status}`}>{entryState(entry, now, locale, t)}</p>
            {entry.progress?.stoppedAt && <p>{t('jobStoppedAt', t(STEP_NAMES[entry.progress.stoppedAt]))}</p>}
            {entry.lastError && <ErrorNotice error={entry.lastError} queued />}
            {editing === entry.id ? (
              <OutboxEditForm entry={entry} onDone={() => setEditing(null)} onSave={(change) => outbox.edit(entry.id, change)} />
            ) : confirming === entry.id && entry.placement ? (
              <div class="notice notice-warning" role="alert">
                <p>{t('discardCreatedWarning', entry.label || entry.reference, entry.placement.vacancy.title)}</p>
                <div class="actions">
                  <button type="button" class="danger" disabled={busy} onClick={() => void outbox.discard(entry.id)}>
                    {t('discardAnyway')}
                  </button>
                  <button type="button" onClick={() => setConfirming(null)}>
                    {t('keepJob')}
                  </button>
                </div>
              </div>
            ) : (
              <div class="actions">
                <button type="button" disabled={busy} onClick={() => void outbox.retry(entry.id)}>
                  {t('retry')}
                </button>
                <button type="button" disabled={busy} onClick={() => setEditing(entry.id)}>
                  {t('edit')}
                </button>
                <button
                  type="button"
                  class="danger"
                  disabled={busy}
                  onClick={() => (entry.progress?.created && entry.placement ? setConfirming(entry.id) : void outbox.discard(entry.id))}
                >
                  {t('discard')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {state && state.delivered.length > 0 && (
        <>
          <h3>{t('recentlyImported')}</h3>
          <ul class="delivered">
            {state.delivered.map((item) => (
              <li key={item.id}>
                <strong>{item.label || item.reference}</strong> ·{' '}
                {item.vacancyTitle ? t('addedToVacancy', item.vacancyTitle) : t('imported', item.resourceType, item.action)}{' '}
                <time class="hint" dateTime={new Date(item.deliveredAt).toISOString()} title={formatDateTime(item.deliveredAt, locale)}>
                  {formatRelative(item.deliveredAt, now, locale)}
                </time>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function entryState(entry: OutboxEntry, now: number, locale: string, t: ReturnType<typeof useI18n>['t']): string {
  if (entry.status === 'failed') return t('entryFailed', entry.attempts);
  if (entry.attempts === 0) return t('entryQueued');
  return t('entryRetrying', entry.attempts, formatRelative(entry.nextAttemptAt, now, locale));
}
