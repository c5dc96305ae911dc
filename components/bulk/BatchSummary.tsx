import type { BatchSummary as Summary } from '@/lib/bulk/summary';
import type { BulkTarget } from '@/lib/storage/items/bulk-batch';
import { useBulkI18n } from './BulkI18n';

interface Props {
  summary: Summary;
  target: BulkTarget | null;
  onRetryFailed: () => void;
}

/** Where the import of the batch stands while it runs, and what it came to at the end. */
export function BatchSummary({ summary, target, onRetryFailed }: Props) {
  const { bulk, ui } = useBulkI18n();
  const sent = summary.imported + summary.failed + summary.underway;
  const finished = summary.underway === 0;
  return (
    <section class="batch-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">
        {target
          ? bulk.t(finished ? 'summaryToVacancy' : 'importingToVacancy', target.vacancy.title)
          : bulk.t(finished ? 'summary' : 'importing')}
      </h2>
      {!finished && (
        <div class="reading-progress">
          <progress max={sent} value={sent - summary.underway} aria-label={bulk.t('importProgress', sent - summary.underway, sent)} />
          <span role="status">{bulk.t('importProgress', sent - summary.underway, sent)}</span>
          <small class="hint">{bulk.t('canClose')}</small>
        </div>
      )}
      <dl class="summary-counts">
        <div>
          <dt>{bulk.t('summaryImported')}</dt>
          <dd>{summary.imported}</dd>
        </div>
        <div>
          <dt>{bulk.t('summaryAlreadyThere')}</dt>
          <dd>{summary.alreadyThere}</dd>
        </div>
        <div>
          <dt>{bulk.t('summarySkipped')}</dt>
          <dd>{summary.skipped}</dd>
        </div>
        <div>
          <dt>{bulk.t('summaryFailed')}</dt>
          <dd>{summary.failed}</dd>
        </div>
      </dl>
      {summary.failed > 0 && (
        <button type="button" onClick={onRetryFailed}>
          {ui.t('retry')}
        </button>
      )}
    </section>
  );
}
