import type { OutboxEntry } from '@/lib/outbox/entry';
import { useRowDocument } from '@/lib/bulk/hooks/use-row-document';
import { importView } from '@/lib/bulk/import-view';
import { CELL_LABELS, importText, STATUS_LABELS, statusDetail } from '@/lib/bulk/labels';
import { CELLS, rowCells, type Cell } from '@/lib/bulk/row-candidate';
import type { RowStatus } from '@/lib/bulk/status';
import type { BulkRow } from '@/lib/storage/items/bulk-row';
import { ErrorNotice } from '../ErrorNotice';
import { useBulkI18n } from './BulkI18n';
import { CellInput } from './CellInput';

interface Props {
  row: BulkRow;
  status: RowStatus;
  entry: OutboxEntry | undefined;
  fileNameOf: (rowId: string) => string;
  fileOf: (rowId: string) => Promise<Blob | null>;
  onEdit: (rowId: string, cell: Cell, value: string) => void;
  onRetry: (rowId: string) => void;
  onClose: () => void;
}

/** One row opened: its document beside its fields, why it has its status, and where its import stands. */
export function RowDetail({ row, status, entry, fileNameOf, fileOf, onEdit, onRetry, onClose }: Props) {
  const words = useBulkI18n();
  const { bulk } = words;
  const document = useRowDocument(row, fileOf);
  const cells = rowCells(row);
  const unsure = new Set(status.kind === 'needs-review' ? status.unsure : []);
  const view = importView(row, entry);
  const error = view.kind === 'failed' || view.kind === 'stopped' || view.kind === 'running' ? view.error : null;
  const locked = row.job.state !== 'none' && row.job.state !== 'failed';
  const detail = statusDetail(status, fileNameOf, words);

  return (
    <aside class="row-detail" aria-labelledby="row-detail-title">
      <header class="row-detail-head">
        <h2 id="row-detail-title">{row.fileName}</h2>
        <button type="button" onClick={onClose}>
          {bulk.t('close')}
        </button>
      </header>
      <div class="row-detail-body">
        <div class="row-document">
          {document.kind === 'pdf' && <iframe src={document.url} title={bulk.t('documentOf', row.fileName)} />}
          {document.kind === 'text' && (
            <pre tabIndex={0} aria-label={bulk.t('documentOf', row.fileName)}>
              {document.text}
            </pre>
          )}
          {document.kind === 'gone' && <p class="hint">{bulk.t(row.job.state === 'none' ? 'documentNoText' : 'documentSent')}</p>}
        </div>
        <div class="row-fields stack">
          {CELLS.map((cell) => (
            <div key={cell} class={unsure.has(cell) ? 'field field-unsure' : 'field'}>
              <label for={`detail-${cell}`}>{bulk.t(CELL_LABELS[cell])}</label>
              <CellInput
                id={`detail-${cell}`}
                value={cells[cell]}
                label={bulk.t(CELL_LABELS[cell])}
                unsure={unsure.has(cell)}
                disabled={locked}
                onCommit={(value) => onEdit(row.id, cell, value)}
              />
            </div>
          ))}
          <p>
            <span class={`status-badge status-${status.kind}`}>{bulk.t(STATUS_LABELS[status.kind])}</span>
            {detail && <span class="hint"> {detail}</span>}
          </p>
          {view.kind !== 'not-sent' && <p role="status">{importText(view, words)}</p>}
          {error && <ErrorNotice error={error} queued={view.kind === 'running'} />}
          {(view.kind === 'failed' || view.kind === 'stopped') && (
            <button type="button" onClick={() => onRetry(row.id)}>
              {words.ui.t('retry')}
            </button>
          )}
        </div>
      </div>
    </aside>
  );
}
