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
    corpus: Record<'dev' | 'check', { docs: number; table: Record<string, Record<string, number | null>> }>;
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
  const accuracy = (half: 'dev' | 'check'): BenchLine => ({
    name: `extraction: accuracy, corpus ${half} half`,
    value: extract.corpus[half].docs,
    unit: 'documents',
    detail: Object.entries(extract.corpus[half].table['all docs'] ?? {})
      .map(([field, score]) => `${field} ${score === null ? '-' : score.toFixed(2)}`)
      .join(', '),
  });
  const pdf = extract.timing.pdf;
  return [
    timing('html', 10, 'HTML page (parsed DOM)'),
    timing('pdf', 40, 'PDF CV (whole file)'),
    {
      name: 'extraction: PDF CV (whole file), p95',
      value: round(pdf?.p95Ms ?? null),
      unit: 'ms',
      budget: 100,
      detail: `over ${pdf?.documents ?? 0} documents`,
    },
    timing('pdf, 2 pages', undefined, '2-page PDF (whole file)'),
    timing('docx', 100, 'DOCX CV (whole file)'),
    accuracy('dev'),
    accuracy('check'),
  ];
}
