import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createBulkController, type BulkController, type BulkState } from '@/lib/bulk/batch-controller';
import { parseFile } from '@/lib/bulk/parse-file';
import type { ParseWorker } from '@/lib/bulk/parse-pool';
import type { ParseTask } from '@/lib/bulk/parse-messages';
import { rowCells } from '@/lib/bulk/row-candidate';
import { rowStatuses } from '@/lib/bulk/status';
import { batchSummary } from '@/lib/bulk/summary';
import { createBulkStore, type BulkStore } from '@/lib/bulk/store';
import { NODE_READERS } from '@/lib/extract/node/readers';
import type { BulkTarget } from '@/lib/storage/items/bulk-batch';
import { fixture } from '../extract/helpers';
import { fakeService } from './fake-service';
import { CORPUS_DIR } from '../../../lib/extract/node/corpus.ts';

/** A parse worker that reads in this process with the engine's Node readers: the real extraction, no thread. */
class InProcessWorker implements ParseWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  postMessage(task: ParseTask): void {
    void parseFile(task, NODE_READERS).then((answer) => this.onmessage?.({ data: answer }));
  }
  terminate(): void {}
}

/** A parse worker that never answers: files stay being read. */
class SilentWorker implements ParseWorker {
  onmessage = null;
  onerror = null;
  postMessage(): void {}
  terminate(): void {}
}

const CORPUS = `${CORPUS_DIR}/docs`;
const fileFrom = (path: string, name = path.split('/').pop()!) => new File([readFileSync(path)], name);
const camille = () => fileFrom(`${CORPUS}/gen-pdf/docx-banner__camille-durand.pdf`);
const eleanor = () => fileFrom(`${CORPUS}/gen-pdf/docx-banner__eleanor-fitzgerald.pdf`);
const alessandro = () => fileFrom(`${CORPUS}/gen-docx/docx-banner__alessandro-de-luca.docx`);
const scanned = () => fileFrom(fixture('documents', 'scanned-cv.pdf'));

const TARGET: BulkTarget = {
  vacancy: { id: 'PrUuVcL2TF3bQPYw', vacancyId: 4101, slug: 'senior-full-stack', title: 'Senior Full-Stack Developer' },
  column: { id: 12, title: 'Technical interview' },
  note: { text: 'Job fair, Lyon', visibleToTeam: false },
  tags: [{ tag: 'source', value: 'Fair' }],
};

let databases = 0;

function controllerOver(
  store: BulkStore,
  service: ReturnType<typeof fakeService>,
  worker: () => ParseWorker = () => new InProcessWorker(),
) {
  const controller = createBulkController({ store, createWorker: worker, poolSize: 2, ask: service.ask, locale: 'en-GB' });
  controller.setOnline(true);
  return controller;
}

async function settled(controller: BulkController, done: (state: BulkState) => boolean): Promise<BulkState> {
  await vi.waitFor(() => expect(done(controller.getState())).toBe(true), { timeout: 15_000, interval: 5 });
  return controller.getState();
}

const statusesOf = (state: BulkState) => {
  const statuses = rowStatuses(state.rows);
  return Object.fromEntries(state.rows.map((row) => [row.fileName, statuses.get(row.id)!.kind]));
};
const noneReadingOrChecking = (state: BulkState) =>
  Object.values(statusesOf(state)).every((kind) => kind !== 'reading' && kind !== 'checking');

describe('a bulk import batch', () => {
  it('reads the files with the pool, finds the same file twice, the scanned one and the candidate already in the ATS, checking one e-mail at a time', async () => {
    const service = fakeService([{ email: 'e.fitzgerald@example.net', vacancy: 'Data Engineer', vacancyId: 4102, column: 'Interview' }]);
    const controller = controllerOver(createBulkStore(`bulk-${++databases}`), service);
    await controller.load();
    await controller.addFiles(
      [camille(), eleanor(), alessandro(), scanned(), fileFrom(`${CORPUS}/gen-pdf/docx-banner__camille-durand.pdf`, 'copy.pdf')],
      2,
    );

    const state = await settled(controller, noneReadingOrChecking);
    expect(statusesOf(state)).toEqual({
      'docx-banner__camille-durand.pdf': 'ready',
      'docx-banner__eleanor-fitzgerald.pdf': 'in-ats',
      'docx-banner__alessandro-de-luca.docx': 'ready',
      'scanned-cv.pdf': 'unreadable',
      'copy.pdf': 'duplicate',
    });
    expect(state.batch?.leftOut).toEqual({ overLimit: 0, notCv: 2 });
    expect(service.searches.sort()).toEqual([
      'alessandro.deluca86@example.org',
      'camille.durand92@example.com',
      'e.fitzgerald@example.net',
    ]);
    expect(service.mostAtOnce()).toBe(1);
  });

  it('takes 500 files at most and says how many were left out; Cancel leaves the unread ones out', async () => {
    const controller = controllerOver(createBulkStore(`bulk-${++databases}`), fakeService(), () => new SilentWorker());
    await controller.load();
    const files = Array.from({ length: 502 }, (_, index) => new File(['%PDF-1.7'], `cv-${index}.pdf`));
    await controller.addFiles(files);
    expect(controller.getState().rows).toHaveLength(500);
    expect(controller.getState().batch?.leftOut.overLimit).toBe(2);

    await controller.cancelReading();
    expect(controller.getState().rows).toHaveLength(0);
    expect(controller.getState().batch?.cancelled).toBe(500);
  });

  it('is kept: a page opened again shows the batch as it was, edits and ticks included', async () => {
    const store = createBulkStore(`bulk-${++databases}`);
    const service = fakeService();
    const first = controllerOver(store, service);
    await first.load();
    await first.addFiles([camille(), alessandro()]);
    await settled(first, noneReadingOrChecking);
    const [camilleRow, alessandroRow] = first.getState().rows;
    first.edit(camilleRow!.id, 'headline', 'Head of logistics');
    first.setIncluded(alessandroRow!.id, false);
    await vi.waitFor(async () => expect((await store.current())?.rows[1]?.included).toBe(false));
    first.dispose();

    const again = controllerOver(store, service);
    await again.load();
    const [camilleAgain, alessandroAgain] = again.getState().rows;
    expect(rowCells(camilleAgain!).headline).toBe('Head of logistics');
    expect(alessandroAgain!.included).toBe(false);
  });

  it('imports each ticked row once, as one job with the batch placement and the file as CV, then lets the file go', async () => {
    const store = createBulkStore(`bulk-${++databases}`);
    const service = fakeService([{ email: 'e.fitzgerald@example.net', vacancy: 'Data Engineer', vacancyId: 4102, column: 'Interview' }]);
    const controller = controllerOver(store, service);
    await controller.load();
    await controller.addFiles([camille(), eleanor(), alessandro(), scanned()]);
    await settled(controller, noneReadingOrChecking);
    service.answer('pending');

    await controller.importAll(TARGET);
    let state = await settled(controller, (now) => now.rows.every((row) => row.job.state === 'none' || row.job.state === 'queued'));
    expect(service.imports.map((sent) => sent.reference).sort()).toEqual([
      'alessandro.deluca86@example.org',
      'camille.durand92@example.com',
    ]);
    const sent = service.imports.find((one) => one.reference === 'camille.durand92@example.com')!;
    expect(sent.placement).toMatchObject({ ...TARGET, applicant: { firstname: 'Camille', lastname: 'Durand' } });
    expect(sent.cv).toMatchObject({ kind: 'file', fileName: 'docx-banner__camille-durand.pdf', contentType: 'application/pdf' });
    const original = readFileSync(`${CORPUS}/gen-pdf/docx-banner__camille-durand.pdf`);
    expect(Buffer.from((sent.cv as { base64: string }).base64, 'base64').equals(original)).toBe(true);
    const camilleRow = state.rows.find((row) => row.fileName.includes('camille'))!;
    expect(await store.file(camilleRow.batchId, camilleRow.id)).toBeNull();

    service.deliverAll();
    controller.outboxChanged();
    state = await settled(controller, (now) => batchSummary(now.rows, rowStatuses(now.rows), now.jobs).underway === 0);
    expect(batchSummary(state.rows, rowStatuses(state.rows), state.jobs)).toEqual({
      imported: 2,
      alreadyThere: 1,
      skipped: 1,
      failed: 0,
      underway: 0,
    });
    expect(service.imports).toHaveLength(2);
  });

  it('closed while handing rows over, then opened again: finds their jobs in the outbox or asks the service, and sends the rest once', async () => {
    const store = createBulkStore(`bulk-${++databases}`);
    const service = fakeService();
    const first = controllerOver(store, service);
    await first.load();
    await first.addFiles([camille(), eleanor(), alessandro()]);
    await settled(first, noneReadingOrChecking);
    // The background takes each import in but the page closes before any answer comes.
    service.answer('never');
    await first.importAll(TARGET);
    await vi.waitFor(async () => expect((await store.current())?.rows.filter((row) => row.job.state === 'sending')).toHaveLength(3));
    first.dispose();
    // Meanwhile the outbox delivered Camille, still holds Eleanor, and never kept Alessandro (the worker stopped first).
    const [camilleJob, eleanorJob, alessandroJob] = [...service.entries];
    service.deliver(camilleJob!);
    service.entries.splice(service.entries.indexOf(alessandroJob!), 1);
    const searchesBefore = service.searches.length;

    service.answer('delivered');
    const again = controllerOver(store, service);
    await again.load();
    const state = await settled(again, (now) => now.rows.every((row) => row.job.state === 'imported' || row.job.state === 'queued'));
    expect(Object.fromEntries(state.rows.map((row) => [row.fileName, row.job]))).toEqual({
      'docx-banner__camille-durand.pdf': { state: 'imported', jobId: camilleJob!.id, at: expect.any(Number) },
      'docx-banner__eleanor-fitzgerald.pdf': { state: 'queued', jobId: eleanorJob!.id, since: expect.any(Number) },
      'docx-banner__alessandro-de-luca.docx': { state: 'imported', jobId: expect.any(String), at: expect.any(Number) },
    });
    // One new hand-over only: the row the outbox did not have, once the service said it did not have it either.
    expect(service.searches.slice(searchesBefore)).toEqual([alessandroJob!.reference]);
    expect(service.imports.map((sent) => sent.reference)).toEqual([
      camilleJob!.reference,
      eleanorJob!.reference,
      alessandroJob!.reference,
      alessandroJob!.reference,
    ]);
  });
});
