import { useId, useState } from 'preact/hooks';
import type { SerializedError } from '@/lib/api';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';

interface PromptProps<Args extends unknown[]> {
  busy: boolean;
  error: SerializedError | null;
  onSave: (...args: Args) => void;
}

/** Asked the first time a vacancy is chosen in a session signed in with a password: the company API key, which creates applicants. */
export function ApiKeyPrompt({ busy, error, onSave }: PromptProps<[apiKey: string]>) {
  const { t } = useI18n();
  const id = useId();
  const [apiKey, setApiKey] = useState('');

  function submit(event: Event) {
    event.preventDefault();
    if (apiKey.trim()) onSave(apiKey);
  }

  return (
    <form class="notice credential-prompt stack" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <p class="notice-title" id={`${id}-title`}>
        {t('apiKeyPromptTitle')}
      </p>
      <p class="hint">{t('apiKeyPromptHint')}</p>
      <label class="field">
        <span>{t('companyApiKey')}</span>
        <input type="password" value={apiKey} required autoComplete="off" onInput={(event) => setApiKey(event.currentTarget.value)} />
      </label>
      <button type="submit" disabled={busy}>
        {busy ? t('credentialSaving') : t('saveApiKey')}
      </button>
      {error && <ErrorNotice error={error} />}
    </form>
  );
}

/** Asked the first time a note is typed in a session signed in with the API key: notes need a user, so e-mail and password. */
export function UserSignInPrompt({ busy, error, onSave }: PromptProps<[email: string, password: string]>) {
  const { t } = useI18n();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: Event) {
    event.preventDefault();
    if (email.trim() && password) onSave(email, password);
  }

  return (
    <form class="notice credential-prompt stack" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <p class="notice-title" id={`${id}-title`}>
        {t('userSignInPromptTitle')}
      </p>
      <p class="hint">{t('userSignInPromptHint')}</p>
      <label class="field">
        <span>{t('yourEmail')}</span>
        <input type="email" value={email} required autoComplete="username" onInput={(event) => setEmail(event.currentTarget.value)} />
      </label>
      <label class="field">
        <span>{t('yourPassword')}</span>
        <input
          type="password"
          value={password}
          required
          autoComplete="current-password"
          onInput={(event) => setPassword(event.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={busy}>
        {busy ? t('credentialSaving') : t('signInForNotes')}
      </button>
      {error && <ErrorNotice error={error} />}
    </form>
  );
}
