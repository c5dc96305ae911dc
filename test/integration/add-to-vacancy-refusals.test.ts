import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Vacancy } from '@/lib/api';
import type { Placement } from '@/lib/outbox/placement';
import { API_KEY, CREDENTIALS, startTestSandbox, type TestSandbox } from '../support/sandbox-fixture';
import { backgroundFor } from './sandbox-background';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

const SMALL_CV = {
  kind: 'file' as const,
  fileName: 'cv.pdf',
  contentType: 'application/pdf',
  base64: Buffer.from('%PDF-1.4').toString('base64'),
};

function placementIn(vacancy: Vacancy, change: Partial<Placement> = {}): Placement {
  return {
    vacancy: { id: vacancy.id, vacancyId: vacancy.vacancy_id, slug: vacancy.slug, title: vacancy.title },
    column: null,
    note: { text: 'Strong profile', visibleToTeam: false },
    tags: [],
    applicant: { firstname: 'Ada', lastname: 'Lovelace', phone: '', urls: {} },
    ...change,
  };
}

async function signedIn(how: 'password' | 'api-key' | 'both') {
  const background = backgroundFor(sandbox.url);
  if (how === 'api-key') await background.worker.handlers['session.signInWithApiKey']({ apiKey: API_KEY });
  else await background.worker.handlers['session.signIn'](CREDENTIALS);
  if (how === 'both') await background.worker.handlers['session.addApiKey']({ apiKey: API_KEY });
  const { vacancies } = await background.worker.handlers['vacancies.list']({});
  return { worker: background.worker, vacancies };
}

const applicantsWith = async (email: string) =>
  ((await (await fetch(`${sandbox.url}/_sandbox/applicants?email=${encodeURIComponent(email)}`)).json()) as { applicants: unknown[] })
    .applicants;

/** Each refusal stops the job at its step with its own message, and the job stays for the recruiter. */
describe('adding to a vacancy when something is missing or refused', () => {
  it('without the company API key: stops before creating, says the key is missing, keeps the job', async () => {
    const { worker, vacancies } = await signedIn('password');
    const open = vacancies.find((vacancy) => vacancy.status === 1)!;
    const outcome = await worker.handlers['candidate.import']({
      reference: 'ada@example.org',
      label: 'Ada',
      value: {},
      placement: placementIn(open),
      cv: SMALL_CV,
    });
    expect(outcome).toMatchObject({
      status: 'failed',
      entry: { lastError: { kind: 'missing-api-key' }, progress: { stoppedAt: 'create', created: false } },
    });
    expect((await worker.handlers['outbox.list']({})).entries).toHaveLength(1);
    expect(await applicantsWith('ada@example.org')).toEqual([]);

    // Given the key, the same job goes through on retry.
    await worker.handlers['session.addApiKey']({ apiKey: API_KEY });
    await worker.handlers['outbox.retry']({ id: outcome.status === 'failed' ? outcome.entry.id : '' });
    await worker.outbox.flush();
    expect((await worker.handlers['outbox.list']({})).entries).toEqual([]);
    expect(await applicantsWith('ada@example.org')).toHaveLength(1);
  });

  it('without a user token: creates the applicant, stops at the note, says a sign-in is needed', async () => {
    const { worker, vacancies } = await signedIn('api-key');
    const open = vacancies.find((vacancy) => vacancy.status === 1)!;
    const outcome = await worker.handlers['candidate.import']({
      reference: 'grace@example.org',
      label: 'Grace',
      value: {},
      placement: placementIn(open),
      cv: SMALL_CV,
    });
    expect(outcome).toMatchObject({
      status: 'failed',
      entry: { lastError: { kind: 'missing-user-token' }, progress: { created: true, stoppedAt: 'note' } },
    });
    expect(await applicantsWith('grace@example.org')).toHaveLength(1);
  });

  it('to a vacancy that is no longer open: the service refuses and the job says so', async () => {
    const { worker, vacancies } = await signedIn('both');
    const closed = vacancies.find((vacancy) => vacancy.status !== 1)!;
    const outcome = await worker.handlers['candidate.import']({
      reference: 'alan@example.org',
      label: 'Alan',
      value: {},
      placement: placementIn(closed),
      cv: SMALL_CV,
    });
    expect(outcome).toMatchObject({ status: 'failed', entry: { lastError: { kind: 'vacancy-closed' } } });
  });

  it('to a slug the careers host does not know: the job says the vacancy is unknown', async () => {
    const { worker, vacancies } = await signedIn('both');
    const open = vacancies.find((vacancy) => vacancy.status === 1)!;
    const outcome = await worker.handlers['candidate.import']({
      reference: 'edsger@example.org',
      label: 'Edsger',
      value: {},
      placement: placementIn({ ...open, slug: 'no-such-vacancy' }),
      cv: SMALL_CV,
    });
    expect(outcome).toMatchObject({ status: 'failed', entry: { lastError: { kind: 'vacancy-unknown' } } });
  });

  it('with a CV over 10 MB: nothing is uploaded, the job says the CV is too large and stays', async () => {
    const { worker, vacancies } = await signedIn('both');
    const open = vacancies.find((vacancy) => vacancy.status === 1)!;
    const huge = Buffer.alloc(11 * 1024 * 1024, 1).toString('base64');
    const outcome = await worker.handlers['candidate.import']({
      reference: 'barbara@example.org',
      label: 'Barbara',
      value: {},
      placement: placementIn(open),
      cv: { kind: 'file', fileName: 'scan.pdf', contentType: 'application/pdf', base64: huge },
    });
    expect(outcome).toMatchObject({ status: 'failed', entry: { lastError: { kind: 'cv-too-large' }, cv: { fileName: 'scan.pdf' } } });
    expect(await applicantsWith('barbara@example.org')).toEqual([]);
  });

  it('to a careers site the recruiter has not allowed: nothing is sent, and the job names the careers URL', async () => {
    const background = backgroundFor(sandbox.url, { careersUrl: 'https://careers.example.com' }, undefined, {
      destination: { isGranted: async (origin) => origin.startsWith('http://127.0.0.1'), allowLoopbackHttp: true },
    });
    await background.worker.handlers['session.signIn'](CREDENTIALS);
    await background.worker.handlers['session.addApiKey']({ apiKey: API_KEY });
    const { vacancies } = await background.worker.handlers['vacancies.list']({});
    const outcome = await background.worker.handlers['candidate.import']({
      reference: 'radia@example.org',
      label: 'Radia',
      value: {},
      placement: placementIn(vacancies.find((vacancy) => vacancy.status === 1)!),
      cv: SMALL_CV,
    });
    expect(outcome).toMatchObject({ status: 'failed', entry: { lastError: { kind: 'careers-destination-refused' } } });
    expect(await applicantsWith('radia@example.org')).toEqual([]);
  });

  it('from a parsed CV whose bytes are no longer kept: refused before anything is queued, saying so', async () => {
    const { worker, vacancies } = await signedIn('both');
    await expect(
      worker.handlers['candidate.import']({
        reference: 'katherine@example.org',
        label: 'Katherine',
        value: {},
        placement: placementIn(vacancies.find((vacancy) => vacancy.status === 1)!),
        cv: { kind: 'document', documentJobId: 'no-such-job' },
      }),
    ).rejects.toMatchObject({ kind: 'cv-unavailable' });
    expect((await worker.handlers['outbox.list']({})).entries).toEqual([]);
  });
});
