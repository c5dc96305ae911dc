// The dev-a documents whose PDF reads a field worse than the DOCX it was exported from: where the DOCX
// reads right and the PDF wrong, the PDF reader misses a word processor's layout.
import path from 'node:path';
import { CORPUS_DIR, FIELDS, documentsIn, scorePerDocument } from '../../lib/extract/node/corpus.ts';
import { extractLines } from '../../lib/extract/node/corpus-report.ts';
import { PROBE_DIR, isShownProbeFile, sourceOf } from './sources.ts';

export async function printWorseThanDocx(): Promise<void> {
  const pdfs = documentsIn(PROBE_DIR).filter(isShownProbeFile);
  const pdfScores = new Map(scorePerDocument(await extractLines(pdfs), PROBE_DIR).map((d) => [d.file, d.scores]));
  const docxScores = new Map(scorePerDocument(await extractLines(pdfs.map(sourceOf)), CORPUS_DIR).map((d) => [d.file, d.scores]));
  console.log(`\nWord probe, dev-a: fields a PDF reads worse than its DOCX (${pdfs.length} documents)`);
  let worse = 0;
  for (const pdf of pdfs) {
    const asPdf = pdfScores.get(pdf);
    const asDocx = docxScores.get(sourceOf(pdf));
    if (!asPdf || !asDocx) continue;
    const fields = FIELDS.filter((f) => (asDocx[f] ?? 0) - (asPdf[f] ?? 0) > 0.005);
    if (!fields.length) continue;
    worse++;
    const figures = fields.map((f) => `${f} ${asDocx[f]!.toFixed(2)} → ${(asPdf[f] ?? 0).toFixed(2)}`);
    console.log(`${path.relative(PROBE_DIR, pdf)}  ${figures.join(', ')}`);
  }
  if (!worse) console.log('none');
}
