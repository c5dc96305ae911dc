import type { PdfJsLib } from './pdf.ts';

let loading: Promise<PdfJsLib> | null = null;

/** Where the packaged pdf.js files are, as extension URLs (e.g. from `browser.runtime.getURL`). */
export interface PdfJsAssets {
  /** The worker, e.g. `/pdf.worker.min.mjs`. */
  workerUrl: string;
  /** Folder of `pdfjs-dist/cmaps/`, ending with `/`; needed for CJK fonts. */
  cMapUrl?: string;
  /** Folder of `pdfjs-dist/standard_fonts/`, ending with `/`. */
  standardFontDataUrl?: string;
}

/** pdf.js for extension pages, loaded on first use with its worker set to the packaged file. */
export function loadPdfJsForBrowser(assets: PdfJsAssets | string): Promise<PdfJsLib> {
  const { workerUrl, cMapUrl, standardFontDataUrl } = typeof assets === 'string' ? ({ workerUrl: assets } as PdfJsAssets) : assets;
  loading ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    const lib = pdfjs as unknown as PdfJsLib;
    const extra = { ...(cMapUrl ? { cMapUrl, cMapPacked: true } : {}), ...(standardFontDataUrl ? { standardFontDataUrl } : {}) };
    // One worker for every document, ended when a document is given up, then started again.
    let worker: InstanceType<typeof pdfjs.PDFWorker> | null = null;
    return {
      getDocument: (params) => {
        worker ??= new pdfjs.PDFWorker();
        return lib.getDocument({ ...extra, ...params, worker });
      },
      abandon: () => {
        worker?.destroy();
        worker = null;
      },
    };
  });
  return loading;
}
