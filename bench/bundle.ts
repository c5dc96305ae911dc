import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchLine } from './stats';

const OUT = '.output/chrome-mv3';

interface Size {
  raw: number;
  gzip: number;
}

function sizeOf(files: string[]): Size {
  return files.reduce(
    (total, file) => {
      const bytes = readFileSync(join(OUT, file));
      return { raw: total.raw + bytes.length, gzip: total.gzip + gzipSync(bytes, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );
}

/** The JavaScript an HTML entry point loads before anything else: its module script and modulepreloads. */
function initialScriptsOf(html: string): string[] {
  const page = readFileSync(join(OUT, html), 'utf8');
  const sources = [
    ...page.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
    ...page.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ];
  return sources.map((match) => match[1]!);
}

/** The language catalogues (chunks named after messages.json) the given scripts import on demand. */
function catalogueChunksOf(files: string[]): string[] {
  const named = files.flatMap((file) =>
    [...readFileSync(join(OUT, file), 'utf8').matchAll(/(messages-[\w-]+\.js)/g)].map((match) => match[1]!),
  );
  return [...new Set(named)].map((name) => `chunks/${name}`);
}

const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Production build, then the size of what each entry point makes the browser load. */
export async function benchBundle(): Promise<BenchLine[]> {
  const build = spawnSync('npx', ['wxt', 'build'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);

  const content = sizeOf(['content-scripts/content.js']);
  const background = sizeOf(['background.js']);
  const popupFiles = initialScriptsOf('popup.html');
  // The popup loads one language's catalogue before its first paint: the larger one counts.
  const catalogues = catalogueChunksOf(popupFiles);
  const largestCatalogue = catalogues.map((file) => ({ file, size: sizeOf([file]) })).sort((a, b) => b.size.gzip - a.size.gzip)[0];
  const popup = sizeOf([...popupFiles, ...(largestCatalogue ? [largestCatalogue.file] : [])]);
  const options = sizeOf(initialScriptsOf('options.html'));
  // pdf.js announces itself with its worker options; it must not be in what the popup loads first.
  const pdfParserLazy = !popupFiles.some((file) => readFileSync(join(OUT, file), 'utf8').includes('GlobalWorkerOptions'));

  const line = (name: string, size: Size, budget?: number, budgetOn: 'raw' | 'gzip' = 'gzip'): BenchLine => ({
    name,
    value: kB(budgetOn === 'gzip' ? size.gzip : size.raw),
    unit: `kB ${budgetOn}`,
    budget,
    detail: `${kB(size.raw)} kB raw, ${kB(size.gzip)} kB gzip`,
  });
  return [
    line('bundle: injected content script', content, 30),
    {
      ...line('bundle: popup initial JS', popup, 60),
      detail: `${kB(popup.raw)} kB raw, ${kB(popup.gzip)} kB gzip, with one language catalogue`,
    },
    line('bundle: options initial JS', options),
    line('bundle: background worker', background),
    {
      name: 'bundle: PDF parser loaded only when a document is parsed',
      value: pdfParserLazy ? 'yes' : 'no',
      unit: '',
      holds: pdfParserLazy,
      detail: pdfParserLazy ? 'pdf.js sits in a lazy chunk, outside the popup initial JS' : 'pdf.js is in the popup initial JS',
    },
  ];
}
