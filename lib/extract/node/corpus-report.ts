// Reading a corpus run while working on the extractor: the extraction of each file as the CLI's JSON
// lines, the table of means per kind, and the documents scoring lowest on one field beside their truth.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractFromPath } from './readers.ts';
import { FIELDS, type DocumentScore, type Field, type FieldScores } from './corpus.ts';

/** One JSON line per file, `{file, candidate}` or `{file, error}`, as `npm run extract` prints them. */
export async function extractLines(files: string[]): Promise<string[]> {
  const lines: string[] = [];
  for (const file of files) {
    try {
      const { candidate } = await extractFromPath(file);
      lines.push(JSON.stringify({ file, candidate }));
    } catch (error) {
      lines.push(JSON.stringify({ file, error: String((error as Error).message) }));
    }
  }
  return lines;
}

export function printTable(table: Record<string, FieldScores>): void {
  console.log(['kind'.padEnd(13), ...FIELDS.map((f) => f.slice(0, 9).padStart(9))].join(' '));
  for (const [kind, row] of Object.entries(table)) {
    console.log([kind.padEnd(13), ...FIELDS.map((f) => (row[f] === null ? '-' : row[f]!.toFixed(2)).padStart(9))].join(' '));
  }
}

const TRUTH_KEY: Record<Field, string> = {
  name: 'fullName',
  email: 'emails',
  phone: 'phones',
  headline: 'headline',
  location: 'location',
  links: 'links',
  skills: 'skills',
  languages: 'languages',
  experience: 'work',
  education: 'education',
};
const CANDIDATE_KEY: Record<Field, string> = { ...TRUTH_KEY, name: 'name', email: 'emails', phone: 'phones', experience: 'experience' };

/** The `count` documents scoring lowest on `field`, each with its truth and what was found. */
export function printWorst(lines: string[], scores: DocumentScore[], field: Field, count: number, corpusDir: string): void {
  const byFile = new Map(
    lines.map((l) => [JSON.parse(l).file as string, JSON.parse(l) as { candidate?: Record<string, unknown>; error?: string }]),
  );
  const worst = scores
    .filter((d) => d.scores[field] !== null)
    .sort((a, b) => a.scores[field]! - b.scores[field]!)
    .slice(0, count);
  for (const d of worst) {
    const m = /docs\/([^/]+)\/([^/]+)\.\w+$/.exec(d.file)!;
    const truth = JSON.parse(readFileSync(path.join(corpusDir, 'gt', m[1]!, `${m[2]}.json`), 'utf8')).expected_visible;
    const found = byFile.get(d.file);
    console.log(`\n## ${path.relative(corpusDir, d.file)}  ${field} ${d.scores[field]!.toFixed(2)}`);
    console.log('truth: ' + JSON.stringify([truth[TRUTH_KEY[field]]]).slice(0, 1500));
    console.log('found: ' + JSON.stringify(found?.error ?? found?.candidate?.[CANDIDATE_KEY[field]]).slice(0, 1500));
  }
}
