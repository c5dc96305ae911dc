import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type FetchLike } from '../../../lib/api';

const MB = 1024 * 1024;

/** A service whose answer streams `bytes` bytes of JSON-looking text, made as they are read. */
function streamingService(bytes: number, headers: Record<string, string> = {}) {
  let produced = 0;
  const fetch: FetchLike = async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (produced >= bytes) return controller.close();
        const chunk = new Uint8Array(Math.min(MB, bytes - produced)).fill(0x20);
        produced += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
  };
  return { fetch, produced: () => produced };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('an answer far larger than any real one', () => {
  it('is refused after reading just past the cap, not read whole (150 MB answer)', async () => {
    const service = streamingService(150 * MB);
    const api = createApiClient({ baseUrl: 'https://api.example.com', token: 't', fetch: service.fetch, maxAnswerBytes: 8 * MB });
    const error = await failureOf(api.listVacancies('DemoCompany00001'));
    expect(error.kind).toBe('too-large');
    expect(error.retryable).toBe(false);
    expect(service.produced()).toBeLessThanOrEqual(10 * MB);
  });

  it('is refused unread when its Content-Length says so', async () => {
    const service = streamingService(150 * MB, { 'Content-Length': String(150 * MB) });
    const api = createApiClient({ baseUrl: 'https://api.example.com', token: 't', fetch: service.fetch });
    expect((await failureOf(api.listVacancies('DemoCompany00001'))).kind).toBe('too-large');
    expect(service.produced()).toBeLessThanOrEqual(2 * MB);
  });

  it('is read as usual under the cap', async () => {
    const fetch: FetchLike = async () => new Response(JSON.stringify([]), { status: 200 });
    const api = createApiClient({ baseUrl: 'https://api.example.com', token: 't', fetch, maxAnswerBytes: 1024 });
    await expect(api.listVacancies('DemoCompany00001')).resolves.toEqual([]);
  });
});

describe('a login answer', () => {
  it('with a token of megabytes is a broken answer, not a session', async () => {
    const fetch: FetchLike = async () => new Response(JSON.stringify({ token: 'x'.repeat(2 * MB) }), { status: 200 });
    const api = createApiClient({ baseUrl: 'https://api.example.com', fetch });
    const error = await failureOf(api.login({ email: 'jane@example.com', password: 'secret' }));
    expect([error.kind, error.path]).toEqual(['contract-violation', 'token']);
  });
});
