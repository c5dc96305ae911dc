import { useEffect, useState } from 'preact/hooks';
import { watchPublishedState } from '../../platform/published-state';
import type { ResponseOf } from '../../messages';
import { request } from '../../messaging/client';
import { rememberSession } from '../boot-cache';

export type SessionState = ResponseOf<'session.get'>;

export const SIGNED_OUT: SessionState = { signedIn: false, expired: false };

/** Every session the background reports is remembered, so the popup's next opening starts from it. */
export async function remembered(answer: Promise<SessionState>): Promise<SessionState> {
  const session = await answer;
  rememberSession(session);
  return session;
}

/** The background's session; null when it did not answer, which says nothing about the session. */
export function askSession(): Promise<SessionState | null> {
  return remembered(request('session.get', {})).catch(() => null);
}

/**
 * The popup's session: the one it opened with (from the boot cache or the background), confirmed
 * by the background after the first paint, and replaced by sign-in and sign-out.
 */
export function useSession(start: { session: SessionState; sessionFromCache: boolean }) {
  const [session, setSession] = useState<SessionState>(start.session);
  // After the first paint: waking the service worker would compete with it for the processor.
  useEffect(() => {
    if (!start.sessionFromCache) return;
    void askSession().then((confirmed) => confirmed && setSession(confirmed));
  }, [start]);
  // A session that ended or began elsewhere (a 401 on a queued import, the other credential added)
  // is published by the background; the popup asks for the details then.
  const signedIn = session.signedIn;
  useEffect(
    () =>
      watchPublishedState((published) => {
        if (published.session && published.session.signedIn !== signedIn) void askSession().then((now) => now && setSession(now));
      }),
    [signedIn],
  );
  return { session, setSession };
}
