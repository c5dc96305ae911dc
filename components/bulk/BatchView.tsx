import { useCallback, useMemo, useState } from 'preact/hooks';
import { MAX_BATCH_FILES, type BulkController, type BulkState } from '@/lib/bulk/batch-controller';
import { batchCsv } from '@/lib/bulk/csv';
import { downloadText } from '@/lib/ui/download-text';
import { fileNames } from '@/lib/bulk/labels';
import type { Cell } from '@/lib/bulk/row-candidate';
import { rowLines } from '@/lib/bulk/row-lines';
import { isIncluded, rowStatuses, type StatusKind } from '@/lib/bulk/status';
import { batchSummary, failedRows } from '@/lib/bulk/summary';
import { DEFAULT_SORT, statusCounts, tableRows, type SortKey, type TableSort } from '@/lib/bulk/table-view';
import { BatchPlacement } from './BatchPlacement';
import { BatchSummary } from './BatchSummary';
import { useBulkI18n } from './BulkI18n';
import { FilePicker } from './FilePicker';
import { ReadingProgress } from './ReadingProgress';
import { ReviewTable } from './ReviewTable';
import { RowDetail } from './RowDetail';
import { StatusFilter } from './StatusFilter';

interface Props {
  state: BulkState;
  controller: BulkController;
  /** Signed in with a company: the batch can be placed and imported. */
  online: boolean;
}

/** The batch: files to add, the reading under way, the review table, where the batch goes, and how its import stands. */
export function BatchView({ state, controller, online }: Props) {
  const words = useBulkI18n();
  const { bulk } = words;
  const [shown, setShown] = useState<Set<StatusKind>>(new Set());
  const [sort, setSort] = useState<TableSort>(DEFAULT_SORT);
  const [openRowId, setOpenRowId] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const { rows, batch, jobs } = state;

  const statuses = useMemo(() => rowStatuses(rows), [rows]);
  const visible = useMemo(() => tableRows(rows, statuses, shown, sort, bulk.locale), [rows, statuses, shown, sort, bulk.locale]);
  const lines = useMemo(() => rowLines(visible, rows, statuses, jobs, words), [visible, rows, statuses, jobs, words.bulk, words.ui]);
  const counts = statusCounts(statuses);
  const summary = batchSummary(rows, statuses, jobs);
  const read = rows.length - counts.reading;
  const ticked = rows.filter((row) => isIncluded(row, statuses.get(row.id)!)).length;
  const openRow = rows.find((row) => row.id === openRowId) ?? null;

  const edit = useCallback((rowId: string, cell: Cell, value: string) => controller.edit(rowId, cell, value), [controller]);
  const include = useCallback((rowId: string, included: boolean) => controller.setIncluded(rowId, included), [controller]);
  const open = useCallback((rowId: string) => setOpenRowId((current) => (current === rowId ? null : rowId)), []);
  const sortBy = (key: SortKey) => setSort((current) => ({ key, descending: current.key === key && !current.descending }));

  function exportCsv() {
    const day = new Date().toISOString().slice(0, 10);
    downloadText(`cv-batch-${day}.csv`, batchCsv(rows, statuses, jobs, words), 'text/csv;charset=utf-8');
  }

  const waitingFor =
    counts.reading > 0
      ? { key: 'waitReading' as const, count: counts.reading }
      : online && counts.checking > 0
        ? { key: 'waitChecking' as const, count: counts.checking }
        : null;

  return (
    <>
      {!batch?.importing && rows.length < MAX_BATCH_FILES && (
        <FilePicker room={MAX_BATCH_FILES - rows.length} onFiles={(files, notCv) => void controller.addFiles(files, notCv)} />
      )}
      {counts.reading > 0 && <ReadingProgress read={read} total={rows.length} onCancel={() => void controller.cancelReading()} />}
      {batch && batch.leftOut.overLimit > 0 && (
        <p class="notice notice-warning">{bulk.t('leftOverLimit', MAX_BATCH_FILES, batch.leftOut.overLimit)}</p>
      )}
      {batch && batch.leftOut.notCv > 0 && <p class="notice">{bulk.plural('leftNotCv', batch.leftOut.notCv)}</p>}
      {batch && batch.cancelled > 0 && <p class="notice">{bulk.plural('leftCancelled', batch.cancelled)}</p>}
      {state.unreadableRows > 0 && <p class="notice notice-warning">{bulk.plural('rowsUnreadable', state.unreadableRows)}</p>}
      {rows.length > 0 && (
        <div class={openRow ? 'bulk-work with-detail' : 'bulk-work'}>
          <section class="review" aria-labelledby="review-title">
            <div class="review-head">
              <h2 id="review-title">{bulk.plural('reviewTitle', rows.length)}</h2>
              <div class="actions">
                <button type="button" onClick={exportCsv}>
                  {bulk.t('exportCsv')}
                </button>
                {confirmClear ? (
                  <span class="confirm">
                    {bulk.t('clearConfirm')}{' '}
                    <button
                      type="button"
                      class="danger"
                      onClick={() => {
                        setConfirmClear(false);
                        setOpenRowId(null);
                        void controller.clear();
                      }}
                    >
                      {bulk.t('clearYes')}
                    </button>{' '}
                    <button type="button" onClick={() => setConfirmClear(false)}>
                      {words.ui.t('cancel')}
                    </button>
                  </span>
                ) : (
                  <button type="button" onClick={() => setConfirmClear(true)}>
                    {bulk.t('clearBatch')}
                  </button>
                )}
              </div>
            </div>
            {!online && counts.checking > 0 && <p class="hint">{bulk.t('checksWaitSignIn')}</p>}
            <StatusFilter counts={counts} shown={shown} onChange={setShown} />
            <ReviewTable lines={lines} sort={sort} openRowId={openRowId} onSort={sortBy} onEdit={edit} onInclude={include} onOpen={open} />
            {lines.length === 0 && <p class="hint">{bulk.t('filterEmpty')}</p>}
          </section>
          {openRow && (
            <RowDetail
              key={openRow.id}
              row={openRow}
              status={statuses.get(openRow.id)!}
              entry={jobs.get(openRow.id)}
              fileNameOf={fileNames(rows)}
              fileOf={controller.fileOf}
              onEdit={edit}
              onRetry={(rowId) => void controller.retry(rowId)}
              onClose={() => setOpenRowId(null)}
            />
          )}
        </div>
      )}
      {rows.length > 0 && online && !batch?.importing && (
        <BatchPlacement ticked={ticked} waitingFor={waitingFor} onImport={(target) => void controller.importAll(target)} />
      )}
      {batch?.importing && (
        <BatchSummary
          summary={summary}
          target={batch.importing.target}
          onRetryFailed={() => {
            for (const row of failedRows(rows, jobs)) void controller.retry(row.id);
          }}
        />
      )}
    </>
  );
}
