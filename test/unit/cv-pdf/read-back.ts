// Reads a made PDF back the way the extension reads a CV: pdf.js (Node build) through the project's own PDF reader.
import { extractFromPdf, pdfTextLines } from '../../../lib/extract/documents/pdf.ts';
import { NODE_READERS } from '../../../lib/extract/node/readers.ts';
import type { Candidate } from '../../../lib/extract/candidate.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

export interface ReadBack {
  pages: number;
  lines: TextLine[];
  /** Every line's text, one per line; cells of a line (the dates on the right) set apart by a tab. */
  text: string;
}

export async function readBack(bytes: Uint8Array): Promise<ReadBack> {
  const pdfjs = await NODE_READERS.pdfjs();
  // pdf.js takes over the buffer it reads: each read gets its own copy.
  const doc = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages = doc.numPages;
  await doc.destroy();
  const lines = await pdfTextLines(bytes.slice(), pdfjs, NODE_READERS.inflate);
  return { pages, lines, text: lines.map((line) => line.text).join('\n') };
}

export async function extractBack(bytes: Uint8Array): Promise<Candidate> {
  const { candidate } = await extractFromPdf(bytes.slice(), await NODE_READERS.pdfjs(), { inflate: NODE_READERS.inflate });
  return candidate;
}
