// npm run --silent extract:dev -- [--kind REGEX] [--field FIELD] [--show N] [--half dev-a|dev-b|check]
// Working on the extractor: runs it over the dev half of the shared corpus (see
// lib/extract/node/corpus-split.ts), prints the mean per field and kind, and, with --field, the N
// documents scoring lowest on that field with what was found beside the truth. `--half check`
// prints only the table of the check half: its documents are measured, never looked at one by one.
// `--half dev-a` and `--half dev-b` are the dev half dealt again by template and source: write rules
// looking at dev-a, and read dev-b's table (only its table is printed) to see whether they carry over.
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { extractFromPath } from '../lib/extract/node/readers.ts';
import { CORPUS_DIR, FIELDS, documentsIn, scorePerDocument, tableByKind, type Field } from '../lib/extract/node/corpus.ts';
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
const lines: string[] = [];
for (const file of files) {
  try {
    const { candidate } = await extractFromPath(file);
    lines.push(JSON.stringify({ file, candidate }));
  } catch (error) {
    lines.push(JSON.stringify({ file, error: String((error as Error).message) }));
  }
}
writeFileSync(`/tmp/cvi-${half}.jsonl`, lines.join('\n') + '\n');
const scores = scorePerDocument(lines, CORPUS_DIR);
const table = tableByKind(scores);
console.log(['kind'.padEnd(13), ...FIELDS.map((f) => f.slice(0, 9).padStart(9))].join(' '));
for (const [k, row] of Object.entries(table)) {
  console.log([k.padEnd(13), ...FIELDS.map((f) => (row[f] === null ? '-' : row[f]!.toFixed(2)).padStart(9))].join(' '));
}
if ((half === 'dev' || half === 'dev-a') && field) {
  const byFile = new Map(
    lines.map((l) => [JSON.parse(l).file as string, JSON.parse(l) as { candidate?: Record<string, unknown>; error?: string }]),
  );
  const worst = scores
    .filter((d) => d.scores[field] !== null)
    .sort((a, b) => a.scores[field]! - b.scores[field]!)
    .slice(0, show);
  const truthKey: Record<Field, string[]> = {
    name: ['fullName'],
    email: ['emails'],
    phone: ['phones'],
    headline: ['headline'],
    location: ['location'],
    links: ['links'],
    skills: ['skills'],
    languages: ['languages'],
    experience: ['work'],
    education: ['education'],
  };
  const candidateKey: Record<Field, string> = {
    name: 'name',
    email: 'emails',
    phone: 'phones',
    headline: 'headline',
    location: 'location',
    links: 'links',
    skills: 'skills',
    languages: 'languages',
    experience: 'experience',
    education: 'education',
  };
  for (const d of worst) {
    const m = /docs\/([^/]+)\/([^/]+)\.\w+$/.exec(d.file)!;
    const truth = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'gt', m[1]!, `${m[2]}.json`), 'utf8')).expected_visible;
    const found = byFile.get(d.file);
    console.log(`\n## ${path.relative(CORPUS_DIR, d.file)}  ${field} ${d.scores[field]!.toFixed(2)}`);
    console.log('truth: ' + JSON.stringify(truthKey[field].map((k) => truth[k])).slice(0, 1500));
    console.log('found: ' + JSON.stringify(found?.error ?? found?.candidate?.[candidateKey[field]]).slice(0, 1500));
  }
}
