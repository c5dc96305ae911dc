import { describe, expect, it } from 'vitest';
import { ApiError, type CandidateMetaResponse } from '@/lib/api';
import type { OutboxEntry } from '@/lib/outbox/entry';
import { JobStepError, runJob, type JobCalls } from '@/lib/outbox/job-steps';
import { freshProgress, type JobProgress, type Placement } from '@/lib/outbox/placement';

const META_OK: CandidateMetaResponse = {
  statusCode: 200,
  message: { resource_type: 'applicants', action: 'created' },
} as CandidateMetaResponse;

const placement: Placement = {
  vacancy: { id: 'VacancyDemo00001', vacancyId: 7, slug: 'developer', title: 'Developer' },
  column: { id: 3, title: 'Interview' },
  note: { text: 'Met at the fair', visibleToTeam: false },
  tags: [
    { tag: 'TagSkills0000001', value: 'PHP' },
    { tag: 'TagSkills0000001', value: 'Python' },
  ],
  applicant: { firstname: 'Ada', lastname: 'Lovelace', phone: '', urls: {} },
};

function entryWith(progress?: JobProgress): OutboxEntry {
  return {
    id: 'job-1',
    userKey: 'user:r@example.com',
    companyId: 'DemoCompany00001',
    appName: 'cv-importer',
    type: 'applicants',
    reference: 'ada@example.com',
    value: {},
    label: 'Ada Lovelace',
    placement,
    status: 'pending',
    attempts: 0,
    revision: 1,
    nextAttemptAt: 0,
    lastError: null,
    progress,
    createdAt: 0,
    updatedAt: 0,
  };
}

/**
 * A service in memory that records what it was asked to do. `loseAnswer` makes one call do its work
 * and then fail as a dropped connection would; `refuse` makes one call fail before doing anything.
 */
function fakeService(options: { loseAnswer?: keyof JobCalls; refuse?: { call: keyof JobCalls; error: Error } } = {}) {
  const applicants: Array<{ id: string; column: string; notes: string[]; tags: string[] }> = [];
  const calls: string[] = [];
  let meta = 0;
  const once = { lost: false, refused: false };
  const dropped = () => new ApiError('network', 'The connection dropped.');
  async function act<T>(name: keyof JobCalls, work: () => T): Promise<T> {
    calls.push(name);
    if (options.refuse?.call === name && !once.refused) {
      once.refused = true;
      throw options.refuse.error;
    }
    const result = work();
    if (options.loseAnswer === name && !once.lost) {
      once.lost = true;
      throw dropped();
    }
    return result;
  }
  const find = (id: string) => applicants.find((applicant) => applicant.id === id)!;
  const service: JobCalls = {
    findInVacancy: () =>
      act('findInVacancy', () => (applicants[0] ? { applicantId: applicants[0].id, columnTitle: applicants[0].column } : null)),
    createApplicant: () =>
      act('createApplicant', () => void applicants.push({ id: `A${applicants.length + 1}`, column: 'New', notes: [], tags: [] })),
    moveToColumn: (_e, _p, id) => act('moveToColumn', () => void (find(id).column = 'Interview')),
    addNote: (_e, id, note) => act('addNote', () => String(find(id).notes.push(note.text))),
    findNote: (_e, id, text) => act('findNote', () => (find(id).notes.includes(text) ? '1' : null)),
    setTag: (_e, id, tag) => act('setTag', () => void find(id).tags.push(`${tag.tag}=${tag.value}`)),
    tagsOf: (_e, id) => act('tagsOf', () => [...find(id).tags]),
    postMeta: () => act('postMeta', () => (meta++, META_OK)),
    readCv: async () => ({ fileName: 'cv.pdf', contentType: 'application/pdf', base64: 'JVBERg==' }),
  };
  return { service, applicants, calls, metaPosts: () => meta };
}

/** Runs a job until it succeeds, as the outbox would: each attempt resumes from the progress the last one saved. */
async function runToTheEnd(service: JobCalls) {
  let progress: JobProgress | undefined;
  const stops: Array<string | null> = [];
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      const result = await runJob(entryWith(progress), service, async (saved) => void (progress = saved));
      return { result, progress: progress!, stops };
    } catch {
      stops.push(progress?.stoppedAt ?? null);
    }
  }
  throw new Error('the job never ended');
}

describe('a job that adds a candidate to a vacancy', () => {
  it('creates one applicant, moves them, adds the note and each tag, then posts the meta', async () => {
    const fake = fakeService();
    const { result, progress } = await runToTheEnd(fake.service);
    expect(fake.applicants).toEqual([
      { id: 'A1', column: 'Interview', notes: ['Met at the fair'], tags: ['TagSkills0000001=PHP', 'TagSkills0000001=Python'] },
    ]);
    expect(fake.metaPosts()).toBe(1);
    expect(result).toMatchObject({ applicantId: 'A1', vacancyTitle: 'Developer', action: 'created' });
    expect(progress).toMatchObject({ created: true, moved: true, meta: 'posted', stoppedAt: null });
  });

  for (const step of ['createApplicant', 'addNote', 'setTag', 'moveToColumn', 'postMeta'] as const) {
    it(`does not repeat ${step} when its answer was lost after the service did it`, async () => {
      const fake = fakeService({ loseAnswer: step });
      const { stops } = await runToTheEnd(fake.service);
      expect(stops).toHaveLength(1);
      expect(fake.applicants).toHaveLength(1);
      expect(fake.applicants[0]!.notes).toEqual(['Met at the fair']);
      expect(fake.applicants[0]!.tags).toEqual(['TagSkills0000001=PHP', 'TagSkills0000001=Python']);
    });
  }

  it('finds an applicant already in the vacancy and adds only the note and tags', async () => {
    const fake = fakeService();
    fake.applicants.push({ id: 'A9', column: 'Interview', notes: [], tags: [] });
    const { result } = await runToTheEnd(fake.service);
    expect(fake.calls).not.toContain('createApplicant');
    expect(fake.applicants).toEqual([
      { id: 'A9', column: 'Interview', notes: ['Met at the fair'], tags: ['TagSkills0000001=PHP', 'TagSkills0000001=Python'] },
    ]);
    expect(result.applicantId).toBe('A9');
  });

  it('ends without the meta when the company lacks Premium: the applicant is in the vacancy all the same', async () => {
    const fake = fakeService({ refuse: { call: 'postMeta', error: new ApiError('premium-required', 'Premium needed.') } });
    const { progress, stops } = await runToTheEnd(fake.service);
    expect(stops).toEqual([]);
    expect(progress.meta).toBe('skipped');
    expect(fake.applicants).toHaveLength(1);
  });

  it('stops at the note when no user token is there, keeping what was done', async () => {
    const missing = new JobStepError('missing-user-token', 'Sign in to add notes.');
    const fake = fakeService({ refuse: { call: 'addNote', error: missing } });
    let progress: JobProgress | undefined;
    await expect(runJob(entryWith(), fake.service, async (saved) => void (progress = saved))).rejects.toBe(missing);
    expect(progress).toMatchObject({ created: true, applicantId: 'A1', moved: true, noteId: null, stoppedAt: 'note' });
    expect(fake.applicants).toHaveLength(1);
  });

  it('a job without a vacancy posts the meta only', async () => {
    const fake = fakeService();
    const result = await runJob({ ...entryWith(), placement: undefined }, fake.service, async () => {});
    expect(fake.calls).toEqual(['postMeta']);
    expect(result).toEqual({ resourceType: 'applicants', action: 'created' });
  });

  it('resumes a job that stopped after the create from the step it stopped at', async () => {
    const fake = fakeService();
    fake.applicants.push({ id: 'A1', column: 'New', notes: [], tags: [] });
    const created = { ...freshProgress(), createSent: true, created: true, applicantId: 'A1' };
    await runJob(entryWith(created), fake.service, async () => {});
    expect(fake.calls[0]).toBe('moveToColumn');
    expect(fake.applicants).toHaveLength(1);
  });
});
