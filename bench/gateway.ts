import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBackground } from '../lib/background/services';
import { startSandbox } from '../sandbox/server';
import { median, percentile, type BenchLine } from './stats';

const IMPORTS = 200;
const COMPANY = 'DemoCompany00001';

/**
 * The extension's own cost on an import: from the import request to the service's answer, minus
 * the HTTP call itself (outbox writes, validation, queueing, bookkeeping). Node with
 * fake-indexeddb standing in for the browser's IndexedDB, against the sandbox over loopback.
 */
export async function benchGateway(): Promise<BenchLine[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cvi-bench-'));
  const sandbox = await startSandbox({ port: 0, dataDir, quiet: true });
  let httpMs = 0;
  const background = createBackground({
    readSettings: async () => ({
      serviceUrl: sandbox.url,
      careersUrl: sandbox.url,
      companyId: COMPANY,
      appName: 'cv-importer-bench',
      defaultType: 'applicants',
      authMethod: 'password',
      interfaceLanguage: 'auto',
    }),
    // The sandbox on loopback, as the test build reaches it once the recruiter allowed it.
    destination: { isGranted: async () => true, allowLoopbackHttp: true },
    extractTab: async () => {
      throw new Error('not used');
    },
    scheduleWake: () => {},
    showOutboxState: () => {},
    fetch: async (input, init) => {
      const started = performance.now();
      const response = await fetch(input, init);
      const body = await response.arrayBuffer();
      httpMs += performance.now() - started;
      return new Response(body, { status: response.status, headers: response.headers });
    },
    databases: { outbox: `bench-outbox-${Date.now()}`, cache: `bench-cache-${Date.now()}` },
  });
  try {
    await background.handlers['session.signIn']({ email: 'recruiter@example.com', password: 'sandbox-password' });
    const overheads: number[] = [];
    const totals: number[] = [];
    for (let i = 0; i < IMPORTS; i++) {
      httpMs = 0;
      const started = performance.now();
      const outcome = await background.handlers['candidate.import']({
        reference: `bench-${i}@example.org`,
        label: `Bench ${i}`,
        value: { name: `Bench ${i}`, headline: 'Benchmark candidate', skills: ['TypeScript', 'Node.js'] },
      });
      const total = performance.now() - started;
      if (outcome.status !== 'delivered') throw new Error(`import ${i} was not delivered: ${outcome.status}`);
      totals.push(total);
      overheads.push(total - httpMs);
    }
    return [
      {
        name: 'import: extension overhead over the HTTP call (median of 200)',
        value: round(median(overheads)),
        unit: 'ms',
        budget: 10,
        detail: `p95 ${round(percentile(overheads, 95))} ms; whole import median ${round(median(totals))} ms (Node, fake-indexeddb, sandbox on loopback)`,
      },
    ];
  } finally {
    background.stop();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const round = (value: number) => Math.round(value * 100) / 100;
