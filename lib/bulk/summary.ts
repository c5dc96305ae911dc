import type { OutboxEntry } from '../outbox/entry';
import type { BulkRow } from '../storage/items/bulk-row';
import { importView } from './import-view';
import type { RowStatus } from './status';

/** How the batch ended, or stands: what the summary counts. */
export interface BatchSummary {
  imported: number;
  /** Not sent: the duplicate check found them in the service. */
  alreadyThere: number;
  /** Not sent: unticked, unreadable, duplicates in the batch, or never ready. */
  skipped: number;
  /** Refused or stopped: the recruiter may retry them. */
  failed: number;
  /** Still on their way: waiting, being handed over, or running in the outbox. */
  underway: number;
}

export function batchSummary(
  rows: readonly BulkRow[],
  statuses: ReadonlyMap<string, RowStatus>,
  jobs: ReadonlyMap<string, OutboxEntry>,
): BatchSummary {
  const summary: BatchSummary = { imported: 0, alreadyThere: 0, skipped: 0, failed: 0, underway: 0 };
  for (const row of rows) {
    const view = importView(row, jobs.get(row.id));
    if (view.kind === 'imported') summary.imported++;
    else if (view.kind === 'failed' || view.kind === 'stopped') summary.failed++;
    else if (view.kind !== 'not-sent') summary.underway++;
    else if (statuses.get(row.id)?.kind === 'in-ats') summary.alreadyThere++;
    else summary.skipped++;
  }
  return summary;
}

/** The rows a Retry takes up again. */
export function failedRows(rows: readonly BulkRow[], jobs: ReadonlyMap<string, OutboxEntry>): BulkRow[] {
  return rows.filter((row) => ['failed', 'stopped'].includes(importView(row, jobs.get(row.id)).kind));
}
