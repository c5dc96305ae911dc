import mammoth from 'mammoth';
import type { ExtractionResult } from '../candidate.ts';
import { extractFromDocument, type PageOptions } from '../page.ts';
import { DocumentError } from './pdf.ts';

export const MAX_DOCX_BYTES = 20 * 1024 * 1024;

/** Candidate from a DOCX CV: mammoth turns it into HTML, read like a page with sources `docx`. */
export async function extractFromDocx(
  data: Uint8Array, parseHtml: (html: string) => Document, options: PageOptions = {},
): Promise<ExtractionResult> {
  if (data.byteLength > MAX_DOCX_BYTES) throw new DocumentError('This DOCX is larger than 20 MB; CVs that large are not read.');
  let html: string;
  try {
    const arrayBuffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
    // mammoth reads `buffer` under Node and `arrayBuffer` in browsers; give it both.
    const input = { arrayBuffer, buffer: data } as unknown as Parameters<typeof mammoth.convertToHtml>[0];
    html = (await mammoth.convertToHtml(input)).value;
  } catch {
    throw new DocumentError('This DOCX could not be read (damaged, or not a Word document).');
  }
  const doc = parseHtml(`<!doctype html><html><body>${html}</body></html>`);
  return extractFromDocument(doc, 'about:blank', { ...options, genericSource: 'docx' });
}
