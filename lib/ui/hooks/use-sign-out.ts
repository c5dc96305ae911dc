import { useState } from 'preact/hooks';
import { request } from '../../messaging/client';
import { useAction } from './use-action';
import { remembered, type SessionState } from './use-session';

/**
 * Signing out erases the recruiter's queued imports with the token: when some are still unsent,
 * `unsent` says how many and the sign-out waits for `confirm`.
 */
export function useSignOut(onSignedOut: (session: SessionState) => void) {
  const [unsent, setUnsent] = useState(0);
  const signOut = useAction(async () => {
    onSignedOut(await remembered(request('session.signOut', {})));
  });
  const ask = useAction(async () => {
    const { summary } = await request('outbox.list', {});
    const waiting = summary.pending + summary.failed + summary.unreadable;
    if (waiting === 0) await signOut.run();
    else setUnsent(waiting);
  });
  return { unsent, ask: ask.run, confirm: signOut.run, cancel: () => setUnsent(0) };
}
