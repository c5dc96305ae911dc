import { useEffect, useState } from 'preact/hooks';
import { request } from '@/lib/messaging/client';
import type { SerializedError } from '@/lib/outbox/entry';
import { hasContent } from '@/lib/ui/candidate-form';
import { asSerializedError } from '@/lib/ui/error-advice';
import type { TargetTab } from '@/lib/ui/target-tab';
import { CandidateEditor, type ExtractedCandidate } from './CandidateEditor';
import { DocumentDrop } from './DocumentDrop';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';
import { Progress } from './Progress';

type Phase =
  | { step: 'reading' }
  | { step: 'ready'; extracted: ExtractedCandidate; found: boolean }
  /** `problem`: why a file the recruiter gave could not be read; `reason`: why the linked one could not be fetched or read. */
  | { step: 'document'; format: 'pdf' | 'docx'; problem: string | null; reason?: string }
  | { step: 'failed'; error: SerializedError };

interface Props {
  tab: TargetTab | null;
  /** A CV document to read instead of the tab (the context menu on a link to one). */
  documentLink: { url: string; format: 'pdf' | 'docx' } | null;
  /** Told once whether the tab had a candidate, so the popup can open on another view when not. */
  onExtracted: (found: boolean) => void;
  onOpenComments: (applicantId: string) => void;
  onOpenOutbox: () => void;
}

/** The candidate on the tab: read from the page, or from the CV document it shows, or from a file. */
export function CandidateView({ tab, documentLink, onExtracted, onOpenComments, onOpenOutbox }: Props) {
  const { t } = useI18n();
  const [phase, setPhase] = useState<Phase>({ step: 'reading' });
  const [round, setRound] = useState(0);

  async function readFile(name: string, data: () => Promise<Uint8Array>, sourceUrl: string) {
    setPhase({ step: 'reading' });
    try {
      const { readDocument } = await import('@/lib/ui/read-document');
      const { candidate, notes } = await readDocument(name, await data());
      setPhase({ step: 'ready', extracted: { candidate, notes, sourceUrl }, found: hasContent(candidate) });
    } catch (caught) {
      const format = name.toLowerCase().endsWith('.docx') ? 'docx' : 'pdf';
      setPhase({ step: 'document', format, problem: asSerializedError(caught).message });
    }
  }

  async function readDocumentAt(url: string, format: 'pdf' | 'docx') {
    setPhase({ step: 'reading' });
    try {
      const { readDocumentAt } = await import('@/lib/ui/read-document');
      const { candidate, notes } = await readDocumentAt(url, format);
      setPhase({ step: 'ready', extracted: { candidate, notes, sourceUrl: url }, found: hasContent(candidate) });
    } catch (caught) {
      // Not readable from here (a local file, a login-protected link): the recruiter gives the file.
      setPhase({ step: 'document', format, problem: null, reason: asSerializedError(caught).message });
    }
  }

  useEffect(() => {
    if (documentLink) {
      onExtracted(true);
      void readDocumentAt(documentLink.url, documentLink.format);
      return;
    }
    if (!tab) {
      setPhase({ step: 'failed', error: { kind: 'no-tab', message: t('noTab'), retryable: false } });
      onExtracted(false);
      return;
    }
    let current = true;
    setPhase({ step: 'reading' });
    request('candidate.extract', { tabId: tab.id })
      .then((extraction) => {
        if (!current) return;
        if (extraction.kind === 'document') {
          onExtracted(true);
          void readDocumentAt(extraction.documentUrl, extraction.format);
          return;
        }
        return import('@/lib/ui/read-document')
          .then(({ readPageSnapshot }) => readPageSnapshot(extraction))
          .then(({ candidate, notes }) => {
            if (!current) return;
            const found = hasContent(candidate);
            onExtracted(found);
            setPhase({ step: 'ready', extracted: { candidate, notes, sourceUrl: extraction.pageUrl }, found });
          });
      })
      .catch((caught: unknown) => {
        if (!current) return;
        onExtracted(false);
        setPhase({ step: 'failed', error: asSerializedError(caught) });
      });
    return () => {
      current = false;
    };
    // onExtracted is the App's stable callback; extraction reruns only for another tab or a retry.
  }, [tab?.id, documentLink?.url, round]);

  const fromFile = (file: File) => void readFile(file.name, async () => new Uint8Array(await file.arrayBuffer()), `file:///${encodeURIComponent(file.name)}`);

  return (
    <section class="view" aria-labelledby="candidate-title">
      <h2 id="candidate-title">{t('candidateTitle')}</h2>
      <Progress active={phase.step === 'reading'} label={t('reading')} />
      {phase.step === 'failed' && (
        <>
          <ErrorNotice error={phase.error} />
          {tab && (
            <button type="button" onClick={() => setRound(round + 1)}>
              {t('readAgain')}
            </button>
          )}
          <DocumentDrop onFile={fromFile} />
        </>
      )}
      {phase.step === 'document' && (
        <>
          <div class="notice" role="status">
            <p class="notice-title">{t(phase.format === 'pdf' ? 'documentPdf' : 'documentDocx')}</p>
            <p>{phase.problem ?? t('documentGiveFile')}</p>
            {phase.reason && <p class="hint">{phase.reason}</p>}
          </div>
          <DocumentDrop onFile={fromFile} />
        </>
      )}
      {phase.step === 'ready' && (
        <>
          {!phase.found && <p class="notice">{t('nothingFound')}</p>}
          <CandidateEditor
            key={phase.extracted.sourceUrl + round}
            extracted={phase.extracted}
            onOpenComments={onOpenComments}
            onOpenOutbox={onOpenOutbox}
          />
          <details class="more">
            <summary>{t('otherFile')}</summary>
            <DocumentDrop onFile={fromFile} />
          </details>
        </>
      )}
    </section>
  );
}
