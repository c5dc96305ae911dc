import { ApiError, type ApiClient } from '../api';
import { clearSession, loadExpiry, loadSession, saveExpiry, saveSession, type StoredSession } from './store';
import type { SessionState } from './state';
import { fingerprint, readTokenClaims } from './token';

export type { SessionState };

export interface Credentials {
  userToken: string | null;
  apiKey: string | null;
}

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
    const held = credentialsOf(session);
    return {
      signedIn: true,
      method,
      email,
      userKey,
      expiresAt,
      credentials: { userToken: held.userToken !== null, apiKey: held.apiKey !== null },
    };
  }

  /** The user token (notes, and every call when there is one) and the company API key (creating applicants). */
  function credentialsOf(session: StoredSession): Credentials {
    if (session.method === 'api-key') {
      const extra = session.userToken;
      const live = extra !== null && (extra.expiresAt === null || extra.expiresAt > now());
      return { userToken: live ? extra.token : null, apiKey: session.token };
    }
    return { userToken: session.token, apiKey: session.apiKey };
  }

  async function verifiedApiKey(apiKey: string): Promise<string> {
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
    return key;
  }

  async function login(email: string, password: string): Promise<{ token: string; email: string; expiresAt: number | null }> {
    const { token } = await deps.anonymous((api) => api.login({ email, password }));
    const claims = readTokenClaims(token);
    return { token, email: claims?.email ?? email, expiresAt: claims?.exp ? claims.exp * 1000 : null };
  }

  /** Keeps a second credential in the signed-in session, without changing whose data it is. */
  async function addCredential(change: (session: StoredSession) => StoredSession): Promise<SessionState> {
    const session = await current();
    if (!session) throw new ApiError('unauthorized', 'You are signed out. Please sign in.');
    const next = change(session);
    await saveSession(next);
    const state = await stateOf(next);
    await deps.onChange?.(state);
    return state;
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
    await saveExpiry({ userKey: ended.userKey, expiredAt: now(), ...(ended.apiKey ? { apiKey: ended.apiKey } : {}) });
    await clearSession();
    await deps.onChange?.(await stateOf(null));
  }

  async function credentials(): Promise<Credentials> {
    const session = await current();
    return session ? credentialsOf(session) : { userToken: null, apiKey: null };
  }

  /** The service refused the second credential (a 401 on a call made with it): it is dropped, the session stays. */
  async function dropCredential(kind: keyof Credentials): Promise<void> {
    const session = await loadSession();
    if (!session) return;
    if (kind === 'apiKey' && session.method === 'password' && session.apiKey) await addCredential((s) => ({ ...s, apiKey: null }));
    if (kind === 'userToken' && session.method === 'api-key' && session.userToken) await addCredential((s) => ({ ...s, userToken: null }));
  }

  return {
    current,

    async state(): Promise<SessionState> {
      return stateOf(await current());
    },

    /** The token a call carries: the user token when there is one, else the API key ("user token first"). */
    async token(): Promise<string | null> {
      const held = await credentials();
      return held.userToken ?? held.apiKey;
    },

    /** A 401 for `token`: the session ends when it was the one signed in with, else only that second credential goes. */
    async refused(token: string): Promise<void> {
      const session = await loadSession();
      if (!session) return;
      if (session.token === token) return expire();
      if (session.apiKey === token) return dropCredential('apiKey');
      if (session.userToken?.token === token) return dropCredential('userToken');
    },

    credentials,

    async signInWithPassword(email: string, password: string): Promise<SessionState> {
      const user = await login(email, password);
      const userKey = `user:${user.email.toLowerCase()}`;
      // The same user signing in again (after an expiry, too) keeps the API key they gave.
      const [previous, expiry] = await Promise.all([loadSession(), loadExpiry()]);
      const keptApiKey = previous?.userKey === userKey ? previous.apiKey : expiry?.userKey === userKey ? (expiry.apiKey ?? null) : null;
      return establish({
        token: user.token,
        method: 'password',
        email: user.email,
        userKey,
        expiresAt: user.expiresAt,
        signedInAt: now(),
        apiKey: keptApiKey,
        userToken: null,
      });
    },

    async signInWithApiKey(apiKey: string): Promise<SessionState> {
      const key = await verifiedApiKey(apiKey);
      return establish({
        token: key,
        method: 'api-key',
        email: null,
        userKey: `api-key:${await fingerprint(key)}`,
        expiresAt: null,
        signedInAt: now(),
        apiKey: null,
        userToken: null,
      });
    },

    /** The company API key, given by a recruiter signed in with their password (creating applicants needs it). */
    async addApiKey(apiKey: string): Promise<SessionState> {
      const key = await verifiedApiKey(apiKey);
      return addCredential((session) => (session.method === 'api-key' ? { ...session, token: key } : { ...session, apiKey: key }));
    },

    /** A user sign-in, given by a recruiter signed in with the API key (notes need a user token). */
    async addUserSignIn(email: string, password: string): Promise<SessionState> {
      const user = await login(email, password);
      return addCredential((session) =>
        session.method === 'password'
          ? { ...session, token: user.token, email: user.email, expiresAt: user.expiresAt }
          : { ...session, userToken: { token: user.token, email: user.email, expiresAt: user.expiresAt } },
      );
    },

    dropCredential,

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
