import { createStore, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '@/lib/api';
import { createSessionManager, type SessionState } from '@/lib/session/session';
import { clearSession, loadSession, saveExpiry } from '@/lib/session/store';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const HOUR = 3_600_000;

function manager(options: { now?: () => number; password?: string; changes?: SessionState[] } = {}) {
  const now = options.now ?? (() => 1_000_000_000_000);
  return createSessionManager({
    now,
    anonymous: async <T>(fn: (api: ApiClient) => Promise<T>) =>
      fn({
        login: async ({ email, password }: { email: string; password: string }) => {
          if (password !== (options.password ?? 'right')) throw new ApiError('bad-credentials', 'Wrong e-mail or password.');
          return { token: jwt({ email, iat: now() / 1000, exp: (now() + HOUR) / 1000 }) };
        },
      } as unknown as ApiClient),
    verifyApiKey: async (key) => {
      if (key !== 'good-key') throw new ApiError('unauthorized', 'refused');
    },
    onChange: (state) => void options.changes?.push(state),
  });
}

describe('session lifecycle', () => {
  beforeEach(async () => {
    await clearSession();
    await saveExpiry(null);
  });

  it('signs in with a password, keeps the token with its expiry, and survives a worker restart', async () => {
    const state = await manager().signInWithPassword('Recruiter@Example.com', 'right');
    expect(state).toMatchObject({ signedIn: true, method: 'password', email: 'Recruiter@Example.com' });
    const restarted = manager();
    expect(await restarted.token()).toMatch(/^ey/);
    expect((await restarted.state()).signedIn).toBe(true);
    expect((await loadSession())?.expiresAt).toBe(1_000_000_000_000 + HOUR);
  });

  it('refuses a wrong password and stays signed out', async () => {
    await expect(manager().signInWithPassword('a@b.co', 'wrong')).rejects.toMatchObject({ kind: 'bad-credentials' });
    expect(await manager().token()).toBeNull();
  });

  it('drops the token once its exp has passed', async () => {
    let clock = 1_000_000_000_000;
    const session = manager({ now: () => clock });
    await session.signInWithPassword('a@b.co', 'right');
    clock += HOUR + 1;
    expect(await session.token()).toBeNull();
    expect(await session.state()).toEqual({ signedIn: false, expired: true });
  });

  it('ends the session on a 401 and tells listeners, once', async () => {
    const changes: SessionState[] = [];
    const session = manager({ changes });
    await session.signInWithPassword('a@b.co', 'right');
    await session.expire();
    await session.expire();
    expect(await session.token()).toBeNull();
    expect(changes.map((c) => c.signedIn)).toEqual([true, false]);
  });

  it('accepts a company API key the service takes, refuses one it does not, keyed apart from users', async () => {
    const session = manager();
    await expect(session.signInWithApiKey('bad-key')).rejects.toMatchObject({ kind: 'bad-credentials' });
    const state = await session.signInWithApiKey('  good-key ');
    expect(state).toMatchObject({ signedIn: true, method: 'api-key', email: null, expiresAt: null });
    expect(state.signedIn && state.userKey).toMatch(/^api-key:[0-9a-f]{16}$/);
    expect(await session.token()).toBe('good-key');
  });

  it('still says the session expired after the worker restarts, until someone signs in', async () => {
    const session = manager();
    await session.signInWithPassword('a@b.co', 'right');
    await session.expire();
    const restarted = manager();
    expect(await restarted.state()).toEqual({ signedIn: false, expired: true });
    expect(await restarted.expiredUser()).toBe('user:a@b.co');
    await restarted.signInWithPassword('a@b.co', 'right');
    expect(await manager().expiredUser()).toBeNull();
  });

  it('reads the expiry an earlier release stored (the bare user key) as expired', async () => {
    await set('expired-user', 'user:a@b.co', createStore('cv-importer-session', 'session'));
    expect(await manager().state()).toEqual({ signedIn: false, expired: true });
    expect(await manager().expiredUser()).toBe('user:a@b.co');
  });

  it('reads a session an earlier release stored, without a version', async () => {
    await set(
      'session',
      { token: 'good-key', method: 'api-key', userKey: 'api-key:0123456789abcdef', email: null, expiresAt: null, signedInAt: 1 },
      createStore('cv-importer-session', 'session'),
    );
    expect(await manager().state()).toMatchObject({ signedIn: true, userKey: 'api-key:0123456789abcdef' });
    expect(await manager().token()).toBe('good-key');
  });

  it('signs out completely', async () => {
    const session = manager();
    await session.signInWithPassword('a@b.co', 'right');
    await session.signOut();
    expect(await session.state()).toEqual({ signedIn: false, expired: false });
  });
});
