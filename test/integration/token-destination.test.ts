import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, startTestSandbox, type TestSandbox } from '../support/sandbox-fixture';
import { backgroundFor } from './sandbox-background';

let sandbox: TestSandbox;
let attacker: { url: string; seen: IncomingHttpHeaders[]; close: () => Promise<void> };

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  attacker = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
});
afterAll(async () => {
  await attacker.close();
  await sandbox.stop();
});

describe('a service URL rewritten behind the recruiter’s back (a content script writing storage)', () => {
  it('sends the token nowhere: every call is refused before it leaves', async () => {
    // The recruiter allowed the service at localhost; the "attacker" listens on 127.0.0.1, a host never allowed.
    const serviceUrl = sandbox.url.replace('127.0.0.1', 'localhost');
    const allowed = backgroundFor(serviceUrl, {}, undefined, {
      destination: { isGranted: async (pattern) => pattern === 'http://localhost/*', allowLoopbackHttp: true },
    });
    const background = allowed.worker;
    await background.handlers['session.signIn'](CREDENTIALS);
    expect((await background.handlers['vacancies.list']({ refresh: true })).source).toBe('service');

    allowed.settings.serviceUrl = attacker.url;
    const listing = await background.handlers['vacancies.list']({ refresh: true }).then(
      (answer) => answer.error?.kind ?? 'answered',
      (error: { kind: string }) => error.kind,
    );
    const imported = await background.handlers['candidate.import']({ reference: 'jane@example.org', label: 'Jane', value: { a: 1 } });
    expect(listing).toBe('destination-refused');
    expect(imported).toMatchObject({ entry: { lastError: { kind: 'destination-refused' } } });
    expect(attacker.seen).toEqual([]);
    background.stop();
  });
});
