import { describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  createCareersClient,
  tagAccepts,
  tagValues,
  type CareersCandidateRequest,
  type FetchLike,
} from '../../../lib/api';

const USER_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.c2ln';
const APPLICATION: CareersCandidateRequest = {
  vacancy: 'senior-full-stack-developer-typescript',
  token: 'company-api-key',
  firstname: 'Léa',
  lastname: 'Moreau',
  type: 'link',
  resume: 'https://files.example.com/cv.pdf',
};

/** A service that answers every call with this status and body, and remembers what it was sent. */
function answering(status: number, body: string | null, headers: Record<string, string> = {}) {
  const sent: RequestInit[] = [];
  const fetch: FetchLike = async (_input, init) => {
    sent.push(init ?? {});
    return new Response(body, { status, headers });
  };
  return { fetch, sent };
}

const errorBody = (status: number, message: string) => JSON.stringify({ statusCode: status, error: 'Refused', message });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('careers host refusals, whatever their wording', () => {
  it.each([
    [410, null, 'vacancy-closed'],
    [400, errorBody(400, 'Cette offre est clôturée.'), 'vacancy-closed'],
    [422, errorBody(422, 'Vacancy is not published'), 'vacancy-closed'],
    [403, errorBody(403, 'Vacancy expired'), 'vacancy-closed'],
    [403, errorBody(403, 'Forbidden'), 'api-key-refused'],
    [401, null, 'api-key-refused'],
    [404, 'Not Found', 'vacancy-unknown'],
    [413, '<html><body>413 Request Entity Too Large</body></html>', 'cv-too-large'],
    [400, errorBody(400, 'resume.data is required'), 'invalid-request'],
  ])('maps HTTP %i (%s) to %s, never to the end of the session', async (status, body, kind) => {
    const service = answering(status, body);
    const error = await failureOf(createCareersClient({ fetch: service.fetch }).createCandidate(APPLICATION));
    expect(error.kind).toBe(kind);
    expect(error.retryable).toBe(false);
  });

  it('retries what can be retried: 429 with its Retry-After, 5xx', async () => {
    const limited = await failureOf(
      createCareersClient({ fetch: answering(429, null, { 'Retry-After': '3' }).fetch }).createCandidate(APPLICATION),
    );
    expect(limited).toMatchObject({ kind: 'rate-limited', retryAfterMs: 3000, retryable: true });
    const failed = await failureOf(createCareersClient({ fetch: answering(502, null).fetch }).testCandidate(APPLICATION));
    expect(failed).toMatchObject({ kind: 'service-failure', retryable: true });
  });

  it('posts to the production careers site by default, with no Authorization header', async () => {
    const urls: string[] = [];
    const fetch: FetchLike = async (input, init) => {
      urls.push(input);
      expect(new Headers(init?.headers).has('Authorization')).toBe(false);
      return new Response(JSON.stringify({ status: 200, response: 'applicant created' }));
    };
    await createCareersClient({ fetch }).createCandidate(APPLICATION);
    expect(urls).toEqual(['https://careers.flatchr.io/vacancy/candidate/json']);
  });

  it('refuses a link that is not http(s) before sending it', async () => {
    const service = answering(200, '{}');
    const error = await failureOf(
      createCareersClient({ fetch: service.fetch }).createCandidate({ ...APPLICATION, resume: 'javascript:alert(1)' }),
    );
    expect(error).toMatchObject({ kind: 'invalid-request', path: 'resume' });
    expect(service.sent).toHaveLength(0);
  });
});

describe('notes', () => {
  it('are sent as form data: each field as text, type note by default, no reply_to unless given', async () => {
    const comment = {
      id: 7,
      text: 'Hi',
      private: true,
      favorite: false,
      created_by: 1,
      created_at: '2024-09-09T09:12:44.120Z',
      reply_to: null,
    };
    const service = answering(200, JSON.stringify(comment));
    await createApiClient({ baseUrl: 'https://api.example.com', token: USER_TOKEN, fetch: service.fetch }).addComment(
      'DemoCompany00001',
      'CvzNaatCP9XTaMAF',
      {
        text: 'Hi',
        private: true,
      },
    );
    const form = service.sent[0]!.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({ text: 'Hi', type: 'note', private: 'true' });
    expect(new Headers(service.sent[0]!.headers).has('Content-Type')).toBe(false);
  });

  it('tell a refused API key (user-token-required) from a refused user (forbidden)', async () => {
    const withKey = createApiClient({ baseUrl: 'https://api.example.com', token: 'company-api-key', fetch: answering(403, null).fetch });
    expect((await failureOf(withKey.addComment('DemoCompany00001', 'CvzNaatCP9XTaMAF', { text: 'x', private: false }))).kind).toBe(
      'user-token-required',
    );
    const withUser = createApiClient({
      baseUrl: 'https://api.example.com',
      token: USER_TOKEN,
      fetch: answering(403, errorBody(403, 'You do not have access to company DemoCompany00001.')).fetch,
    });
    expect((await failureOf(withUser.addComment('DemoCompany00001', 'CvzNaatCP9XTaMAF', { text: 'x', private: false }))).kind).toBe(
      'forbidden',
    );
  });
});

describe('tag values', () => {
  it('are read from the service’s ";"-list, trimmed, empty entries dropped', () => {
    expect(tagValues(' PHP; Python;;JavaScript ')).toEqual(['PHP', 'Python', 'JavaScript']);
    expect(tagValues('')).toEqual([]);
  });

  it('are accepted when listed, or anything non-empty for a creatable tag', () => {
    expect(tagAccepts({ values: 'Junior;Senior', creatable: false }, ' Senior ')).toBe(true);
    expect(tagAccepts({ values: 'Junior;Senior', creatable: false }, 'Guru')).toBe(false);
    expect(tagAccepts({ values: '', creatable: true }, 'Meetup')).toBe(true);
    expect(tagAccepts({ values: '', creatable: true }, '  ')).toBe(false);
  });
});
