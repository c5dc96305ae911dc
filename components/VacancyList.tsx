import { useEffect, useState } from 'preact/hooks';
import type { Vacancy } from '@/lib/api';
import { useVacancies, type VacancyListAnswer } from '@/lib/ui/hooks/use-vacancies';
import type { SessionState } from '@/lib/ui/hooks/use-session';
import { formatRelative } from '@/lib/ui/format';
import { addressLine, statusLabel } from '@/lib/ui/vacancy-text';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';
import { Progress } from './Progress';
import { VacancyPins } from './VacancyPins';

interface Props {
  onOpen: (vacancy: Vacancy) => void;
  /** The list the popup showed last time (boot cache), shown until the background answers. */
  cached: VacancyListAnswer | null;
  session: SessionState;
  companyId: string;
}

const CLOCK_MS = 30_000;

/** The company's vacancies: the cached list at once, the service's answer when it comes. */
export function VacancyList({ onOpen, cached, session, companyId }: Props) {
  const i18n = useI18n();
  const { t } = i18n;
  const { answer, refreshing, failure, refresh, pin, unpin, pinError } = useVacancies({ cached, session, companyId });
  const [filter, setFilter] = useState('');
  const [status, setStatus] = useState('all');
  const [now, setNow] = useState(Date.now());

  // "Updated … ago" counts from each answer and moves on while the popup stays open.
  useEffect(() => {
    setNow(Date.now());
    const clock = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(clock);
  }, [answer, refreshing]);

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
      {answer?.source === 'pinned' && <VacancyPins pinned={answer.pinned} error={pinError} onPin={pin} onUnpin={(id) => void unpin(id)} />}
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
