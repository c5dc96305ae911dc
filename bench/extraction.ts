import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { BenchLine } from './stats';

interface Timing {
  documents: number;
  medianMs: number | null;
  p95Ms: number | null;
}

interface ExtractResults {
  extract: {
    corpus: { docs: number; overall: Record<string, number | null> };
    timing: Record<string, Timing>;
  };
}

const round = (value: number | null) => (value === null ? NaN : Math.round(value * 10) / 10);

/** Runs `npm run bench:extract` (accuracy and speed over the corpus) and keeps its headline figures. */
export async function benchExtraction(): Promise<BenchLine[]> {
  const run = spawnSync('npx', ['tsx', 'bench/extract.ts'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`bench:extract failed:\n${run.stderr}`);
  process.stderr.write(run.stdout);
  const { extract } = JSON.parse(readFileSync('bench-results-extract.json', 'utf8')) as ExtractResults;
  const timing = (name: string, budget: number | undefined, what: string): BenchLine => {
    const t = extract.timing[name];
    return {
      name: `extraction: ${what}, median`,
      value: round(t?.medianMs ?? null),
      unit: 'ms',
      budget,
      detail: `p95 ${round(t?.p95Ms ?? null)} ms over ${t?.documents ?? 0} documents`,
    };
  };
  const accuracy = Object.entries(extract.corpus.overall)
    .map(([field, score]) => `${field} ${score === null ? '-' : score.toFixed(2)}`)
    .join(', ');
  return [
    timing('html', 20, 'HTML page (parsed DOM)'),
    timing('pdf, 2 pages', 300, '2-page PDF (whole file)'),
    timing('pdf', undefined, 'any PDF (whole file)'),
    {
      name: 'extraction: accuracy over the corpus',
      value: extract.corpus.docs,
      unit: 'documents',
      detail: accuracy,
    },
  ];
}
