// Node-only helpers for the CLI, the bench and the tests: linkedom for HTML, pdf.js's legacy build.
import { readFile } from 'node:fs/promises';
import { parseHTML } from 'linkedom';
import type { ExtractionResult } from '../candidate.ts';
import { extractFromFile, type FileReaders } from '../documents/extract-file.ts';
import { loadPdfJsForNode } from './pdfjs.ts';
import { zlibInflater } from './inflate.ts';
import type { PageOptions } from '../page.ts';

export function parseHtmlWithLinkedom(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

export const NODE_READERS: FileReaders = { pdfjs: loadPdfJsForNode, parseHtml: parseHtmlWithLinkedom, inflate: zlibInflater };

export async function extractFromPath(path: string, options: PageOptions = {}): Promise<ExtractionResult> {
  return extractFromFile(path, new Uint8Array(await readFile(path)), NODE_READERS, options);
}
