import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { ExtractionResult } from '../extract/candidate';
import { readingProblemOf } from '../extract/documents/document-error';
import { documentJob, type DocumentJob } from '../storage/items/document-job';
import { readStored } from '../storage/stored-item';

export type { DocumentJob };

/** A popup reopened within this time on the same document picks up its job instead of parsing again. */
export const JOB_REUSE_WINDOW_MS = 30 * 60 * 1000;
const JOBS_KEPT = 20;

export interface NewDocument {
  name: string;
  sourceUrl: string;
  chosenOnTab: number | null;
  bytes: Uint8Array;
}

/** Which document a reopened popup is on: the one a tab or link shows, or the file chosen on a tab. */
export type SameDocument = { sourceUrl: string } | { chosenOnTab: number };

/**
 * The parse jobs, in the extension's IndexedDB that its pages, offscreen document and background
 * share. A job that cannot be read is work to redo, not data to keep: it is treated as absent.
 */
export function createDocumentJobStore(dbName = 'cv-importer-documents', now: () => number = Date.now) {
  let db: UseStore | undefined;
  const store = () => (db ??= createStore(dbName, 'jobs'));

  async function readable(): Promise<DocumentJob[]> {
    const read = (await entries(store())).map(([, raw]) => readStored(documentJob, raw));
    return read.flatMap((result) => (result.ok ? [result.value] : []));
  }

  async function read(id: string): Promise<DocumentJob | null> {
    const read = readStored(documentJob, await get(id, store()));
    return read.ok ? read.value : null;
  }

  async function update(id: string, change: (job: DocumentJob) => DocumentJob | null): Promise<DocumentJob | null> {
    const job = await read(id);
    const changed = job && change(job);
    if (changed) await set(id, documentJob.schema.parse(changed), store());
    return changed ?? null;
  }

  return {
    get: read,

    /** Keeps the document to be parsed, and only the most recent jobs. */
    async add(document: NewDocument): Promise<DocumentJob> {
      const job: DocumentJob = {
        version: 3,
        id: crypto.randomUUID(),
        ...document,
        createdAt: now(),
        parses: 0,
        imported: false,
        state: 'waiting',
      };
      await set(job.id, job, store());
      const older = (await entries(store())).map(([key]) => String(key)).filter((key) => key !== job.id);
      const kept = new Set(
        (await readable())
          .sort((a, b) => b.createdAt - a.createdAt)
          .slice(0, JOBS_KEPT)
          .map((kept) => kept.id),
      );
      await Promise.all(older.filter((key) => !kept.has(key)).map((key) => del(key, store())));
      return job;
    },

    /** The latest job on the same document, started recently and not yet imported. */
    async findRecent(same: SameDocument): Promise<DocumentJob | null> {
      const matches = (job: DocumentJob) =>
        'sourceUrl' in same ? job.chosenOnTab === null && job.sourceUrl === same.sourceUrl : job.chosenOnTab === same.chosenOnTab;
      const recent = (await readable()).filter((job) => !job.imported && now() - job.createdAt < JOB_REUSE_WINDOW_MS && matches(job));
      return recent.sort((a, b) => b.createdAt - a.createdAt)[0] ?? null;
    },

    /** The bytes of a job still waiting for its result, counting the parse that starts now. */
    async claim(id: string): Promise<{ name: string; bytes: Uint8Array } | null> {
      const job = await update(id, (job) => (job.state === 'waiting' ? { ...job, parses: job.parses + 1 } : null));
      return job?.state === 'waiting' ? { name: job.name, bytes: job.bytes } : null;
    },

    /**
     * Writes the result of a waiting job, keeping its bytes as the CV to send; for a failure, why (a
     * document refused, or an error no reader foresaw: see readingProblemOf), and the bytes go.
     */
    async finish(id: string, outcome: { ok: true; result: ExtractionResult } | { ok: false; error: unknown }): Promise<void> {
      await update(id, (job) => {
        if (job.state !== 'waiting') return null;
        const { bytes, state: _state, ...common } = job;
        return outcome.ok
          ? { ...common, state: 'done', candidate: outcome.result.candidate, notes: outcome.result.notes, original: bytes }
          : { ...common, state: 'failed', problem: readingProblemOf(outcome.error) };
      });
    },

    /** The document as it came, to send as the applicant's CV; null once imported or when it failed. */
    async original(id: string): Promise<{ name: string; bytes: Uint8Array } | null> {
      const job = await read(id);
      if (job?.state === 'done' && job.original) return { name: job.name, bytes: job.original };
      if (job?.state === 'waiting') return { name: job.name, bytes: job.bytes };
      return null;
    },

    /**
     * The candidate read from this document was imported (its job holds its own copy of the CV): a
     * reopened popup reads the tab afresh, and the bytes are let go.
     */
    async markImported(sourceUrl: string): Promise<void> {
      const jobs = (await readable()).filter((job) => job.sourceUrl === sourceUrl && !job.imported);
      await Promise.all(
        jobs.map((job) =>
          update(job.id, (current) =>
            current.state === 'done' ? { ...current, imported: true, original: null } : { ...current, imported: true },
          ),
        ),
      );
    },
  };
}

export type DocumentJobStore = ReturnType<typeof createDocumentJobStore>;

/** The jobs every page of the extension and its background share. */
export const documentJobs = createDocumentJobStore();
