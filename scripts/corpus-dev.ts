// npm run --silent extract:dev -- [--kind REGEX] [--field FIELD] [--show N] [--half dev-a|dev-b|check] [--out FILE]
// Working on the extractor: runs it over the dev half of the shared corpus (see
// lib/extract/node/corpus-split.ts), prints the mean per field and kind, and, with --field, the N
// documents scoring lowest on that field with what was found beside the truth. `--half check`
// prints only the table of the check half: its documents are measured, never looked at one by one.
// `--half dev-a` and `--half dev-b` are the dev half dealt again by template and source: write rules
// looking at dev-a, and read dev-b's table (only its table is printed) to see whether they carry over.
// `--out FILE` keeps the candidates read, one JSON line per document, for the scorer or a diff.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { CORPUS_DIR, documentsIn, scorePerDocument, tableByKind, type Field } from '../lib/extract/node/corpus.ts';
import { extractLines, printTable, printWorst } from '../lib/extract/node/corpus-report.ts';
import { splitCorpus, splitDevHalf, type CorpusHalf, type DevQuarter } from '../lib/extract/node/corpus-split.ts';

console.warn = () => {};
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const half = (option('--half') ?? 'dev') as CorpusHalf | DevQuarter;
const kind = new RegExp(option('--kind') ?? '.');
const field = option('--field') as Field | undefined;
const show = Number(option('--show') ?? 10);

const all = documentsIn(CORPUS_DIR);
const split = new Map<string, CorpusHalf | DevQuarter>(half.startsWith('dev-') ? splitDevHalf(all) : splitCorpus(all));
const files = all.filter((f) => split.get(f) === half && kind.test(path.basename(path.dirname(f))));
const lines = await extractLines(files);
const out = option('--out');
if (out) writeFileSync(out, lines.join('\n') + '\n');
const scores = scorePerDocument(lines, CORPUS_DIR);
printTable(tableByKind(scores));
if ((half === 'dev' || half === 'dev-a') && field) printWorst(lines, scores, field, show, CORPUS_DIR);
