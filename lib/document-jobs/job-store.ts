import { createStore, del, delMany, get, getMany, keys, set, setMany, type UseStore } from 'idb-keyval';
import type { ExtractionResult } from '../extract/candidate';
import { readingProblemOf } from '../extract/documents/document-error';
import { documentJob, inlineBytesOf, isByteArray, type DocumentJob } from '../storage/items/document-job';
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

/** Where a job's bytes are kept, beside it in the same store: jobs are read and rewritten without them. */
const bytesKey = (id: string): IDBValidKey => [id, 'bytes'];
const isJobKey = (key: IDBValidKey): key is string => typeof key === 'string';
const jobIdOf = (key: IDBValidKey) => (isJobKey(key) ? key : Array.isArray(key) ? String(key[0]) : null);

/**
 * The parse jobs, in the extension's IndexedDB that its pages, offscreen document and background
 * share. A job that cannot be read is work to redo, not data to keep: it is treated as absent.
 */
export function createDocumentJobStore(dbName = 'cv-importer-documents', now: () => number = Date.now) {
  let db: UseStore | undefined;
  const store = () => (db ??= createStore(dbName, 'jobs'));

  /** A stored job as this version reads it; one of version 3 has its inline bytes moved to their own key first. */
  async function upgraded(id: string, raw: unknown): Promise<DocumentJob | null> {
    const read = readStored(documentJob, raw);
    if (!read.ok) return null;
    const inline = inlineBytesOf(raw);
    if (inline)
      await setMany(
        [
          [bytesKey(id), inline],
          [id, read.value],
        ],
        store(),
      );
    return read.value;
  }

  /** Every readable job; `storedKeys`, when the caller has them, saves listing the store again. */
  async function readable(storedKeys?: IDBValidKey[]): Promise<DocumentJob[]> {
    const ids = (storedKeys ?? (await keys(store()))).filter(isJobKey);
    const raws = await getMany(ids, store());
    const read = await Promise.all(ids.map((id, i) => upgraded(id, raws[i])));
    return read.filter((job): job is DocumentJob => job !== null);
  }

  async function read(id: string): Promise<DocumentJob | null> {
    return upgraded(id, await get(id, store()));
  }

  async function bytesOf(id: string): Promise<Uint8Array | null> {
    const bytes: unknown = await get(bytesKey(id), store());
    return isByteArray(bytes) ? bytes : null;
  }

  async function update(id: string, change: (job: DocumentJob) => DocumentJob | null): Promise<DocumentJob | null> {
    const job = await read(id);
    const changed = job && change(job);
    if (changed) await set(id, documentJob.schema.parse(changed), store());
    return changed ?? null;
  }

  return {
    get: read,

    /** Keeps the document to be parsed, and only the most recent jobs (and the bytes of those). */
    async add(document: NewDocument): Promise<DocumentJob> {
      const { bytes, ...described } = document;
      const job: DocumentJob = {
        version: 4,
        id: crypto.randomUUID(),
        ...described,
        createdAt: now(),
        parses: 0,
        imported: false,
        state: 'waiting',
      };
      await setMany(
        [
          [bytesKey(job.id), bytes],
          [job.id, job],
        ],
        store(),
      );
      const storedKeys = await keys(store());
      const kept = new Set(
        (await readable(storedKeys))
          .sort((a, b) => b.createdAt - a.createdAt)
          .slice(0, JOBS_KEPT)
          .map((kept) => kept.id),
      );
      const stale = storedKeys.filter((key) => !kept.has(jobIdOf(key) ?? ''));
      if (stale.length) await delMany(stale, store());
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
      const bytes = job?.state === 'waiting' ? await bytesOf(id) : null;
      return job && bytes ? { name: job.name, bytes } : null;
    },

    /**
     * Writes the result of a waiting job, its bytes kept as the CV to send; for a failure, why (a
     * document refused, or an error no reader foresaw: see readingProblemOf), and the bytes go, as
     * they do for a job imported while it was parsed.
     */
    async finish(id: string, outcome: { ok: true; result: ExtractionResult } | { ok: false; error: unknown }): Promise<void> {
      const finished = await update(id, (job) => {
        if (job.state !== 'waiting') return null;
        const { state: _state, ...common } = job;
        return outcome.ok
          ? { ...common, state: 'done', candidate: outcome.result.candidate, notes: outcome.result.notes }
          : { ...common, state: 'failed', problem: readingProblemOf(outcome.error) };
      });
      if (finished && (finished.state === 'failed' || finished.imported)) await del(bytesKey(id), store());
    },

    /** The document as it came, to send as the applicant's CV; null once imported or when it failed. */
    async original(id: string): Promise<{ name: string; bytes: Uint8Array } | null> {
      const job = await read(id);
      if (!job || job.state === 'failed' || (job.state === 'done' && job.imported)) return null;
      const bytes = await bytesOf(id);
      return bytes && { name: job.name, bytes };
    },

    /**
     * The candidate read from this document was imported (its job holds its own copy of the CV): a
     * reopened popup reads the tab afresh, and the bytes are let go.
     */
    async markImported(sourceUrl: string): Promise<void> {
      const jobs = (await readable()).filter((job) => job.sourceUrl === sourceUrl && !job.imported);
      await Promise.all(
        jobs.map(async (job) => {
          const marked = await update(job.id, (current) => ({ ...current, imported: true }));
          // A job still waiting keeps its bytes to be parsed; they go when it finishes.
          if (marked?.state !== 'waiting') await del(bytesKey(job.id), store());
        }),
      );
    },
  };
}

export type DocumentJobStore = ReturnType<typeof createDocumentJobStore>;

/** The jobs every page of the extension and its background share. */
export const documentJobs = createDocumentJobStore();
