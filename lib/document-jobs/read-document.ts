import type { ExtractionResult } from '../extract/candidate';

/**
 * A CV file read in an extension page that has a DOM (the offscreen document, Firefox's background
 * page): the extraction library, pdf.js and jszip are loaded only now, in their own chunks.
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
