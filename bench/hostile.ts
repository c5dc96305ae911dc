// The hostile set (bench/hostile/inputs.ts): each document read in a child process of its own, as
// the CLI reads it, so its time and peak memory are its own. The child is bundled with esbuild and
// run by plain Node: compiling pdf.js on the fly (tsx) costs 2 s and 170 MB that are no document's.
// `npx tsx bench/hostile.ts [docx|pdf|html|NAME…]` prints each document's figures; `npm run bench`
// keeps the worst per kind.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { hostileInputsFor, PLAIN_INPUTS, type HostileKind } from './hostile/inputs';
import type { Measure } from './hostile/measure-one';
import type { BenchLine } from './stats';

const TIME_BUDGET_MS = 2_000;
const MEMORY_BUDGET_MB = 300;
/** A child still working after this long is stopped and counted at this time. */
const GIVE_UP_MS = 120_000;
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The child as one plain ES module, placed under node_modules so its packages resolve. */
function bundleMeasureOne(): string {
  const outfile = path.join(HERE, '../node_modules/.cache/cvi-hostile/measure-one.mjs');
  mkdirSync(path.dirname(outfile), { recursive: true });
  buildSync({
    entryPoints: [path.join(HERE, 'hostile/measure-one.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['pdfjs-dist', 'canvas'],
    logLevel: 'error',
  });
  return outfile;
}

interface HostileResult extends Measure {
  name: string;
  kind: HostileKind;
}

function measure(child: string, plain: string, file: string): Measure {
  const run = spawnSync(process.execPath, [child, plain, file], { encoding: 'utf8', timeout: GIVE_UP_MS, maxBuffer: 1024 * 1024 });
  const line = run.stdout?.trim().split('\n').at(-1);
  if (run.status === 0 && line) return JSON.parse(line) as Measure;
  const why = run.error
    ? `stopped after ${GIVE_UP_MS / 1000} s`
    : `crashed (${run.signal ?? `exit ${run.status}`}): ${run.stderr.trim().split('\n').at(-1)}`;
  return { ms: GIVE_UP_MS, cpuMs: GIVE_UP_MS, peakMb: NaN, outcome: 'message', detail: why };
}

/** Reads the hostile documents whose name or kind contains one of `only` (all when empty). */
export function runHostileSet(log: (line: string) => void = () => {}, only: string[] = []): HostileResult[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'cvi-hostile-'));
  try {
    const child = bundleMeasureOne();
    const plain = Object.fromEntries(Object.values(PLAIN_INPUTS).map((input) => [input.kind, input.write(dir)]));
    const chosen = hostileInputsFor('cli').filter(
      (input) => only.length === 0 || only.some((part) => `${input.kind} ${input.name}`.includes(part)),
    );
    return chosen.map((input) => {
      const file = input.write(dir);
      const result = { name: input.name, kind: input.kind, ...measure(child, plain[input.kind]!, file) };
      rmSync(file);
      log(
        `${input.name.padEnd(26)} ${String(Math.round(result.cpuMs)).padStart(7)} ms CPU ${String(Math.round(result.ms)).padStart(7)} ms ${String(Math.round(result.peakMb)).padStart(6)} MB  ${result.outcome}: ${result.detail.slice(0, 160)}`,
      );
      return result;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Worst time (CPU: the machine may be busy with other work) and peak memory per kind of document, against 2 s and 300 MB. */
export async function benchHostile(): Promise<BenchLine[]> {
  const results = runHostileSet((line) => process.stderr.write(`  ${line}\n`));
  return (['html', 'pdf', 'docx'] as const).flatMap((kind) => {
    const ofKind = results.filter((r) => r.kind === kind);
    const slowest = ofKind.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
    const largest = ofKind.reduce((a, b) => (!(b.peakMb <= a.peakMb) ? b : a));
    return [
      {
        name: `hostile ${kind}: worst CPU time (${ofKind.length} documents)`,
        value: Math.round(slowest.cpuMs),
        unit: 'ms',
        budget: TIME_BUDGET_MS,
        detail: `${slowest.name}, ${Math.round(slowest.ms)} ms wall-clock`,
      },
      {
        name: `hostile ${kind}: worst peak memory`,
        value: Math.round(largest.peakMb),
        unit: 'MB',
        budget: MEMORY_BUDGET_MB,
        detail: largest.name,
      },
    ];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runHostileSet((line) => console.log(line), process.argv.slice(2));
}
