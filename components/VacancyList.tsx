import { useEffect, useState } from 'preact/hooks';
import type { Vacancy } from '@/lib/api';
import type { ResponseOf } from '@/lib/messages';
import { request } from '@/lib/messaging/client';
import type { SerializedError } from '@/lib/outbox/entry';
import { asSerializedError } from '@/lib/ui/error-advice';
import { formatRelative } from '@/lib/ui/format';
import { addressLine, statusLabel } from '@/lib/ui/vacancy-text';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';
import { Progress } from './Progress';
import { VacancyPins } from './VacancyPins';

type ListAnswer = ResponseOf<'vacancies.list'>;

interface Props {
  onOpen: (vacancy: Vacancy) => void;
  /** The list the popup showed last time (boot cache), shown until the background answers. */
  cached: ListAnswer | null;
  /** Told of every list the background gives, so the next opening can start from it. */
  onAnswer: (answer: ListAnswer) => void;
}

/** The company's vacancies: the cached list at once, the service's answer when it comes. */
export function VacancyList({ onOpen, cached, onAnswer }: Props) {
  const i18n = useI18n();
  const { t } = i18n;
  const [answer, setAnswer] = useState<ListAnswer | null>(cached);
  const [refreshing, setRefreshing] = useState(true);
  const [failure, setFailure] = useState<SerializedError | null>(null);
  const [filter, setFilter] = useState('');
  const [status, setStatus] = useState('all');
  const [now, setNow] = useState(Date.now());

  async function refresh() {
    setRefreshing(true);
    setFailure(null);
    try {
      setAnswer(await request('vacancies.list', { refresh: true }));
    } catch (caught) {
      setFailure(asSerializedError(caught));
    } finally {
      setRefreshing(false);
      setNow(Date.now());
    }
  }

  useEffect(() => {
    let current = true;
    // The background's cached list answers in milliseconds; the refresh behind it may take seconds.
    const fromBackground = cached ? Promise.resolve() : request('vacancies.list', {}).then((stored) => current && setAnswer((shown) => shown ?? stored));
    void fromBackground.catch(() => undefined).finally(() => current && void refresh());
    const clock = setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      current = false;
      clearInterval(clock);
    };
  }, []);

  useEffect(() => {
    if (answer && answer !== cached) onAnswer(answer);
  }, [answer]);

  const statuses = [...new Set(answer?.vacancies.map((vacancy) => vacancy.status) ?? [])].sort();
  const words = filter.trim().toLowerCase();
  const shown = (answer?.vacancies ?? []).filter(
    (vacancy) =>
      (status === 'all' || String(vacancy.status) === status) &&
      (!words || `${vacancy.title} ${vacancy.reference} ${addressLine(vacancy)}`.toLowerCase().includes(words)),
  );

  return (
    <section class="view" aria-labelledby="vacancies-title">
      <div class="view-head">
        <h2 id="vacancies-title">{t('vacanciesTitle')}</h2>
        <button type="button" onClick={() => void refresh()} disabled={refreshing}>
          {t('refresh')}
        </button>
      </div>
      {answer?.fetchedAt && <p class="hint">{t('updatedAgo', formatRelative(answer.fetchedAt, now, i18n.locale))}</p>}
      <Progress active={refreshing} label={t('refreshing')} />
      {failure && <ErrorNotice error={failure} />}
      {answer?.error && answer.source === 'cache' && <ErrorNotice error={answer.error} />}
      {answer?.source === 'pinned' && <VacancyPins answer={answer} onChange={setAnswer} />}
      <div class="filters">
        <label class="field">
          <span>{t('filterVacancies')}</span>
          <input type="search" value={filter} onInput={(e) => setFilter(e.currentTarget.value)} />
        </label>
        <label class="field">
          <span>{t('status')}</span>
          <select value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
            <option value="all">{t('allStatuses')}</option>
            {statuses.map((value) => (
              <option key={value} value={String(value)}>
                {statusLabel(value, t)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {answer && shown.length === 0 && <p class="hint">{t('noVacancies')}</p>}
      <ul class="vacancies">
        {shown.map((vacancy) => (
          <li key={vacancy.id}>
            <button type="button" class="vacancy-item" onClick={() => onOpen(vacancy)}>
              <span class="vacancy-title" elementtiming="vacancy-title">
                {vacancy.title}
              </span>
              <span class="hint">
                {[vacancy.reference, addressLine(vacancy), statusLabel(vacancy.status, t)].filter(Boolean).join(' · ')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

