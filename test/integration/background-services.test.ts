import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PublishedState } from '@/lib/platform/published-state';
import { API_KEY, BASIC, CREDENTIALS, DEMO, startTestSandbox, type TestSandbox } from '../support/sandbox-fixture';
import { backgroundFor } from './sandbox-background';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

describe('vacancies for the popup', () => {
  it('answers from the service first, then from the cache at once, saying how old it is', async () => {
    const { worker } = backgroundFor(sandbox.url);
    await worker.handlers['session.signIn'](CREDENTIALS);
    const fresh = await worker.handlers['vacancies.list']({});
    expect(fresh.source).toBe('service');
    expect(fresh.vacancies.length).toBeGreaterThan(5);
    const cached = await worker.handlers['vacancies.list']({});
    expect(cached).toMatchObject({ source: 'cache', fetchedAt: fresh.fetchedAt });
    expect(cached.vacancies.map((v) => v.id)).toEqual(fresh.vacancies.map((v) => v.id));
  });

  it('falls back to pinned vacancies when the list call is refused', async () => {
    const { worker } = backgroundFor(sandbox.url);
    await worker.handlers['session.signIn'](CREDENTIALS);
    const [first] = (await worker.handlers['vacancies.list']({ refresh: true })).vacancies;
    await sandbox.faults([{ method: 'GET', path: `/company/${DEMO}/vacancies`, status: 403 }]);
    try {
      const pinned = await worker.handlers['vacancies.pin']({ idOrUrl: `https://app.example.com/vacancy/${first!.id}/edit` });
      expect(pinned).toMatchObject({ source: 'pinned', pinned: [first!.id], error: { kind: 'forbidden' } });
      expect(pinned.vacancies.map((v) => v.title)).toEqual([first!.title]);
    } finally {
      await sandbox.clearFaults();
    }
  });
});

describe('sign-out', () => {
  it('erases the user queue and cache, while a 401 keeps them', async () => {
    const { worker } = backgroundFor(sandbox.url, { companyId: BASIC });
    await worker.handlers['session.signIn'](CREDENTIALS);
    await worker.handlers['vacancies.list']({});
    const refused = await worker.handlers['candidate.import']({ reference: 'kept@example.org', label: 'Kept', value: { a: 1 } });
    expect(refused).toMatchObject({ status: 'failed', entry: { lastError: { kind: 'premium-required' } } });

    await worker.session.expire();
    await worker.handlers['session.signIn'](CREDENTIALS);
    expect((await worker.handlers['outbox.list']({})).entries).toHaveLength(1);
    expect((await worker.handlers['vacancies.list']({})).source).toBe('cache');

    await worker.handlers['session.signOut']({});
    await worker.handlers['session.signIn'](CREDENTIALS);
    expect((await worker.handlers['outbox.list']({})).entries).toEqual([]);
    expect((await worker.handlers['vacancies.list']({})).source).toBe('service');
  });
});

describe('the second credential', () => {
  it('keeps the company API key beside a password sign-in (also across an expiry), refuses a wrong one, and forgets it on sign-out', async () => {
    const { worker } = backgroundFor(sandbox.url);
    const signedIn = await worker.handlers['session.signIn'](CREDENTIALS);
    expect(signedIn).toMatchObject({ signedIn: true, method: 'password', credentials: { userToken: true, apiKey: false } });
    await expect(worker.handlers['session.addApiKey']({ apiKey: 'not-a-key' })).rejects.toMatchObject({ kind: 'bad-credentials' });
    const both = await worker.handlers['session.addApiKey']({ apiKey: API_KEY });
    expect(both).toMatchObject({
      method: 'password',
      userKey: signedIn.signedIn ? signedIn.userKey : '',
      credentials: { userToken: true, apiKey: true },
    });
    await worker.session.expire();
    await worker.handlers['session.signIn'](CREDENTIALS);
    expect(await worker.handlers['session.get']({})).toMatchObject({ credentials: { userToken: true, apiKey: true } });
    await worker.handlers['session.signOut']({});
    await worker.handlers['session.signIn'](CREDENTIALS);
    expect(await worker.handlers['session.get']({})).toMatchObject({ credentials: { userToken: true, apiKey: false } });
  });

  it('adds a user sign-in to an API-key session without changing whose queue it is', async () => {
    const { worker } = backgroundFor(sandbox.url);
    const byKey = await worker.handlers['session.signInWithApiKey']({ apiKey: API_KEY });
    expect(byKey).toMatchObject({ credentials: { userToken: false, apiKey: true } });
    const both = await worker.handlers['session.addUserSignIn'](CREDENTIALS);
    expect(both).toMatchObject({
      method: 'api-key',
      userKey: byKey.signedIn ? byKey.userKey : '',
      credentials: { userToken: true, apiKey: true },
    });
  });
});

describe('what the worker publishes to the open pages', () => {
  it('publishes the session when a 401 ends it, so an open popup shows the sign-in', async () => {
    const published: PublishedState[] = [];
    const { worker } = backgroundFor(sandbox.url, {}, undefined, { onPublish: (state) => void published.push(state) });
    await worker.handlers['session.signIn'](CREDENTIALS);
    expect(published.at(-1)?.session).toMatchObject({ signedIn: true });
    await sandbox.faults([{ method: 'GET', path: `/company/${DEMO}/vacancies`, status: 401 }]);
    try {
      await expect(worker.handlers['vacancies.list']({ refresh: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    } finally {
      await sandbox.clearFaults();
    }
    expect(published.at(-1)?.session).toMatchObject({ signedIn: false, expired: true });
  });
});

describe('pipeline columns and tags', () => {
  it('are read once and kept like the vacancy list, asked again on refresh, and forgotten at sign-out', async () => {
    const { worker } = backgroundFor(sandbox.url);
    await worker.handlers['session.signIn'](CREDENTIALS);
    const first = await worker.handlers['pipeline.options']({});
    expect(first.columns.map((column) => column.title)).toContain('Technical interview');
    expect(first.tags.every((tag) => tag.values.length > 0 || tag.creatable)).toBe(true);
    await sandbox.faults([{ method: 'GET', path: `/company/${DEMO}/columns`, status: 500 }]);
    try {
      expect(await worker.handlers['pipeline.options']({})).toEqual(first);
      await expect(worker.handlers['pipeline.options']({ refresh: true })).rejects.toMatchObject({ kind: 'service-failure' });
      await worker.handlers['session.signOut']({});
      await worker.handlers['session.signIn'](CREDENTIALS);
      await expect(worker.handlers['pipeline.options']({})).rejects.toMatchObject({ kind: 'service-failure' });
    } finally {
      await sandbox.clearFaults();
    }
  });
});

describe('the company ID asked after sign-in', () => {
  it('is checked with the service without being stored: a known company, and one the service does not know', async () => {
    const background = backgroundFor(sandbox.url, { companyId: '' });
    await background.worker.handlers['session.signIn'](CREDENTIALS);
    expect(await background.worker.handlers['company.check']({ companyId: DEMO })).toEqual({ known: true, error: null });
    const unknown = await background.worker.handlers['company.check']({ companyId: 'NoSuchCompany001' });
    expect(unknown).toMatchObject({ known: false, error: { kind: expect.stringMatching(/^(not-found|forbidden)$/) } });
    expect(background.settings.companyId).toBe('');
  });
});
