import { useEffect, useRef, useState } from 'preact/hooks';
import { RequestError, request } from '../../messaging/client';
import { asSerializedError } from '../error-advice';
import { useAction } from './use-action';
import { useBackgroundChanges } from './use-background-changes';
import { remembered, type SessionState } from './use-session';

/** Which credentials the session holds; null while unknown (or from a background that does not say). */
export type HeldCredentials = { userToken: boolean; apiKey: boolean } | null;

const heldIn = (session: SessionState): HeldCredentials => (session.signedIn ? (session.credentials ?? null) : null);

/**
 * The two credentials adding to a vacancy needs (the company API key to create the applicant, a
 * user sign-in for notes), and the way to give the one the session lacks. Read again at each change
 * the background publishes: a key the service refused is dropped there.
 */
export function useCredentials() {
  const [held, setHeld] = useState<HeldCredentials>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const read = () =>
    void request('session.get', {})
      .then((session) => mounted.current && setHeld(heldIn(session)))
      // Unknown stays unknown: the popup does not ask for what the session may already hold.
      .catch(() => undefined);
  useEffect(read, []);
  useBackgroundChanges(true, read);

  const addApiKey = useAction(async (apiKey: string) => {
    const session = await remembered(request('session.addApiKey', { apiKey: apiKey.trim() })).catch((caught: unknown) => {
      const failure = asSerializedError(caught);
      // The service says "bad credentials" for a refused key too; the recruiter is told it is the key.
      throw new RequestError(failure.kind === 'bad-credentials' ? { ...failure, kind: 'bad-api-key' } : failure);
    });
    if (mounted.current) setHeld(heldIn(session));
  });
  const addUserSignIn = useAction(async (email: string, password: string) => {
    const session = await remembered(request('session.addUserSignIn', { email: email.trim(), password }));
    if (mounted.current) setHeld(heldIn(session));
  });

  return { held, addApiKey, addUserSignIn };
}
