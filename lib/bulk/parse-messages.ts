import type { Candidate } from '../extract/candidate';
import type { ReadingProblem } from '../extract/documents/document-error';

/** What the page hands a parse worker: one file, read by the worker itself when it takes it. */
export interface ParseTask {
  id: string;
  fileName: string;
  file: Blob;
  locale: string;
}

/** What a parse worker answers for one file: the candidate, or why the file gave none; always the file's digest when it was read. */
export type ParseAnswer =
  | { id: string; ok: true; hash: string; candidate: Candidate; text: string | null; ms: number }
  | { id: string; ok: false; hash: string | null; problem: ReadingProblem; ms: number };
