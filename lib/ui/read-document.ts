import type { ExtractionResult } from '../extract/candidate';

/**
 * A CV file read in the page: the extraction library, pdf.js and jszip are loaded only now, in
 * their own chunks, so they never weigh on the popup's first paint.
 */
export async function readDocument(fileName: string, data: Uint8Array): Promise<ExtractionResult> {
  const [{ extractFromFile, loadPdfJsForBrowser }, { default: workerUrl }] = await Promise.all([
    import('../extract'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  return extractFromFile(
    fileName,
    data,
    {
      pdfjs: () =>
        loadPdfJsForBrowser({
          workerUrl: new URL(workerUrl, location.href).href,
          // Packaged by wxt.config.ts; CJK fonts need them.
          cMapUrl: new URL('/cmaps/', location.href).href,
        }),
      parseHtml: (html) => new DOMParser().parseFromString(html, 'text/html'),
    },
    { locale: navigator.language },
  );
}

/**
 * The candidate on a page, from the snapshot the content script took. The snapshot is parsed into
 * an inert document (no script runs, nothing loads) and never inserted into the extension's pages.
 */
export async function readPageSnapshot(snapshot: { html: string; pageUrl: string; truncated: boolean }): Promise<ExtractionResult> {
  const { extractFromDocument } = await import('../extract/page');
  const doc = new DOMParser().parseFromString(snapshot.html, 'text/html');
  const result = extractFromDocument(doc, snapshot.pageUrl, { locale: navigator.language });
  return snapshot.truncated ? { ...result, notes: [...result.notes, 'The page was very large; only its beginning was read.'] } : result;
}

/** Downloads the document a tab shows (a PDF opened in the browser) and reads it. */
export async function readDocumentAt(url: string, format: 'pdf' | 'docx'): Promise<ExtractionResult> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const name = decodeURIComponent(new URL(url).pathname.split('/').pop() || `document.${format}`);
  const fileName = name.toLowerCase().endsWith(`.${format}`) ? name : `${name}.${format}`;
  return readDocument(fileName, new Uint8Array(await response.arrayBuffer()));
}
