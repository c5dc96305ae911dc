import { useEffect, useRef, useState } from 'preact/hooks';
import type { Candidate } from '../../extract/candidate';
import { request } from '../../messaging/client';
import type { SerializedError } from '../../api';
import { hasContent } from '../candidate-form';
import { asSerializedError } from '../error-advice';
import type { TargetTab } from '../target-tab';

export interface ExtractedCandidate {
  candidate: Candidate;
  /** Where it was read: the page or document URL, posted with the candidate. */
  sourceUrl: string;
  notes: string[];
}

export type DocumentFormat = 'pdf' | 'docx';

export type CandidatePhase =
  | { step: 'reading' }
  | { step: 'ready'; extracted: ExtractedCandidate; found: boolean }
  /** `problem`: why a file the recruiter gave could not be read; `reason`: why the linked one could not be fetched or read. */
  | { step: 'document'; format: DocumentFormat; problem: string | null; reason?: string }
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

const readyPhase = (candidate: Candidate, notes: string[], sourceUrl: string): ReadyPhase => ({
  step: 'ready',
  extracted: { candidate, notes, sourceUrl },
  found: hasContent(candidate),
});

/**
 * The candidate on the tab: read from the page's snapshot, or from the CV document the tab or the
 * link shows, or from a file the recruiter gives. The readers load only now, in their own chunks.
 */
export function useCandidate({ tab, documentLink, onExtracted }: Source) {
  const [phase, setPhase] = useState<CandidatePhase>({ step: 'reading' });
  const [attempt, setAttempt] = useState(0);
  const told = useRef(onExtracted);
  told.current = onExtracted;

  async function readDocumentAt(url: string, format: DocumentFormat) {
    setPhase({ step: 'reading' });
    try {
      const { readDocumentAt } = await import('../read-document');
      const { candidate, notes } = await readDocumentAt(url, format);
      setPhase(readyPhase(candidate, notes, url));
    } catch (caught) {
      // Not readable from here (a local file, a login-protected link): the recruiter gives the file.
      setPhase({ step: 'document', format, problem: null, reason: asSerializedError(caught).message });
    }
  }

  async function readFile(file: File) {
    setPhase({ step: 'reading' });
    try {
      const { readDocument } = await import('../read-document');
      const { candidate, notes } = await readDocument(file.name, new Uint8Array(await file.arrayBuffer()));
      setPhase(readyPhase(candidate, notes, `file:///${encodeURIComponent(file.name)}`));
    } catch (caught) {
      const format = file.name.toLowerCase().endsWith('.docx') ? 'docx' : 'pdf';
      setPhase({ step: 'document', format, problem: asSerializedError(caught).message });
    }
  }

  useEffect(() => {
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
    request('candidate.extract', { tabId: tab.id })
      .then((extraction) => {
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
