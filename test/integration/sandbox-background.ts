import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FetchLike } from '@/lib/api';
import { createBackground } from '@/lib/background/services';
import { PRODUCTION_SERVICE_URL, type Settings } from '@/lib/settings';
import { startSandbox, type RunningSandbox } from '@/sandbox/server';

export const DEMO_COMPANY = 'DemoCompany00001';
export const DEMO_LOGIN = { email: 'recruiter@example.com', password: 'sandbox-password' };

let backgrounds = 0;

/** A sandbox on a free port with its own data folder, removed on close. */
export async function startTestSandbox(): Promise<RunningSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cvi-sandbox-'));
  const sandbox = await startSandbox({ port: 0, dataDir, quiet: true });
  return {
    ...sandbox,
    async close() {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The background's services as the worker composes them, over real HTTP to the sandbox; only the
 * browser surfaces (tabs, alarms, badge) are left out. `restart()` stops this worker and starts a
 * new one over the same storage, as the browser does with an idle service worker.
 */
export function backgroundFor(serviceUrl: string, overrides: Partial<Settings> = {}, fetchImpl?: FetchLike) {
  const settings: Settings = {
    serviceUrl: serviceUrl || PRODUCTION_SERVICE_URL,
    companyId: DEMO_COMPANY,
    appName: 'cv-importer-tests',
    defaultType: 'applicants',
    authMethod: 'password',
    interfaceLanguage: 'auto',
    ...overrides,
  };
  const databases = { outbox: `outbox-${++backgrounds}`, cache: `cache-${backgrounds}` };
  const make = () =>
    createBackground({
      readSettings: async () => settings,
      extractTab: async () => {
        throw new Error('no tabs here');
      },
      scheduleWake: () => {},
      showOutboxState: () => {},
      fetch: fetchImpl,
      databases,
    });
  let current = make();
  return {
    get worker() {
      return current;
    },
    restart() {
      current.stop();
      current = make();
      void current.wake();
      return current;
    },
  };
}

export async function sandboxJson<T>(sandbox: RunningSandbox, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(sandbox.url + path, init);
  return (await response.json()) as T;
}

export async function setFaults(sandbox: RunningSandbox, rules: unknown[]): Promise<void> {
  const response = await fetch(`${sandbox.url}/_sandbox/faults`, {
    method: rules.length ? 'POST' : 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: rules.length ? JSON.stringify({ rules }) : undefined,
  });
  if (!response.ok) throw new Error(`faults: HTTP ${response.status} ${await response.text()}`);
}
