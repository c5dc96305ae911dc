import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { loadPdfJsForBrowser } from '../extract/documents/pdf-browser';
import { parseFile } from './parse-file';
import type { ParseTask } from './parse-messages';

/**
 * A parse worker of the bulk import page: one file at a time, off the page's main thread. pdf.js
 * runs here in-thread (a worker has no window, so pdf.js sets up its "fake" worker by importing the
 * packaged worker module), which keeps one thread per file.
 */
interface WorkerScope {
  location: { href: string };
  onmessage: ((event: MessageEvent<ParseTask>) => void) | null;
  postMessage(message: unknown): void;
}
const scope = self as unknown as WorkerScope;

const readers = {
  pdfjs: () =>
    loadPdfJsForBrowser({
      workerUrl: new URL(pdfWorkerUrl, scope.location.href).href,
      cMapUrl: new URL('/cmaps/', scope.location.href).href,
    }),
  parseHtml: () => {
    throw new Error('HTML files are not read here');
  },
};

scope.onmessage = (event) => {
  if (typeof event.data?.id !== 'string' || !(event.data.file instanceof Blob)) return;
  void parseFile(event.data, readers).then((answer) => scope.postMessage(answer));
};
