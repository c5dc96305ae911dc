import { useBulkBatch } from '@/lib/bulk/hooks/use-bulk-batch';
import type { SessionState } from '@/lib/ui/hooks/use-session';
import { useSession } from '@/lib/ui/hooks/use-session';
import { openOptionsPage } from '@/lib/ui/options-page';
import { ErrorNotice } from '../ErrorNotice';
import { SignIn } from '../SignIn';
import { SignOutButton } from '../SignOutButton';
import { BatchView } from './BatchView';
import { useBulkI18n } from './BulkI18n';

export interface BulkStart {
  session: SessionState;
  /** The session was not known at start (the background did not answer): asked again after the first paint. */
  sessionUnknown: boolean;
  settings: { serviceUrl: string; authMethod: string; companyId: string };
}

/**
 * The bulk import page: CV files read here, reviewed in one table, imported through the outbox.
 * Reading and reviewing need no session; the duplicate checks and the imports wait for one.
 */
export function BulkPage({ start }: { start: BulkStart }) {
  const { bulk, ui } = useBulkI18n();
  const { session, setSession } = useSession({ session: start.session, sessionFromCache: start.sessionUnknown });
  const { companyId } = start.settings;
  const online = session.signedIn && companyId !== '';
  const { state, controller } = useBulkBatch(online);

  return (
    <div class="bulk">
      <header class="app-head bulk-head">
        <h1>{bulk.t('pageTitle')}</h1>
        <div class="actions">
          <button type="button" class="link" onClick={openOptionsPage}>
            {ui.t('settings')}
          </button>
          {session.signedIn && <SignOutButton onSignedOut={setSession} />}
        </div>
      </header>
      <p class="hint">{bulk.t('pageIntro')}</p>
      {!session.signedIn && (
        <section class="bulk-sign-in" aria-label={bulk.t('signInTitle')}>
          <p class="notice">{bulk.t('signInFirst')}</p>
          <SignIn
            serviceUrl={start.settings.serviceUrl}
            preferApiKey={start.settings.authMethod === 'api-key'}
            expired={session.expired}
            onSignedIn={setSession}
          />
        </section>
      )}
      {session.signedIn && companyId === '' && <p class="notice notice-warning">{bulk.t('companyFirst')}</p>}
      {state?.storageError && <ErrorNotice error={state.storageError} />}
      {state?.loaded && controller && <BatchView state={state} controller={controller} online={online} />}
    </div>
  );
}
