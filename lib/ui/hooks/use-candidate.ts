import { useEffect, useRef, useState } from 'preact/hooks';
import type { Candidate } from '../../extract/candidate';
import { DocumentError, type ReadingProblem } from '../../extract/documents/document-error';
import { oversizeProblem } from '../../extract/documents/document-size';
import type { ExtractionNote } from '../../extract/notes';
import { request } from '../../messaging/client';
import type { SerializedError } from '../../api';
import { hasContent } from '../candidate-form';
import { asSerializedError } from '../error-advice';
import type { TargetTab } from '../target-tab';
import type { DocumentJob, NewDocument } from '../../document-jobs/job-store';
import { loadDocumentJobs, useDocumentJob } from './use-document-job';

export interface ExtractedCandidate {
  candidate: Candidate;
  /** Where it was read: the page or document URL, posted with the candidate. */
  sourceUrl: string;
  /** What was skipped or cut short while reading it. */
  notes: ExtractionNote[];
  /** The CV document it was read from (its parse job), sent with the candidate when added to a vacancy. */
  document?: { jobId: string; fileName: string };
}

export type DocumentFormat = 'pdf' | 'docx';

export type CandidatePhase =
  | { step: 'reading' }
  | { step: 'ready'; extracted: ExtractedCandidate; found: boolean }
  /**
   * `problem`: why the file (`fileName`, given by the recruiter or shown by the tab) could not be
   * read; `reason`: why the linked one could not be fetched or read.
   */
  | { step: 'document'; format: DocumentFormat; problem: ReadingProblem | null; fileName?: string; reason?: string }
  | { step: 'no-tab' }
  | { step: 'failed'; error: SerializedError };

interface Source {
  tab: TargetTab | null;
  /** A CV document to read instead of the tab (the context menu on a link to one). */
  documentLink: { url: string; format: DocumentFormat } | null;
  /** Told once whether the tab had a candidate, so the popup can open on another view when not. */
  onExtracted: (found: boolean) => void;
}

type ReadyPhase = Extract<CandidatePhase, { step: 'ready' }>;

const readyPhase = (candidate: Candidate, notes: ExtractionNote[], sourceUrl: string): ReadyPhase => ({
  step: 'ready',
  extracted: { candidate, notes, sourceUrl },
  found: hasContent(candidate),
});

const withDocument = (ready: ReadyPhase, job: { id: string; name: string }): ReadyPhase => ({
  ...ready,
  extracted: { ...ready.extracted, document: { jobId: job.id, fileName: job.name } },
});

const formatOf = (fileName: string): DocumentFormat => (fileName.toLowerCase().endsWith('.docx') ? 'docx' : 'pdf');

/**
 * The candidate on the tab: read from the page's snapshot, or from the CV document the tab or the
 * link shows, or from a file the recruiter gives. Documents are parsed by the background, where
 * the parse survives the popup closing: the popup stores the document as a job and follows it,
 * and a popup reopened on the same document within a while follows the same job.
 */
export function useCandidate({ tab, documentLink, onExtracted }: Source) {
  const [phase, setPhase] = useState<CandidatePhase>({ step: 'reading' });
  const [attempt, setAttempt] = useState(0);
  const [jobId, setJobId] = useState<string | null>(null);
  const settledJob = useDocumentJob(jobId);
  const told = useRef(onExtracted);
  told.current = onExtracted;

  useEffect(() => {
    if (!settledJob) return;
    setPhase(
      settledJob.state === 'done'
        ? withDocument(readyPhase(settledJob.candidate, settledJob.notes, settledJob.sourceUrl), settledJob)
        : { step: 'document', format: formatOf(settledJob.name), problem: settledJob.problem, fileName: settledJob.name },
    );
  }, [settledJob]);

  async function follow(job: DocumentJob) {
    // Asked again for a job still waiting: the parser waits for a parse already under way.
    if (job.state === 'waiting') await request('documents.parse', { jobId: job.id });
    setJobId(job.id);
  }

  async function parse(document: NewDocument) {
    await follow(await (await loadDocumentJobs()).add(document));
  }

  async function readDocumentAt(url: string, format: DocumentFormat) {
    setPhase({ step: 'reading' });
    setJobId(null);
    try {
      const earlier = await (await loadDocumentJobs()).findRecent({ sourceUrl: url });
      if (earlier) return await follow(earlier);
      const { downloadDocument } = await import('../read-document');
      await parse({ ...(await downloadDocument(url, format)), sourceUrl: url, chosenOnTab: null });
    } catch (caught) {
      if (caught instanceof DocumentError) return setPhase({ step: 'document', format, problem: caught.problem });
      // Not readable from here (a local file, a login-protected link): the recruiter gives the file.
      setPhase({ step: 'document', format, problem: null, reason: asSerializedError(caught).message });
    }
  }

  async function readFile(file: File) {
    setJobId(null);
    const oversize = oversizeProblem(formatOf(file.name), file.size);
    if (oversize) return setPhase({ step: 'document', format: formatOf(file.name), problem: oversize, fileName: file.name });
    setPhase({ step: 'reading' });
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      await parse({ name: file.name, bytes, sourceUrl: `file:///${encodeURIComponent(file.name)}`, chosenOnTab: tab?.id ?? null });
    } catch (caught) {
      setPhase({
        step: 'document',
        format: formatOf(file.name),
        problem: { code: 'unexpected', detail: asSerializedError(caught).message },
        fileName: file.name,
      });
    }
  }

  useEffect(() => {
    setJobId(null);
    if (documentLink) {
      told.current(true);
      void readDocumentAt(documentLink.url, documentLink.format);
      return;
    }
    if (!tab) {
      setPhase({ step: 'no-tab' });
      told.current(false);
      return;
    }
    let current = true;
    setPhase({ step: 'reading' });
    // The tab's snapshot is asked at once, while the document jobs' store loads: a file the recruiter
    // chose on this tab a moment ago, not yet imported, is shown again instead.
    const extracting = request('candidate.extract', { tabId: tab.id });
    extracting.catch(() => undefined);
    loadDocumentJobs()
      .then((jobs) => jobs.findRecent({ chosenOnTab: tab.id }))
      .then((chosen) => {
        if (!current) return;
        if (chosen) {
          told.current(true);
          return follow(chosen);
        }
        return extracting.then((extraction) => {
          if (!current) return;
          if (extraction.kind === 'document') {
            told.current(true);
            void readDocumentAt(extraction.documentUrl, extraction.format);
            return;
          }
          return import('../read-document')
            .then(({ readPageSnapshot }) => readPageSnapshot(extraction))
            .then(({ candidate, notes }) => {
              if (!current) return;
              const ready = readyPhase(candidate, notes, extraction.pageUrl);
              told.current(ready.found);
              setPhase(ready);
            });
        });
      })
      .catch((caught: unknown) => {
        if (!current) return;
        told.current(false);
        setPhase({ step: 'failed', error: asSerializedError(caught) });
      });
    return () => {
      current = false;
    };
    // Extraction reruns only for another tab or document, or when the recruiter asks again.
  }, [tab?.id, documentLink?.url, attempt]);

  return { phase, attempt, readAgain: () => setAttempt((count) => count + 1), readFile: (file: File) => void readFile(file) };
}
