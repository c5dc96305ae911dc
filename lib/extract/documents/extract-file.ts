import type { ExtractionResult } from '../candidate.ts';
import { extractFromPdf, DocumentError, type PdfJsLib } from './pdf.ts';
import { extractFromDocx } from './docx.ts';
import { extractFromDocument, type PageOptions } from '../page.ts';
import { savedPageUrl } from './saved-page.ts';

export interface FileReaders {
  pdfjs: () => Promise<PdfJsLib>;
  parseHtml: (html: string) => Document;
}

export type FileKind = 'html' | 'pdf' | 'docx';

export function fileKind(fileName: string): FileKind | null {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'html' || ext === 'htm') return 'html';
  if (ext === 'pdf' || ext === 'docx') return ext;
  return null;
}

/** Candidate from a file's bytes, by its extension (.html/.htm, .pdf, .docx). */
export async function extractFromFile(
  fileName: string, data: Uint8Array, readers: FileReaders, options: PageOptions = {},
): Promise<ExtractionResult> {
  const kind = fileKind(fileName);
  if (kind === 'pdf') return extractFromPdf(data, await readers.pdfjs(), options);
  if (kind === 'docx') return extractFromDocx(data, options);
  if (kind === 'html') {
    const doc = readers.parseHtml(new TextDecoder().decode(data));
    return extractFromDocument(doc, savedPageUrl(doc, `file:///${encodeURIComponent(fileName.replace(/^.*\//, ''))}`), options);
  }
  throw new DocumentError('Only .html, .htm, .pdf and .docx files can be read.');
}
