import { createStore, get, keys, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { createDocumentJobStore, JOB_REUSE_WINDOW_MS, type NewDocument } from '@/lib/document-jobs/job-store';
import { DocumentError } from '@/lib/extract/documents/document-error';
import { lea } from './lea';

let databases = 0;

function storeAt(clock: { now: number }) {
  return createDocumentJobStore(`document-jobs-${++databases}`, () => clock.now);
}

const link = (url: string): NewDocument => ({ name: 'cv.pdf', sourceUrl: url, chosenOnTab: null, bytes: new Uint8Array([37, 80, 68, 70]) });
const chosenFile = (tabId: number): NewDocument => ({
  name: 'cv.docx',
  sourceUrl: 'file:///cv.docx',
  chosenOnTab: tabId,
  bytes: new Uint8Array([80, 75]),
});

describe('document jobs', () => {
  it('keep the bytes to parse apart from the job, then the candidate and notes, the original kept as the CV to send', async () => {
    const jobs = storeAt({ now: 1_000 });
    const job = await jobs.add(link('https://cv.example.com/lea.pdf'));
    expect(await jobs.get(job.id)).toEqual(expect.objectContaining({ state: 'waiting', parses: 0 }));
    expect(await jobs.get(job.id)).not.toHaveProperty('bytes');

    expect(await jobs.claim(job.id)).toEqual({ name: 'cv.pdf', bytes: new Uint8Array([37, 80, 68, 70]) });
    await jobs.finish(job.id, { ok: true, result: { candidate: lea, notes: [{ code: 'docx-cut' }] } });

    const done = await jobs.get(job.id);
    expect(done).toMatchObject({ state: 'done', parses: 1, candidate: lea, notes: [{ code: 'docx-cut' }] });
    expect(await jobs.claim(job.id)).toBeNull();
    expect(await jobs.original(job.id)).toEqual({ name: 'cv.pdf', bytes: new Uint8Array([37, 80, 68, 70]) });
  });

  it('let the original go once the candidate is imported (the outbox job holds its own copy)', async () => {
    const jobs = storeAt({ now: 1_000 });
    const job = await jobs.add(link('https://cv.example.com/lea.pdf'));
    await jobs.finish(job.id, { ok: true, result: { candidate: lea, notes: [] } });
    await jobs.markImported('https://cv.example.com/lea.pdf');
    expect(await jobs.original(job.id)).toBeNull();
    expect(await jobs.get(job.id)).toMatchObject({ state: 'done', imported: true });
    expect(await keys(createStore(`document-jobs-${databases}`, 'jobs'))).toEqual([job.id]);
  });

  it('keep a job imported while it was parsed until it is parsed, then let its bytes go', async () => {
    const jobs = storeAt({ now: 1_000 });
    const job = await jobs.add(link('https://cv.example.com/lea.pdf'));
    await jobs.markImported('https://cv.example.com/lea.pdf');
    expect(await jobs.claim(job.id)).toEqual({ name: 'cv.pdf', bytes: new Uint8Array([37, 80, 68, 70]) });
    await jobs.finish(job.id, { ok: true, result: { candidate: lea, notes: [] } });
    expect(await jobs.original(job.id)).toBeNull();
    expect(await keys(createStore(`document-jobs-${databases}`, 'jobs'))).toEqual([job.id]);
  });

  it('let the bytes of a document that could not be read go', async () => {
    const jobs = storeAt({ now: 1_000 });
    const job = await jobs.add(link('https://cv.example.com/scan.pdf'));
    await jobs.finish(job.id, { ok: false, error: new DocumentError({ code: 'scanned-pdf' }) });
    expect(await jobs.original(job.id)).toBeNull();
    expect(await keys(createStore(`document-jobs-${databases}`, 'jobs'))).toEqual([job.id]);
  });

  it('read a job of version 3, whose bytes were inline, with its bytes moved beside it', async () => {
    const jobs = storeAt({ now: 1_000 });
    const raw = createStore(`document-jobs-${databases}`, 'jobs');
    const common = { version: 3, sourceUrl: 'https://cv.example.com/lea.pdf', chosenOnTab: null, createdAt: 1_000, imported: false };
    await set(
      'waiting-v3',
      { ...common, id: 'waiting-v3', name: 'a.pdf', parses: 0, state: 'waiting', bytes: new Uint8Array([1, 2]) },
      raw,
    );
    await set(
      'done-v3',
      { ...common, id: 'done-v3', name: 'b.pdf', parses: 1, state: 'done', candidate: lea, notes: [], original: new Uint8Array([3, 4]) },
      raw,
    );

    expect(await jobs.findRecent({ sourceUrl: 'https://cv.example.com/lea.pdf' })).toMatchObject({ version: 4 });
    expect(await get('done-v3', raw)).not.toHaveProperty('original');
    expect(await jobs.claim('waiting-v3')).toEqual({ name: 'a.pdf', bytes: new Uint8Array([1, 2]) });
    expect(await jobs.original('done-v3')).toEqual({ name: 'b.pdf', bytes: new Uint8Array([3, 4]) });
  });

  it('keep why a document could not be read, and a result once written is not overwritten', async () => {
    const jobs = storeAt({ now: 1_000 });
    const job = await jobs.add(link('https://cv.example.com/scan.pdf'));
    await jobs.finish(job.id, { ok: false, error: new DocumentError({ code: 'scanned-pdf' }) });
    await jobs.finish(job.id, { ok: true, result: { candidate: lea, notes: [] } });
    expect(await jobs.get(job.id)).toMatchObject({ state: 'failed', problem: { code: 'scanned-pdf' } });
  });

  it('find the job of the same link for a popup reopened within 30 minutes, and not once it was imported', async () => {
    const clock = { now: 1_000 };
    const jobs = storeAt(clock);
    const job = await jobs.add(link('https://cv.example.com/lea.pdf'));
    await jobs.add(link('https://cv.example.com/other.pdf'));

    clock.now += JOB_REUSE_WINDOW_MS - 1;
    expect(await jobs.findRecent({ sourceUrl: 'https://cv.example.com/lea.pdf' })).toMatchObject({ id: job.id });
    clock.now += 1;
    expect(await jobs.findRecent({ sourceUrl: 'https://cv.example.com/lea.pdf' })).toBeNull();

    clock.now = 1_000;
    await jobs.markImported('https://cv.example.com/lea.pdf');
    expect(await jobs.findRecent({ sourceUrl: 'https://cv.example.com/lea.pdf' })).toBeNull();
  });

  it('find the file chosen on a tab only for that tab', async () => {
    const jobs = storeAt({ now: 1_000 });
    const job = await jobs.add(chosenFile(7));
    expect(await jobs.findRecent({ chosenOnTab: 7 })).toMatchObject({ id: job.id, name: 'cv.docx' });
    expect(await jobs.findRecent({ chosenOnTab: 8 })).toBeNull();
    expect(await jobs.findRecent({ sourceUrl: 'file:///cv.docx' })).toBeNull();
  });

  it('keep only the 20 most recent jobs', async () => {
    const clock = { now: 1_000 };
    const jobs = storeAt(clock);
    const added = [];
    for (let n = 0; n < 22; n++) {
      clock.now += 1;
      added.push(await jobs.add(link(`https://cv.example.com/${n}.pdf`)));
    }
    expect(await jobs.get(added[0]!.id)).toBeNull();
    expect(await jobs.get(added[1]!.id)).toBeNull();
    expect(await jobs.get(added[2]!.id)).toMatchObject({ sourceUrl: 'https://cv.example.com/2.pdf' });
    expect(await jobs.get(added[21]!.id)).toMatchObject({ sourceUrl: 'https://cv.example.com/21.pdf' });
    expect(await jobs.original(added[1]!.id)).toBeNull();
    expect(await keys(createStore(`document-jobs-${databases}`, 'jobs'))).toHaveLength(40);
  });
});
