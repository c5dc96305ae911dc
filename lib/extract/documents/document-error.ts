// The error a document reader throws, apart from the problems' schemas (document-problems.ts): the popup's first
// view catches it, and zod stays out of the popup's first bundle.
import type { DocumentProblem, ReadingProblem } from './document-problems.ts';

export type { DocumentProblem, ReadingProblem } from './document-problems.ts';

/** A document refused or unreadable, with why as a code; its message is that code, for logs and the CLI. */
export class DocumentError extends Error {
  constructor(readonly problem: DocumentProblem) {
    const { code, ...parameters } = problem;
    super(Object.keys(parameters).length ? `${code} ${JSON.stringify(parameters)}` : code);
    this.name = 'DocumentError';
  }
}

export function readingProblemOf(error: unknown): ReadingProblem {
  if (error instanceof DocumentError) return error.problem;
  return { code: 'unexpected', detail: error instanceof Error ? error.message : String(error) };
}
