// Public API of the extraction engine; it runs in the browser and under Node.
// The content script should import './page.ts' directly: this index also reaches pdf.js and jszip
// (through documents/), which belong in extension pages, loaded lazily.
export { CandidateSchema, emptyCandidate, CANDIDATE_FIELDS } from './candidate.ts';
export type { Candidate, CandidateDraft, CandidateField, ExtractionResult, Experience, Education, CandidateLink } from './candidate.ts';
export { extractFromDocument, type PageOptions } from './page.ts';
export { toCandidateMetaValue, candidateReference, type CandidateMetaValue } from './meta-value.ts';
export { DEFAULT_LIMITS, type Limits } from './budget.ts';
export { SITE_ADAPTERS, adapterFor } from './sites/index.ts';
export * from './documents/index.ts';
