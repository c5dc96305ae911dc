import type { DeliveredImport, OutboxEntry } from '../outbox/entry';
import type { BulkTarget } from '../storage/items/bulk-batch';
import type { BulkRow } from '../storage/items/bulk-row';

/** The part of the outbox's answer a batch follows its jobs in. */
export interface OutboxView {
  entries: readonly OutboxEntry[];
  delivered: readonly DeliveredImport[];
}

/** What the outbox says of a row's job. */
export type JobFinding =
  | { kind: 'delivered'; delivery: DeliveredImport }
  | { kind: 'in-outbox'; entry: OutboxEntry }
  /** A job the row was following is neither queued nor among the recent deliveries: discarded, or delivered long ago. */
  | { kind: 'lost' }
  /** The outbox has no job for a row whose hand-over was never answered. */
  | { kind: 'not-found' };

const sameReference = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The row's job in the outbox: by its id once the background named it; for a row handed over
 * without an answer (the page closed, the worker stopped), by the candidate and the vacancy as the
 * outbox itself tells two imports apart, or a delivery of them since the hand-over.
 */
export function findJob(row: BulkRow, reference: string | null, target: BulkTarget | null, outbox: OutboxView): JobFinding | null {
  const { job } = row;
  if (job.state === 'queued') {
    const entry = outbox.entries.find((one) => one.id === job.jobId);
    if (entry) return { kind: 'in-outbox', entry };
    const delivery = outbox.delivered.find((one) => one.id === job.jobId);
    return delivery ? { kind: 'delivered', delivery } : { kind: 'lost' };
  }
  if (job.state !== 'sending' || reference === null) return null;
  const vacancyId = target?.vacancy.id;
  const entry = outbox.entries.find((one) => sameReference(one.reference, reference) && one.placement?.vacancy.id === vacancyId);
  if (entry) return { kind: 'in-outbox', entry };
  const delivery = outbox.delivered.find(
    (one) =>
      sameReference(one.reference, reference) &&
      (one.vacancyTitle ?? null) === (target?.vacancy.title ?? null) &&
      one.deliveredAt >= job.since,
  );
  return delivery ? { kind: 'delivered', delivery } : { kind: 'not-found' };
}
