import type { BulkPluralKey } from '@/lib/bulk/i18n';
import { useBatchTarget } from '@/lib/bulk/hooks/use-batch-target';
import type { BulkTarget } from '@/lib/storage/items/bulk-batch';
import { Progress } from '../Progress';
import { PipelineChoices } from '../PipelineChoices';
import { VacancyPicker } from '../VacancyPicker';
import { useBulkI18n } from './BulkI18n';

interface Props {
  /** Rows ticked for import. */
  ticked: number;
  /** Why "Import all" must wait, if it must (files being read, checks under way). */
  waitingFor: { key: BulkPluralKey; count: number } | null;
  onImport: (target: BulkTarget | null) => void;
}

/** One vacancy (with its column, note and tags) for the whole batch, or none; and the button that imports every ticked row. */
export function BatchPlacement({ ticked, waitingFor, onImport }: Props) {
  const { bulk, ui } = useBulkI18n();
  const { placement, credentials, careersHost, accessRefused, needsApiKey, confirm } = useBatchTarget();
  const { vacancy } = placement;
  const waitingForPipeline = vacancy !== null && placement.pipeline.loading;
  const blocked = ticked === 0 || waitingFor !== null || needsApiKey || waitingForPipeline;

  return (
    <section class="placement bulk-placement" aria-labelledby="placement-title">
      <h2 id="placement-title">{bulk.t('placementTitle')}</h2>
      <p class="hint">{bulk.t('placementHint')}</p>
      <VacancyPicker
        vacancies={placement.vacancies.list}
        recentIds={placement.vacancies.recentIds}
        chosen={vacancy}
        onChoose={placement.chooseVacancy}
      />
      <Progress active={placement.vacancies.loading} label={ui.t('vacanciesLoading')} />
      {placement.vacancies.error && <p class="hint">{ui.t('vacanciesUnavailable')}</p>}
      {vacancy && <PipelineChoices placement={placement} credentials={credentials} />}
      {accessRefused && careersHost && <p class="notice notice-warning">{ui.t('careersAccessRefused', careersHost)}</p>}
      <div class="bulk-import-row">
        <button
          type="button"
          class="primary"
          disabled={blocked}
          aria-describedby={waitingFor ? 'import-waiting' : undefined}
          onClick={() => void confirm().then((target) => target !== undefined && onImport(target))}
        >
          {bulk.plural(vacancy ? 'importAllToVacancy' : 'importAll', ticked)}
        </button>
        {waitingFor && (
          <span id="import-waiting" class="hint">
            {bulk.plural(waitingFor.key, waitingFor.count)}
          </span>
        )}
        {!waitingFor && ticked === 0 && <span class="hint">{bulk.t('nothingTicked')}</span>}
      </div>
    </section>
  );
}
