import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { z } from 'zod';

/**
 * The session lives in the extension's own IndexedDB (the background's origin): content scripts
 * and web pages cannot read it, and it survives the worker stopping and the browser restarting.
 */
export const storedSession = z.object({
  token: z.string().min(1),
  method: z.enum(['password', 'api-key']),
  /** Whose data this is: the user's e-mail, or `api-key:<fingerprint>`. Queues and caches are kept per user. */
  userKey: z.string().min(1),
  email: z.string().nullable(),
  /** Epoch ms from the token's `exp`, when it has one. */
  expiresAt: z.number().nullable(),
  signedInAt: z.number(),
});
export type StoredSession = z.infer<typeof storedSession>;

const SESSION_KEY = 'session';
let sessionStore: UseStore | undefined;

function store(): UseStore {
  sessionStore ??= createStore('cv-importer-session', 'session');
  return sessionStore;
}

export async function loadSession(): Promise<StoredSession | null> {
  const parsed = storedSession.safeParse(await get(SESSION_KEY, store()));
  return parsed.success ? parsed.data : null;
}

export function saveSession(session: StoredSession): Promise<void> {
  return set(SESSION_KEY, storedSession.parse(session), store());
}

export function clearSession(): Promise<void> {
  return del(SESSION_KEY, store());
}

const EXPIRED_USER_KEY = 'expired-user';

/** Whose session a 401 or its `exp` ended: their queued imports still wait for them. */
export async function loadExpiredUser(): Promise<string | null> {
  const value: unknown = await get(EXPIRED_USER_KEY, store());
  return typeof value === 'string' ? value : null;
}

export function saveExpiredUser(userKey: string | null): Promise<void> {
  return userKey === null ? del(EXPIRED_USER_KEY, store()) : set(EXPIRED_USER_KEY, userKey, store());
}
