import { ApiError } from '../api';
import { backoffDelay, OUTBOX_BACKOFF } from '../gateway/backoff';
import type { QuarantinedRecord } from '../storage/items/quarantined-record';
import type { AttemptOutcome } from './attempt-outcome';
import type { SerializedError } from '../api';
import { sameCandidate, sameData, type DeliveredImport, type ImportRequest, type OutboxEntry } from './entry';
import { JobStepError, type JobResult } from './job-steps';
import type { JobProgress } from './placement';
import type { CvFile, OutboxStore } from './store';
import type { OutboxSummary } from './summary';

export type { AttemptOutcome, OutboxSummary };

export interface OutboxDeps {
  store: OutboxStore;
  /** The signed-in user whose queue is served, or null when nobody is. */
  currentUser: () => Promise<string | null>;
  /** Whose imports wait for a sign-in after their session expired (counted, never sent). */
  waitingUser?: () => Promise<string | null>;
  /**
   * Runs what is left of the job (its steps, or its one post) with no retries of its own: the outbox
   * schedules those. `saveProgress` records each step the service has done, before the next starts.
   */
  run: (entry: OutboxEntry, saveProgress: (progress: JobProgress) => Promise<void>) => Promise<JobResult>;
  /** Wake the outbox at `when` (epoch ms), or cancel the wake-up with null. */
  schedule: (when: number | null) => void;
  onChange?: (summary: OutboxSummary) => void;
  /** A step of a job was done: the counts are the same, the job's progress is not. */
  onProgress?: () => void;
  now?: () => number;
  random?: () => number;
  newId?: () => string;
}

/** Steps the service did stay done; the meta, which carries the data, is posted again when the data changed. */
function progressForNewData(existing: OutboxEntry | undefined, unchanged: boolean): JobProgress | undefined {
  if (!existing?.progress) return undefined;
  return unchanged ? existing.progress : { ...existing.progress, meta: null };
}

function serialize(error: unknown): SerializedError {
  if (error instanceof ApiError) return error.toJSON();
  if (error instanceof JobStepError) return { kind: error.kind, message: error.message, retryable: error.retryable };
  return { kind: 'unknown', message: error instanceof Error ? error.message : String(error), retryable: true };
}

/**
 * The promise that no import is lost: an import is stored before the first attempt, and leaves
 * only on the service's success or the recruiter's discard.
 */
export function createOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  let paused = false;
  let flushing: Promise<void> | null = null;
  let flushAgain = false;
  /** Entries being sent right now, so a flush and a direct submit never post the same one twice at once. */
  const inFlight = new Map<string, Promise<AttemptOutcome>>();

  async function requireUser(): Promise<string> {
    const user = await deps.currentUser();
    if (!user) throw new ApiError('unauthorized', 'You are signed out. Please sign in.');
    return user;
  }

  async function summary(): Promise<OutboxSummary> {
    const signedIn = await deps.currentUser();
    const user = signedIn ?? (await deps.waitingUser?.()) ?? null;
    const [entries, unreadable] = user ? await Promise.all([deps.store.entries(user), deps.store.quarantined(user)]) : [[], []];
    return {
      pending: entries.filter((e) => e.status === 'pending').length,
      failed: entries.filter((e) => e.status === 'failed').length,
      unreadable: unreadable.length,
      paused: !signedIn || paused,
    };
  }

  async function announce(): Promise<void> {
    if (!deps.onChange) return;
    deps.onChange(await summary());
  }

  async function scheduleNext(user: string): Promise<void> {
    const due = (await deps.store.entries(user)).filter((e) => e.status === 'pending').map((e) => e.nextAttemptAt);
    deps.schedule(due.length > 0 && !paused ? Math.min(...due) : null);
  }

  /**
   * Sends one entry and records the outcome. When the same entry is already on its way, waits for
   * that attempt instead of posting twice, then sends again only if newer data arrived meanwhile.
   */
  async function attempt(user: string, entry: OutboxEntry): Promise<AttemptOutcome> {
    const running = inFlight.get(entry.id);
    if (running) {
      const outcome = await running;
      if (outcome.status === 'delivered') return outcome;
      const current = (await deps.store.entries(user)).find((e) => e.id === entry.id);
      if (!current) return { status: 'gone' };
      if (current.status === 'pending' && current.nextAttemptAt <= now() && !paused) return attempt(user, current);
      return { status: current.status, entry: current };
    }
    const sending = sendLatest(user, entry.id).finally(() => inFlight.delete(entry.id));
    inFlight.set(entry.id, sending);
    return sending;
  }

  /**
   * Sends the entry as it is stored now, not as it was when someone decided to send it: a flush
   * works through a list read earlier, and meanwhile the candidate may have been imported again
   * (newer data, already sent) or delivered. An older version never follows a newer one.
   */
  async function sendLatest(user: string, id: string): Promise<AttemptOutcome> {
    const current = (await deps.store.entries(user)).find((e) => e.id === id);
    if (!current) return { status: 'gone' };
    if (current.status !== 'pending' || current.nextAttemptAt > now()) return { status: current.status, entry: current };
    return sendAndRecord(user, current);
  }

  /** What the service did is recorded whatever the job's revision: newer data never makes a done step undone. */
  async function saveProgress(user: string, id: string, progress: JobProgress): Promise<void> {
    await deps.store.mutate(user, (entries) => {
      const index = entries.findIndex((e) => e.id === id);
      const current = entries[index];
      if (!current) return { entries, result: null };
      const copy = [...entries];
      copy[index] = { ...current, progress, updatedAt: now() };
      return { entries: copy, result: null };
    });
    // The counts did not change: the pages are only told to look at the job's steps again.
    deps.onProgress?.();
  }

  async function sendAndRecord(user: string, entry: OutboxEntry): Promise<AttemptOutcome> {
    try {
      const result = await deps.run(entry, (progress) => saveProgress(user, entry.id, progress));
      const delivery: DeliveredImport = {
        id: entry.id,
        reference: entry.reference,
        label: entry.label,
        companyId: entry.companyId,
        ...result,
        deliveredAt: now(),
      };
      const newer = await deps.store.mutate(user, (entries) => {
        const current = entries.find((e) => e.id === entry.id);
        // Newer data arrived while this was in flight: it stays queued and goes next.
        if (current && current.revision !== entry.revision) return { entries, result: current };
        return { entries: entries.filter((e) => e.id !== entry.id), result: null };
      });
      if (newer) return { status: newer.status, entry: newer };
      // Delivered, even when the recruiter discarded it while it was on its way: the service has it.
      await deps.store.recordDelivery(user, delivery);
      return { status: 'delivered', delivery };
    } catch (error) {
      const lastError = serialize(error);
      if (lastError.kind === 'unauthorized') paused = true;
      const updated = await deps.store.mutate(user, (entries) => {
        const index = entries.findIndex((e) => e.id === entry.id);
        const current = entries[index];
        if (!current) return { entries, result: null };
        if (current.revision !== entry.revision) return { entries, result: current };
        const attempts = current.attempts + 1;
        const stopped = !lastError.retryable && lastError.kind !== 'unauthorized';
        const next: OutboxEntry = {
          ...current,
          attempts,
          lastError,
          status: stopped ? 'failed' : 'pending',
          nextAttemptAt:
            lastError.kind === 'unauthorized' ? now() : now() + backoffDelay(attempts, OUTBOX_BACKOFF, lastError.retryAfterMs, deps.random),
          updatedAt: now(),
        };
        const copy = [...entries];
        copy[index] = next;
        return { entries: copy, result: next };
      });
      return updated ? { status: updated.status, entry: updated } : { status: 'gone' };
    }
  }

  async function flushOnce(): Promise<void> {
    const user = await deps.currentUser();
    if (!user || paused) {
      deps.schedule(null);
      return;
    }
    for (;;) {
      const due = (await deps.store.entries(user))
        .filter((e) => e.status === 'pending' && e.nextAttemptAt <= now() && !inFlight.has(e.id))
        .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.createdAt - b.createdAt);
      if (due.length === 0 || paused) break;
      for (const entry of due) {
        await attempt(user, entry);
        await announce();
        if (paused) break;
      }
    }
    await scheduleNext(user);
  }

  /** Sends everything due. Concurrent calls share one run, and a call during a run asks for another. */
  function flush(): Promise<void> {
    if (flushing) {
      flushAgain = true;
      return flushing;
    }
    flushing = (async () => {
      try {
        do {
          flushAgain = false;
          await flushOnce();
        } while (flushAgain);
      } finally {
        flushing = null;
        await announce();
      }
    })();
    return flushing;
  }

  /**
   * Stores an import (merging it into a pending one for the same candidate) and returns the entry.
   * New data bumps the revision, so an attempt already on its way with the old data is followed by
   * one with the new; the very same data keeps it, and the attempt on its way delivers it once.
   */
  async function enqueue(request: ImportRequest, cvFile?: CvFile): Promise<OutboxEntry> {
    const user = await requireUser();
    const at = now();
    const entry = await deps.store.mutate(user, (entries) => {
      const index = entries.findIndex((e) => sameCandidate(e, request));
      const existing = entries[index];
      const unchanged = existing !== undefined && sameData(existing, request);
      const next: OutboxEntry = {
        ...request,
        id: existing?.id ?? newId(),
        userKey: user,
        status: 'pending',
        attempts: 0,
        revision: unchanged ? existing.revision : (existing?.revision ?? 0) + 1,
        nextAttemptAt: at,
        lastError: null,
        progress: progressForNewData(existing, unchanged),
        createdAt: existing?.createdAt ?? at,
        updatedAt: at,
      };
      const copy = [...entries];
      if (existing) copy[index] = next;
      else copy.push(next);
      return { entries: copy, result: next, cv: cvFile ? { jobId: next.id, file: cvFile } : undefined };
    });
    await announce();
    return entry;
  }

  async function changeEntry(id: string, change: (entry: OutboxEntry) => OutboxEntry | null): Promise<OutboxEntry | null> {
    const user = await requireUser();
    const result = await deps.store.mutate(user, (entries) => {
      const index = entries.findIndex((e) => e.id === id);
      const current = entries[index];
      if (!current) return { entries, result: null };
      const next = change(current);
      const copy = [...entries];
      if (next) copy[index] = next;
      else copy.splice(index, 1);
      return { entries: copy, result: next };
    });
    await announce();
    return result;
  }

  return {
    enqueue,
    flush,
    summary,

    /** Queues the import and makes its first attempt right away; the answer says what happened. */
    async submit(request: ImportRequest, cvFile?: CvFile): Promise<AttemptOutcome> {
      const entry = await enqueue(request, cvFile);
      const user = await requireUser();
      if (paused) return { status: 'pending', entry };
      const outcome = await attempt(user, entry);
      await scheduleNext(user);
      await announce();
      void flush();
      return outcome;
    },

    async list(): Promise<{
      entries: OutboxEntry[];
      delivered: DeliveredImport[];
      quarantined: QuarantinedRecord[];
      summary: OutboxSummary;
    }> {
      const user = await deps.currentUser();
      if (!user) return { entries: [], delivered: [], quarantined: [], summary: await summary() };
      const [entries, delivered, quarantined] = await Promise.all([
        deps.store.entries(user),
        deps.store.deliveries(user),
        deps.store.quarantined(user),
      ]);
      return { entries, delivered, quarantined, summary: await summary() };
    },

    /** The recruiter discards a stored import that could not be read (after exporting it, or not). */
    async discardQuarantined(id: string): Promise<void> {
      await deps.store.discardQuarantined(await requireUser(), id);
      await announce();
    },

    async retry(id: string): Promise<OutboxEntry | null> {
      const entry = await changeEntry(id, (e) => ({ ...e, status: 'pending', nextAttemptAt: now(), updatedAt: now() }));
      void flush();
      return entry;
    },

    /** The recruiter corrected a failed or pending import: it is sent again as new data. */
    async edit(
      id: string,
      change: Pick<ImportRequest, 'reference' | 'value' | 'type' | 'label' | 'placement'>,
    ): Promise<OutboxEntry | null> {
      const entry = await changeEntry(id, (e) => ({
        ...e,
        ...change,
        status: 'pending',
        attempts: 0,
        revision: e.revision + 1,
        progress: progressForNewData(e, false),
        nextAttemptAt: now(),
        lastError: null,
        updatedAt: now(),
      }));
      void flush();
      return entry;
    },

    discard(id: string): Promise<OutboxEntry | null> {
      return changeEntry(id, () => null);
    },

    /** A new sign-in: that user's queue resumes. */
    resume(): Promise<void> {
      paused = false;
      return flush();
    },

    /** A 401 or a sign-out: nothing is sent until the next sign-in. */
    pause(): void {
      paused = true;
      deps.schedule(null);
      void announce();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
