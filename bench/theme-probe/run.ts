// npm run --silent probe:themes -- [--field FIELD] [--show N]
// Extracts every document the theme probe rendered (render.ts) and prints the mean per field and kind
// for each half; with --field, the N dev documents scoring lowest on that field beside their truth.
// The check half's documents are measured, never looked at one by one.
import { documentsIn, scorePerDocument, tableByKind, type Field } from '../../lib/extract/node/corpus.ts';
import { extractLines, printTable, printWorst } from '../../lib/extract/node/corpus-report.ts';
import { PROBE_DIR, halfOfProbeFile, type ProbeHalf } from './themes.ts';

console.warn = () => {};
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const field = option('--field') as Field | undefined;
const show = Number(option('--show') ?? 10);

const files = documentsIn(PROBE_DIR);
if (files.length === 0) throw new Error('No probe documents: run `npm run probe:themes:render` first.');
for (const half of ['dev', 'check'] as ProbeHalf[]) {
  const lines = await extractLines(files.filter((f) => halfOfProbeFile(f) === half));
  const scores = scorePerDocument(lines, PROBE_DIR);
  console.log(`\nTheme probe, ${half} half (${scores.length} documents)`);
  printTable(tableByKind(scores));
  if (half === 'dev' && field) printWorst(lines, scores, field, show, PROBE_DIR);
}
