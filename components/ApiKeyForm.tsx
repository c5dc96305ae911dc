import { useState } from 'preact/hooks';
import { useSignIn } from '@/lib/ui/hooks/use-sign-in';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';

/**
 * Signing in with the company's API key from the settings page: the key goes straight to the
 * background, which checks it with the service and keeps it like a token; it is never stored here.
 */
export function ApiKeyForm() {
  const { t } = useI18n();
  const [apiKey, setApiKey] = useState('');
  const signIn = useSignIn(() => setApiKey(''));

  function submit(event: Event) {
    event.preventDefault();
    void signIn.run({ apiKey });
  }

  return (
    <form class="stack api-key-form" onSubmit={submit}>
      <label class="field">
        <span>{t('apiKey')}</span>
        <input
          type="password"
          value={apiKey}
          required
          autoComplete="off"
          aria-describedby="api-key-hint"
          onInput={(e) => setApiKey(e.currentTarget.value)}
        />
      </label>
      <small id="api-key-hint">{t('apiKeyHint')}</small>
      <button type="submit" disabled={signIn.busy}>
        {t('useApiKeyButton')}
      </button>
      <div role="status" aria-live="polite">
        {signIn.result && <p class="notice notice-success">{t('apiKeyAccepted')}</p>}
      </div>
      {signIn.error && <ErrorNotice error={signIn.error} />}
    </form>
  );
}
