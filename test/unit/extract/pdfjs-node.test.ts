import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { extractFromPdf } from '../../../lib/extract/documents/pdf.ts';
import { loadPdfJsForNode } from '../../../lib/extract/node/pdfjs.ts';

describe('pdf.js in Node (CLI, bench)', () => {
  it("reads a PDF and leaves the platform's own Array.prototype.push, not its legacy build's slower polyfill", async () => {
    const platformPush = Array.prototype.push;
    const pdfjs = await loadPdfJsForNode();
    const data = new Uint8Array(await readFile('test/fixtures/extract/docs/documents/two-column-cv.pdf'));
    const { candidate } = await extractFromPdf(data, pdfjs);
    expect(candidate.name).toBeTruthy();
    expect(Array.prototype.push).toBe(platformPush);
  });
});
