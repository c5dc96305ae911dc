import type { RequestOf } from '../messages';
import type { Candidate } from '../extract/candidate';
import { candidateReference, toCandidateMetaValue } from '../extract/meta-value';

export type CandidateImport = RequestOf<'candidate.import'>;

/**
 * The `candidate.import` message for an edited candidate: the e-mail is the reference, the
 * candidate (with where it was read and when) is the value. Null while there is no e-mail.
 */
export function buildImportRequest(
  candidate: Candidate,
  context: { pageUrl: string; capturedAt: Date; type?: string },
): CandidateImport | null {
  const reference = candidateReference(candidate);
  if (!reference) return null;
  const label = candidate.name.full ?? ([candidate.name.first, candidate.name.last].filter(Boolean).join(' ') || reference);
  return {
    reference,
    label,
    value: { ...toCandidateMetaValue(candidate, { pageUrl: context.pageUrl, capturedAt: context.capturedAt }) },
    ...(context.type ? { type: context.type } : {}),
  };
}
