import { describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../lib/messages';
import { storedBootCache } from '../../../lib/storage/registry';
import { declarationProblems } from '../../../lib/storage/stored-setting';
import { bootVacancies, readBootCache, rememberSession, rememberVacancies, type BootStorage } from '../../../lib/ui/boot-cache';

type SessionState = ResponseOf<'session.get'>;

/** The same two calls as the page's localStorage, over a Map. */
function memoryStorage(): BootStorage & { raw: Map<string, string> } {
  const raw = new Map<string, string>();
  return {
    raw,
    getItem: (key) => raw.get(key) ?? null,
    setItem: (key, value) => void raw.set(key, value),
  };
}

const alice: SessionState = { signedIn: true, method: 'password', email: 'alice@example.com', userKey: 'user:alice', expiresAt: null };
const bob: SessionState = { signedIn: true, method: 'password', email: 'bob@example.com', userKey: 'user:bob', expiresAt: null };
const list: ResponseOf<'vacancies.list'> = {
  vacancies: [{ id: 'v1', title: 'Data engineer' } as ResponseOf<'vacancies.list'>['vacancies'][number]],
  fetchedAt: 1_700_000_000_000,
  error: null,
  source: 'service',
  pinned: [],
};

describe('the popup boot cache', () => {
  it('is empty until the popup remembers something', () => {
    expect(readBootCache(memoryStorage())).toBeNull();
  });

  it('gives back the session and this user’s vacancies for this company only', () => {
    const storage = memoryStorage();
    rememberSession(alice, storage);
    rememberVacancies(alice, 'CompanyA', list, storage);
    const cache = readBootCache(storage);
    expect(cache?.session).toEqual(alice);
    expect(bootVacancies(cache, alice, 'CompanyA')?.vacancies.map((v) => v.title)).toEqual(['Data engineer']);
    expect(bootVacancies(cache, alice, 'CompanyB')).toBeNull();
    expect(bootVacancies(cache, bob, 'CompanyA')).toBeNull();
  });

  it('keeps no vacancies once the recruiter signs out or someone else signs in', () => {
    const storage = memoryStorage();
    rememberVacancies(alice, 'CompanyA', list, storage);
    rememberSession({ signedIn: false, expired: false }, storage);
    expect(readBootCache(storage)).toEqual({ session: { signedIn: false, expired: false }, vacancies: null });
    expect([...storage.raw.values()].join('')).not.toContain('Data engineer');

    rememberVacancies(alice, 'CompanyA', list, storage);
    rememberSession(bob, storage);
    expect(readBootCache(storage)?.vacancies).toBeNull();
  });

  it('keeps the vacancies when the same recruiter’s session is confirmed again', () => {
    const storage = memoryStorage();
    rememberVacancies(alice, 'CompanyA', list, storage);
    rememberSession({ ...alice }, storage);
    expect(bootVacancies(readBootCache(storage), alice, 'CompanyA')).not.toBeNull();
  });

  it('shows a session whose token has run out as expired, without its vacancies', () => {
    const storage = memoryStorage();
    rememberVacancies({ ...alice, expiresAt: 1000 }, 'CompanyA', list, storage);
    expect(readBootCache(storage, 999)?.session.signedIn).toBe(true);
    expect(readBootCache(storage, 1000)).toEqual({ session: { signedIn: false, expired: true }, vacancies: null });
  });

  it('ignores what it cannot read rather than showing it', () => {
    const storage = memoryStorage();
    storage.setItem('cvi.bootCache.v1', '{not json');
    expect(readBootCache(storage)).toBeNull();
    storage.setItem('cvi.bootCache.v1', JSON.stringify({ session: { signedIn: 'yes' }, vacancies: null }));
    expect(readBootCache(storage)).toBeNull();
    storage.setItem(
      'cvi.bootCache.v1',
      JSON.stringify({ session: alice, vacancies: { userKey: 'user:alice', companyId: 'A', answer: {} } }),
    );
    expect(readBootCache(storage)).toBeNull();
  });

  it('reads what the release before versioned records wrote (no version beside it), and not what a newer release wrote', () => {
    const storage = memoryStorage();
    const older = { session: alice, vacancies: { userKey: 'user:alice', companyId: 'CompanyA', answer: list } };
    storage.setItem('cvi.bootCache.v1', JSON.stringify(older));
    expect(bootVacancies(readBootCache(storage), alice, 'CompanyA')?.vacancies).toHaveLength(1);
    storage.setItem('cvi.bootCache.v1$', JSON.stringify({ v: storedBootCache.version + 1 }));
    expect(readBootCache(storage)).toBeNull();
  });

  it('is declared whole, as settings are: its fallback passes its check, a migration to each version', () => {
    expect(declarationProblems({ bootCache: storedBootCache })).toEqual([]);
  });

  it('never holds a token', () => {
    const storage = memoryStorage();
    rememberVacancies(alice, 'CompanyA', list, storage);
    expect([...storage.raw.values()].join('')).not.toMatch(/token|eyJ/i);
  });

  it('carries on when the storage refuses to write', () => {
    const full: BootStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => rememberVacancies(alice, 'CompanyA', list, full)).not.toThrow();
    expect(readBootCache(full)).toBeNull();
  });
});
