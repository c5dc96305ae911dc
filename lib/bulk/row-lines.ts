import type { OutboxEntry } from '../outbox/entry';
import type { BulkRow } from '../storage/items/bulk-row';
import { importView } from './import-view';
import { fileNames, importProblem, importText, STATUS_LABELS, statusDetail, type BulkWords } from './labels';
import { rowCells, type CellValues } from './row-candidate';
import { canInclude, isIncluded, type RowStatus, type StatusKind } from './status';

/** One row as the table shows it: plain values only, so a row renders again only when it changed. */
export interface RowLine {
  id: string;
  fileName: string;
  cells: CellValues;
  /** The cells to check, joined by commas. */
  unsure: string;
  status: StatusKind;
  statusText: string;
  detail: string;
  importText: string;
  importProblem: string;
  included: boolean;
  includable: boolean;
  /** Handed over for import (and not failed): no longer edited here. */
  locked: boolean;
}

export function rowLine(
  row: BulkRow,
  status: RowStatus,
  entry: OutboxEntry | undefined,
  nameOf: (rowId: string) => string,
  words: BulkWords,
): RowLine {
  const view = importView(row, entry);
  return {
    id: row.id,
    fileName: row.fileName,
    cells: rowCells(row),
    unsure: status.kind === 'needs-review' ? status.unsure.join(',') : '',
    status: status.kind,
    statusText: words.bulk.t(STATUS_LABELS[status.kind]),
    detail: statusDetail(status, nameOf, words) ?? '',
    importText: importText(view, words),
    importProblem: importProblem(view, words.ui) ?? '',
    included: row.job.state !== 'none' || isIncluded(row, status),
    includable: canInclude(row, status),
    locked: row.job.state !== 'none' && row.job.state !== 'failed',
  };
}

/** The table's lines for these rows (in their order), each with its status and its job. */
export function rowLines(
  rows: readonly BulkRow[],
  all: readonly BulkRow[],
  statuses: ReadonlyMap<string, RowStatus>,
  jobs: ReadonlyMap<string, OutboxEntry>,
  words: BulkWords,
): RowLine[] {
  const nameOf = fileNames(all);
  return rows.map((row) => rowLine(row, statuses.get(row.id) ?? { kind: 'reading' }, jobs.get(row.id), nameOf, words));
}
