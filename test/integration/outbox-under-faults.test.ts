import { afterAll, beforeAll, expect, it } from 'vitest';
import { CREDENTIALS, DEMO, startTestSandbox, type TestSandbox } from '../support/sandbox-fixture';
import { backgroundFor } from './sandbox-background';

const IMPORTS = 200;
const RECONFIRMED = 20;
const META_PATH = `/company/${DEMO}/search/candidate`;

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

it(`delivers ${IMPORTS} imports through 30 % failures and a worker restart, each with the data last confirmed`, async () => {
  let attempts = 0;
  const background = backgroundFor(sandbox.url, {}, (input, init) => {
    if (init?.method === 'POST' && input.endsWith(META_PATH)) attempts++;
    return fetch(input, init);
  });
  await background.worker.handlers['session.signIn'](CREDENTIALS);

  // The first rule that fires decides: 10 % answer 500, 10 % answer 429 Retry-After 1 s, 10 % drop the socket.
  await sandbox.faults([
    { method: 'POST', path: META_PATH, status: 500, rate: 0.1 },
    { method: 'POST', path: META_PATH, status: 429, retryAfter: 1, rate: 0.1 / 0.9 },
    { method: 'POST', path: META_PATH, drop: true, rate: 0.1 / 0.8 },
  ]);

  const email = (i: number) => `candidate-${i}@example.org`;
  const importOne = (i: number, headline: string) =>
    background.worker.handlers['candidate.import']({
      reference: email(i),
      label: `Candidate ${i}`,
      value: { name: `Candidate ${i}`, headline },
    });

  for (let i = 0; i < IMPORTS; i++) {
    if (i === IMPORTS / 2) background.restart();
    await importOne(i, 'first version');
  }
  // The recruiter corrects some of them: the correction is what must be stored in the end.
  for (let i = 0; i < RECONFIRMED; i++) await importOne(i * 7, 'corrected');

  const deadline = Date.now() + 120_000;
  let left = Infinity;
  while (Date.now() < deadline) {
    left = (await background.worker.handlers['outbox.list']({})).entries.length;
    if (left === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await sandbox.clearFaults();
  background.worker.stop();

  expect(left).toBe(0);
  const stored = await sandbox.candidateMeta();
  const byReference = new Map(stored.entries.map((entry) => [entry.reference, entry.value]));
  expect(byReference.size).toBe(IMPORTS);
  for (let i = 0; i < IMPORTS; i++) {
    const expected = i % 7 === 0 && i / 7 < RECONFIRMED ? 'corrected' : 'first version';
    expect(byReference.get(email(i)), email(i)).toMatchObject({ name: `Candidate ${i}`, headline: expected });
  }
  const imports = IMPORTS + RECONFIRMED;
  console.log(
    `outbox under faults: ${attempts} posts sent (${stored.posts} answered with success) for ${imports} imports of ${IMPORTS} candidates`,
  );
  expect(attempts).toBeGreaterThan(stored.posts); // failures happened and were retried
  expect(stored.posts).toBeGreaterThanOrEqual(IMPORTS);
}, 180_000);
