import type { ResponseOf } from '../messages';
import { BOOT_CACHE_KEY as KEY, storedBootCache, type BootCache } from '../storage/items/boot-cache';
import { readStoredSetting, versionKeyOf } from '../storage/stored-setting';

export type { BootCache };
type SessionState = ResponseOf<'session.get'>;
type VacancyListAnswer = ResponseOf<'vacancies.list'>;

/*
 * The popup's copy of the background's last answers about the session and the vacancy list, so it
 * shows its first view at once instead of waiting for the service worker (which the browser stops
 * when idle, and which takes tens of milliseconds to wake); then it asks the background and shows
 * its answers. It holds no token and no candidate, only what the popup shows: whether and as whom
 * the recruiter is signed in, and the company's vacancies. Signing out, or in as someone else,
 * leaves no vacancies behind. Declared in lib/storage/items/boot-cache.ts.
 */

/** The storage it lives in: the page's localStorage (the default), or any stand-in with the same two calls. */
export type BootStorage = Pick<Storage, 'getItem' | 'setItem'>;

function parsed(text: string | null): unknown {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return undefined;
  }
}

/** What the popup may show before the background answers; null when there is nothing usable. */
export function readBootCache(storage: BootStorage = localStorage, now: number = Date.now()): BootCache | null {
  const raw = parsed(storage.getItem(KEY));
  if (raw === undefined) return null;
  const read = readStoredSetting(KEY, storedBootCache, raw, parsed(storage.getItem(versionKeyOf(KEY))));
  if (!read.ok || read.value === null) return null;
  const cache = read.value;
  const { session } = cache;
  // A token that has run out since: the popup asks for sign-in at once, as the background would.
  if (session.signedIn && session.expiresAt !== null && session.expiresAt <= now) {
    return { session: { signedIn: false, expired: true }, vacancies: null };
  }
  return { session, vacancies: cache.vacancies ?? null };
}

/** The cached vacancy list, when it is this user's list for this company. */
export function bootVacancies(cache: BootCache | null, session: SessionState, companyId: string): VacancyListAnswer | null {
  const entry = cache?.vacancies;
  if (!entry || !session.signedIn || entry.userKey !== session.userKey || entry.companyId !== companyId) return null;
  return entry.answer;
}

function write(storage: BootStorage, cache: BootCache): void {
  try {
    storage.setItem(KEY, JSON.stringify(cache));
    storage.setItem(versionKeyOf(KEY), JSON.stringify({ v: storedBootCache.version }));
  } catch {
    // Storage full or refused: the popup then waits for the background, as without this cache.
  }
}

/** Remembers the session; a different user (or none) leaves no vacancies behind. */
export function rememberSession(session: SessionState, storage: BootStorage = localStorage): void {
  const previous = readBootCache(storage);
  const sameUser = session.signedIn && previous?.session.signedIn && previous.session.userKey === session.userKey;
  write(storage, { session, vacancies: sameUser ? (previous?.vacancies ?? null) : null });
}

/** Remembers the vacancy list the popup just showed, for this user and company. */
export function rememberVacancies(
  session: SessionState,
  companyId: string,
  answer: VacancyListAnswer,
  storage: BootStorage = localStorage,
): void {
  if (!session.signedIn) return;
  write(storage, { session, vacancies: { userKey: session.userKey, companyId, answer } });
}
