import { useState } from 'preact/hooks';
import type { Candidate } from '@/lib/extract/candidate';
import { formatDateTime } from '@/lib/ui/format';
import { useCareersAccess } from '@/lib/ui/hooks/use-careers-access';
import { useApplicantPage } from '@/lib/ui/hooks/use-applicant-page';
import { useCredentials } from '@/lib/ui/hooks/use-credentials';
import { useCvName } from '@/lib/ui/hooks/use-cv-name';
import { useDuplicateCheck } from '@/lib/ui/hooks/use-duplicate-check';
import { useImport, type CvPlan } from '@/lib/ui/hooks/use-import';
import { usePlacement } from '@/lib/ui/hooks/use-placement';
import { buildPlacement, missingApplicantNames, type CandidateImport } from '@/lib/ui/import-request';
import { jobSteps, type JobPhase } from '@/lib/ui/job-steps';
import { duplicatesFor } from '@/lib/ui/vacancy-duplicates';
import { VacancyDuplicatesNotice } from './DuplicateCheck';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';
import { JobSteps } from './JobSteps';
import { Progress } from './Progress';
import { PipelineChoices } from './PipelineChoices';
import { VacancyPicker } from './VacancyPicker';

export interface ImportPanelProps {
  importRequest: CandidateImport | null;
  /** The reviewed candidate: the applicant's names, and the CV made for a web page. */
  candidate: Candidate;
  /** Where the candidate was read (the page, or the CV document). */
  sourceUrl: string;
  /** The parsed CV document the candidate came from, sent as it is; null for a web page. */
  document: { jobId: string; fileName: string } | null;
  onOpenOutbox: () => void;
}

/**
 * Where the candidate goes (a vacancy, its column, a note, tags; or no vacancy for the candidate
 * data only), the button that sends them, and what became of it: each step as it happens, or why
 * it stopped and what to do. Loaded by ImportPanel after the popup's first paint.
 */
export function ImportControls({ importRequest, candidate, sourceUrl, document, onOpenOutbox }: ImportPanelProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const placement = usePlacement();
  const { outcome, job, sent, sending, retrying, error, importCandidate, retry } = useImport();
  const credentials = useCredentials();
  const careers = useCareersAccess();
  const duplicateCheck = useDuplicateCheck(importRequest?.reference ?? null);
  const [accessRefused, setAccessRefused] = useState(false);

  const { vacancy, choice } = placement;
  const duplicates =
    vacancy && importRequest && duplicateCheck.matches ? duplicatesFor(duplicateCheck.matches, importRequest.reference, vacancy) : null;
  const missingNames = vacancy ? missingApplicantNames(candidate) : [];
  const cvName = useCvName(candidate, document?.fileName ?? null, vacancy !== null);
  const waitingForPipeline = vacancy !== null && placement.pipeline.loading;
  const canSend = importRequest !== null && !sending && missingNames.length === 0 && !waitingForPipeline;
  const label = !vacancy ? t('importCandidate') : duplicates?.inVacancy ? t('addNoteAndTags') : t('addToVacancy');

  function send() {
    if (!importRequest) return;
    if (!choice) {
      void placement.remember().catch(() => undefined);
      void importCandidate(importRequest);
      return;
    }
    // First, while the click lasts: the browser asks for the careers site only during one.
    const access = careers.ensure();
    const cv: CvPlan = document
      ? { kind: 'document', documentJobId: document.jobId }
      : { kind: 'page', candidate, context: { pageUrl: sourceUrl, madeAt: Date.now(), language: i18n.language } };
    const request = { ...importRequest, placement: buildPlacement(candidate, sourceUrl, choice) };
    void access.then(async (allowed) => {
      setAccessRefused(!allowed);
      if (!allowed) return;
      await placement.remember().catch(() => undefined);
      await importCandidate(request, cv);
    });
  }

  const sentPlacement = job?.placement ?? sent?.placement ?? null;
  const latestError = job?.lastError ?? null;
  const phase: JobPhase | null =
    outcome?.status === 'delivered'
      ? 'delivered'
      : outcome?.status === 'failed' || (outcome?.status === 'pending' && latestError)
        ? 'stopped'
        : sending || outcome?.status === 'pending'
          ? 'running'
          : null;
  const stopped = phase === 'stopped' && job !== null;
  const delivery = outcome?.status === 'delivered' ? outcome.delivery : null;
  const applicantPage = useApplicantPage(delivery?.applicantId);

  return (
    <>
      <section class="placement" aria-labelledby="placement-title">
        <h3 id="placement-title">{t('placementSection')}</h3>
        <VacancyPicker
          vacancies={placement.vacancies.list}
          recentIds={placement.vacancies.recentIds}
          chosen={vacancy}
          onChoose={placement.chooseVacancy}
        />
        <Progress active={placement.vacancies.loading} label={t('vacanciesLoading')} />
        {placement.vacancies.error && (
          <p class="hint">
            {t('vacanciesUnavailable')}{' '}
            <button type="button" class="link" onClick={placement.vacancies.reload}>
              {t('retry')}
            </button>
          </p>
        )}
        {duplicates && <VacancyDuplicatesNotice duplicates={duplicates} />}
        {vacancy && <PipelineChoices placement={placement} credentials={credentials} />}
      </section>
      <section class="import" aria-label={t('importSection')}>
        {missingNames.length > 0 && (
          <p id="names-missing" class="notice notice-warning">
            {t('namesMissingForVacancy')}
          </p>
        )}
        {accessRefused && careers.careersHost && <p class="notice notice-warning">{t('careersAccessRefused', careers.careersHost)}</p>}
        <div class="import-row">
          <button
            type="button"
            class="primary"
            disabled={!canSend}
            aria-describedby={!importRequest ? 'email-missing' : missingNames.length > 0 ? 'names-missing' : undefined}
            onClick={send}
          >
            {label}
          </button>
          {cvName && (
            <span class="hint cv-name">
              {t('cvNamed', cvName)}
              {!document && ` (${t('cvMadeFromPage')})`}
            </span>
          )}
        </div>
        <div role="status" aria-live="polite" class="import-status">
          {sending && <p class="notice">{t('importSending')}</p>}
          {delivery &&
            (delivery.vacancyTitle ? (
              <p class="notice notice-success">
                {t('addedToVacancy', delivery.vacancyTitle)}
                {applicantPage && (
                  <>
                    {' '}
                    <a href={applicantPage} target="_blank" rel="noopener noreferrer">
                      {t('openApplicantPage')}
                    </a>
                  </>
                )}
              </p>
            ) : (
              <p class="notice notice-success">{t('imported', delivery.resourceType, delivery.action)}</p>
            ))}
          {outcome?.status === 'pending' && (
            <p class="notice">{t('importPending', formatDateTime(outcome.entry.nextAttemptAt, i18n.locale))}</p>
          )}
          {outcome?.status === 'gone' && <p class="notice">{t('importGone')}</p>}
        </div>
        {sentPlacement && phase && outcome?.status !== 'gone' && (
          <JobSteps
            steps={jobSteps(sentPlacement, job?.progress, phase, delivery?.resourceType === 'applicant')}
            placement={sentPlacement}
          />
        )}
        {(outcome?.status === 'pending' || outcome?.status === 'failed') && latestError && <ErrorNotice error={latestError} queued />}
        {error && <ErrorNotice error={error} />}
        {/* A background stopped mid-answer may well have queued the import: the outbox says. */}
        {(outcome?.status === 'failed' || outcome?.status === 'pending' || error?.kind === 'background-restarted') && (
          <p class="actions">
            {stopped && (
              <button type="button" disabled={retrying} onClick={() => void retry(job.id)}>
                {t('retry')}
              </button>
            )}
            <button type="button" class="link" onClick={onOpenOutbox}>
              {t('importInOutbox')}
            </button>
          </p>
        )}
      </section>
    </>
  );
}
