import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractFromPdf, type PdfJsLib } from '../../../lib/extract/documents/pdf.ts';
import { extractFromPath, NODE_READERS } from '../../../lib/extract/node/readers.ts';
import { hostileFiles, PROFILE_EMAIL, PROFILE_NAME } from './hostile-inputs.ts';

// How long each takes and how much memory it needs is measured by `npm run bench` (the hostile set).
describe('hostile PDFs end with the candidate or a plain message', () => {
  const file = hostileFiles('pdf');

  it.each(['pdf-font-1gb', 'pdf-content-400mb', 'pdf-content-deflated-twice'])('refuses %s before inflating it', async (name) => {
    await expect(extractFromPath(file(name))).rejects.toMatchObject({ problem: { code: 'unpacks-too-large', format: 'pdf' } });
  });

  it("refuses a font bomb with the browser's inflater too (DecompressionStream)", async () => {
    const data = new Uint8Array(readFileSync(file('pdf-font-1gb')));
    await expect(extractFromPdf(data, await NODE_READERS.pdfjs())).rejects.toMatchObject({
      problem: { code: 'unpacks-too-large', format: 'pdf' },
    });
  });

  it.each(['pdf-content-3.9mb', 'pdf-60000-links'])('reads the person on %s', async (name) => {
    const { candidate } = await extractFromPath(file(name));
    expect(candidate.name.full).toBe(PROFILE_NAME);
    expect(candidate.emails).toEqual([PROFILE_EMAIL]);
  });

  it('leaves 60,000 link annotations unread', async () => {
    const { candidate } = await extractFromPath(file('pdf-60000-links'));
    expect(candidate.links).toEqual([]);
  });

  it('gives up a PDF whose reading runs past its time limit, saying so', async () => {
    const data = new Uint8Array(readFileSync(file('pdf-content-3.9mb')));
    // A clock that jumps a minute at each look: the first page is already past the limit.
    const clock = { now: 0 };
    const now = () => (clock.now += 60_000);
    await expect(extractFromPdf(data, await NODE_READERS.pdfjs(), { now })).rejects.toMatchObject({
      problem: { code: 'too-slow', format: 'pdf' },
    });
  });

  it('ends the work on a PDF given up at its deadline instead of waiting for pdf.js to finish it', async () => {
    const data = new Uint8Array(readFileSync(file('pdf-content-3.9mb')));
    const pdfjs = await NODE_READERS.pdfjs();
    let abandoned = 0;
    // pdf.js whose destroy never settles, as when its worker is busy on the document for minutes.
    const busy: PdfJsLib = {
      getDocument: (params) => {
        const task = pdfjs.getDocument(params);
        const promise = task.promise.then((doc) => ({
          ...doc,
          numPages: doc.numPages,
          getPage: (n: number) => doc.getPage(n),
          destroy: () => new Promise<void>(() => undefined),
        }));
        return { promise };
      },
      abandon: () => void (abandoned += 1),
    };
    // A clock that stands still while the document opens, then jumps a minute at each look.
    let looks = 0;
    const now = () => (++looks <= 2 ? 0 : looks * 60_000);
    await expect(extractFromPdf(data, busy, { now })).rejects.toMatchObject({ problem: { code: 'too-slow', format: 'pdf' } });
    expect(abandoned).toBe(1);
  });

  it('waits for pdf.js to free a document read in time, and ends no worker', async () => {
    const pdfjs = await NODE_READERS.pdfjs();
    let abandoned = 0;
    const counting: PdfJsLib = { getDocument: (params) => pdfjs.getDocument(params), abandon: () => void (abandoned += 1) };
    const { candidate } = await extractFromPdf(new Uint8Array(readFileSync(file('pdf-content-3.9mb'))), counting);
    expect(candidate.name.full).toBe(PROFILE_NAME);
    expect(abandoned).toBe(0);
  });
});
