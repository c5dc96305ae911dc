import type { SerializedError } from '../api';
import type { OutboxEntry } from '../outbox/entry';
import type { JobStep } from '../outbox/placement';
import type { BulkRow } from '../storage/items/bulk-row';
import { jobSteps } from '../ui/job-steps';

/** A row's import as the table shows it. */
export type ImportView =
  | { kind: 'not-sent' }
  | { kind: 'waiting' }
  | { kind: 'sending' }
  /** In the outbox: `step` is the one under way (null for a candidate-data-only import), `error` the last attempt's when it will be tried again. */
  | { kind: 'running'; done: number; total: number; step: JobStep | null; error: SerializedError | null }
  /** Stopped in the outbox, waiting for the recruiter: retry, or correct it there. */
  | { kind: 'stopped'; step: JobStep | null; error: SerializedError | null }
  | { kind: 'imported' }
  | { kind: 'failed'; error: SerializedError };

function inOutbox(entry: OutboxEntry | undefined): ImportView {
  if (!entry) return { kind: 'running', done: 0, total: 0, step: null, error: null };
  const phase = entry.status === 'failed' ? 'stopped' : 'running';
  const steps = entry.placement ? jobSteps(entry.placement, entry.progress, phase) : [];
  const current = steps.find((view) => view.state === 'running' || view.state === 'stopped')?.step ?? null;
  if (entry.status === 'failed') return { kind: 'stopped', step: current, error: entry.lastError };
  return {
    kind: 'running',
    done: steps.filter((view) => view.state === 'done').length,
    total: steps.length,
    step: current,
    error: entry.lastError,
  };
}

/** Where the row's import stands, from the row and its job's entry in the outbox while it is there. */
export function importView(row: BulkRow, entry: OutboxEntry | undefined): ImportView {
  switch (row.job.state) {
    case 'none':
      return { kind: 'not-sent' };
    case 'waiting':
      return { kind: 'waiting' };
    case 'sending':
      return { kind: 'sending' };
    case 'queued':
      return inOutbox(entry);
    case 'imported':
      return { kind: 'imported' };
    case 'failed':
      return { kind: 'failed', error: row.job.error };
  }
}
