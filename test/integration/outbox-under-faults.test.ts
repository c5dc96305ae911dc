import { expect, it } from 'vitest';
import { CREDENTIALS, DEMO, startTestSandbox } from '../support/sandbox-fixture';
import { backgroundFor } from './sandbox-background';

const IMPORTS = 200;
const CORRECTED = 20;
const META_PATH = `/company/${DEMO}/search/candidate`;
const FAULT_SEED = 20261123;

interface Post {
  reference: string;
  headline: string;
  outcome: number | 'dropped';
}

/**
 * 200 imports through 30 % injected failures (seeded), a worker restart midway and 20 corrections
 * of candidates already queued, on a virtual clock that moves only from one alarm to the next:
 * the whole run is the same every time, and takes no real waiting.
 */
async function runScenario() {
  // Tokens outlive any virtual time the run may take.
  const sandbox = await startTestSandbox({ faultSeed: FAULT_SEED, tokenTtlSeconds: 30 * 24 * 3600 });
  const posts: Post[] = [];
  const clock = { now: Date.now() };
  let alarm: number | null = null;
  const background = backgroundFor(
    sandbox.url,
    {},
    async (input, init) => {
      if (init?.method !== 'POST' || !input.endsWith(META_PATH)) return fetch(input, init);
      const { reference, value } = JSON.parse(String(init.body)) as { reference: string; value: { headline: string } };
      const post: Post = { reference, headline: value.headline, outcome: 'dropped' };
      posts.push(post);
      const response = await fetch(input, init);
      post.outcome = response.status;
      return response;
    },
    { now: () => clock.now, random: () => 0.5, onAlarm: (when) => void (alarm = when) },
  );
  try {
    await background.worker.handlers['session.signIn'](CREDENTIALS);
    // The first rule that fires decides: 10 % answer 500, 10 % answer 429 Retry-After 1 s, 10 % drop the socket.
    await sandbox.faults([
      { method: 'POST', path: META_PATH, status: 500, rate: 0.1 },
      { method: 'POST', path: META_PATH, status: 429, retryAfter: 1, rate: 0.1 / 0.9 },
      { method: 'POST', path: META_PATH, drop: true, rate: 0.1 / 0.8 },
    ]);
    const email = (i: number) => `candidate-${i}@example.org`;
    // A recruiter imports one candidate after another: each a moment after the last.
    const importOne = (i: number, headline: string) => {
      clock.now += 1_000;
      return background.worker.handlers['candidate.import']({
        reference: email(i),
        label: `Candidate ${i}`,
        value: { name: `Candidate ${i}`, headline },
      });
    };

    for (let i = 0; i < IMPORTS; i++) {
      if (i === IMPORTS / 2) await background.restart().wake();
      await importOne(i, 'first version');
    }
    for (let i = 0; i < CORRECTED; i++) await importOne(i * 7, 'corrected');

    // Time moves only to the next alarm the worker asked for, as the browser would wake it.
    let wakes = 0;
    while ((await background.worker.handlers['outbox.list']({})).entries.length > 0 && wakes++ < 1_000) {
      clock.now = Math.max(clock.now, alarm ?? clock.now);
      await background.worker.wake();
    }
    const left = (await background.worker.handlers['outbox.list']({})).entries.length;
    const stored = await sandbox.candidateMeta();
    return {
      left,
      posts,
      stored: new Map(stored.entries.map((entry) => [entry.reference as string, entry.value as { headline: string }])),
    };
  } finally {
    background.worker.stop();
    await sandbox.clearFaults();
    await sandbox.stop();
  }
}

it(`delivers ${IMPORTS} imports through faults and a worker restart: newest data stored, nothing posted again once accepted, same run every time`, async () => {
  const first = await runScenario();
  const second = await runScenario();

  expect(first.left).toBe(0);
  expect(first.stored.size).toBe(IMPORTS);
  for (const [reference, value] of first.stored) {
    const index = Number(/candidate-(\d+)@/.exec(reference)![1]);
    const newest = index % 7 === 0 && index / 7 < CORRECTED ? 'corrected' : 'first version';
    expect(value.headline, reference).toBe(newest);
  }
  // Once the service accepted a version, that same version is never posted again.
  const accepted = new Set<string>();
  for (const post of first.posts) {
    const key = `${post.reference}|${post.headline}`;
    expect(accepted.has(key), `${key} posted again after it was accepted`).toBe(false);
    if (post.outcome === 200) accepted.add(key);
  }
  const faults = first.posts.filter((p) => p.outcome !== 200).length;
  expect(faults).toBeGreaterThan(IMPORTS * 0.2); // the faults really happened, and were retried
  expect(second.posts, 'a second run with the same seed made other posts').toEqual(first.posts);
  console.log(
    `outbox under faults: ${first.posts.length} posts (${faults} failed and retried) for ${IMPORTS + CORRECTED} imports of ${IMPORTS} candidates`,
  );
}, 120_000);
