import type { ResponseOf } from '../../messages';
import type { StoredSetting } from '../stored-setting';
import type { ValueCheck } from '../value-check';

type SessionState = ResponseOf<'session.get'>;
type VacancyListAnswer = ResponseOf<'vacancies.list'>;

/** What the popup may show before the background answers: the session and the company's vacancies. */
export interface BootCache {
  session: SessionState;
  vacancies: { userKey: string; companyId: string; answer: VacancyListAnswer } | null;
}

function isSession(value: unknown): value is SessionState {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  if (session.signedIn === false) return typeof session.expired === 'boolean';
  return session.signedIn === true && typeof session.userKey === 'string';
}

function isVacancies(value: unknown): value is BootCache['vacancies'] {
  if (value === null || value === undefined) return true;
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

/** Only as deep as the popup relies on before the background answers; the background's answer replaces it. */
const bootCacheCheck: ValueCheck<BootCache | null> = {
  expected: 'a session and a vacancy list (or none), or nothing',
  accepts: (value): value is BootCache | null => {
    if (value === null) return true;
    if (typeof value !== 'object') return false;
    const cache = value as Partial<BootCache>;
    return isSession(cache.session) && isVacancies(cache.vacancies);
  },
};

/**
 * The popup's boot cache, in the extension's localStorage (the one storage a page reads without
 * waiting), under `cvi.bootCache.v1` (the key it was first stored under) with its version marker
 * beside it, as settings keep theirs. Declared as settings are, with a check in plain code: the
 * popup reads it before its first paint, which carries no zod. A record that fails is simply not
 * used: it is a copy of what the background holds.
 */
export const storedBootCache: StoredSetting<BootCache | null> = { version: 1, fallback: null, check: bootCacheCheck, migrations: {} };

export const BOOT_CACHE_KEY = 'cvi.bootCache.v1';
