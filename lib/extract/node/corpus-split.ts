// The fixed split of the shared corpus into a half the extractor is worked on ("dev") and a half
// that is only measured ("check"). Generated documents are split by template (a template's HTML and
// PDF renders fall on the same side), real ones by their source, so the check half holds layouts
// and people the rules were never tuned on. Within each family of templates or kind of real
// document, the groups are ordered by a stable hash and dealt alternately, so both halves hold
// DOCX, LaTeX, JSON Resume themes and real CVs alike. The older kinds (schema.org, microformats,
// static, offlinecv) were all used while writing the engine and stay on the dev side.
import path from 'node:path';

export type CorpusHalf = 'dev' | 'check';
/** The dev half dealt once more the same way: rules are written on `dev-a`, and `dev-b` shows, before the check half does, whether they carry over. */
export type DevQuarter = 'dev-a' | 'dev-b';

/** FNV-1a, 32 bits: a stable hash that does not depend on the platform or the Node version. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of new TextEncoder().encode(text)) {
    hash ^= char;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

// Origins that name a kind of page rather than one source: each person there is a source of their own.
const CATEGORY_ORIGINS = new Set(['academic', 'homepage']);

/** What decides a corpus file's half: its stratum (family of templates, kind of real document) and group within it. */
export function splitGroup(file: string): { stratum: string; group: string } | null {
  const kind = path.basename(path.dirname(file));
  const stem = path.basename(file).replace(/\.[^.]+$/, '');
  const [first = stem, second = stem, third = ''] = stem.split('__');
  if (kind.startsWith('gen-')) return { stratum: `gen:${first.split('-')[0]}`, group: first };
  if (kind.startsWith('real-')) return { stratum: kind, group: CATEGORY_ORIGINS.has(second) ? `${second}/${third}` : second };
  return null;
}

/**
 * Deals the groups of the files given alternately between two sides, within each stratum, in the
 * order a salted stable hash gives them; files of no group go to the first side.
 */
function dealByGroup<Side extends string>(files: string[], salt: string, [first, second]: [Side, Side]): Map<string, Side> {
  const groupsByStratum = new Map<string, Set<string>>();
  for (const file of files) {
    const g = splitGroup(file);
    if (g) groupsByStratum.set(g.stratum, (groupsByStratum.get(g.stratum) ?? new Set()).add(g.group));
  }
  const sideOfGroup = new Map<string, Side>();
  for (const [stratum, groups] of groupsByStratum) {
    const ordered = [...groups].sort((a, b) => fnv1a(`${salt}:${a}`) - fnv1a(`${salt}:${b}`) || a.localeCompare(b));
    ordered.forEach((group, i) => sideOfGroup.set(`${stratum}|${group}`, i % 2 === 0 ? first : second));
  }
  return new Map(
    files.map((file) => {
      const g = splitGroup(file);
      return [file, g ? (sideOfGroup.get(`${g.stratum}|${g.group}`) ?? first) : first];
    }),
  );
}

/** The half of every file given (all of them together, as the dealing depends on the whole set). */
export function splitCorpus(files: string[]): Map<string, CorpusHalf> {
  return dealByGroup(files, 'split-1', ['dev', 'check']);
}

/** The dev files given, dealt by group into the quarter rules are written on and the one they are first tried on. */
export function splitDevHalf(files: string[]): Map<string, DevQuarter> {
  const split = splitCorpus(files);
  return dealByGroup(
    files.filter((file) => split.get(file) === 'dev'),
    'split-2',
    ['dev-a', 'dev-b'],
  );
}
