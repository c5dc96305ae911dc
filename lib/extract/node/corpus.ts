// Node-only: the outside corpus and this project's fixtures, and scoring them with the corpus's own scorer.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
  return readdirSync(docs, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d) =>
      readdirSync(path.join(docs, d.name))
        .filter((f) => DOCUMENT.test(f))
        .sort()
        .map((f) => path.join(docs, d.name, f)),
    );
}

export const FIELDS = [
  'name',
  'email',
  'phone',
  'headline',
  'location',
  'links',
  'skills',
  'languages',
  'experience',
  'education',
] as const;
export type Field = (typeof FIELDS)[number];
export type FieldScores = Record<Field, number | null>;

export interface Score {
  docs: number;
  errors: number;
  missing: number;
  /** Mean per field for each kind of document; null where nothing was scored. */
  table: Record<string, FieldScores>;
}

function runScorer(jsonl: string, truthRoot: string): Score {
  const out = path.join(tmpdir(), `cvi-extract-${process.pid}-${Date.now()}.jsonl`);
  writeFileSync(out, jsonl);
  try {
    const json = execFileSync(process.execPath, [path.join(CORPUS_DIR, 'score.mjs'), out, '--corpus', truthRoot, '--json'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(json) as Score;
  } finally {
    rmSync(out, { force: true });
  }
}

/** Scores CLI-shaped JSON lines with the corpus's reference scorer (score.mjs, run as is). */
export function scoreLines(lines: string[], truthRoot: string): Score {
  return runScorer(lines.join('\n') + '\n', truthRoot);
}

export interface DocumentScore {
  file: string;
  kind: string;
  scores: FieldScores;
}

/**
 * Each document's own scores, from one run of the reference scorer: every document is given a kind
 * of its own in a temporary tree whose truth files link to the real ones, so score.mjs (which only
 * reports means per kind) reports each document alone. Documents without a truth file are left out.
 */
export function scorePerDocument(lines: string[], truthRoot: string): DocumentScore[] {
  const tree = mkdtempSync(path.join(tmpdir(), 'cvi-score-'));
  try {
    const renamed: string[] = [];
    const documents: { file: string; kind: string }[] = [];
    for (const line of lines) {
      const result = JSON.parse(line) as { file: string };
      const m = /docs\/([^/]+)\/([^/]+)\.(html?|pdf|docx)$/i.exec(result.file);
      const truth = m && path.join(truthRoot, 'gt', m[1]!, `${m[2]}.json`);
      if (!m || !truth || !existsSync(truth)) continue;
      const alias = `d${documents.length}`;
      mkdirSync(path.join(tree, 'gt', alias), { recursive: true });
      symlinkSync(truth, path.join(tree, 'gt', alias, `${m[2]}.json`));
      renamed.push(JSON.stringify({ ...result, file: `docs/${alias}/${m[2]}.${m[3]}` }));
      documents.push({ file: result.file, kind: m[1]! });
    }
    if (documents.length === 0) return [];
    const score = runScorer(renamed.join('\n') + '\n', tree);
    return documents.map((d, i) => ({ ...d, scores: score.table[`d${i}`] ?? emptyScores() }));
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

function emptyScores(): FieldScores {
  return Object.fromEntries(FIELDS.map((f) => [f, null])) as FieldScores;
}

/** Mean per field over the given documents (each counts once); null where none was scored. */
export function meanScores(documents: DocumentScore[]): FieldScores {
  return Object.fromEntries(
    FIELDS.map((field) => {
      const values = documents.map((d) => d.scores[field]).filter((v): v is number => v !== null);
      return [field, values.length ? values.reduce((a, b) => a + b, 0) / values.length : null];
    }),
  ) as FieldScores;
}

/** Mean per field for each kind of document, then over all of them. */
export function tableByKind(documents: DocumentScore[]): Record<string, FieldScores> {
  const kinds = [...new Set(documents.map((d) => d.kind))].sort();
  return {
    ...Object.fromEntries(kinds.map((kind) => [kind, meanScores(documents.filter((d) => d.kind === kind))])),
    'all docs': meanScores(documents),
  };
}
