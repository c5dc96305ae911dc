import { useEffect, useState } from 'preact/hooks';
import type { ResponseOf } from '@/lib/messages';
import { request } from '@/lib/messaging/client';
import type { SerializedError } from '@/lib/outbox/entry';
import { asSerializedError } from '@/lib/ui/error-advice';
import { hasHostPermission, hostOf, requestHostPermission } from '@/lib/ui/host-permission';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';
import { Progress } from './Progress';

export type SessionState = ResponseOf<'session.get'>;

interface Props {
  serviceUrl: string;
  preferApiKey: boolean;
  expired: boolean;
  onSignedIn: (state: SessionState) => void;
}

/** E-mail and password, or a pasted API key. */
export function SignIn({ serviceUrl, preferApiKey, expired, onSignedIn }: Props) {
  const { t } = useI18n();
  const [useApiKey, setUseApiKey] = useState(preferApiKey);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  const [allowed, setAllowed] = useState(true);
  const host = hostOf(serviceUrl);

  useEffect(() => {
    void hasHostPermission(serviceUrl).then(setAllowed);
  }, [serviceUrl]);

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const state = useApiKey
        ? await request('session.signInWithApiKey', { apiKey: apiKey.trim() })
        : await request('session.signIn', { email: email.trim(), password });
      onSignedIn(state);
    } catch (caught) {
      const failure = asSerializedError(caught);
      setError(useApiKey && failure.kind === 'bad-credentials' ? { ...failure, kind: 'bad-api-key' } : failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section class="view" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">{t('signInTitle')}</h2>
      <p class="hint">{t('signInTo', host)}</p>
      {expired && <p class="notice">{t('sessionExpired')}</p>}
      {!allowed && (
        <div class="notice">
          <p>{t('permissionNeeded', host)}</p>
          <button type="button" onClick={() => void requestHostPermission(serviceUrl).then(setAllowed)}>
            {t('allowAccess', host)}
          </button>
        </div>
      )}
      <form onSubmit={submit} class="stack">
        {useApiKey ? (
          <label class="field">
            <span>{t('apiKey')}</span>
            <input type="password" value={apiKey} required autoComplete="off" onInput={(e) => setApiKey(e.currentTarget.value)} />
          </label>
        ) : (
          <>
            <label class="field">
              <span>{t('email')}</span>
              <input type="email" value={email} required autoComplete="username" onInput={(e) => setEmail(e.currentTarget.value)} />
            </label>
            <label class="field">
              <span>{t('password')}</span>
              <input type="password" value={password} required autoComplete="current-password" onInput={(e) => setPassword(e.currentTarget.value)} />
            </label>
          </>
        )}
        <button type="submit" class="primary" disabled={busy}>
          {t('signIn')}
        </button>
        <button type="button" class="link" onClick={() => setUseApiKey(!useApiKey)}>
          {useApiKey ? t('usePassword') : t('useApiKey')}
        </button>
      </form>
      <Progress active={busy} label={t('signingIn')} />
      {error && <ErrorNotice error={error} />}
    </section>
  );
}

