import { extractFromFile, fileKind, type FileReaders } from '../extract/documents/extract-file';
import { docxTextLines } from '../extract/documents/docx';
import { readingProblemOf } from '../extract/documents/document-error';
import { oversizeProblem } from '../extract/documents/document-size';
import type { ParseAnswer, ParseTask } from './parse-messages';

/** The DOCX text kept for the recruiter to read beside the fields, cut at this length. */
export const PREVIEW_TEXT_CHARS = 20_000;

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One CV file read where it is called (a parse worker): its bytes are read only now, digested before
 * the reader may take them over, then given to the same extraction engine the popup uses. A file
 * over the readers' limit is refused by its size, without being read.
 */
export async function parseFile(
  task: ParseTask,
  readers: FileReaders,
  clock: () => number = () => performance.now(),
): Promise<ParseAnswer> {
  const started = clock();
  const kind = fileKind(task.fileName);
  const oversize = kind === 'pdf' || kind === 'docx' ? oversizeProblem(kind, task.file.size) : null;
  if (oversize) return { id: task.id, ok: false, hash: null, problem: oversize, ms: clock() - started };
  let hash: string | null = null;
  try {
    const bytes = new Uint8Array(await task.file.arrayBuffer());
    hash = await sha256Hex(bytes);
    const text = kind === 'docx' ? await docxPreview(bytes) : null;
    const { candidate } = await extractFromFile(task.fileName, bytes, readers, { locale: task.locale });
    return { id: task.id, ok: true, hash, candidate, text, ms: clock() - started };
  } catch (error) {
    return { id: task.id, ok: false, hash, problem: readingProblemOf(error), ms: clock() - started };
  }
}

/** The DOCX's text as the recruiter reads it beside the fields; the extraction says why when there is none. */
async function docxPreview(bytes: Uint8Array): Promise<string | null> {
  try {
    const { lines } = await docxTextLines(bytes);
    return lines
      .map((line) => line.text)
      .join('\n')
      .slice(0, PREVIEW_TEXT_CHARS);
  } catch {
    return null;
  }
}
