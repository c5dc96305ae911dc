// Public API of the extraction engine. Everything here runs in the browser and under Node.
export { CandidateSchema, emptyCandidate, CANDIDATE_FIELDS } from './candidate.ts';
export type { Candidate, CandidateDraft, CandidateField, ExtractionResult, Experience, Education, CandidateLink } from './candidate.ts';
export { extractFromDocument, type PageOptions } from './page.ts';
export { extractFromPdf, pdfTextLines, DocumentError, MAX_PDF_BYTES, MAX_PDF_PAGES, MESSAGES as PDF_MESSAGES, type PdfJsLib } from './documents/pdf.ts';
export { extractFromDocx } from './documents/docx.ts';
export { extractFromFile, fileKind, type FileReaders } from './documents/extract-file.ts';
export { loadPdfJsForBrowser } from './documents/pdf-browser.ts';
export { toCandidateMetaValue, candidateReference, type CandidateMetaValue } from './meta-value.ts';
export { DEFAULT_LIMITS, type Limits } from './budget.ts';
export { SITE_ADAPTERS, adapterFor } from './sites/index.ts';
