import type { ResponseOf } from '../messages';

type SessionState = ResponseOf<'session.get'>;
type VacancyListAnswer = ResponseOf<'vacancies.list'>;

/**
 * The popup's copy of the background's last answers about the session and the vacancy list.
 *
 * It lives in the extension's localStorage, the one storage a page can read without waiting: the
 * popup shows its first view from it at once, instead of waiting for the service worker (which
 * the browser stops when idle, and which takes tens of milliseconds to wake), then asks the
 * background and shows its answers. It holds no token and no candidate, only what the popup shows:
 * whether and as whom the recruiter is signed in, and the company's vacancies. Signing out, or in
 * as someone else, leaves no vacancies behind.
 */
export interface BootCache {
  session: SessionState;
  vacancies: { userKey: string; companyId: string; answer: VacancyListAnswer } | null;
}

/** The storage it lives in: the page's localStorage (the default), or any stand-in with the same two calls. */
export type BootStorage = Pick<Storage, 'getItem' | 'setItem'>;

const KEY = 'cvi.bootCache.v1';

function isSession(value: unknown): value is SessionState {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  if (session.signedIn === false) return typeof session.expired === 'boolean';
  return session.signedIn === true && typeof session.userKey === 'string';
}

function isVacancies(value: unknown): value is BootCache['vacancies'] {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  const answer = entry.answer as Record<string, unknown> | undefined;
  return (
    typeof entry.userKey === 'string' &&
    typeof entry.companyId === 'string' &&
    Array.isArray(answer?.vacancies) &&
    Array.isArray(answer?.pinned)
  );
}

/** What the popup may show before the background answers; null when there is nothing usable. */
export function readBootCache(storage: BootStorage = localStorage, now: number = Date.now()): BootCache | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  const cache = parsed as Partial<BootCache> | null;
  if (!cache || !isSession(cache.session) || !isVacancies(cache.vacancies ?? null)) return null;
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
