import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../../../lib/api';
import { CALL_DEADLINE_MS, createGateway } from '../../../lib/gateway/gateway';

const COMPANY = 'DemoCompany00001';
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A gateway over a scripted service, on a virtual clock that only its sleeps move. */
function gatewayOver(answers: Array<() => Response>, { token = 'token-1' as string | null } = {}) {
  let clock = 0;
  const calls: Array<{ url: string; authorization: string | null; at: number }> = [];
  let expired = 0;
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, authorization: new Headers(init?.headers).get('Authorization'), at: clock });
    const next = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return next();
  };
  const gateway = createGateway({
    serviceUrl: async () => 'https://api.example.com',
    destination: { isGranted: async () => true, allowLoopbackHttp: false },
    token: async () => token,
    onUnauthorized: async () => void expired++,
    fetch,
    sleep: async (ms) => void (clock += ms),
    random: () => 0.5,
    now: () => clock,
  });
  const list = (retries?: number) => gateway.call(COMPANY, (api) => api.listVacancies(COMPANY), { retries });
  return { gateway, calls, list, elapsed: () => clock, expiries: () => expired };
}

const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: { kind: string }) => error.kind,
  );

describe('the gateway between the background and the service', () => {
  it('sends the session token and answers with the service’s data', async () => {
    const service = gatewayOver([() => json(200, [])]);
    await expect(service.list()).resolves.toEqual([]);
    expect(service.calls).toEqual([
      { url: `https://api.example.com/company/${COMPANY}/vacancies`, authorization: 'Bearer token-1', at: 0 },
    ]);
  });

  it('retries a 503 with growing waits, then answers', async () => {
    const service = gatewayOver([() => json(503, {}), () => json(503, {}), () => json(200, [])]);
    await expect(service.list(2)).resolves.toEqual([]);
    const waits = service.calls.map((c) => c.at);
    expect(waits).toHaveLength(3);
    expect(waits[2]! - waits[1]!).toBeGreaterThan(waits[1]! - waits[0]!);
  });

  it('waits as long as Retry-After asks when that is short', async () => {
    const service = gatewayOver([() => json(429, {}, { 'Retry-After': '2' }), () => json(200, [])]);
    await expect(service.list(1)).resolves.toEqual([]);
    expect(service.calls[1]!.at).toBe(2_000);
  });

  it('gives up at once when Retry-After asks for longer than anyone waits on a popup', async () => {
    const service = gatewayOver([() => json(429, {}, { 'Retry-After': '120' }), () => json(200, [])]);
    expect(await kindOf(service.list(2))).toBe('rate-limited');
    expect(service.calls).toHaveLength(1);
  });

  it('ends the session on a 401 and does not retry it', async () => {
    const service = gatewayOver([() => json(401, { message: 'jwt expired' }), () => json(200, [])]);
    expect(await kindOf(service.list(2))).toBe('unauthorized');
    expect([service.calls.length, service.expiries()]).toEqual([1, 1]);
  });

  it('does not retry a refusal', async () => {
    const service = gatewayOver([() => json(403, { message: 'no access' }), () => json(200, [])]);
    expect(await kindOf(service.list(2))).toBe('forbidden');
    expect(service.calls).toHaveLength(1);
  });

  it('makes no call without a session', async () => {
    const service = gatewayOver([() => json(200, [])], { token: null });
    expect(await kindOf(service.list())).toBe('unauthorized');
    expect(service.calls).toEqual([]);
  });

  it('stops retrying before its deadline, however many retries were allowed', async () => {
    const service = gatewayOver([() => json(503, {}, { 'Retry-After': '3' })]);
    expect(await kindOf(service.list(50))).toBe('service-failure');
    expect(service.elapsed()).toBeLessThan(CALL_DEADLINE_MS);
    expect(service.calls.length).toBeGreaterThan(2);
  });

  it('makes one call at a time per company', async () => {
    let inFlight = 0;
    let most = 0;
    const gateway = createGateway({
      serviceUrl: async () => 'https://api.example.com',
      destination: { isGranted: async () => true, allowLoopbackHttp: false },
      token: async () => 't',
      onUnauthorized: async () => {},
      fetch: async () => {
        most = Math.max(most, ++inFlight);
        await Promise.resolve();
        inFlight--;
        return json(200, []);
      },
    });
    await Promise.all([1, 2, 3].map(() => gateway.call(COMPANY, (api) => api.listVacancies(COMPANY))));
    expect(most).toBe(1);
  });
});
