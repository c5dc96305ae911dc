// npm run bench:extract — accuracy per field (the corpus's scorer) and time per document.
// Prints a table and writes bench-results-extract.json for `npm run bench` to merge.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractFromDocument } from '../lib/extract/page.ts';
import { DocumentError } from '../lib/extract/documents/document-error.ts';
import { extractFromFile, fileKind } from '../lib/extract/documents/extract-file.ts';
import { savedPageUrl } from '../lib/extract/documents/saved-page.ts';
import { NODE_READERS, parseHtmlWithLinkedom } from '../lib/extract/node/readers.ts';
import {
  CORPUS_DIR,
  FIELDS,
  FIXTURES_DIR,
  REPO_ROOT,
  documentsIn,
  scorePerDocument,
  tableByKind,
  type FieldScores,
} from '../lib/extract/node/corpus.ts';
import { splitCorpus } from '../lib/extract/node/corpus-split.ts';

interface Run {
  line: string;
  kind: string;
  ms: number;
  pages?: number;
  /** Refused with a message the recruiter reads (a scanned PDF), which is not an error. */
  refused?: boolean;
}

/** Page count of a PDF, read outside the timings. */
async function pageCount(data: Uint8Array): Promise<number | undefined> {
  const pdfjs = (await NODE_READERS.pdfjs()) as unknown as {
    getDocument(p: object): { promise: Promise<{ numPages: number; destroy(): Promise<void> }> };
  };
  try {
    const doc = await pdfjs.getDocument({ data: data.slice(), verbosity: 0 }).promise;
    const pages = doc.numPages;
    await doc.destroy();
    return pages;
  } catch {
    return undefined;
  }
}

/** Extracts one file; for HTML only extraction is timed (in the browser the DOM already exists). */
async function run(file: string): Promise<Run> {
  const data = new Uint8Array(readFileSync(file));
  const kind = fileKind(file) ?? 'other';
  try {
    if (kind === 'html') {
      const doc = parseHtmlWithLinkedom(new TextDecoder().decode(data));
      const started = performance.now();
      const { candidate } = extractFromDocument(doc, savedPageUrl(doc, 'file:///' + path.basename(file)));
      return { line: JSON.stringify({ file, candidate }), kind, ms: performance.now() - started };
    }
    const pages = kind === 'pdf' ? await pageCount(data) : undefined;
    const started = performance.now();
    const { candidate } = await extractFromFile(file, data, NODE_READERS);
    return { line: JSON.stringify({ file, candidate }), kind, ms: performance.now() - started, pages };
  } catch (error) {
    const line = JSON.stringify({ file, error: String((error as Error).message) });
    return { line, kind, ms: 0, refused: error instanceof DocumentError };
  }
}

function quantile(values: number[], q: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? null;
}

const fmt = (v: number | null, digits = 2) => (v === null ? '-' : v.toFixed(digits));

interface Outcome {
  docs: number;
  refused: number;
  errors: number;
  table: Record<string, FieldScores>;
}

function printTable(title: string, { docs, refused, errors, table }: Outcome) {
  const refusals = refused ? `, ${refused} refused with a clear message` : '';
  console.log(`\n${title}: ${docs} documents scored${refusals}, ${errors} errors`);
  console.log(['kind'.padEnd(13), ...FIELDS.map((f) => f.slice(0, 9).padStart(9))].join(' '));
  for (const [kind, row] of Object.entries(table)) {
    console.log([kind.padEnd(13), ...FIELDS.map((f) => fmt(row[f]).padStart(9))].join(' '));
  }
}

await NODE_READERS.pdfjs(); // load pdf.js once, outside the timings
const corpusFiles = documentsIn(CORPUS_DIR);
const half = splitCorpus(corpusFiles);
const corpusRuns: Run[] = [];
for (const file of corpusFiles) corpusRuns.push(await run(file));
const fixtureRuns: Run[] = [];
for (const file of documentsIn(FIXTURES_DIR)) fixtureRuns.push(await run(file));

const failedIn = (runs: Run[]) => runs.filter((r) => r.line.includes('"error":'));
const outcomeOf = (runs: Run[], scores: { docs: number; table: Record<string, FieldScores> }): Outcome => ({
  ...scores,
  refused: failedIn(runs).filter((r) => r.refused).length,
  errors: failedIn(runs).filter((r) => !r.refused).length,
});
const corpusScores = scorePerDocument(
  corpusRuns.map((r) => r.line),
  CORPUS_DIR,
);
const halves = Object.fromEntries(
  (['dev', 'check'] as const).map((name) => {
    const scores = corpusScores.filter((d) => half.get(d.file) === name);
    const runs = corpusRuns.filter((_, i) => half.get(corpusFiles[i]!) === name);
    return [name, outcomeOf(runs, { docs: scores.length, table: tableByKind(scores) })];
  }),
);
const fixtureScores = scorePerDocument(
  fixtureRuns.map((r) => r.line),
  FIXTURES_DIR,
);
const fixtures = outcomeOf(fixtureRuns, { docs: fixtureScores.length, table: tableByKind(fixtureScores) });
printTable('Corpus, dev half (../shared/corpus; the rules are worked on these)', halves.dev!);
printTable('Corpus, check half (only measured: templates and sources never looked at)', halves.check!);
printTable('Project fixtures (test/fixtures/extract)', fixtures);

const all = [...corpusRuns, ...fixtureRuns].filter((r) => r.ms > 0);
const groups: [string, (r: Run) => boolean][] = [
  ['html', (r) => r.kind === 'html'],
  ['pdf', (r) => r.kind === 'pdf'],
  ['pdf, 2 pages', (r) => r.kind === 'pdf' && r.pages === 2],
  ['docx', (r) => r.kind === 'docx'],
];
const timing = Object.fromEntries(
  groups.map(([name, test]) => {
    const ms = all.filter(test).map((r) => r.ms);
    return [name, { documents: ms.length, medianMs: quantile(ms, 0.5), p95Ms: quantile(ms, 0.95) }];
  }),
);
console.log('\ntime per document (ms)   median      p95   documents');
for (const [kind, t] of Object.entries(timing)) {
  console.log(`${kind.padEnd(22)} ${fmt(t.medianMs, 1).padStart(8)} ${fmt(t.p95Ms, 1).padStart(8)} ${String(t.documents).padStart(11)}`);
}
console.log('(HTML: extraction from a parsed DOM; PDF/DOCX: whole file, parsing included)');

writeFileSync(
  path.join(REPO_ROOT, 'bench-results-extract.json'),
  JSON.stringify(
    {
      extract: {
        generatedAt: new Date().toISOString(),
        corpus: halves,
        fixtures,
        timing,
      },
    },
    null,
    2,
  ) + '\n',
);
