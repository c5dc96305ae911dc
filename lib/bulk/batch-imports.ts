import type { AttemptOutcome } from '../outbox/attempt-outcome';
import type { BulkTarget } from '../storage/items/bulk-batch';
import type { BulkRow } from '../storage/items/bulk-row';
import { asSerializedError } from '../ui/error-advice';
import { duplicatesFor } from '../ui/vacancy-duplicates';
import type { BatchRows } from './batch-rows';
import { findJob } from './job-follow';
import { rowCandidate } from './row-candidate';
import { pageFailure, rowCv, rowImport } from './row-import';

/** Imports handed to the background at once: enough to keep its queue fed, few enough to hold little in memory. */
export const SEND_WINDOW = 3;

const referenceOf = (row: BulkRow) => rowCandidate(row).emails[0] ?? null;

/**
 * The batch's imports: each ticked row handed to the background's outbox as one `candidate.import`
 * (the same job as a single import), a few at a time; then followed through the outbox until
 * delivered. A row is marked "sending" before it is handed over, so a page closed meanwhile knows
 * to look for its job in the outbox, and failing that to ask the service whether the applicant is
 * already in the vacancy, before handing it over again.
 */
export function createBatchImports(rows: BatchRows, onSignedOut: () => void) {
  const inFlight = new Set<string>();
  let following = false;
  let followAgain = false;

  const target = (): BulkTarget | null => rows.state().batch?.importing?.target ?? null;
  const importing = () => Boolean(rows.state().batch?.importing) && rows.state().online;

  function setJob(id: string, job: BulkRow['job']): void {
    rows.update(id, (row) => ({ ...row, job }));
  }

  /** Whether the service already has this row's applicant in the batch's vacancy (one call, in turn). */
  async function alreadyInVacancy(row: BulkRow): Promise<boolean> {
    const vacancy = target()?.vacancy;
    const email = referenceOf(row);
    if (!vacancy || !email) return false;
    const matches = await rows.serial(() => rows.ask('applicants.search', { email }));
    return duplicatesFor(matches, email, { vacancy_id: vacancy.vacancyId, title: vacancy.title }).inVacancy !== null;
  }

  async function dropFile(row: BulkRow): Promise<void> {
    await rows.store.dropFile(row.batchId, row.id).catch(() => undefined);
  }

  function record(row: BulkRow, outcome: AttemptOutcome, since: number): void {
    if (outcome.status === 'delivered') {
      setJob(row.id, { state: 'imported', jobId: outcome.delivery.id, at: outcome.delivery.deliveredAt });
      rows.setJobs((jobs) => jobs.delete(row.id));
    } else if (outcome.status === 'gone') {
      setJob(row.id, { state: 'failed', jobId: null, error: pageFailure('job-gone', 'The import was discarded from the outbox.') });
    } else {
      setJob(row.id, { state: 'queued', jobId: outcome.entry.id, since });
      rows.setJobs((jobs) => jobs.set(row.id, outcome.entry));
    }
  }

  async function send(waiting: BulkRow): Promise<void> {
    const recheck = waiting.job.state === 'waiting' && waiting.job.recheck;
    const since = rows.now();
    const row = rows.update(waiting.id, (current) => ({ ...current, job: { state: 'sending', since } }));
    if (!row) return;
    await rows.persist();
    try {
      if (recheck && (await alreadyInVacancy(row))) {
        setJob(row.id, { state: 'imported', jobId: null, at: rows.now() });
        await dropFile(row);
        return;
      }
      const request = rowImport(row, target(), new Date(since));
      if (!request) return setJob(row.id, { state: 'failed', jobId: null, error: pageFailure('no-email', 'The row has no e-mail.') });
      const file = target() ? await rows.store.file(row.batchId, row.id) : null;
      if (target() && !file) {
        return setJob(row.id, { state: 'failed', jobId: null, error: pageFailure('cv-gone', 'The CV file is no longer kept here.') });
      }
      const cv = file ? await rowCv(row.fileName, file) : undefined;
      const outcome = await rows.ask('candidate.import', { ...request, ...(cv ? { cv } : {}) });
      record(row, outcome, since);
      // The job has its own copy of the CV now (a discarded one has none: the file stays for a retry).
      if (outcome.status !== 'gone') await dropFile(row);
    } catch (caught) {
      const error = asSerializedError(caught);
      if (error.kind === 'unauthorized') {
        setJob(row.id, { state: 'waiting', recheck: false });
        onSignedOut();
      } else if (error.kind === 'background-restarted') {
        // It may be queued all the same: the outbox says, once the background is back.
        queueMicrotask(() => void follow());
      } else {
        setJob(row.id, { state: 'failed', jobId: null, error });
      }
    } finally {
      await rows.persist();
    }
  }

  /** Hands over waiting rows, no more than SEND_WINDOW at once. */
  function sendWaiting(): void {
    if (!importing()) return;
    for (const row of rows.state().rows) {
      if (inFlight.size >= SEND_WINDOW) return;
      if (row.job.state !== 'waiting' || inFlight.has(row.id)) continue;
      inFlight.add(row.id);
      void send(row).finally(() => {
        inFlight.delete(row.id);
        sendWaiting();
      });
    }
  }

  /** A job neither queued nor among the recent deliveries: delivered long ago if the service has the applicant, else discarded. */
  async function settleLost(row: BulkRow): Promise<void> {
    const there = await alreadyInVacancy(row).catch(() => false);
    const jobId = row.job.state === 'queued' ? row.job.jobId : null;
    setJob(
      row.id,
      there
        ? { state: 'imported', jobId, at: rows.now() }
        : { state: 'failed', jobId: null, error: pageFailure('job-gone', 'The import is no longer in the outbox.') },
    );
  }

  /** Looks at the outbox for every row whose job is there or may be (never one being handed over now). */
  async function followOnce(): Promise<void> {
    const watched = rows.state().rows.filter((row) => row.job.state === 'queued' || (row.job.state === 'sending' && !inFlight.has(row.id)));
    if (watched.length === 0) return;
    const outbox = await rows.ask('outbox.list', {});
    const lost: BulkRow[] = [];
    for (const { id } of watched) {
      const row = rows.row(id);
      if (!row || inFlight.has(id)) continue;
      const finding = findJob(row, referenceOf(row), target(), outbox);
      if (finding?.kind === 'delivered') {
        setJob(id, { state: 'imported', jobId: finding.delivery.id, at: finding.delivery.deliveredAt });
        rows.setJobs((jobs) => jobs.delete(id));
        await dropFile(row);
      } else if (finding?.kind === 'in-outbox') {
        if (row.job.state === 'sending') setJob(id, { state: 'queued', jobId: finding.entry.id, since: row.job.since });
        rows.setJobs((jobs) => jobs.set(id, finding.entry));
        await dropFile(row);
      } else if (finding?.kind === 'lost') {
        lost.push(row);
      } else if (finding?.kind === 'not-found') {
        setJob(id, { state: 'waiting', recheck: true });
      }
    }
    for (const row of lost) await settleLost(row);
    await rows.persist();
  }

  async function follow(): Promise<void> {
    if (!importing()) return;
    if (following) {
      followAgain = true;
      return;
    }
    following = true;
    try {
      do {
        followAgain = false;
        await followOnce().catch((caught: unknown) => {
          if (asSerializedError(caught).kind === 'unauthorized') onSignedOut();
        });
      } while (followAgain && importing());
    } finally {
      following = false;
    }
    sendWaiting();
  }

  return {
    /** "Import all": every ticked row not yet sent joins the queue; `sendWaiting` hands them over once that is kept. */
    queue(ids: readonly string[]): void {
      for (const id of ids)
        rows.update(id, (row) => (row.job.state === 'none' ? { ...row, job: { state: 'waiting', recheck: false } } : null));
    },
    sendWaiting,
    /** A failed row once more: its job in the outbox retried, or the row handed over again. */
    async retry(id: string): Promise<void> {
      const row = rows.row(id);
      if (!row) return;
      const entry = rows.state().jobs.get(id);
      if (row.job.state === 'queued' && entry?.status === 'failed') {
        const retried = await rows.ask('outbox.retry', { id: row.job.jobId });
        rows.setJobs((jobs) => (retried ? jobs.set(id, retried) : jobs.delete(id)));
        return;
      }
      if (row.job.state !== 'failed') return;
      setJob(id, { state: 'waiting', recheck: row.job.jobId !== null });
      await rows.persist();
      sendWaiting();
    },
    /** The outbox changed, the page opened, or the session came back: follow the jobs and go on sending. */
    resume(): void {
      void follow();
    },
    sending: () => inFlight.size,
  };
}
