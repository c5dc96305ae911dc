import { describe, expect, it, vi } from 'vitest';
import { createDocumentParsing } from '@/lib/background/document-parsing';
import { createDocumentJobStore } from '@/lib/document-jobs/job-store';
import { DocumentError } from '@/lib/extract/documents/document-error';
import { createJobParser } from '@/lib/document-jobs/parse-job';
import { readDocument } from '@/lib/document-jobs/read-document';
import { lea } from './lea';

vi.mock('@/lib/document-jobs/read-document', () => ({ readDocument: vi.fn() }));
const read = vi.mocked(readDocument);

let databases = 0;
const newStore = () => createDocumentJobStore(`document-parsing-${++databases}`);
const linkedCv = { name: 'lea.pdf', sourceUrl: 'https://cv.example.com/lea.pdf', chosenOnTab: null, bytes: new Uint8Array([1, 2, 3]) };

describe('parsing a document job', () => {
  it('asked again while it parses (a reopened popup), waits for the same parse', async () => {
    const jobs = newStore();
    const job = await jobs.add(linkedCv);
    let finishReading!: () => void;
    read.mockReset().mockReturnValue(new Promise((resolve) => (finishReading = () => resolve({ candidate: lea, notes: [] }))));
    const parse = createJobParser(jobs);

    const first = parse(job.id);
    const second = parse(job.id);
    finishReading();
    await Promise.all([first, second]);
    await parse(job.id);

    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith('lea.pdf', new Uint8Array([1, 2, 3]));
    expect(await jobs.get(job.id)).toMatchObject({ state: 'done', parses: 1, candidate: lea });
  });

  it('a document that cannot be read fails the job with the reader’s reason', async () => {
    const jobs = newStore();
    const job = await jobs.add(linkedCv);
    read.mockReset().mockRejectedValue(new DocumentError({ code: 'scanned-pdf' }));
    await createJobParser(jobs)(job.id);
    expect(await jobs.get(job.id)).toMatchObject({ state: 'failed', problem: { code: 'scanned-pdf' } });
  });

  it('when the parse cannot even start, the job fails with why and the pages are told, so no popup waits forever', async () => {
    const jobs = newStore();
    const job = await jobs.add(linkedCv);
    const told: string[] = [];
    const parsing = createDocumentParsing({
      parse: () => Promise.reject(new Error('Offscreen documents are not available.')),
      store: jobs,
      publishFinished: async (jobId) => void told.push(jobId),
    });
    await parsing(job.id);
    expect(await jobs.get(job.id)).toMatchObject({
      state: 'failed',
      problem: { code: 'unexpected', detail: 'Offscreen documents are not available.' },
    });
    expect(told).toEqual([job.id]);
  });
});
