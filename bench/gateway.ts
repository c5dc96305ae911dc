import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBackground, type Background } from '../lib/background/services';
import { startSandboxProcess } from './sandbox-process';
import { median, percentile, type BenchLine } from './stats';

const IMPORTS = 200;
const PLACEMENTS = 100;
const COMPANY = 'DemoCompany00001';

/**
 * The extension's own cost on an import: from the import request to the service's answer, minus
 * the HTTP call itself (outbox writes, validation, queueing, bookkeeping). Node with
 * fake-indexeddb standing in for the browser's IndexedDB, against the sandbox over loopback, in a
 * process of its own.
 */
export async function benchGateway(): Promise<BenchLine[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cvi-bench-'));
  const sandbox = await startSandboxProcess(dataDir);
  let httpMs = 0;
  const background = createBackground({
    readSettings: async () => ({
      serviceUrl: sandbox.url,
      careersUrl: sandbox.url,
      applicantPageUrl: '',
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
    const placed = await benchAddToVacancy(
      background,
      () => httpMs,
      (value) => (httpMs = value),
    );
    return [
      ...placed,
      {
        name: 'import: extension overhead over the HTTP call (median of 200)',
        value: round(median(overheads)),
        unit: 'ms',
        budget: 10,
        detail: `p95 ${round(percentile(overheads, 95))} ms; whole import median ${round(median(totals))} ms (Node, fake-indexeddb, sandbox in its own process on loopback)`,
      },
    ];
  } finally {
    background.stop();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The extension's own cost on adding a candidate to a vacancy (create with a 60 kB CV, find, move,
 * note, tag, meta: six service calls), minus the HTTP calls themselves.
 */
async function benchAddToVacancy(background: Background, httpSpent: () => number, setHttp: (value: number) => void): Promise<BenchLine[]> {
  await background.handlers['session.addApiKey']({ apiKey: 'sandbox-api-key-demo-0001' });
  const vacancy = (await background.handlers['vacancies.list']({})).vacancies.find((candidate) => candidate.status === 1)!;
  const options = await background.handlers['pipeline.options']({});
  const column = options.columns.find((candidate) => candidate.visible)!;
  const tag = options.tags.find((candidate) => candidate.values.length > 0)!;
  const cv = Buffer.alloc(60_000, 'CV text ').toString('base64');
  const overheads: number[] = [];
  for (let i = 0; i < PLACEMENTS; i++) {
    setHttp(0);
    const started = performance.now();
    const outcome = await background.handlers['candidate.import']({
      reference: `placed-${i}@example.org`,
      label: `Placed ${i}`,
      value: { name: `Placed ${i}` },
      placement: {
        vacancy: { id: vacancy.id, vacancyId: vacancy.vacancy_id, slug: vacancy.slug, title: vacancy.title },
        column: { id: column.id, title: column.title },
        note: { text: 'Benchmark note', visibleToTeam: false },
        tags: [{ tag: tag.id, value: tag.values[0]! }],
        applicant: { firstname: 'Placed', lastname: `Number ${i}`, phone: '', urls: {} },
      },
      cv: { kind: 'file', fileName: 'cv.pdf', contentType: 'application/pdf', base64: cv },
    });
    const total = performance.now() - started;
    if (outcome.status !== 'delivered') throw new Error(`add to vacancy ${i} was not delivered: ${outcome.status}`);
    overheads.push(total - httpSpent());
  }
  return [
    {
      name: 'add to vacancy: extension overhead over the six service calls (median of 100)',
      value: round(median(overheads)),
      unit: 'ms',
      budget: 10,
      detail: `p95 ${round(percentile(overheads, 95))} ms; 60 kB CV (Node, fake-indexeddb, sandbox in its own process on loopback)`,
    },
  ];
}
