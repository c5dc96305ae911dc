import type { PdfJsLib } from './pdf.ts';

let loading: Promise<PdfJsLib> | null = null;

/**
 * pdf.js for extension pages, loaded on first use. `workerUrl` is the packaged worker file,
 * e.g. `browser.runtime.getURL('/pdf.worker.min.mjs')`, resolved by the caller.
 */
export function loadPdfJsForBrowser(workerUrl: string): Promise<PdfJsLib> {
  loading ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    return pdfjs as unknown as PdfJsLib;
  });
  return loading;
}
