// Compiling .tex sources with pdflatex, each in a temporary folder, two at a time (the machine has two
// cores shared with others).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PARALLEL = 2;

function pdflatex(source: string): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'latex-probe-'));
  writeFileSync(path.join(dir, 'cv.tex'), source);
  return new Promise<Buffer>((resolve, reject) => {
    execFile(
      'nice',
      ['-n', '10', 'pdflatex', '-interaction=nonstopmode', '-halt-on-error', 'cv.tex'],
      { cwd: dir, timeout: 120_000 },
      (error) => {
        try {
          if (error) {
            const log = readFileSync(path.join(dir, 'cv.log'), 'utf8');
            reject(new Error(log.split('\n').find((l) => l.startsWith('!')) ?? error.message));
          } else resolve(readFileSync(path.join(dir, 'cv.pdf')));
        } catch (e) {
          reject(e as Error);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    );
  });
}

/** Each source compiled to a PDF, or the error that stopped it, in the sources' order. */
export async function compileAll(sources: string[]): Promise<(Buffer | Error)[]> {
  const results: (Buffer | Error)[] = new Array(sources.length);
  let next = 0;
  const worker = async () => {
    while (next < sources.length) {
      const i = next++;
      results[i] = await pdflatex(sources[i]!).catch((e: Error) => e);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return results;
}
