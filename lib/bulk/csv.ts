import type { OutboxEntry } from '../outbox/entry';
import type { BulkRow } from '../storage/items/bulk-row';
import { importView } from './import-view';
import { CELL_LABELS, fileNames, importProblem, importText, STATUS_LABELS, statusDetail, type BulkWords } from './labels';
import { CELLS, rowCells } from './row-candidate';
import type { RowStatus } from './status';

/**
 * A spreadsheet reads a cell that starts like a formula as one; a CV's text must never run as one
 * (CSV injection). Phone numbers (`+33 6…`, `-`) stay as they are.
 */
function inert(cell: string): string {
  const formula = /^[=@\t\r]/.test(cell) || (/^[+-]/.test(cell) && !/^[+-]?[\d\s().-]+$/.test(cell));
  return formula ? `'${cell}` : cell;
}

function csvCell(cell: string): string {
  const safe = inert(cell);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV (RFC 4180: comma-separated, CRLF line ends, fields quoted when they need it). */
export function toCsv(table: readonly (readonly string[])[]): string {
  return table.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The review table as the recruiter sees it, one line per file, with each row's status and import. */
export function batchCsv(
  rows: readonly BulkRow[],
  statuses: ReadonlyMap<string, RowStatus>,
  jobs: ReadonlyMap<string, OutboxEntry>,
  words: BulkWords,
): string {
  const { bulk } = words;
  const nameOf = fileNames(rows);
  const header = [
    bulk.t('columnFile'),
    ...CELLS.map((cell) => bulk.t(CELL_LABELS[cell])),
    bulk.t('columnStatus'),
    bulk.t('columnStatusDetail'),
    bulk.t('columnImport'),
    bulk.t('columnImportProblem'),
  ];
  const lines = rows.map((row) => {
    const status = statuses.get(row.id) ?? { kind: 'reading' as const };
    const cells = rowCells(row);
    const view = importView(row, jobs.get(row.id));
    return [
      row.fileName,
      ...CELLS.map((cell) => cells[cell]),
      bulk.t(STATUS_LABELS[status.kind]),
      statusDetail(status, nameOf, words) ?? '',
      importText(view, words),
      importProblem(view, words.ui) ?? '',
    ];
  });
  return toCsv([header, ...lines]);
}
