import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractFromPdf } from '../../../lib/extract/documents/pdf.ts';
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
});
