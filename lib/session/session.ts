import { ApiError, type ApiClient } from '../api';
import { clearSession, loadExpiry, loadSession, saveExpiry, saveSession, type StoredSession } from './store';
import type { SessionState } from './state';
import { fingerprint, readTokenClaims } from './token';

export type { SessionState };

export interface SessionDeps {
  /** Calls the service without a token (login). */
  anonymous: <T>(fn: (api: ApiClient) => Promise<T>) => Promise<T>;
  /** Checks a freshly pasted API key; throws ApiError 'unauthorized' when the service refuses it. */
  verifyApiKey?: (apiKey: string) => Promise<void>;
  /** Told whenever someone signs in, signs out or the session expires. */
  onChange?: (state: SessionState) => void | Promise<void>;
  now?: () => number;
}

/**
 * Sign-in, sign-out and expiry. Expiry never touches queued imports: they wait, keyed by user,
 * until that user signs in again.
 */
export function createSessionManager(deps: SessionDeps) {
  const now = deps.now ?? Date.now;

  async function current(): Promise<StoredSession | null> {
    const session = await loadSession();
    if (session && session.expiresAt !== null && session.expiresAt <= now()) {
      await expire();
      return null;
    }
    return session;
  }

  /** "Your session has expired" is read from storage, so it outlives the worker. */
  async function stateOf(session: StoredSession | null): Promise<SessionState> {
    if (!session) return { signedIn: false, expired: (await loadExpiry()) !== null };
    const { method, email, userKey, expiresAt } = session;
    return { signedIn: true, method, email, userKey, expiresAt };
  }

  async function establish(session: StoredSession): Promise<SessionState> {
    await saveSession(session);
    await saveExpiry(null);
    const state = await stateOf(session);
    await deps.onChange?.(state);
    return state;
  }

  async function expire(): Promise<void> {
    const ended = await loadSession();
    if (!ended) return;
    await saveExpiry({ userKey: ended.userKey, expiredAt: now() });
    await clearSession();
    await deps.onChange?.(await stateOf(null));
  }

  return {
    current,

    async state(): Promise<SessionState> {
      return stateOf(await current());
    },

    async token(): Promise<string | null> {
      return (await current())?.token ?? null;
    },

    async signInWithPassword(email: string, password: string): Promise<SessionState> {
      const { token } = await deps.anonymous((api) => api.login({ email, password }));
      const claims = readTokenClaims(token);
      return establish({
        token,
        method: 'password',
        email: claims?.email ?? email,
        userKey: `user:${(claims?.email ?? email).toLowerCase()}`,
        expiresAt: claims?.exp ? claims.exp * 1000 : null,
        signedInAt: now(),
      });
    },

    async signInWithApiKey(apiKey: string): Promise<SessionState> {
      const key = apiKey.trim();
      if (!key) throw new ApiError('invalid-request', 'Paste an API key first.');
      try {
        await deps.verifyApiKey?.(key);
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'unauthorized') {
          throw new ApiError('bad-credentials', 'The service refused this API key.', { status: error.status });
        }
        throw error;
      }
      return establish({
        token: key,
        method: 'api-key',
        email: null,
        userKey: `api-key:${await fingerprint(key)}`,
        expiresAt: null,
        signedInAt: now(),
      });
    },

    /** The user whose session expired, while nobody has signed in since. */
    expiredUser: async (): Promise<string | null> => (await loadExpiry())?.userKey ?? null,

    async signOut(): Promise<void> {
      await clearSession();
      await saveExpiry(null);
      await deps.onChange?.(await stateOf(null));
    },

    /** A 401 from the service: the token is dropped, everything else is kept. */
    expire,
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;
