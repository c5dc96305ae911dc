import { useState } from 'preact/hooks';
import { request } from '@/lib/messaging/client';
import type { SerializedError } from '@/lib/outbox/entry';
import { rememberSession } from '@/lib/ui/boot-cache';
import { asSerializedError } from '@/lib/ui/error-advice';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';

/**
 * Signing in with the company's API key from the settings page: the key goes straight to the
 * background, which checks it with the service and keeps it like a token; it is never stored here.
 */
export function ApiKeyForm() {
  const { t } = useI18n();
  const [apiKey, setApiKey] = useState('');
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; error: SerializedError } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    try {
      // The popup's next opening starts from this session, not the one it remembered.
      rememberSession(localStorage, await request('session.signInWithApiKey', { apiKey: apiKey.trim() }));
      setApiKey('');
      setOutcome({ ok: true });
    } catch (caught) {
      setOutcome({ ok: false, error: asSerializedError(caught) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="stack api-key-form" onSubmit={submit}>
      <label class="field">
        <span>{t('apiKey')}</span>
        <input type="password" value={apiKey} required autoComplete="off" aria-describedby="api-key-hint" onInput={(e) => setApiKey(e.currentTarget.value)} />
      </label>
      <small id="api-key-hint">{t('apiKeyHint')}</small>
      <button type="submit" disabled={busy}>
        {t('useApiKeyButton')}
      </button>
      <div role="status" aria-live="polite">
        {outcome?.ok && <p class="notice notice-success">{t('apiKeyAccepted')}</p>}
      </div>
      {outcome && !outcome.ok && <ErrorNotice error={outcome.error} />}
    </form>
  );
}
