import { useState } from 'preact/hooks';
import { hostOf } from '@/lib/ui/host-permission';
import { useHostPermission } from '@/lib/ui/hooks/use-host-permission';
import type { SessionState } from '@/lib/ui/hooks/use-session';
import { useSignIn } from '@/lib/ui/hooks/use-sign-in';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';
import { Progress } from './Progress';

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
  const signIn = useSignIn(onSignedIn);
  const permission = useHostPermission(serviceUrl);
  const host = hostOf(serviceUrl);

  function submit(event: Event) {
    event.preventDefault();
    void signIn.run(useApiKey ? { apiKey } : { email, password });
  }

  return (
    <section class="view" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">{t('signInTitle')}</h2>
      <p class="hint">{t('signInTo', host)}</p>
      {expired && <p class="notice">{t('sessionExpired')}</p>}
      {!permission.allowed && (
        <div class="notice">
          <p>{t('permissionNeeded', host)}</p>
          <button type="button" onClick={permission.ask}>
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
              <input
                type="password"
                value={password}
                required
                autoComplete="current-password"
                onInput={(e) => setPassword(e.currentTarget.value)}
              />
            </label>
          </>
        )}
        <button type="submit" class="primary" disabled={signIn.busy}>
          {t('signIn')}
        </button>
        <button type="button" class="link" onClick={() => setUseApiKey(!useApiKey)}>
          {useApiKey ? t('usePassword') : t('useApiKey')}
        </button>
      </form>
      <Progress active={signIn.busy} label={t('signingIn')} />
      {signIn.error && <ErrorNotice error={signIn.error} />}
    </section>
  );
}
