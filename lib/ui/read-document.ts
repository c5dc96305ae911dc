import type { ExtractionResult } from '../extract/candidate';
import { DocumentError } from '../extract/documents/document-error';
import { oversizeProblem } from '../extract/documents/document-size';

/**
 * The candidate on a page, from the snapshot the content script took. The snapshot is parsed into
 * an inert document (no script runs, nothing loads) and never inserted into the extension's pages.
 */
export async function readPageSnapshot(snapshot: { html: string; pageUrl: string; truncated: boolean }): Promise<ExtractionResult> {
  const { extractFromDocument } = await import('../extract/page');
  const doc = new DOMParser().parseFromString(snapshot.html, 'text/html');
  const result = extractFromDocument(doc, snapshot.pageUrl, { locale: navigator.language });
  const cutNoted = result.notes.some((note) => note.code === 'page-cut');
  return snapshot.truncated && !cutNoted ? { ...result, notes: [...result.notes, { code: 'page-cut' }] } : result;
}

/**
 * Downloads the document a tab or link shows (a PDF opened in the browser), named for its format. One
 * larger than any CV read is refused as soon as its size is known, from its header or while it arrives.
 */
export async function downloadDocument(url: string, format: 'pdf' | 'docx'): Promise<{ name: string; bytes: Uint8Array }> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const name = decodeURIComponent(new URL(url).pathname.split('/').pop() || `document.${format}`);
  return {
    name: name.toLowerCase().endsWith(`.${format}`) ? name : `${name}.${format}`,
    bytes: await bodyWithinLimit(response, format),
  };
}

async function bodyWithinLimit(response: Response, format: 'pdf' | 'docx'): Promise<Uint8Array> {
  const declared = oversizeProblem(format, Number(response.headers.get('Content-Length') ?? 0));
  if (declared) throw new DocumentError(declared);
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    received += read.value.byteLength;
    const oversize = oversizeProblem(format, received);
    if (oversize) {
      await reader.cancel();
      throw new DocumentError(oversize);
    }
    chunks.push(read.value);
  }
  return new Uint8Array(await new Blob(chunks).arrayBuffer());
}
