import type { OutboxEntry } from '../outbox/entry';
import type { BulkBatch, BulkTarget } from '../storage/items/bulk-batch';
import type { BulkRow } from '../storage/items/bulk-row';
import { asSerializedError } from '../ui/error-advice';
import { createAtsChecks } from './ats-checks';
import { createBatchImports } from './batch-imports';
import type { Ask, BatchRows, BulkState } from './batch-rows';
import { createParsePool, type ParsePool, type ParseWorker } from './parse-pool';
import type { ParseAnswer, ParseTask } from './parse-messages';
import { editCell, type Cell } from './row-candidate';
import { isIncluded, rowStatuses } from './status';
import type { BulkStore } from './store';

/** The most files one batch holds. */
export const MAX_BATCH_FILES = 500;

/** The least time between two renders of the page caused by the batch changing. */
const EMIT_INTERVAL_MS = 400;

export interface BulkControllerDeps {
  store: BulkStore;
  createWorker: () => ParseWorker;
  poolSize: number;
  ask: Ask;
  /** The recruiter's locale, for reading phone numbers. */
  locale: string;
  now?: () => number;
  newId?: () => string;
}

export type { BulkState };

const INITIAL: BulkState = { loaded: false, batch: null, rows: [], unreadableRows: 0, jobs: new Map(), storageError: null, online: false };

/**
 * The bulk import page's batch, apart from the page: files read by a pool of workers (their bytes
 * read by the worker that takes them, never all at once), rows kept in IndexedDB as they change,
 * the duplicate check of each row, and the imports through the background's outbox. The page
 * subscribes to its state.
 */
export function createBulkController(deps: BulkControllerDeps) {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  let state: BulkState = INITIAL;
  let disposed = false;
  const listeners = new Set<(state: BulkState) => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let microtask = false;
  let lastEmit = -Infinity;

  function flush(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    microtask = false;
    lastEmit = performance.now();
    if (!disposed) for (const listener of listeners) listener(state);
  }

  /**
   * What the recruiter did shows at once (`now`); what the workers do (files read two at a time,
   * checks, jobs) is told at most every EMIT_INTERVAL_MS, so the page renders a few times a second
   * however fast files are read, and a keystroke never waits behind a queue of renders.
   */
  function emit(now = false): void {
    if (now || performance.now() - lastEmit >= EMIT_INTERVAL_MS) {
      if (!microtask) queueMicrotask(flush);
      microtask = true;
    } else {
      timer ??= setTimeout(flush, lastEmit + EMIT_INTERVAL_MS - performance.now());
    }
  }
  function set(change: Partial<BulkState>, now = false): void {
    state = { ...state, ...change };
    emit(now);
  }

  const dirty = new Map<string, BulkRow>();
  let saving: Promise<void> = Promise.resolve();
  let saveQueued = false;
  function persist(): Promise<void> {
    saveQueued = false;
    const changed = [...dirty.values()];
    dirty.clear();
    saving = saving.then(() => deps.store.saveRows(changed)).catch((caught: unknown) => set({ storageError: asSerializedError(caught) }));
    return saving;
  }

  let serialCalls: Promise<unknown> = Promise.resolve();
  const rows: BatchRows = {
    state: () => state,
    row: (id) => state.rows.find((row) => row.id === id) ?? null,
    update(id, change) {
      const index = state.rows.findIndex((row) => row.id === id);
      const row = state.rows[index];
      const next = row ? change(row) : null;
      if (!next || next === row) return null;
      set({ rows: state.rows.with(index, next) });
      dirty.set(id, next);
      if (!saveQueued) {
        saveQueued = true;
        queueMicrotask(() => void persist());
      }
      return next;
    },
    persist,
    setJobs(change) {
      const jobs = new Map(state.jobs) as Map<string, OutboxEntry>;
      change(jobs);
      set({ jobs });
    },
    store: deps.store,
    ask: deps.ask,
    serial(call) {
      const result = serialCalls.then(call, call);
      serialCalls = result.catch(() => undefined);
      return result;
    },
    now,
  };

  const signedOut = () => set({ online: false });
  const checks = createAtsChecks(rows, signedOut);
  const imports = createBatchImports(rows, signedOut);

  // Reading: the files dropped in this page are read from the File itself, those of a reopened batch from storage.
  const droppedFiles = new Map<string, Blob>();
  let toRead: string[] = [];
  let pool: ParsePool | null = null;

  async function nextTask(): Promise<ParseTask | null> {
    for (let id = toRead.shift(); id !== undefined; id = toRead.shift()) {
      const row = rows.row(id);
      if (!row || row.reading.state !== 'waiting') continue;
      const file = droppedFiles.get(id) ?? (await deps.store.file(row.batchId, id).catch(() => null));
      droppedFiles.delete(id);
      if (file) return { id, fileName: row.fileName, file, locale: deps.locale };
      rows.update(id, (current) => ({
        ...current,
        reading: { state: 'unreadable', hash: null, problem: { code: 'unexpected', detail: 'The file is no longer kept here.' } },
      }));
    }
    return null;
  }

  function took(answer: ParseAnswer): void {
    // How long the worker took over the file, for the bench (npm run bench, section 'bulk').
    const end = performance.now();
    performance.measure('cvi:bulk-read', { start: Math.max(0, end - answer.ms), end });
    rows.update(answer.id, (row) => {
      if (row.reading.state !== 'waiting') return null;
      const reading = answer.ok
        ? { state: 'read' as const, hash: answer.hash, candidate: answer.candidate, text: answer.text }
        : { state: 'unreadable' as const, hash: answer.hash, problem: answer.problem };
      return { ...row, reading };
    });
    checks.wake();
  }

  function read(ids: readonly string[]): void {
    toRead.push(...ids);
    pool ??= createParsePool({
      size: deps.poolSize,
      createWorker: deps.createWorker,
      next: nextTask,
      onAnswer: took,
      onIdle: () => emit(true),
    });
    pool.wake();
  }

  function newBatch(): BulkBatch {
    return { version: 1, id: newId(), createdAt: now(), leftOut: { overLimit: 0, notCv: 0 }, cancelled: 0, importing: null };
  }

  async function keep(write: Promise<void>): Promise<void> {
    await write.catch((caught: unknown) => set({ storageError: asSerializedError(caught) }));
  }

  return {
    getState: () => state,

    subscribe(listener: (state: BulkState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The batch kept from before (a closed tab, a browser restart): reading, checks and imports go on where they stood. */
    async load(): Promise<void> {
      const stored = await deps.store.current().catch((caught: unknown) => {
        set({ storageError: asSerializedError(caught) });
        return null;
      });
      if (disposed) return;
      set({ loaded: true, batch: stored?.batch ?? null, rows: stored?.rows ?? [], unreadableRows: stored?.unreadableRows ?? 0 }, true);
      const waiting = state.rows.filter((row) => row.reading.state === 'waiting').map((row) => row.id);
      if (waiting.length > 0) read(waiting);
      checks.wake();
      imports.resume();
    },

    /** Files chosen or dropped: PDF and DOCX only (`notCv` counts the others), up to 500 in the batch. */
    async addFiles(files: readonly File[], notCv = 0): Promise<void> {
      const starting = state.batch === null;
      const batch = state.batch ?? newBatch();
      const taken = files.slice(0, Math.max(0, MAX_BATCH_FILES - state.rows.length));
      const first = state.rows.reduce((last, row) => Math.max(last, row.position + 1), 0);
      const added: BulkRow[] = taken.map((file, index) => ({
        version: 1,
        id: newId(),
        batchId: batch.id,
        position: first + index,
        fileName: file.name,
        fileSize: file.size,
        reading: { state: 'waiting' },
        edits: {},
        included: null,
        ats: { state: 'unchecked' },
        job: { state: 'none' },
      }));
      const leftOut = { overLimit: batch.leftOut.overLimit + files.length - taken.length, notCv: batch.leftOut.notCv + notCv };
      const updated = { ...batch, leftOut };
      set({ batch: updated, rows: [...state.rows, ...added] }, true);
      added.forEach((row, index) => droppedFiles.set(row.id, taken[index]!));
      const kept = added.map((row, index) => ({ rowId: row.id, fileName: row.fileName, file: taken[index]! }));
      const write = starting ? deps.store.start(updated, added, kept) : deps.store.add(updated, added, kept);
      // Reading starts from the files themselves while they are being kept.
      read(added.map((row) => row.id));
      await keep(write);
    },

    /** Stops reading: the files not read yet leave the batch. */
    async cancelReading(): Promise<void> {
      pool?.cancel();
      pool = null;
      toRead = [];
      droppedFiles.clear();
      const batch = state.batch;
      const unread = state.rows.filter((row) => row.reading.state === 'waiting').map((row) => row.id);
      if (!batch || unread.length === 0) return;
      const updated = { ...batch, cancelled: batch.cancelled + unread.length };
      set({ batch: updated, rows: state.rows.filter((row) => row.reading.state !== 'waiting') }, true);
      await keep(deps.store.removeRows(batch.id, unread).then(() => deps.store.saveBatch(updated)));
    },

    /** The recruiter changed a cell (rows already handed over stay as they were sent). */
    edit(rowId: string, cell: Cell, value: string): void {
      rows.update(rowId, (row) => (row.job.state === 'none' || row.job.state === 'failed' ? editCell(row, cell, value) : null));
      emit(true);
      checks.wake();
    },

    setIncluded(rowId: string, included: boolean): void {
      rows.update(rowId, (row) => (row.job.state === 'none' ? { ...row, included } : null));
      emit(true);
    },

    /** Whether the service can be reached now (signed in, a company chosen): checks and imports wait for it. */
    setOnline(online: boolean): void {
      if (online === state.online) return;
      set({ online }, true);
      if (online) {
        checks.wake();
        imports.resume();
      }
    },

    /** "Import all": each ticked row becomes one job in the outbox, to `target` (null: the candidate data only). */
    async importAll(target: BulkTarget | null): Promise<void> {
      const batch = state.batch;
      if (!batch || batch.importing) return;
      const statuses = rowStatuses(state.rows);
      const ticked = state.rows.filter((row) => isIncluded(row, statuses.get(row.id)!)).map((row) => row.id);
      const updated = { ...batch, importing: { target, startedAt: now() } };
      // The batch and its queued rows change together: the page never shows an import with nothing in it.
      set({ batch: updated }, true);
      imports.queue(ticked);
      await keep(deps.store.saveBatch(updated));
      await rows.persist();
      imports.sendWaiting();
    },

    retry: (rowId: string) => imports.retry(rowId),

    /** The background published a change of the outbox. */
    outboxChanged: () => imports.resume(),

    /** The row's file while it is kept (to show it beside its fields). */
    fileOf(rowId: string): Promise<Blob | null> {
      const row = rows.row(rowId);
      return row ? deps.store.file(row.batchId, rowId) : Promise.resolve(null);
    },

    /** Forgets this batch (its imports already in the outbox go on) to start another. */
    async clear(): Promise<void> {
      pool?.cancel();
      pool = null;
      toRead = [];
      droppedFiles.clear();
      set({ batch: null, rows: [], unreadableRows: 0, jobs: new Map() }, true);
      await keep(deps.store.clear());
    },

    dispose(): void {
      disposed = true;
      pool?.cancel();
      listeners.clear();
    },
  };
}

export type BulkController = ReturnType<typeof createBulkController>;
