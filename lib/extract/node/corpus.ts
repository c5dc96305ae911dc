// Node-only: the outside corpus and this project's fixtures, and scoring them with the corpus's own scorer.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The shared corpus, `../shared/corpus` from the repository root (override with CVI_CORPUS). */
export const CORPUS_DIR = process.env.CVI_CORPUS ?? path.resolve(REPO_ROOT, '../shared/corpus');
/** This project's fixtures, laid out like the corpus (docs/<kind>/…, gt/<kind>/….json). */
export const FIXTURES_DIR = path.join(REPO_ROOT, 'test/fixtures/extract');

const DOCUMENT = /\.(html?|pdf|docx)$/i;

/** Every document under `<root>/docs/<kind>/`, sorted. */
export function documentsIn(root: string): string[] {
  const docs = path.join(root, 'docs');
  if (!existsSync(docs)) return [];
  return readdirSync(docs, { withFileTypes: true }).filter((d) => d.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d) => readdirSync(path.join(docs, d.name)).filter((f) => DOCUMENT.test(f)).sort().map((f) => path.join(docs, d.name, f)));
}

export const FIELDS = ['name', 'email', 'phone', 'headline', 'location', 'links', 'skills', 'languages', 'experience', 'education'] as const;
export type Field = (typeof FIELDS)[number];

export interface Score {
  docs: number;
  errors: number;
  missing: number;
  /** Mean per field for each kind of document; null where nothing was scored. */
  table: Record<string, Record<Field, number | null>>;
}

/** Scores CLI-shaped JSON lines with the corpus's reference scorer (score.mjs, run as is). */
export function scoreLines(lines: string[], truthRoot: string): Score {
  const out = path.join(tmpdir(), `cvi-extract-${process.pid}-${Date.now()}.jsonl`);
  writeFileSync(out, lines.join('\n') + '\n');
  const json = execFileSync(process.execPath, [path.join(CORPUS_DIR, 'score.mjs'), out, '--corpus', truthRoot, '--json'], { encoding: 'utf8' });
  return JSON.parse(json) as Score;
}

/**
 * Mean per field over all documents (each document counts once), from the reference scorer run on
 * each document alone: score.mjs itself only reports means per kind of document.
 */
export async function overallScore(lines: string[], truthRoot: string): Promise<Record<Field, number | null>> {
  const run = promisify(execFile);
  const perDocument: Score[] = [];
  for (let i = 0; i < lines.length; i += 4) {
    const batch = lines.slice(i, i + 4).map(async (line, k) => {
      const out = path.join(tmpdir(), `cvi-extract-${process.pid}-${i + k}.jsonl`);
      writeFileSync(out, line + '\n');
      const { stdout } = await run(process.execPath, [path.join(CORPUS_DIR, 'score.mjs'), out, '--corpus', truthRoot, '--json']);
      return JSON.parse(stdout) as Score;
    });
    perDocument.push(...(await Promise.all(batch)));
  }
  return Object.fromEntries(FIELDS.map((field) => {
    const values = perDocument.flatMap((s) => Object.values(s.table).map((row) => row[field])).filter((v): v is number => v !== null);
    return [field, values.length ? values.reduce((a, b) => a + b, 0) / values.length : null];
  })) as Record<Field, number | null>;
}
