import { metaResult } from '@/lib/outbox/job-steps';
import { readFileSync } from 'node:fs';
import { createStore, entries as storedEntries, get, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import type { CandidateMetaResponse } from '@/lib/api';
import type { DeliveredImport, ImportRequest, OutboxEntry } from '@/lib/outbox/entry';
import { createOutbox } from '@/lib/outbox/outbox';
import { createOutboxStore } from '@/lib/outbox/store';

const USER = 'user:recruiter@example.com';
const OK: CandidateMetaResponse = { statusCode: 200, message: { resource_type: 'candidate', action: 'created' } };
let databases = 0;

/** Records as the release before versioned storage kept them: one list per user. */
const legacyJobs = JSON.parse(readFileSync('test/fixtures/storage/outbox-job.v1.json', 'utf8')) as OutboxEntry[];
const legacyDeliveries = JSON.parse(readFileSync('test/fixtures/storage/delivery-record.v1.json', 'utf8')) as DeliveredImport[];

/** Grace Hopper's job as an older build might have left it: no e-mail to send it to. */
const { reference: _reference, ...corruptJob } = { ...legacyJobs[1]!, id: 'corrupt-0003', label: 'No e-mail' };

function request(email: string): ImportRequest {
  return {
    companyId: 'DemoCompany00001',
    appName: 'cv-importer',
    type: 'applicants',
    reference: email,
    value: { name: email },
    label: email,
  };
}

/** An outbox whose IndexedDB the test fills first, as an earlier release (or a broken one) left it. */
async function outboxOver(records: Array<[IDBValidKey, unknown]>) {
  const dbName = `outbox-records-${++databases}`;
  const raw = createStore(dbName, 'outbox');
  for (const [key, value] of records) await set(key, value, raw);
  const sent: OutboxEntry[] = [];
  const outbox = createOutbox({
    store: createOutboxStore(dbName, { now: () => 1_800_000_000_000 }),
    currentUser: async () => USER,
    run: async (entry) => {
      sent.push(entry);
      return metaResult(OK);
    },
    schedule: () => undefined,
    now: () => 1_800_000_000_000,
    random: () => 0,
  });
  return { outbox, sent, raw };
}

describe('outbox records, one by one', () => {
  it('lists and delivers two valid jobs beside a corrupt one, which waits in quarantine as it was; one more import erases nothing', async () => {
    const { outbox, sent } = await outboxOver([[`entries:${USER}`, [legacyJobs[0], corruptJob, { ...legacyJobs[1], status: 'pending' }]]]);

    const before = await outbox.list();
    expect(before.entries.map((e) => e.reference)).toEqual(['ada.lovelace@example.com', 'grace.hopper@example.com']);
    expect(before.quarantined).toHaveLength(1);
    expect(before.quarantined[0]).toMatchObject({ item: 'outbox-job', raw: corruptJob, problem: expect.stringContaining('reference') });
    expect(before.summary).toMatchObject({ pending: 1, failed: 1, unreadable: 1 });

    await outbox.submit(request('katherine.johnson@example.com'));
    const failed = before.entries.find((e) => e.status === 'failed')!;
    await outbox.retry(failed.id);
    await outbox.flush();

    expect(sent.map((e) => e.reference).sort()).toEqual([
      'ada.lovelace@example.com',
      'grace.hopper@example.com',
      'katherine.johnson@example.com',
    ]);
    const after = await outbox.list();
    expect(after.entries).toEqual([]);
    expect(after.delivered.map((d) => d.reference).sort()).toEqual([
      'ada.lovelace@example.com',
      'grace.hopper@example.com',
      'katherine.johnson@example.com',
    ]);
    expect(after.quarantined).toEqual(before.quarantined);
  });

  it('sets aside a corrupt per-job record without touching the readable ones around it', async () => {
    const [ada, grace] = legacyJobs.map((job) => ({ ...job, status: 'pending', version: 2 }));
    const { outbox, sent, raw } = await outboxOver([
      [['job', USER, ada!.id], ada],
      [['job', USER, 'corrupt-0003'], { ...corruptJob, version: 2 }],
      [['job', USER, grace!.id], grace],
    ]);
    await outbox.enqueue(request('katherine.johnson@example.com'));
    expect((await outbox.list()).entries).toHaveLength(3);
    await outbox.flush();
    expect(sent).toHaveLength(3);
    const [quarantined] = (await outbox.list()).quarantined;
    expect(quarantined?.raw).toEqual({ ...corruptJob, version: 2 });
    expect(await get(['job', USER, 'corrupt-0003'], raw)).toBeUndefined();
  });

  it('sets aside a job stored under another id than its own, so no change can leave a copy of it behind', async () => {
    const ada = { ...legacyJobs[0]!, version: 2 };
    const { outbox } = await outboxOver([[['job', USER, 'some-other-id'], ada]]);
    const { entries, quarantined } = await outbox.list();
    expect(entries).toEqual([]);
    expect(quarantined).toMatchObject([{ raw: ada, problem: expect.stringContaining('some-other-id') }]);
  });

  it('migrates the lists of the release before versioned records into one record each, without loss', async () => {
    const { outbox, raw } = await outboxOver([
      [`entries:${USER}`, legacyJobs],
      [`delivered:${USER}`, legacyDeliveries],
    ]);
    outbox.pause();
    const { entries, delivered, quarantined } = await outbox.list();
    expect(entries).toEqual(legacyJobs);
    expect(delivered).toEqual(legacyDeliveries);
    expect(quarantined).toEqual([]);

    const keys = (await storedEntries(raw)).map(([key]) => key);
    expect(keys).not.toContain(`entries:${USER}`);
    expect(keys).toContainEqual(['job', USER, legacyJobs[0]!.id]);
    expect(await get(['job', USER, legacyJobs[0]!.id], raw)).toMatchObject({ version: 2, reference: 'ada.lovelace@example.com' });
  });

  it('keeps the delivery log when one of its records cannot be read', async () => {
    const { outbox } = await outboxOver([[`delivered:${USER}`, [...legacyDeliveries, { id: 'broken', deliveredAt: 'yesterday' }]]]);
    const { delivered, quarantined } = await outbox.list();
    expect(delivered.map((d) => d.reference)).toEqual(['alan.turing@example.com']);
    expect(quarantined).toMatchObject([{ item: 'delivery-record', raw: { id: 'broken', deliveredAt: 'yesterday' } }]);
  });

  it('forgets a quarantined record only when the recruiter discards it, or signs out', async () => {
    const { outbox } = await outboxOver([[`entries:${USER}`, [corruptJob, corruptJob]]]);
    const { quarantined } = await outbox.list();
    expect(quarantined).toHaveLength(2);
    await outbox.discardQuarantined(quarantined[0]!.id);
    expect((await outbox.list()).quarantined.map((q) => q.id)).toEqual([quarantined[1]!.id]);
  });

  it('erases the user records of every kind at sign-out, and only that user’s', async () => {
    const other = 'user:someone@example.com';
    const store = createOutboxStore(`outbox-records-${++databases}`);
    const raw = createStore(`outbox-records-${databases}`, 'outbox');
    await set(`entries:${USER}`, [legacyJobs[0], corruptJob], raw);
    await set(`entries:${other}`, [legacyJobs[1]], raw);
    expect(await store.quarantined(USER)).toHaveLength(1);
    await store.eraseUser(USER);
    expect(await store.entries(USER)).toEqual([]);
    expect(await store.quarantined(USER)).toEqual([]);
    expect(await store.entries(other)).toHaveLength(1);
  });
});
