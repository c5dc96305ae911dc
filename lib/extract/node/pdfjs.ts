import { createRequire } from 'node:module';
import path from 'node:path';
import type { PdfJsLib } from '../documents/pdf.ts';

/**
 * pdf.js for Node (CLI, tests, bench): the legacy build, which runs its worker in-process, with
 * the character maps and standard fonts shipped in pdfjs-dist (CJK CVs need the maps).
 */
export async function loadPdfJsForNode(): Promise<PdfJsLib> {
  // The legacy build's core-js replaces Array.prototype.push, for every caller in the process, with a polyfill twice
  // as slow, because Node 20's push throws no error when pushing nothing onto an array whose length is read-only; the
  // browsers' build does not. The engine's every push would pay for it in the CLI and the bench, and it never pushes
  // onto a frozen array. The worker, run in-process, installs the same polyfill: it is loaded here (pdf.js then takes it
  // from globalThis.pdfjsWorker) so the native push can be put back once.
  const nativePush = Array.prototype.push;
  const lib = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfJsLib;
  await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  Array.prototype.push = nativePush;
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const assets = {
    cMapUrl: path.join(root, 'cmaps') + path.sep,
    cMapPacked: true,
    standardFontDataUrl: path.join(root, 'standard_fonts') + path.sep,
  };
  return { getDocument: (params) => lib.getDocument({ ...assets, ...params }) };
}
