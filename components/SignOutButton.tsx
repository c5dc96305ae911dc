import { useState } from 'preact/hooks';
import { request } from '@/lib/messaging/client';
import type { SessionState } from './SignIn';
import { useI18n } from './I18n';

/**
 * Signing out erases the recruiter's queued imports with the token: when some are still unsent,
 * the popup says how many and asks first.
 */
export function SignOutButton({ onSignedOut }: { onSignedOut: (state: SessionState) => void }) {
  const { t } = useI18n();
  const [unsent, setUnsent] = useState(0);

  async function signOut() {
    onSignedOut(await request('session.signOut', {}));
  }

  async function ask() {
    const { summary } = await request('outbox.list', {});
    const waiting = summary.pending + summary.failed + summary.unreadable;
    if (waiting === 0) return signOut();
    setUnsent(waiting);
  }

  if (unsent === 0) {
    return (
      <button type="button" onClick={() => void ask()}>
        {t('signOut')}
      </button>
    );
  }
  return (
    <div class="notice sign-out-warning" role="alert">
      <p>{t('signOutUnsent', String(unsent))}</p>
      <button type="button" class="danger" onClick={() => void signOut()}>
        {t('signOutAnyway')}
      </button>
      <button type="button" onClick={() => setUnsent(0)}>
        {t('cancel')}
      </button>
    </div>
  );
}
