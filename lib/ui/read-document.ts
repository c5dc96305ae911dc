import type { ExtractionResult } from '../extract/candidate';

/**
 * A CV file read in the page: the extraction library, pdf.js and mammoth are loaded only now, in
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
      pdfjs: () => loadPdfJsForBrowser(new URL(workerUrl, location.href).href),
      parseHtml: (html) => new DOMParser().parseFromString(html, 'text/html'),
    },
    { locale: navigator.language },
  );
}

/** Downloads the document a tab shows (a PDF opened in the browser) and reads it. */
export async function readDocumentAt(url: string, format: 'pdf' | 'docx'): Promise<ExtractionResult> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const name = decodeURIComponent(new URL(url).pathname.split('/').pop() || `document.${format}`);
  const fileName = name.toLowerCase().endsWith(`.${format}`) ? name : `${name}.${format}`;
  return readDocument(fileName, new Uint8Array(await response.arrayBuffer()));
}
