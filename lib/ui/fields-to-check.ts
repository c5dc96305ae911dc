import type { Candidate, ConfidenceLevel } from '../extract/candidate';
import { FORM_SOURCES, type FormField } from './candidate-form';

/**
 * The confidence the form asks the recruiter to check. Only 'low': on the corpus's dev half a field
 * read at 'low' scores 0.19 to 0.84 depending on the field, one read at 'medium' 0.90 to 1.00 (but
 * e-mails, 0.68: several addresses found, of which the form shows the first), and marking 'medium'
 * too would mark most fields of every PDF and DOCX.
 */
const TO_CHECK: ReadonlySet<ConfidenceLevel> = new Set(['low']);

/** The form fields whose value the reader was unsure of; a field the recruiter edited has no confidence left (candidateFromForm). */
export function fieldsToCheck(candidate: Candidate): Set<FormField> {
  const fields = Object.keys(FORM_SOURCES) as FormField[];
  return new Set(
    fields.filter((field) => {
      const level = candidate.confidence[FORM_SOURCES[field]];
      return level !== undefined && TO_CHECK.has(level);
    }),
  );
}
