import { problemText } from '@/lib/ui/extraction-text';
import { useCandidate, type DocumentFormat } from '@/lib/ui/hooks/use-candidate';
import type { TargetTab } from '@/lib/ui/target-tab';
import { CandidateEditor } from './CandidateEditor';
import { DocumentDrop } from './DocumentDrop';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';
import { Progress } from './Progress';

interface Props {
  tab: TargetTab | null;
  /** A CV document to read instead of the tab (the context menu on a link to one). */
  documentLink: { url: string; format: DocumentFormat } | null;
  /** Told once whether the tab had a candidate, so the popup can open on another view when not. */
  onExtracted: (found: boolean) => void;
  onOpenComments: (applicantId: string) => void;
  onOpenOutbox: () => void;
}

/** The candidate on the tab: read from the page, or from the CV document it shows, or from a file. */
export function CandidateView({ tab, documentLink, onExtracted, onOpenComments, onOpenOutbox }: Props) {
  const i18n = useI18n();
  const { t } = i18n;
  const { phase, attempt, readAgain, readFile } = useCandidate({ tab, documentLink, onExtracted });

  return (
    <section class="view" aria-labelledby="candidate-title">
      <h2 id="candidate-title">{t('candidateTitle')}</h2>
      <Progress active={phase.step === 'reading'} label={t('reading')} />
      {phase.step === 'no-tab' && (
        <>
          <ErrorNotice error={{ kind: 'no-tab', message: t('noTab'), retryable: false }} />
          <DocumentDrop onFile={readFile} />
        </>
      )}
      {phase.step === 'failed' && (
        <>
          <ErrorNotice error={phase.error} />
          <button type="button" onClick={readAgain}>
            {t('readAgain')}
          </button>
          <DocumentDrop onFile={readFile} />
        </>
      )}
      {phase.step === 'document' && (
        <>
          <div class="notice" role="status">
            <p class="notice-title">
              {phase.problem && phase.fileName
                ? t('documentUnreadable', phase.fileName)
                : t(phase.format === 'pdf' ? 'documentPdf' : 'documentDocx')}
            </p>
            <p>{phase.problem ? problemText(phase.problem, i18n) : t('documentGiveFile')}</p>
            {phase.problem?.code === 'unexpected' && <p class="hint">{phase.problem.detail}</p>}
            {phase.reason && <p class="hint">{phase.reason}</p>}
          </div>
          <DocumentDrop onFile={readFile} />
        </>
      )}
      {phase.step === 'ready' && (
        <>
          {!phase.found && <p class="notice">{t('nothingFound')}</p>}
          <CandidateEditor
            key={phase.extracted.sourceUrl + attempt}
            extracted={phase.extracted}
            onOpenComments={onOpenComments}
            onOpenOutbox={onOpenOutbox}
          />
          <details class="more">
            <summary>{t('otherFile')}</summary>
            <DocumentDrop onFile={readFile} />
          </details>
        </>
      )}
    </section>
  );
}
