import type { BulkRow } from '../storage/items/bulk-row';
import { rowCells, type Cell } from './row-candidate';
import { STATUS_KINDS, type RowStatus, type StatusKind } from './status';

/** What the table can be sorted by: a cell, the file name, the status, or the order the files came in. */
export type SortKey = Cell | 'file' | 'status' | 'position';
export interface TableSort {
  key: SortKey;
  descending: boolean;
}

export const DEFAULT_SORT: TableSort = { key: 'position', descending: false };

/** Statuses sort in the filter's order: ready first, then what needs the recruiter. */
const statusRank = (status: RowStatus | undefined) => (status ? STATUS_KINDS.indexOf(status.kind) : STATUS_KINDS.length);

function sortValue(row: BulkRow, key: SortKey, status: RowStatus | undefined): string | number {
  if (key === 'position') return row.position;
  if (key === 'file') return row.fileName;
  if (key === 'status') return statusRank(status);
  return rowCells(row)[key];
}

/**
 * The rows the table shows: those whose status is among `shown` (all when it is empty), sorted by
 * `sort` with the files' order breaking ties; empty cells always last, whatever the direction.
 */
export function tableRows(
  rows: readonly BulkRow[],
  statuses: ReadonlyMap<string, RowStatus>,
  shown: ReadonlySet<StatusKind>,
  sort: TableSort,
  locale: string,
): BulkRow[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const direction = sort.descending ? -1 : 1;
  const visible = shown.size === 0 ? [...rows] : rows.filter((row) => shown.has(statuses.get(row.id)?.kind ?? 'reading'));
  return visible
    .map((row) => ({ row, value: sortValue(row, sort.key, statuses.get(row.id)) }))
    .sort((a, b) => {
      const emptyA = a.value === '';
      const emptyB = b.value === '';
      if (emptyA !== emptyB) return emptyA ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : collator.compare(String(a.value), String(b.value));
      return order * direction || a.row.position - b.row.position;
    })
    .map(({ row }) => row);
}

/** How many rows have each status. */
export function statusCounts(statuses: ReadonlyMap<string, RowStatus>): Record<StatusKind, number> {
  const counts = Object.fromEntries(STATUS_KINDS.map((kind) => [kind, 0])) as Record<StatusKind, number>;
  for (const status of statuses.values()) counts[status.kind]++;
  return counts;
}
