import { useState } from 'preact/hooks';
import type { ResponseOf } from '@/lib/messages';
import { request } from '@/lib/messaging/client';
import type { SerializedError } from '@/lib/outbox/entry';
import { asSerializedError } from '@/lib/ui/error-advice';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';

type ListAnswer = ResponseOf<'vacancies.list'>;

/** When the service refuses the list, the recruiter pins the vacancies they work on, by id or link. */
export function VacancyPins({ answer, onChange }: { answer: ListAnswer; onChange: (answer: ListAnswer) => void }) {
  const { t } = useI18n();
  const [idOrUrl, setIdOrUrl] = useState('');
  const [error, setError] = useState<SerializedError | null>(null);

  async function pin(event: Event) {
    event.preventDefault();
    setError(null);
    try {
      onChange(await request('vacancies.pin', { idOrUrl: idOrUrl.trim() }));
      setIdOrUrl('');
    } catch (caught) {
      setError(asSerializedError(caught));
    }
  }

  async function unpin(id: string) {
    try {
      onChange(await request('vacancies.unpin', { id }));
    } catch (caught) {
      setError(asSerializedError(caught));
    }
  }

  return (
    <div class="pins">
      <p class="notice">{t('listRefused')}</p>
      <form onSubmit={pin} class="inline-form">
        <label class="field">
          <span>{t('pinLabel')}</span>
          <input value={idOrUrl} required onInput={(e) => setIdOrUrl(e.currentTarget.value)} />
        </label>
        <button type="submit">{t('pin')}</button>
      </form>
      {error && <ErrorNotice error={error} />}
      {answer.pinned.length > 0 && (
        <ul class="pinned">
          {answer.pinned.map((id) => (
            <li key={id}>
              <code>{id}</code>{' '}
              <button type="button" class="link" onClick={() => void unpin(id)} aria-label={t('unpinId', id)}>
                {t('unpin')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
