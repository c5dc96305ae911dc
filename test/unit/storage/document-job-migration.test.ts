import { readFileSync } from 'node:fs';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { createDocumentJobStore } from '@/lib/document-jobs/job-store';
import { documentJob } from '@/lib/storage/items/document-job';
import { readStored } from '@/lib/storage/stored-item';

/** Jobs as version 1 stored them, with notes and problems as English sentences. */
const worded = JSON.parse(readFileSync('test/fixtures/storage/document-job.v1.worded.json', 'utf8')) as Array<Record<string, unknown>>;
const job = (name: string) => worded.find((record) => record.name === name)!;

describe('a document job stored by version 1', () => {
  it('keeps its notes as codes, in the order written, leaving out a sentence no release wrote', () => {
    const read = readStored(documentJob, job('profile.html'));
    expect(read).toMatchObject({ ok: true, migrated: true });
    expect(read.ok && read.value.state === 'done' && read.value.notes).toEqual([
      { code: 'json-ld-invalid' },
      { code: 'time-ran-out', part: 'microdata' },
      { code: 'part-failed', part: 'site-page' },
      { code: 'layout-not-recognised', site: 'linkedin' },
      { code: 'page-cut' },
    ]);
  });

  it('keeps its candidate, with no confidence claimed, so no field is marked', () => {
    const read = readStored(documentJob, job('long-cv.docx'));
    const { candidate } = job('long-cv.docx') as { candidate: object };
    expect(read.ok && read.value.state === 'done' && read.value).toMatchObject({ candidate: { ...candidate, confidence: {} } });
    expect(read.ok && read.value.state === 'done' && read.value.notes).toEqual([{ code: 'docx-cut' }]);
  });

  it('keeps why a document was refused as a code, telling a scan from a DOCX of pictures by its name', () => {
    const problemOf = (name: string) => {
      const read = readStored(documentJob, job(name));
      return read.ok && read.value.state === 'failed' ? read.value.problem : null;
    };
    expect(problemOf('scan.pdf')).toEqual({ code: 'scanned-pdf' });
    expect(problemOf('pictures.docx')).toEqual({ code: 'pictures-only-docx' });
    expect(problemOf('locked.pdf')).toEqual({ code: 'damaged', format: 'pdf' });
    expect(problemOf('cv.pdf')).toEqual({ code: 'unexpected', detail: 'Offscreen documents are not available.' });
  });

  it('is found by a popup reopened on the same document, as the current version', async () => {
    const db = 'document-job-migration';
    const stored: Record<string, unknown> = { ...job('scan.pdf'), createdAt: Date.now() };
    await set(String(stored.id), stored, createStore(db, 'jobs'));
    const found = await createDocumentJobStore(db).findRecent({ sourceUrl: 'https://cv.example.com/scan.pdf' });
    expect(found).toMatchObject({ version: documentJob.version, state: 'failed', problem: { code: 'scanned-pdf' } });
  });

  it('is refused, without throwing, when its candidate is not one', () => {
    const broken = { ...job('long-cv.docx'), candidate: 'not a candidate' };
    expect(readStored(documentJob, broken)).toMatchObject({ ok: false });
  });
});
