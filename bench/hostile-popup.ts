// The hostile set (bench/hostile/inputs.ts) in the popup of the built extension, in real Chromium:
// each page opened in a tab and read by the popup, each CV file given to the popup's file input and
// parsed where the extension parses documents (Chrome: its offscreen document, pdf.js in a worker of
// it). Each document in a browser of its own, after the plain document of its kind (which loads the
// code), measured from the popup asked until it shows the candidate or a message: the CPU time of
// the renderer processes doing the work, and their memory (bench/hostile-popup/popup-session.ts).
// `npx tsx bench/hostile-popup.ts [docx|pdf|html|NAME…]` prints each document's figures (after
// `npm run build:test`; CVI_EXTENSION_DIR names another build); `npm run bench` keeps the worst per kind.
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../sandbox/server';
import { hostileInputsFor, PLAIN_INPUTS, type HostileKind } from './hostile/inputs';
import { openPopupSession, type ProcessShare, type Reading } from './hostile-popup/popup-session';
import { median, type BenchLine } from './stats';

const TIME_BUDGET_MS = 2_000;
const MEMORY_BUDGET_MB = 300;
const EXTENSION_DIR = path.resolve(process.env.CVI_EXTENSION_DIR || '.output-test/chrome-mv3');
const KINDS: HostileKind[] = ['html', 'pdf', 'docx'];

interface PopupResult extends Reading {
  name: string;
  kind: HostileKind;
  /** The plain document of the same kind, read just before in the same browser. */
  plain: Reading;
}

/** Serves the files of `dir` by name on loopback, as any site would (the test build may read loopback tabs). */
async function serveFolder(dir: string): Promise<{ urlOf: (file: string) => string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const name = path.basename(decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname));
    const stream = createReadStream(path.join(dir, name));
    stream.on('error', () => response.writeHead(404).end());
    stream.on('open', () => {
      response.writeHead(200, { 'Content-Type': name.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream' });
      stream.pipe(response);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    urlOf: (file) => `http://127.0.0.1:${port}/${encodeURIComponent(path.basename(file))}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

const round = Math.round;
const cpuWords = (shares: ProcessShare[]) => shares.map((share) => `${share.role} ${round(share.cpuMs)} ms`).join(', ');
const memoryWords = (shares: ProcessShare[]) =>
  shares
    .map((share) =>
      share.role === 'tab'
        ? `tab +${round(share.memoryMb)} MB over the page's ${round(share.residentMb)} MB`
        : `extension ${round(share.memoryMb)} MB`,
    )
    .join(', ');

const figures = (reading: Reading) =>
  `${String(Math.round(reading.cpuMs)).padStart(6)} ms CPU ${String(Math.round(reading.wallMs)).padStart(6)} ms ${String(Math.round(reading.peakMb)).padStart(5)} MB`;

/** Reads the hostile documents whose name or kind contains one of `only` (all when empty) in the popup. */
export async function runHostilePopupSet(log: (line: string) => void = () => {}, only: string[] = []): Promise<PopupResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cvi-hostile-popup-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cvi-hostile-popup-sandbox-'));
  const sandbox = await startSandbox({ port: 0, dataDir, quiet: true });
  const files = await serveFolder(dir);
  try {
    const chosen = hostileInputsFor('browser').filter(
      (input) => only.length === 0 || only.some((part) => `${input.kind} ${input.name}`.includes(part)),
    );
    const results: PopupResult[] = [];
    for (const input of chosen) {
      const session = await openPopupSession({ extensionDir: EXTENSION_DIR, sandboxUrl: sandbox.url, urlOf: files.urlOf, dir });
      try {
        const plain = await session.read(PLAIN_INPUTS[input.kind]);
        const result = { name: input.name, kind: input.kind, plain, ...(await session.read(input)) };
        results.push(result);
        log(
          `${`${input.kind} ${input.name}`.padEnd(31)} ${figures(result)}  ${result.outcome.kind}: ${result.outcome.text.slice(0, 120)}\n` +
            `${''.padEnd(31)} [${cpuWords(result.shares)}; ${memoryWords(result.shares)}; the plain ${input.kind}: ${figures(plain).trim()}]`,
        );
      } finally {
        await session.close();
      }
    }
    return results;
  } finally {
    await files.close();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Worst CPU time and memory per kind of document in the popup, against 2 s and 300 MB. */
export async function benchHostilePopup(): Promise<BenchLine[]> {
  const results = await runHostilePopupSet((line) => process.stderr.write(`  ${line}\n`));
  return KINDS.flatMap((kind) => {
    const ofKind = results.filter((r) => r.kind === kind);
    const slowest = ofKind.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
    const largest = ofKind.reduce((a, b) => (!(b.peakMb <= a.peakMb) ? b : a));
    const plainCpu = round(median(ofKind.map((r) => r.plain.cpuMs)));
    const plainMemory = round(median(ofKind.map((r) => r.plain.peakMb)));
    const ended = ofKind.filter((r) => r.outcome.kind !== 'none').length;
    return [
      {
        name: `hostile ${kind} in the popup: worst CPU time (${ofKind.length} documents)`,
        value: Math.round(slowest.cpuMs),
        unit: 'ms',
        budget: TIME_BUDGET_MS,
        detail: `${slowest.name}, ${round(slowest.wallMs)} ms wall-clock (${cpuWords(slowest.shares)}); ${ended}/${ofKind.length} with the candidate or a message; plain ${kind}: ${plainCpu} ms`,
      },
      {
        name: `hostile ${kind} in the popup: worst peak memory`,
        value: Math.round(largest.peakMb),
        unit: 'MB',
        budget: MEMORY_BUDGET_MB,
        detail: `${largest.name} (${memoryWords(largest.shares)}); plain ${kind}: ${plainMemory} MB`,
      },
    ];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void runHostilePopupSet((line) => console.log(line), process.argv.slice(2));
}
