import { expect, it } from 'vitest';
import type { Placement } from '@/lib/outbox/placement';
import { API_KEY, CREDENTIALS, startTestSandbox } from '../support/sandbox-fixture';
import { backgroundFor } from './sandbox-background';

const JOBS = 50;
const FAULT_SEED = 20261124;

interface SandboxApplicant {
  email: string;
  vacancy: { id: string };
  column: string | null;
  notes: Array<{ text: string }>;
  tags: Array<{ value: string }>;
  cv: { fileName: string; bytes: number } | null;
}

/**
 * 50 candidates added to a vacancy with a column, a note and a tag, through 30 % injected failures
 * on every call (500, 429, dropped before the service acts) and answers lost after the service
 * acted, with the worker stopped twice and the browser restarted once. Time is virtual and
 * moves only from one alarm to the next; every random draw is seeded, so each run is the same.
 */
async function runScenario() {
  const sandbox = await startTestSandbox({ faultSeed: FAULT_SEED, tokenTtlSeconds: 30 * 24 * 3600 });
  const clock = { now: Date.now() };
  let alarm: number | null = null;
  const background = backgroundFor(sandbox.url, {}, undefined, {
    now: () => clock.now,
    random: () => 0.5,
    onAlarm: (when) => void (alarm = when),
  });
  try {
    await background.worker.handlers['session.signIn'](CREDENTIALS);
    await background.worker.handlers['session.addApiKey']({ apiKey: API_KEY });
    const { vacancies } = await background.worker.handlers['vacancies.list']({});
    const vacancy = vacancies.find((candidate) => candidate.status === 1)!;
    const options = await background.worker.handlers['pipeline.options']({});
    const column = options.columns.find((candidate) => candidate.visible && candidate.id !== options.defaultColumnId)!;
    const tag = options.tags.find((candidate) => candidate.values.length > 0)!;
    const placement = (i: number): Placement => ({
      vacancy: { id: vacancy.id, vacancyId: vacancy.vacancy_id, slug: vacancy.slug, title: vacancy.title },
      column: { id: column.id, title: column.title },
      note: { text: `Met candidate ${i} at the job fair`, visibleToTeam: i % 2 === 0 },
      tags: [{ tag: tag.id, value: tag.values[0]! }],
      applicant: { firstname: 'Candidate', lastname: `Number ${i}`, phone: '', urls: {} },
    });

    // The first rule that fires decides: 10 % answer 500, 10 % 429, 10 % dropped before the service acts,
    // and of calls that change something, 10 % lose their answer after the service acted.
    await sandbox.faults([
      { path: '/', status: 500, rate: 0.1 },
      { path: '/', status: 429, retryAfter: 1, rate: 0.1 / 0.9 },
      { path: '/', drop: true, rate: 0.1 / 0.8 },
      { method: 'POST', path: '/', dropAnswer: true, rate: 0.1 },
      { method: 'PUT', path: '/', dropAnswer: true, rate: 0.1 },
    ]);
    const cv = {
      kind: 'file' as const,
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      base64: Buffer.from('%PDF-1.4 fake').toString('base64'),
    };
    for (let i = 0; i < JOBS; i++) {
      // The worker stopped twice, and once the whole browser (the same for what the worker keeps).
      if (i === 15 || i === 30 || i === 40) await background.restart().wake();
      clock.now += 1_000;
      await background.worker.handlers['candidate.import']({
        reference: `fair-${i}@example.org`,
        label: `Candidate ${i}`,
        value: { name: `Candidate ${i}` },
        placement: placement(i),
        cv,
      });
    }
    let wakes = 0;
    while ((await background.worker.handlers['outbox.list']({})).entries.length > 0 && wakes++ < 2_000) {
      clock.now = Math.max(clock.now, alarm ?? clock.now);
      await background.worker.wake();
    }
    await sandbox.clearFaults();
    const outbox = await background.worker.handlers['outbox.list']({});
    const { applicants } = (await (await fetch(`${sandbox.url}/_sandbox/applicants`)).json()) as { applicants: SandboxApplicant[] };
    const ours = applicants.filter((applicant) => applicant.email.startsWith('fair-'));
    return { left: outbox.entries, ours, vacancyId: vacancy.id, column: column.title, tagValue: tag.values[0]! };
  } finally {
    background.worker.stop();
    await sandbox.stop();
  }
}

it(
  'adds 50 candidates to a vacancy through failures and restarts: 50 applicants, 50 notes, no duplicate',
  { timeout: 120_000 },
  async () => {
    const run = await runScenario();
    expect(run.left).toEqual([]);
    expect(run.ours).toHaveLength(JOBS);
    expect(new Set(run.ours.map((applicant) => applicant.email)).size).toBe(JOBS);
    for (const applicant of run.ours) {
      expect(applicant.vacancy.id).toBe(run.vacancyId);
      expect(applicant.column).toBe(run.column);
      expect(applicant.notes.map((note) => note.text)).toEqual([`Met candidate ${applicant.email.match(/\d+/)![0]} at the job fair`]);
      expect(applicant.tags.map((tag) => tag.value)).toEqual([run.tagValue]);
      expect(applicant.cv).toMatchObject({ fileName: 'cv.pdf' });
    }
  },
);
