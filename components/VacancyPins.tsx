import { useState } from 'preact/hooks';
import type { SerializedError } from '@/lib/api';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';

interface Props {
  pinned: string[];
  error: SerializedError | null;
  /** Resolves to whether the vacancy was pinned. */
  onPin: (idOrUrl: string) => Promise<boolean>;
  onUnpin: (id: string) => void;
}

/** When the service refuses the list, the recruiter pins the vacancies they work on, by id or link. */
export function VacancyPins({ pinned, error, onPin, onUnpin }: Props) {
  const { t } = useI18n();
  const [idOrUrl, setIdOrUrl] = useState('');

  async function pin(event: Event) {
    event.preventDefault();
    if (await onPin(idOrUrl)) setIdOrUrl('');
  }

  return (
    <div class="pins">
      <p class="notice">{t('listRefused')}</p>
      <form onSubmit={(event) => void pin(event)} class="inline-form">
        <label class="field">
          <span>{t('pinLabel')}</span>
          <input value={idOrUrl} required onInput={(e) => setIdOrUrl(e.currentTarget.value)} />
        </label>
        <button type="submit">{t('pin')}</button>
      </form>
      {error && <ErrorNotice error={error} />}
      {pinned.length > 0 && (
        <ul class="pinned">
          {pinned.map((id) => (
            <li key={id}>
              <code>{id}</code>{' '}
              <button type="button" class="link" onClick={() => onUnpin(id)} aria-label={t('unpinId', id)}>
                {t('unpin')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
