import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { sessionItem, type StoredSession } from '../storage/items/session';
import { sessionExpiry, type SessionExpiry } from '../storage/items/session-expiry';
import { readStored } from '../storage/stored-item';

export type { StoredSession };

/**
 * The session and its expiry live in the extension's own IndexedDB (the background's origin):
 * content scripts and web pages cannot read them, and they survive the worker stopping and the
 * browser restarting. Both are versioned items of the storage registry.
 */
const SESSION_KEY = 'session';
const EXPIRY_KEY = 'expired-user';
let sessionStore: UseStore | undefined;

function store(): UseStore {
  sessionStore ??= createStore('cv-importer-session', 'session');
  return sessionStore;
}

/** The session, or null when there is none or it cannot be read (the recruiter signs in again). */
export async function loadSession(): Promise<StoredSession | null> {
  const read = readStored(sessionItem, await get(SESSION_KEY, store()));
  if (!read.ok) return null;
  const { version: _version, ...session } = read.value;
  return session;
}

export function saveSession(session: StoredSession): Promise<void> {
  return set(SESSION_KEY, sessionItem.schema.parse({ ...session, version: sessionItem.version }), store());
}

export function clearSession(): Promise<void> {
  return del(SESSION_KEY, store());
}

/** Whose session a 401 or its `exp` ended, while nobody has signed in or out since. */
export async function loadExpiry(): Promise<SessionExpiry | null> {
  const raw: unknown = await get(EXPIRY_KEY, store());
  if (raw === undefined) return null;
  const read = readStored(sessionExpiry, raw);
  return read.ok ? read.value : null;
}

export function saveExpiry(expiry: Omit<SessionExpiry, 'version'> | null): Promise<void> {
  if (expiry === null) return del(EXPIRY_KEY, store());
  return set(EXPIRY_KEY, sessionExpiry.schema.parse({ ...expiry, version: sessionExpiry.version }), store());
}
