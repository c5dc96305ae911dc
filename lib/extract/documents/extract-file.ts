import type { ExtractionResult } from '../candidate.ts';
import { DocumentError } from './document-error.ts';
import { extractFromPdf, type PdfJsLib } from './pdf.ts';
import { extractFromDocx } from './docx.ts';
import { extractFromDocument, type PageOptions } from '../page.ts';
import { savedPageUrl } from './saved-page.ts';
import type { Inflater } from '../bounds/inflate.ts';
import { boundedHtmlSource, PAGE_CUT_NOTE } from '../bounds/html-source.ts';
import { uniqueNotes } from '../notes.ts';

export interface FileReaders {
  pdfjs: () => Promise<PdfJsLib>;
  /** The platform's inflater, when it has a faster one than DecompressionStream (zlib under Node). */
  inflate?: Inflater;
  parseHtml: (html: string) => Document;
}

export type FileKind = 'html' | 'pdf' | 'docx';

export function fileKind(fileName: string): FileKind | null {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'html' || ext === 'htm') return 'html';
  if (ext === 'pdf' || ext === 'docx') return ext;
  return null;
}

/**
 * A page saved with a second document after its own (`…</html><html><body>…`) shows that text in
 * its body in a browser; a parser that keeps it beside the first <html> gets it moved into the body.
 */
function adoptTrailingDocuments(doc: Document): Document {
  const body = doc.body;
  // A fragment without <html> (linkedom makes its first element the root) has no trailing document.
  if (!body || doc.documentElement?.tagName.toUpperCase() !== 'HTML') return doc;
  for (const node of [...doc.childNodes]) {
    if (node.nodeType !== 1 || node === doc.documentElement) continue;
    const content = (node as Element).querySelector('body') ?? node;
    body.append(...content.childNodes);
  }
  return doc;
}

/** Candidate from a file's bytes, by its extension (.html/.htm, .pdf, .docx). */
export async function extractFromFile(
  fileName: string,
  data: Uint8Array,
  readers: FileReaders,
  options: PageOptions = {},
): Promise<ExtractionResult> {
  const kind = fileKind(fileName);
  if (kind === 'pdf') return extractFromPdf(data, await readers.pdfjs(), { ...options, inflate: readers.inflate });
  if (kind === 'docx') return extractFromDocx(data, options);
  if (kind === 'html') {
    const { html, cut } = boundedHtmlSource(new TextDecoder().decode(data));
    const doc = adoptTrailingDocuments(readers.parseHtml(html));
    const result = extractFromDocument(doc, savedPageUrl(doc, `file:///${encodeURIComponent(fileName.replace(/^.*\//, ''))}`), options);
    return cut ? { ...result, notes: uniqueNotes([...result.notes, PAGE_CUT_NOTE]) } : result;
  }
  throw new DocumentError({ code: 'unsupported-file' });
}
