import { describe, expect, it } from 'vitest';
import type { VacancyField } from '../../lib/api';
import { signUserToken } from '../../sandbox/jwt';
import { API_KEY, BASIC, CREDENTIALS, DEMO, failureOf, sandboxForFile, startTestSandbox } from '../support/sandbox-fixture';

const FULL_STACK = 'PrUuVcL2TF3bQPYw';
const META = { app_name: 'cv-importer', reference: 'lea.moreau@example.org', type: 'applicants', value: { firstname: 'Léa' } };

const shared = sandboxForFile({ resetEach: true });

describe('authentication failures', () => {
  it('refuses a wrong password or an unknown user as bad credentials', async () => {
    for (const credentials of [
      { ...CREDENTIALS, password: 'wrong-password' },
      { ...CREDENTIALS, email: 'someone@example.com' },
    ]) {
      const error = await failureOf(shared.sandbox.anonymous.login(credentials));
      expect(error).toMatchObject({ kind: 'bad-credentials', status: 401, serviceMessage: 'Invalid e-mail or password.' });
    }
  });

  it('answers 401 "token expired" once the token lifetime is over', async () => {
    const shortLived = await startTestSandbox({ tokenTtlSeconds: 0 });
    try {
      const expired = await shortLived.signIn();
      const error = await failureOf(expired.listVacancies(DEMO));
      expect(error).toMatchObject({ kind: 'unauthorized', status: 401, serviceMessage: 'Token expired.' });
    } finally {
      await shortLived.stop();
    }
  });

  it('answers 401 to a token with a tampered payload or signed with another secret', async () => {
    const { token } = await shared.sandbox.anonymous.login(CREDENTIALS);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
    const extended = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
    const forgeries = [`${header}.${extended}.${signature}`, signUserToken(CREDENTIALS.email, 'not-the-sandbox-secret', 3600), 'not-a-jwt'];
    for (const forged of forgeries) {
      const error = await failureOf(shared.sandbox.client(forged).searchApplicants(DEMO));
      expect(error).toMatchObject({ kind: 'unauthorized', status: 401, serviceMessage: 'Invalid token.' });
    }
  });

  it('answers 401 without a token on authenticated calls', async () => {
    const error = await failureOf(shared.sandbox.anonymous.getComments(DEMO, 'CvzNaatCP9XTaMAF'));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, serviceMessage: 'Missing bearer token.' });
  });
});

describe('access and existence', () => {
  it('answers 403 Premium required on candidate meta for a company without the option', async () => {
    const error = await failureOf(shared.api.postCandidateMeta(BASIC, META));
    expect(error.kind).toBe('premium-required');
    expect(error.status).toBe(403);
    expect(error.serviceMessage).toMatch(/Premium option is required/);
    expect((await shared.sandbox.candidateMeta()).posts).toBe(0);
  });

  it('keeps an API key to its own company', async () => {
    const error = await failureOf(shared.sandbox.client(API_KEY).listVacancies(BASIC));
    expect(error).toMatchObject({ kind: 'forbidden', status: 403 });
  });

  it('does not blame Premium for a candidate meta 403 whose message is about access', async () => {
    const error = await failureOf(shared.sandbox.client(API_KEY).postCandidateMeta(BASIC, META));
    expect(error).toMatchObject({ kind: 'forbidden', status: 403 });
    expect(error.message).not.toMatch(/Premium/);
  });

  it('answers 404 for an unknown vacancy, company or applicant', async () => {
    const missing = [
      shared.api.getVacancy('NoSuchVacancy000'),
      shared.api.listVacancies('NoSuchCompany000'),
      shared.api.getComments(DEMO, 'G7jrCt7jJpMDXsyA'), // exists, but in the other company
    ];
    for (const call of missing) expect(await failureOf(call)).toMatchObject({ kind: 'not-found', status: 404 });
    expect((await failureOf(shared.api.getVacancy('NoSuchVacancy000'))).serviceMessage).toBe('Vacancy NoSuchVacancy000 not found.');
  });
});

describe('invalid requests', () => {
  it('refuses an invalid candidate meta payload before sending it, as an invalid request', async () => {
    const error = await failureOf(shared.api.postCandidateMeta(DEMO, { ...META, reference: 'not-an-email' }));
    expect(error).toMatchObject({ kind: 'invalid-request', path: 'reference' });
    expect((await shared.sandbox.candidateMeta()).posts).toBe(0);
  });

  it('refuses a login with a malformed e-mail as an invalid request, without calling the service', async () => {
    const error = await failureOf(shared.api.login({ email: 'recruiter', password: 'x' }));
    expect(error).toMatchObject({ kind: 'invalid-request', path: 'email' });
  });

  it("answers 400 with the service's message when a bad payload reaches it", async () => {
    const response = await fetch(`${shared.sandbox.url}/company/${DEMO}/search/candidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${API_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...META, reference: 'not-an-email', value: 'flat text' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { statusCode: number; error: string; message: string };
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toMatch(/reference/);
    expect(body.message).toMatch(/value/);
  });

  it("maps a 400 to invalid-request carrying the service's message", async () => {
    const error = await failureOf(shared.api.getVacancy(FULL_STACK, ['salary' as VacancyField]));
    expect(error.kind).toBe('invalid-request');
    expect(error.status).toBe(400);
    expect(error.serviceMessage).toMatch(/Unknown field "salary"/);
  });
});

describe('injected faults', () => {
  it('answers 429 with Retry-After as rate-limited and retryable', async () => {
    await shared.sandbox.faults([{ path: `/company/${DEMO}/search/candidate`, status: 429, retryAfter: 7, count: 1 }]);
    const error = await failureOf(shared.api.postCandidateMeta(DEMO, META));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 7000, retryable: true });
  });

  it('answers 500 as a retryable service failure', async () => {
    await shared.sandbox.faults([{ path: '/company/', status: 500, count: 1 }]);
    const error = await failureOf(shared.api.searchApplicants(DEMO));
    expect(error).toMatchObject({ kind: 'service-failure', status: 500, retryable: true });
    expect(error.serviceMessage).toMatch(/Fault injected/);
  });

  it('copes with an error status that has no body at all', async () => {
    await shared.sandbox.faults([{ path: '/vacancy/', status: 503, body: '' }]);
    const error = await failureOf(shared.api.getVacancy(FULL_STACK));
    expect(error).toMatchObject({ kind: 'service-failure', status: 503, serviceMessage: undefined });
  });

  it('reports a dropped connection as a retryable network failure', async () => {
    await shared.sandbox.faults([{ path: '/user/login', drop: true }]);
    const error = await failureOf(shared.sandbox.anonymous.login(CREDENTIALS));
    expect(error).toMatchObject({ kind: 'network', retryable: true });
  });

  it('reports a slow answer beyond the client timeout as a timeout', async () => {
    await shared.sandbox.faults([{ path: '/vacancy/', delayMs: 1000 }]);
    const error = await failureOf(shared.sandbox.client(undefined, 200).getVacancy(FULL_STACK));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
  });

  it('reports malformed JSON as a contract violation of the body', async () => {
    await shared.sandbox.faults([{ path: `/company/${DEMO}/applicant/`, body: '[{"id": 1, "text": "unterminated' }]);
    const error = await failureOf(shared.api.getComments(DEMO, 'CvzNaatCP9XTaMAF'));
    expect(error).toMatchObject({ kind: 'contract-violation', status: 200, path: '(body)', retryable: false });
  });

  it('reports a response missing a required field with the path of the mismatch', async () => {
    const { title: _title, ...untitled } = await (await fetch(`${shared.sandbox.url}/vacancy/${FULL_STACK}`)).json();
    await shared.sandbox.faults([{ method: 'GET', path: `/vacancy/${FULL_STACK}`, body: JSON.stringify(untitled) }]);
    const error = await failureOf(shared.api.getVacancy(FULL_STACK));
    expect(error).toMatchObject({ kind: 'contract-violation', path: 'title' });

    const comments = await (
      await fetch(`${shared.sandbox.url}/company/${DEMO}/applicant/CvzNaatCP9XTaMAF/comments?fields=author`, {
        headers: { Authorization: `Bearer ${API_KEY}` },
      })
    ).json();
    delete comments[2].author.id;
    await shared.sandbox.faults([{ path: `/company/${DEMO}/applicant/`, body: JSON.stringify(comments) }]);
    expect(await failureOf(shared.api.getComments(DEMO, 'CvzNaatCP9XTaMAF'))).toMatchObject({
      kind: 'contract-violation',
      path: '2.author.id',
    });
  });
});
