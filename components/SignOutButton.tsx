import type { SessionState } from '@/lib/ui/hooks/use-session';
import { useSignOut } from '@/lib/ui/hooks/use-sign-out';
import { useI18n } from './I18n';

/** Sign out, after saying how many imports are still unsent when some are. */
export function SignOutButton({ onSignedOut }: { onSignedOut: (state: SessionState) => void }) {
  const { t } = useI18n();
  const signOut = useSignOut(onSignedOut);

  if (signOut.unsent === 0) {
    return (
      <button type="button" onClick={() => void signOut.ask()}>
        {t('signOut')}
      </button>
    );
  }
  return (
    <div class="notice sign-out-warning" role="alert">
      <p>{t('signOutUnsent', String(signOut.unsent))}</p>
      <button type="button" class="danger" onClick={() => void signOut.confirm()}>
        {t('signOutAnyway')}
      </button>
      <button type="button" onClick={signOut.cancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
