import type { SerializedError } from '@/lib/api';
import { adviseOn } from '@/lib/ui/error-advice';
import { useI18n } from './I18n';

/**
 * A failure explained: what happened, what to do, and the service's own words. `queued` for an
 * import's failure, which the outbox retries by itself.
 */
export function ErrorNotice({ error, queued = false }: { error: SerializedError; queued?: boolean }) {
  const i18n = useI18n();
  const { problem, advice, serviceMessage } = adviseOn(error, i18n, { queued });
  return (
    <div class="notice notice-error" role="alert">
      <p class="notice-title">{problem}</p>
      <p>{advice}</p>
      {serviceMessage && serviceMessage !== problem && (
        <p class="service-message">
          {i18n.t('serviceSaid')} <q>{serviceMessage}</q>
        </p>
      )}
    </div>
  );
}
