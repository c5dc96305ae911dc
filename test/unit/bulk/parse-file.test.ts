import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NODE_READERS } from '@/lib/extract/node/readers';
import { parseFile } from '@/lib/bulk/parse-file';
import { fixture } from '../extract/helpers';

const fileAt = (path: string) => new Blob([readFileSync(path)]);
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('reading one CV file in a parse worker', () => {
  it('gives the candidate the extraction engine reads, and the digest of the very bytes', async () => {
    const path = fixture('documents', 'compact-cv.pdf');
    const answer = await parseFile({ id: 'r1', fileName: 'compact-cv.pdf', file: fileAt(path), locale: 'en-GB' }, NODE_READERS);
    expect(answer).toMatchObject({ id: 'r1', ok: true, hash: sha256(path), text: null });
    expect(answer.ok && answer.candidate.emails.length).toBeGreaterThan(0);
  });

  it("keeps a DOCX's text to show beside its fields", async () => {
    const path = fixture('documents', 'docx-cv.docx');
    const answer = await parseFile({ id: 'r2', fileName: 'docx-cv.docx', file: fileAt(path), locale: 'en-GB' }, NODE_READERS);
    expect(answer.ok).toBe(true);
    const name = answer.ok ? (answer.candidate.name.full ?? '') : '';
    expect(name).not.toBe('');
    expect(answer.ok && answer.text).toContain(name);
  });

  it('says why a scanned PDF gives no candidate, with the digest still (a copy of it is the same file)', async () => {
    const path = fixture('documents', 'scanned-cv.pdf');
    const answer = await parseFile({ id: 'r3', fileName: 'scanned-cv.pdf', file: fileAt(path), locale: 'en-GB' }, NODE_READERS);
    expect(answer).toMatchObject({ ok: false, hash: sha256(path), problem: { code: 'scanned-pdf' } });
  });

  it('refuses a file over the limit by its size, without reading it', async () => {
    const huge = { size: 21 * 1024 * 1024, arrayBuffer: () => Promise.reject(new Error('must not be read')) } as unknown as Blob;
    const answer = await parseFile({ id: 'r4', fileName: 'huge.pdf', file: huge, locale: 'en-GB' }, NODE_READERS);
    expect(answer).toMatchObject({ ok: false, hash: null, problem: { code: 'too-large', format: 'pdf', maxMegabytes: 20 } });
  });

  it('says a damaged file is damaged', async () => {
    const answer = await parseFile({ id: 'r5', fileName: 'broken.docx', file: new Blob(['not a zip']), locale: 'en-GB' }, NODE_READERS);
    expect(answer).toMatchObject({ ok: false, problem: { code: 'damaged', format: 'docx' } });
  });
});
