import { RequestError, request } from '../../messaging/client';
import { asSerializedError } from '../error-advice';
import { useAction } from './use-action';
import { remembered, type SessionState } from './use-session';

export type Credentials = { email: string; password: string } | { apiKey: string };

async function signIn(credentials: Credentials): Promise<SessionState> {
  if (!('apiKey' in credentials)) {
    return remembered(request('session.signIn', { email: credentials.email.trim(), password: credentials.password }));
  }
  try {
    return await remembered(request('session.signInWithApiKey', { apiKey: credentials.apiKey.trim() }));
  } catch (caught) {
    const failure = asSerializedError(caught);
    // The service says "bad credentials" for a refused key too; the recruiter is told it is the key.
    throw new RequestError(failure.kind === 'bad-credentials' ? { ...failure, kind: 'bad-api-key' } : failure);
  }
}

/** Signing in with an e-mail and password or with the company's API key; the background keeps the token. */
export function useSignIn(onSignedIn: (session: SessionState) => void) {
  return useAction(async (credentials: Credentials) => {
    const session = await signIn(credentials);
    onSignedIn(session);
    return session;
  });
}
