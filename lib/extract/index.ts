// Public API for pages (content script, popup): no pdf.js or mammoth behind these imports.
// Documents (PDF, DOCX) have their own entry: lib/extract/documents/index.ts.
export { CandidateSchema, emptyCandidate, CANDIDATE_FIELDS } from './candidate.ts';
export type { Candidate, CandidateDraft, CandidateField, ExtractionResult, Experience, Education, CandidateLink } from './candidate.ts';
export { extractFromDocument, type PageOptions } from './page.ts';
export { toCandidateMetaValue, candidateReference, type CandidateMetaValue } from './meta-value.ts';
export { DEFAULT_LIMITS, type Limits } from './budget.ts';
export { SITE_ADAPTERS, adapterFor } from './sites/index.ts';
