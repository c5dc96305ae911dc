import { CELL_LABELS } from '@/lib/bulk/labels';
import type { Cell } from '@/lib/bulk/row-candidate';
import { CELLS } from '@/lib/bulk/row-candidate';
import type { SortKey, TableSort } from '@/lib/bulk/table-view';
import { useBulkI18n } from './BulkI18n';
import type { RowLine } from '@/lib/bulk/row-lines';
import { ReviewRow } from './ReviewRow';

interface Props {
  lines: RowLine[];
  sort: TableSort;
  openRowId: string | null;
  onSort: (key: SortKey) => void;
  onEdit: (rowId: string, cell: Cell, value: string) => void;
  onInclude: (rowId: string, included: boolean) => void;
  onOpen: (rowId: string) => void;
}

/** The review table: a row per CV, every cell editable, sortable by any column. */
export function ReviewTable({ lines, sort, openRowId, onSort, onEdit, onInclude, onOpen }: Props) {
  const { bulk } = useBulkI18n();
  const header = (key: SortKey, label: string) => (
    <th key={key} scope="col" aria-sort={sort.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined}>
      <button type="button" class="sort" onClick={() => onSort(key)}>
        {label}
        <span aria-hidden="true">{sort.key === key ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
      </button>
    </th>
  );
  return (
    <div class="table-scroll">
      <table class="review-table">
        <caption class="visually-hidden">{bulk.t('tableCaption')}</caption>
        <colgroup>
          <col class="col-include" />
          <col class="col-file" />
          {CELLS.map((cell) => (
            <col key={cell} class="col-cell" />
          ))}
          <col class="col-status" />
          <col class="col-import" />
          <col class="col-open" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">
              <span class="visually-hidden">{bulk.t('columnInclude')}</span>
            </th>
            {header('file', bulk.t('columnFile'))}
            {CELLS.map((cell) => header(cell, bulk.t(CELL_LABELS[cell])))}
            {header('status', bulk.t('columnStatus'))}
            <th scope="col">
              <span class="th-label">{bulk.t('columnImport')}</span>
            </th>
            <th scope="col">
              <span class="visually-hidden">{bulk.t('columnOpen')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <ReviewRow key={line.id} line={line} opened={line.id === openRowId} onEdit={onEdit} onInclude={onInclude} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
