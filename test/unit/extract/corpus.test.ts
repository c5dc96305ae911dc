import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CandidateSchema } from '../../../lib/extract/candidate.ts';
import { CORPUS_DIR, FIXTURES_DIR, REPO_ROOT, documentsIn, scoreLines, type Field } from '../../../lib/extract/node/corpus.ts';

// Accuracy floors per kind of document and field, a little below what the extractor reaches today.
// They only ever go up: raise them when the extractor improves, never lower them to make a change pass.
const FLOORS: Record<string, Partial<Record<Field, number>>> = {
  microformats: { name: 0.95, email: 0.95, phone: 0.95, headline: 0.95, location: 0.95, links: 0.8, skills: 0.95, experience: 0.95, education: 0.95 },
  schemaorg: { name: 0.95, email: 0.95, phone: 0.95, headline: 0.95, location: 0.95, links: 0.95, experience: 0.95 },
  offlinecv: { name: 0.95, email: 0.95, phone: 0.95, location: 0.95, skills: 0.8, experience: 0.8, education: 0.88 },
  'static-pdf': { name: 0.8, email: 0.9, phone: 0.8, headline: 0.45, location: 0.35, links: 0.7, skills: 0.85, experience: 0.45, education: 0.55 },
  documents: { name: 0.95, email: 0.95, phone: 0.95, headline: 0.95, location: 0.95, links: 0.9, skills: 0.8, languages: 0.95, experience: 0.95, education: 0.75 },
  pages: { name: 0.95, email: 0.95, phone: 0.95, headline: 0.95, location: 0.95, links: 0.95, skills: 0.95, languages: 0.95, experience: 0.95, education: 0.95 },
  sites: { name: 0.95, email: 0.95, headline: 0.95, location: 0.95, links: 0.95, skills: 0.95, languages: 0.95, experience: 0.95, education: 0.95 },
};

/** Runs the real CLI (`npm run --silent extract -- FILE...`) once over many files. */
function runCli(files: string[]): string[] {
  const stdout = execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), [path.join(REPO_ROOT, 'scripts/extract.ts'), ...files], {
    cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'],
  });
  return stdout.split('\n').filter(Boolean);
}

describe.each([
  ['the shared corpus', CORPUS_DIR],
  ['the project fixtures', FIXTURES_DIR],
])('every document of %s through the CLI', (_, root) => {
  const files = documentsIn(root);
  const lines = runCli(files);

  it('prints exactly one JSON line per file, in order, each a candidate of the documented shape or an error', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(files.length);
    lines.forEach((line, i) => {
      const result = JSON.parse(line) as { file: string; candidate?: unknown; error?: string };
      expect(result.file).toBe(files[i]);
      expect(Object.keys(result).sort()).toEqual(result.error !== undefined ? ['error', 'file'] : ['candidate', 'file']);
      if (result.candidate) expect(CandidateSchema.strict().safeParse(result.candidate).error).toBeUndefined();
      else expect(result.error).toMatch(/\w/);
    });
  });

  it('keeps accuracy at or above the floors', () => {
    const score = scoreLines(lines, root);
    for (const [kind, row] of Object.entries(score.table)) {
      for (const [field, floor] of Object.entries(FLOORS[kind] ?? {})) {
        expect({ kind, field, score: row[field as Field] ?? 0 }).toEqual({ kind, field, score: expect.toSatisfy((v: number) => v >= floor) });
      }
    }
  });
});
