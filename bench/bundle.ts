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

/** Libraries the popup's first paint must not carry, each known by a name found only in its own code. */
const LAZY_LIBRARIES = [
  { what: 'PDF parser', library: 'pdf.js', when: 'a document is parsed', signature: 'GlobalWorkerOptions' },
  { what: 'PDF maker', library: 'jsPDF', when: 'a CV is made', signature: 'addFileToVFS' },
  // zod's issue code: the background checks answers, the popup's later chunks stored records.
  { what: 'schema checker', library: 'zod', when: 'data is checked', signature: 'invalid_type' },
];

const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Production build, then the size of what each entry point makes the browser load. */
export async function benchBundle(): Promise<BenchLine[]> {
  const build = spawnSync('npx', ['wxt', 'build'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);

  const content = sizeOf(['content-scripts/content.js']);
  const background = sizeOf(['background.js']);
  const popupFiles = initialScriptsOf('popup.html');
  const popup = sizeOf(popupFiles);
  const options = sizeOf(initialScriptsOf('options.html'));
  const popupCode = popupFiles.map((file) => readFileSync(join(OUT, file), 'utf8'));

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
      detail: `${kB(popup.raw)} kB raw, ${kB(popup.gzip)} kB gzip, with both language catalogues`,
    },
    line('bundle: options initial JS', options),
    line('bundle: background worker', background),
    ...LAZY_LIBRARIES.map(({ what, library, when, signature }) => {
      const lazy = !popupCode.some((code) => code.includes(signature));
      return {
        name: `bundle: ${what} loaded only when ${when}`,
        value: lazy ? 'yes' : 'no',
        unit: '',
        holds: lazy,
        detail: lazy ? `${library} sits in a lazy chunk, outside the popup initial JS` : `${library} is in the popup initial JS`,
      };
    }),
  ];
}
