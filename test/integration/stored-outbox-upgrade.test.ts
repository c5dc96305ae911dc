import { readFileSync } from 'node:fs';
import { createStore, set } from 'idb-keyval';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/lib/outbox/entry';
import { CREDENTIALS, startTestSandbox, type TestSandbox } from '../support/sandbox-fixture';
import { backgroundFor } from './sandbox-background';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

const USER = `user:${CREDENTIALS.email}`;
/** Two imports as the release before versioned records stored them, both due now. */
const legacyJobs = (JSON.parse(readFileSync('test/fixtures/storage/outbox-job.v1.json', 'utf8')) as OutboxEntry[]).map(
  (job): OutboxEntry => ({ ...job, status: 'pending', nextAttemptAt: 0 }),
);
const { reference: _reference, ...unreadable } = { ...legacyJobs[0]!, id: 'no-email', label: 'No e-mail' };

describe('an outbox stored by an earlier release', () => {
  it('delivers the readable imports over HTTP after the upgrade, and keeps the unreadable one through a restart', async () => {
    const background = backgroundFor(sandbox.url);
    await set(`entries:${USER}`, [legacyJobs[0], unreadable, legacyJobs[1]], createStore(background.databases.outbox, 'outbox'));

    await background.worker.handlers['session.signIn'](CREDENTIALS);
    await background.worker.wake();
    const delivered = (await sandbox.candidateMeta()).entries.map((entry) => entry.reference).sort();
    expect(delivered).toEqual(['ada.lovelace@example.com', 'grace.hopper@example.com']);

    const restarted = background.restart();
    await restarted.wake();
    const { entries, quarantined, summary } = await restarted.handlers['outbox.list']({});
    expect(entries).toEqual([]);
    expect(quarantined).toMatchObject([{ item: 'outbox-job', raw: unreadable }]);
    expect(summary).toMatchObject({ pending: 0, failed: 0, unreadable: 1 });
  });

  it('still says the session expired after the worker restarts', async () => {
    const background = backgroundFor(sandbox.url);
    await background.worker.handlers['session.signIn'](CREDENTIALS);
    await background.worker.session.expire();
    const restarted = background.restart();
    expect(await restarted.handlers['session.get']({})).toEqual({ signedIn: false, expired: true });
  });
});
