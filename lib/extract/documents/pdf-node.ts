import type { PdfJsLib } from './pdf.ts';

/** pdf.js for Node (CLI, tests, bench): the legacy build, which runs its worker in-process. */
export async function loadPdfJsForNode(): Promise<PdfJsLib> {
  return (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfJsLib;
}
