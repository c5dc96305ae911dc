import { metaResult } from '@/lib/outbox/job-steps';
import { describe, expect, it } from 'vitest';
import type { CandidateMetaResponse } from '@/lib/api';
import type { ImportRequest, OutboxEntry } from '@/lib/outbox/entry';
import { createOutbox } from '@/lib/outbox/outbox';
import { createOutboxStore } from '@/lib/outbox/store';

const OK: CandidateMetaResponse = { statusCode: 200, message: { resource_type: 'candidate', action: 'updated' } };
const USER = 'user:recruiter@example.com';

function request(email: string, version: number): ImportRequest {
  return { companyId: 'DemoCompany00001', appName: 'cv-importer', type: 'applicants', reference: email, value: { version }, label: email };
}

interface Post {
  entry: OutboxEntry;
  answer: () => void;
}

/** A service that holds every post until the test answers it, in the order the test chooses. */
function heldService() {
  const posts: Post[] = [];
  let taken = 0;
  let waiter: ((post: Post) => void) | null = null;
  return {
    posts,
    send: (entry: OutboxEntry) =>
      new Promise<CandidateMetaResponse>((resolve) => {
        posts.push({ entry, answer: () => resolve(OK) });
        if (waiter) {
          const wake = waiter;
          waiter = null;
          wake(posts[taken++]!);
        }
      }),
    /** Answers every further post until `done` settles (what the outbox still sends is recorded, not lost). */
    async answerUntil(done: Promise<unknown>): Promise<void> {
      let settled = false;
      void done.then(() => (settled = true));
      while (!settled) (await Promise.race([this.next(), done.then(() => null)]))?.answer();
    },
    /** The next post the outbox makes (already made, or the one it makes next). */
    next(): Promise<Post> {
      if (taken < posts.length) return Promise.resolve(posts[taken++]!);
      return new Promise((resolve) => (waiter = resolve));
    },
  };
}

/** An outbox over a fresh IndexedDB and a held service, on a clock the test moves. */
function outboxOverHeldService(database: string) {
  const store = createOutboxStore(database);
  const service = heldService();
  const clock = { now: 1_000 };
  const outbox = createOutbox({
    store,
    currentUser: async () => USER,
    run: async (entry) => metaResult(await service.send(entry)),
    schedule: () => {},
    now: () => clock.now,
    random: () => 0,
  });
  return { store, service, clock, outbox };
}

describe('the latest data of a candidate wins', () => {
  it('never sends an older version after a newer one (B, C, D, A queued; A imported again while C is on its way)', async () => {
    const { store, service, clock, outbox } = outboxOverHeldService('outbox-latest-wins');
    for (const email of ['b@example.org', 'c@example.org', 'd@example.org', 'a@example.org']) {
      await outbox.enqueue(request(email, 1));
      clock.now += 1;
    }

    const flushed = outbox.flush();
    (await service.next()).answer(); // b1
    const c1 = await service.next();
    const resubmitted = outbox.submit(request('a@example.org', 2));
    (await service.next()).answer(); // a2, sent at once by the new import
    expect(await resubmitted).toMatchObject({ status: 'delivered' });
    c1.answer();
    (await service.next()).answer(); // d1
    await service.answerUntil(flushed);

    const sent = service.posts.map((p) => `${p.entry.reference[0]}${(p.entry.value as { version: number }).version}`);
    expect(sent).toEqual(['b1', 'c1', 'a2', 'd1']);
    expect(await store.entries(USER)).toEqual([]);
  });

  it('sends the newest version when the import changed after the flush looked at the queue', async () => {
    const { service, clock, outbox } = outboxOverHeldService('outbox-latest-wins-2');
    await outbox.enqueue(request('b@example.org', 1));
    clock.now += 1;
    await outbox.enqueue(request('a@example.org', 1));

    const flushed = outbox.flush();
    const b1 = await service.next();
    await outbox.enqueue(request('a@example.org', 2)); // queued only: the flush is to send it
    b1.answer();
    await service.answerUntil(flushed);

    const sentOfA = service.posts
      .filter((p) => p.entry.reference === 'a@example.org')
      .map((p) => (p.entry.value as { version: number }).version);
    expect(sentOfA).toEqual([2]);
  });
});
