import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CREDENTIALS, DEMO, startTestSandbox, type TestSandbox } from '../support/sandbox-fixture';
import { backgroundFor } from './sandbox-background';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

const listPath = `/company/${DEMO}/vacancies`;

describe('a vacancy list that fails with nothing cached', () => {
  const failures: Record<string, object> = {
    'a 502': { status: 502, body: '<html><body>Bad gateway</body></html>' },
    'an HTML page': { body: '<!doctype html><p>Maintenance</p>' },
    'JSON of the wrong shape': { body: '{"vacancies": "none"}' },
    'an empty answer': { body: '' },
    'a truncated answer': { body: '[{"id": "abc", "title": "Dev' },
  };
  for (const [what, fault] of Object.entries(failures)) {
    it(`reports ${what} as what it is, not as a refusal of the account`, async () => {
      const { worker } = backgroundFor(sandbox.url);
      await worker.handlers['session.signIn'](CREDENTIALS);
      await sandbox.faults([{ method: 'GET', path: listPath, ...fault }]);
      const error = await worker.handlers['vacancies.list']({ refresh: true }).then(
        () => null,
        (caught: { kind: string }) => caught,
      );
      expect(error?.kind).toMatch(/^(service-failure|contract-violation)$/);
    });
  }

  it('still answers from the cache, with the failure beside it, once a list was fetched', async () => {
    const { worker } = backgroundFor(sandbox.url);
    await worker.handlers['session.signIn'](CREDENTIALS);
    const fresh = await worker.handlers['vacancies.list']({ refresh: true });
    await sandbox.faults([{ method: 'GET', path: listPath, status: 502 }]);
    const answer = await worker.handlers['vacancies.list']({ refresh: true });
    expect(answer).toMatchObject({ source: 'cache', fetchedAt: fresh.fetchedAt, error: { kind: 'service-failure' } });
  });
});
