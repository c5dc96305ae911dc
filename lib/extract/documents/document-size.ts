import type { DocumentProblem } from './document-error.ts';

/** The largest PDF or DOCX read: a CV with photos stays well under it. */
export const MAX_DOCUMENT_MEGABYTES = 20;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MEGABYTES * 1024 * 1024;

/**
 * The refusal of a PDF or DOCX too large to read, told from its size alone: callers ask before they
 * read a byte of the file, so a 40 MB file is refused at once and never copied between contexts.
 */
export function oversizeProblem(format: 'pdf' | 'docx', byteLength: number): DocumentProblem | null {
  return byteLength > MAX_DOCUMENT_BYTES ? { code: 'too-large', format, maxMegabytes: MAX_DOCUMENT_MEGABYTES } : null;
}
