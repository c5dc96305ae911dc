import { createRequire } from 'node:module';
import path from 'node:path';
import type { PdfJsLib } from '../documents/pdf.ts';

/**
 * pdf.js for Node (CLI, tests, bench): the legacy build, which runs its worker in-process, with
 * the character maps and standard fonts shipped in pdfjs-dist (CJK CVs need the maps).
 */
export async function loadPdfJsForNode(): Promise<PdfJsLib> {
  const lib = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfJsLib;
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const assets = {
    cMapUrl: path.join(root, 'cmaps') + path.sep,
    cMapPacked: true,
    standardFontDataUrl: path.join(root, 'standard_fonts') + path.sep,
  };
  return { getDocument: (params) => lib.getDocument({ ...assets, ...params }) };
}
