import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, type ApiClient, type ApiError } from '../../lib/api';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox/server';

export const DEMO = 'DemoCompany00001';
export const BASIC = 'BasicCompany0001';
export const API_KEY = 'sandbox-api-key-demo-0001';
export const CREDENTIALS = { email: 'recruiter@example.com', password: 'sandbox-password' };

export interface TestSandbox extends RunningSandbox {
  /** A client with no token. */
  anonymous: ApiClient;
  client(token?: string, timeoutMs?: number): ApiClient;
  signIn(): Promise<ApiClient>;
  faults(rules: object[]): Promise<void>;
  clearFaults(): Promise<void>;
  candidateMeta(): Promise<{ posts: number; entries: Array<Record<string, unknown>> }>;
  reset(): Promise<void>;
  /** Removes the data dir too, unless the test owns it. */
  stop(): Promise<void>;
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'cvi-contract-'));
  const running = await startSandbox({ port: 0, quiet: true, ...options, dataDir });
  const client = (token?: string, timeoutMs?: number) => createApiClient({ baseUrl: running.url, token, timeoutMs });

  async function admin(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(running.url + path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
    return response.json();
  }

  return {
    ...running,
    anonymous: client(),
    client,
    async signIn() {
      const { token } = await client().login(CREDENTIALS);
      return client(token);
    },
    faults: async (rules) => void (await admin('POST', '/_sandbox/faults', { rules })),
    clearFaults: async () => void (await admin('DELETE', '/_sandbox/faults')),
    candidateMeta: () => admin('GET', '/_sandbox/candidate-meta') as ReturnType<TestSandbox['candidateMeta']>,
    reset: async () => void (await admin('POST', '/_sandbox/reset')),
    async stop() {
      await running.close();
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One sandbox for the test file and a client signed in as the demo recruiter, read as
 * `shared.sandbox` and `shared.api` inside tests; `resetEach` restores the seed before every test.
 */
export function sandboxForFile(options: { resetEach?: boolean } = {}): { sandbox: TestSandbox; api: ApiClient } {
  const shared = {} as { sandbox: TestSandbox; api: ApiClient };
  beforeAll(async () => {
    shared.sandbox = await startTestSandbox();
    shared.api = await shared.sandbox.signIn();
  });
  if (options.resetEach) beforeEach(() => shared.sandbox.reset());
  afterAll(() => shared.sandbox?.stop());
  return shared;
}

/** The ApiError a call rejected with (fails the test when it resolved). */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
