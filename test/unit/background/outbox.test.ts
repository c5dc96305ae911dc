import { metaResult } from '@/lib/outbox/job-steps';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type CandidateMetaResponse } from '@/lib/api';
import type { ImportRequest, OutboxEntry } from '@/lib/outbox/entry';
import { createOutbox, type OutboxSummary } from '@/lib/outbox/outbox';
import { createOutboxStore } from '@/lib/outbox/store';

let databases = 0;

const OK: CandidateMetaResponse = { statusCode: 200, message: { resource_type: 'candidate', action: 'created' } };

function request(email: string, value: Record<string, unknown> = { name: email }): ImportRequest {
  return { companyId: 'DemoCompany00001', appName: 'cv-importer', type: 'applicants', reference: email, value, label: email };
}

/** An outbox over a fresh IndexedDB, with a service whose answers the test scripts, and a settable clock. */
function setup(answers: Array<Error | CandidateMetaResponse> = []) {
  const store = createOutboxStore(`outbox-test-${++databases}`);
  const sent: OutboxEntry[] = [];
  const wakes: Array<number | null> = [];
  const summaries: OutboxSummary[] = [];
  const clock = { now: 1_000 };
  let user: string | null = 'user:a@example.com';
  const make = () =>
    createOutbox({
      store,
      currentUser: async () => user,
      run: async (entry) => {
        sent.push(entry);
        const answer = answers.shift() ?? OK;
        if (answer instanceof Error) throw answer;
        return metaResult(answer);
      },
      schedule: (when) => void wakes.push(when),
      onChange: (summary) => void summaries.push(summary),
      now: () => clock.now,
      random: () => 0,
    });
  return { outbox: make(), restart: make, store, sent, wakes, summaries, clock, setUser: (u: string | null) => (user = u) };
}

describe('outbox state machine', () => {
  it('stores an import before sending, and removes it on the service success', async () => {
    const { outbox, sent, store } = setup();
    const outcome = await outbox.submit(request('ada@example.com'));
    expect(outcome).toMatchObject({ status: 'delivered', delivery: { action: 'created', resourceType: 'candidate' } });
    expect(sent).toHaveLength(1);
    expect(await store.entries('user:a@example.com')).toEqual([]);
    expect((await outbox.list()).delivered.map((d) => d.reference)).toEqual(['ada@example.com']);
  });

  it('keeps a retryable failure pending and schedules the retry with backoff, honouring Retry-After', async () => {
    const { outbox, wakes, clock } = setup([new ApiError('rate-limited', 'slow down', { status: 429, retryAfterMs: 5_000 })]);
    const outcome = await outbox.submit(request('ada@example.com'));
    expect(outcome).toMatchObject({ status: 'pending', entry: { attempts: 1, lastError: { kind: 'rate-limited' } } });
    expect(outcome.status === 'pending' && outcome.entry.nextAttemptAt).toBe(clock.now + 5_000);
    expect(wakes.at(-1)).toBe(clock.now + 5_000);
  });

  it('sends a due retry after a worker restart, from storage alone', async () => {
    const { outbox, restart, clock, sent, store } = setup([new ApiError('service-failure', 'HTTP 500', { status: 500 })]);
    await outbox.submit(request('ada@example.com'));
    await outbox.flush(); // the old worker goes idle, then is stopped
    clock.now += 60_000;
    await restart().flush();
    expect(sent).toHaveLength(2);
    expect(await store.entries('user:a@example.com')).toEqual([]);
  });

  it('stops on a non-retryable answer, keeps the entry with the service message, and resends after an edit', async () => {
    const premium = new ApiError('premium-required', 'No Premium', { status: 403, serviceMessage: 'Premium option required' });
    const { outbox, sent, summaries } = setup([premium]);
    const outcome = await outbox.submit(request('ada@example.com'));
    expect(outcome).toMatchObject({ status: 'failed', entry: { lastError: { serviceMessage: 'Premium option required' } } });
    expect(summaries.at(-1)).toMatchObject({ failed: 1 });
    await outbox.flush();
    expect(sent).toHaveLength(1);

    const id = outcome.status === 'failed' ? outcome.entry.id : '';
    await outbox.edit(id, { reference: 'ada.l@example.com', value: { name: 'Ada L.' }, type: 'applicants', label: 'Ada' });
    await outbox.flush();
    expect(sent.at(-1)).toMatchObject({ reference: 'ada.l@example.com', value: { name: 'Ada L.' } });
    expect((await outbox.list()).entries).toEqual([]);
  });

  it('leaves only when the recruiter discards a failure', async () => {
    const { outbox } = setup([new ApiError('invalid-request', 'bad', { status: 400 })]);
    const outcome = await outbox.submit(request('ada@example.com'));
    const id = outcome.status === 'failed' ? outcome.entry.id : '';
    expect((await outbox.list()).entries).toHaveLength(1);
    await outbox.discard(id);
    expect((await outbox.list()).entries).toEqual([]);
  });

  it('records as delivered an import the service accepted while the recruiter was discarding it', async () => {
    let accept: (() => void) | undefined;
    const outbox = createOutbox({
      store: createOutboxStore(`outbox-test-${++databases}`),
      currentUser: async () => 'user:a@example.com',
      run: () => new Promise((resolve) => (accept = () => resolve(metaResult(OK)))),
      schedule: () => undefined,
      onChange: () => undefined,
      now: () => 1_000,
      random: () => 0,
    });
    const submitting = outbox.submit(request('ada@example.com'));
    await vi.waitFor(() => expect(accept).toBeDefined());
    const [entry] = (await outbox.list()).entries;
    await outbox.discard(entry!.id);
    accept!();
    expect(await submitting).toMatchObject({ status: 'delivered', delivery: { reference: 'ada@example.com' } });
    const { entries, delivered } = await outbox.list();
    expect(entries).toEqual([]);
    expect(delivered.map((d) => d.reference)).toEqual(['ada@example.com']);
  });

  it('pauses on a 401 and resumes after the next sign-in without losing the import', async () => {
    const { outbox, sent } = setup([new ApiError('unauthorized', 'expired', { status: 401 })]);
    const outcome = await outbox.submit(request('ada@example.com'));
    expect(outcome.status).toBe('pending');
    expect((await outbox.summary()).paused).toBe(true);
    await outbox.flush();
    expect(sent).toHaveLength(1);
    await outbox.resume();
    expect(sent).toHaveLength(2);
    expect((await outbox.list()).entries).toEqual([]);
  });

  it('merges a second import of the same pending candidate into one entry, latest data winning', async () => {
    const { outbox, setUser, sent } = setup();
    setUser('user:a@example.com');
    outbox.pause();
    await outbox.enqueue(request('ada@example.com', { headline: 'old' }));
    await outbox.enqueue(request('ADA@example.com', { headline: 'new' }));
    await outbox.enqueue(request('bob@example.com'));
    expect((await outbox.list()).entries).toHaveLength(2);
    await outbox.resume();
    expect(sent.find((e) => e.reference.toLowerCase() === 'ada@example.com')?.value).toEqual({ headline: 'new' });
  });

  it('keeps each user queue apart: another user does not inherit it', async () => {
    const { outbox, setUser } = setup();
    outbox.pause();
    await outbox.enqueue(request('ada@example.com'));
    setUser('user:b@example.com');
    expect((await outbox.list()).entries).toEqual([]);
    setUser('user:a@example.com');
    expect((await outbox.list()).entries).toHaveLength(1);
  });

  it('reports the delivery of an import that a background flush was already sending, posting it once', async () => {
    const { outbox, sent } = setup();
    outbox.pause();
    await outbox.enqueue(request('ada@example.com'));
    const flushing = outbox.resume();
    const outcome = await outbox.submit(request('ada@example.com'));
    await flushing;
    await outbox.flush();
    expect(outcome.status).toBe('delivered');
    expect((await outbox.list()).entries).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('posts again when the candidate was imported anew with other data while the first post was on its way', async () => {
    const posted: Array<Record<string, unknown>> = [];
    let answerFirst: (() => void) | undefined;
    const outbox = createOutbox({
      store: createOutboxStore(`outbox-test-${++databases}`),
      currentUser: async () => 'user:a@example.com',
      run: (entry) => {
        posted.push(entry.value);
        if (posted.length > 1) return Promise.resolve(metaResult(OK));
        return new Promise((resolve) => (answerFirst = () => resolve(metaResult(OK))));
      },
      schedule: () => undefined,
      now: () => 1_000,
      random: () => 0,
    });
    const first = outbox.submit(request('ada@example.com', { headline: 'old' }));
    await vi.waitFor(() => expect(answerFirst).toBeDefined());
    const second = outbox.submit(request('ada@example.com', { headline: 'new' }));
    answerFirst!();
    await Promise.all([first, second]);
    await outbox.flush();
    expect(posted).toEqual([{ headline: 'old' }, { headline: 'new' }]);
    expect((await outbox.list()).entries).toEqual([]);
  });

  it('still counts the imports of a user whose session expired, as waiting for a sign-in', async () => {
    const store = createOutboxStore(`outbox-test-${++databases}`);
    let user: string | null = 'user:a@example.com';
    const outbox = createOutbox({
      store,
      currentUser: async () => user,
      waitingUser: async () => 'user:a@example.com',
      run: async () => metaResult(OK),
      schedule: () => {},
    });
    outbox.pause();
    await outbox.enqueue(request('ada@example.com'));
    user = null;
    expect(await outbox.summary()).toEqual({ pending: 1, failed: 0, unreadable: 0, paused: true });
  });

  it('refuses to queue when nobody is signed in', async () => {
    const { outbox, setUser } = setup();
    setUser(null);
    await expect(outbox.enqueue(request('ada@example.com'))).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
