import { useDuplicateCheck } from '@/lib/ui/hooks/use-duplicate-check';
import type { VacancyDuplicates } from '@/lib/ui/vacancy-duplicates';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';
import { Progress } from './Progress';

/** "Already in your ATS": the service's applicants with this e-mail, each with vacancy and pipeline column. */
export function DuplicateCheck({ email, onOpenComments }: { email: string | null; onOpenComments: (applicantId: string) => void }) {
  const { t } = useI18n();
  const { matches, error, busy } = useDuplicateCheck(email);

  if (!email) return null;
  return (
    <section class="duplicates" aria-labelledby="duplicates-title" aria-live="polite">
      <h3 id="duplicates-title">{t('duplicateTitle')}</h3>
      <Progress active={busy} label={t('duplicateChecking')} />
      {error && <ErrorNotice error={error} />}
      {matches && matches.length === 0 && <p class="hint">{t('duplicateNone')}</p>}
      {matches && matches.length > 0 && (
        <>
          <p class="notice notice-warning">{t('alreadyInAts')}</p>
          <ul class="matches">
            {matches.map((match) => {
              const name = [match.firstname, match.lastname].filter(Boolean).join(' ') || match.email || match.applicant;
              return (
                <li key={`${match.applicant}-${match.vacancy_id}`}>
                  <p>
                    <strong>{name}</strong> · {match.vacancy ?? t('noVacancy')}
                  </p>
                  <p class="hint">
                    {t('pipelineColumn', match.column ?? '—')} · {match.status === 1 ? t('statusActive') : t('statusArchived')} ·{' '}
                    {t('appliedOn', match.created_at)}
                  </p>
                  <button
                    type="button"
                    onClick={() => onOpenComments(match.applicant)}
                    aria-label={t('readCommentsOf', name, match.vacancy ?? '')}
                  >
                    {t('readComments')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * The duplicate check seen from the vacancy chosen for the import: already there (the import then
 * adds only the note and tags, never a second application), or known in other vacancies.
 */
export function VacancyDuplicatesNotice({ duplicates }: { duplicates: VacancyDuplicates }) {
  const { t, plural } = useI18n();
  const { inVacancy, otherVacancies } = duplicates;
  if (inVacancy) {
    return (
      <div class="notice notice-warning" role="status">
        <p class="notice-title">{inVacancy.column ? t('alreadyInVacancyColumn', inVacancy.column) : t('alreadyInVacancy')}</p>
        <p>{t('alreadyInVacancyHint')}</p>
      </div>
    );
  }
  if (otherVacancies === 0) return null;
  return (
    <p class="notice" role="status">
      {plural('knownInOtherVacancies', otherVacancies)}
    </p>
  );
}
