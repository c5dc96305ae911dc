// Loaded with import() only when a CV is made for a web page: jsPDF and the PDF layout stay out of
// the popup's first paint.
import { toBase64 } from '../encoding/base64';
import { makeCandidatePdf, type CvContext } from '../cv-pdf';
import type { Candidate } from '../extract/candidate';
import type { CvSource } from '../outbox/placement';

/** The one-page PDF of the reviewed candidate, as `candidate.import` takes a file made in the popup. */
export async function candidateCvFile(candidate: Candidate, context: CvContext): Promise<Extract<CvSource, { kind: 'file' }>> {
  const pdf = await makeCandidatePdf(candidate, context);
  return { kind: 'file', fileName: pdf.fileName, contentType: pdf.contentType, base64: toBase64(pdf.bytes) };
}
