// The one-page CV PDF sent with a candidate read from a web page. jsPDF is loaded only when a PDF is
// made: callers load this module with import() too, so neither ends up in a page's first bundle.
import type { Candidate } from '../extract/candidate.ts';
import { cvContent, type CvContext } from './content.ts';
import { cvFileName } from './file-name.ts';
import { CV_LABELS } from './labels.ts';
import { layoutCv } from './layout.ts';
import { draw, measureWith } from './render.ts';
import { winAnsiLine } from './win-ansi.ts';

export type { CvContext } from './content.ts';
export type { CvLanguage } from './labels.ts';
export { cvFileName } from './file-name.ts';

export interface CandidatePdf {
  bytes: Uint8Array;
  fileName: string;
  contentType: 'application/pdf';
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The PDF date of an instant, in UTC, so the same instant gives the same bytes in any time zone. */
function pdfDate(when: Date | number): string | Date {
  const date = new Date(when);
  const year = date.getUTCFullYear();
  // jsPDF accepts these years only as a string; outside them it takes the Date as it is.
  if (year < 1970 || year > 2037) return date;
  const time = [date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()].map((n) =>
    pad(n),
  );
  return `D:${year}${time.join('')}+00'00'`;
}

/**
 * The file identifier, from what the file is made of so the same input gives the same bytes: four
 * FNV-1a hashes of the input with different seeds (an identifier, not a secret; synchronous, no thread hop).
 */
function fileId(candidate: Candidate, context: CvContext): string {
  const input = JSON.stringify([candidate, context.pageUrl, new Date(context.madeAt).getTime(), context.language]);
  return [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]
    .map((seed) => {
      let hash = seed;
      for (let i = 0; i < input.length; i++) hash = Math.imul(hash ^ input.charCodeAt(i), 0x01000193);
      return (hash >>> 0).toString(16).padStart(8, '0');
    })
    .join('');
}

/** A one-page A4 PDF of the reviewed candidate, its text real text, in the recruiter's language. */
export async function makeCandidatePdf(candidate: Candidate, context: CvContext): Promise<CandidatePdf> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true, putOnlyUsedFonts: true });
  const content = cvContent(candidate, context);
  draw(doc, layoutCv(content, measureWith(doc)));
  doc.setProperties({ title: winAnsiLine(content.name ? `CV - ${content.name}` : 'CV') });
  doc.setLanguage(CV_LABELS[context.language].locale);
  doc.setCreationDate(pdfDate(context.madeAt));
  doc.setFileId(fileId(candidate, context));
  return { bytes: new Uint8Array(doc.output('arraybuffer')), fileName: cvFileName(candidate), contentType: 'application/pdf' };
}
