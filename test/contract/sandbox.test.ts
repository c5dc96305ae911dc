import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from '../../sandbox/routes/inspection';
import { startSandbox } from '../../sandbox/server';
import { DEMO, failureOf, sandboxForFile, startTestSandbox } from '../support/sandbox-fixture';

const VACANCY = 'PrUuVcL2TF3bQPYw';
const meta = (reference: string, value: Record<string, unknown>, type = 'applicants') => ({
  app_name: 'cv-importer',
  reference,
  type,
  value,
});

const shared = sandboxForFile({ resetEach: true });

describe('candidate meta storage', () => {
  it('upserts on company + reference + type + app_name and counts every post', async () => {
    await shared.api.postCandidateMeta(DEMO, meta('lea.moreau@example.org', { firstname: 'Léa' }));
    const again = await shared.api.postCandidateMeta(DEMO, meta('LEA.MOREAU@example.org', { firstname: 'Léa', lastname: 'Moreau' }));
    const otherType = await shared.api.postCandidateMeta(DEMO, meta('lea.moreau@example.org', { skills: ['SQL'] }, 'skills'));
    expect(again.message.action).toBe('updated');
    expect(otherType.message.action).toBe('created');

    const { posts, entries } = await shared.sandbox.candidateMeta();
    expect(posts).toBe(3);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      company: DEMO,
      app_name: 'cv-importer',
      type: 'applicants',
      value: { firstname: 'Léa', lastname: 'Moreau' },
    });
    expect(Date.parse(entries[0]!.updated_at as string)).toBeGreaterThanOrEqual(Date.parse(entries[0]!.created_at as string));
  });

  it('keeps entries and the token secret across a restart on the same data dir, written atomically', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cvi-persist-'));
    try {
      const first = await startTestSandbox({ dataDir });
      const { token } = await first.anonymous.login({ email: 'recruiter@example.com', password: 'sandbox-password' });
      await first.client(token).postCandidateMeta(DEMO, meta('daniel.okafor@example.net', { firstname: 'Daniel' }));
      await first.stop();
      expect(readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
      expect(JSON.parse(readFileSync(join(dataDir, 'candidate-meta.json'), 'utf8')).entries).toHaveLength(1);

      const second = await startTestSandbox({ dataDir });
      try {
        expect((await second.candidateMeta()).entries[0]).toMatchObject({
          reference: 'daniel.okafor@example.net',
          value: { firstname: 'Daniel' },
        });
        const answer = await second.client(token).postCandidateMeta(DEMO, meta('daniel.okafor@example.net', { firstname: 'Dan' }));
        expect(answer.message.action).toBe('updated');
        expect((await second.candidateMeta()).posts).toBe(2);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('goes back to the seed on reset: no stored meta, no faults', async () => {
    await shared.api.postCandidateMeta(DEMO, meta('lea.moreau@example.org', { firstname: 'Léa' }));
    await shared.sandbox.faults([{ path: '/vacancy/', status: 500 }]);
    await shared.sandbox.reset();
    expect(await shared.sandbox.candidateMeta()).toEqual({ posts: 0, entries: [] });
    expect((await shared.api.getVacancy(VACANCY)).id).toBe(VACANCY);
    expect(await shared.api.searchApplicants(DEMO)).toHaveLength(7);
  });
});

describe('fault injection', () => {
  it('applies a counted rule to the next N matching requests only', async () => {
    await shared.sandbox.faults([{ path: '/vacancy/', status: 502, count: 2 }]);
    const kinds = [];
    for (let i = 0; i < 3; i += 1)
      kinds.push(
        await shared.api.getVacancy(VACANCY).then(
          () => 'ok',
          (error: { kind: string }) => error.kind,
        ),
      );
    expect(kinds).toEqual(['service-failure', 'service-failure', 'ok']);
  });

  it('applies a rate rule to about that share of requests', async () => {
    await shared.sandbox.faults([{ path: '/vacancy/', status: 500, rate: 0.5 }]);
    let failures = 0;
    for (let i = 0; i < 100; i += 1)
      failures += await shared.api.getVacancy(VACANCY).then(
        () => 0,
        () => 1,
      );
    expect(failures).toBeGreaterThan(20);
    expect(failures).toBeLessThan(80);

    await shared.sandbox.faults([{ path: '/company/', status: 500, rate: 0 }]);
    expect(await shared.api.searchApplicants(DEMO)).toHaveLength(7);
  });

  it('matches on method and path prefix, and stops when the faults are deleted', async () => {
    await shared.sandbox.faults([{ method: 'POST', path: `/company/${DEMO}/search/`, status: 500 }]);
    expect(await shared.api.listVacancies(DEMO)).toHaveLength(10);
    expect((await failureOf(shared.api.searchApplicants(DEMO))).status).toBe(500);
    await fetch(`${shared.sandbox.url}/_sandbox/faults`, { method: 'DELETE' });
    expect(await shared.api.searchApplicants(DEMO)).toHaveLength(7);
  });

  it('never touches /_sandbox/ or /demo/', async () => {
    await shared.sandbox.faults([{ path: '/', status: 500 }]);
    expect((await fetch(`${shared.sandbox.url}/_sandbox/candidate-meta`)).status).toBe(200);
    expect((await fetch(`${shared.sandbox.url}/demo/`)).status).toBe(200);
    expect((await failureOf(shared.api.getVacancy(VACANCY))).status).toBe(500);
  });

  it('refuses an invalid rule with 400', async () => {
    const response = await fetch(`${shared.sandbox.url}/_sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ rules: [{ path: '/vacancy/', status: 500, rate: 0.5, count: 2 }] }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/rate or count/);
  });
});

describe('the HTTP server', () => {
  it('listens on 127.0.0.1 by default and answers CORS preflights', async () => {
    expect(shared.sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const preflight = await fetch(`${shared.sandbox.url}/company/${DEMO}/search/candidate`, {
      method: 'OPTIONS',
      headers: { Origin: 'chrome-extension://abc', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });

  it('logs one line per request with method, path, status and duration', async () => {
    const lines: string[] = [];
    const logged = await startSandbox({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'cvi-log-')), log: (line) => lines.push(line) });
    try {
      await fetch(`${logged.url}/vacancy/${VACANCY}?fields=tags`);
      await fetch(`${logged.url}/vacancy/NoSuchVacancy000`);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(new RegExp(`^GET /vacancy/${VACANCY}\\?fields=tags 200 \\d+ms$`));
      expect(lines[1]).toMatch(/^GET \/vacancy\/NoSuchVacancy000 404 \d+ms$/);
    } finally {
      await logged.close();
      rmSync(logged.dataDir, { recursive: true, force: true });
    }
  });

  const externalAddress = Object.values(networkInterfaces())
    .flat()
    .find((info) => info && info.family === 'IPv4' && !info.internal)?.address;

  // Runs everywhere: the rule the server applies to each client's address.
  it('counts only loopback addresses as local, IPv4-mapped ones included', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([true, true, true, true]);
    expect(['192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', '10.0.0.127', undefined].map(isLoopbackAddress)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  // Needs a network interface other than loopback to connect from; a machine with none skips it.
  it.skipIf(!externalAddress)('refuses /_sandbox/ to non-loopback clients', async () => {
    const exposed = await startTestSandbox({ host: '0.0.0.0' });
    try {
      const remote = `http://${externalAddress}:${exposed.port}`;
      const inspection = await fetch(`${remote}/_sandbox/candidate-meta`);
      expect(inspection.status).toBe(403);
      expect((await fetch(`${remote}/_sandbox/reset`, { method: 'POST' })).status).toBe(403);
      expect((await fetch(`${remote}/vacancy/${VACANCY}`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${exposed.port}/_sandbox/candidate-meta`)).status).toBe(200);
    } finally {
      await exposed.stop();
    }
  });
});
