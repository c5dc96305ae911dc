// The word probe's sources and its split: every DOCX of the shared corpus (gen-docx, real-docx) turned
// into a PDF by LibreOffice, each PDF falling in the corpus half of the DOCX it came from, so rules are
// written looking at the dev half's PDFs and the check half's are only measured.
import path from 'node:path';
import { CORPUS_DIR, REPO_ROOT, documentsIn } from '../../lib/extract/node/corpus.ts';
import { splitCorpus, splitDevHalf } from '../../lib/extract/node/corpus-split.ts';
import type { ProbeHalf } from '../probe-report.ts';

export const PROBE_DIR = path.join(REPO_ROOT, '.cache/word-probe');
export const SOURCE_KINDS = ['gen-docx', 'real-docx'];

/** The probe's kind for the PDFs made from a corpus kind of DOCX ("gen-docx" → "gen-docx-pdf"). */
export const pdfKindOf = (docxKind: string) => `${docxKind}-pdf`;

/** The corpus DOCX a probe PDF was made from (".cache/word-probe/docs/gen-docx-pdf/x.pdf" → "…/docs/gen-docx/x.docx"). */
export function sourceOf(pdf: string): string {
  const kind = path.basename(path.dirname(pdf)).replace(/-pdf$/, '');
  return path.join(CORPUS_DIR, 'docs', kind, path.basename(pdf).replace(/\.pdf$/i, '.docx'));
}

// The split depends on the whole corpus (groups are dealt within each family), so it is made once from all of it.
let halves: { half: Map<string, string>; quarter: Map<string, string> } | undefined;
function corpusHalves() {
  const all = documentsIn(CORPUS_DIR);
  return (halves ??= { half: splitCorpus(all), quarter: splitDevHalf(all) });
}

/** The half of a probe PDF: that of the DOCX it came from. */
export function halfOfProbeFile(pdf: string): ProbeHalf {
  return corpusHalves().half.get(sourceOf(pdf)) === 'dev' ? 'dev' : 'check';
}

/** Whether a probe PDF may be shown document by document: its DOCX is in dev-a, the quarter rules are written on. */
export function isShownProbeFile(pdf: string): boolean {
  return corpusHalves().quarter.get(sourceOf(pdf)) === 'dev-a';
}
