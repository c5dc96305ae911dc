// Public API for CV documents, for extension pages (and Node): loads pdf.js and jszip (DOCX).
export { extractFromPdf, pdfTextLines, MAX_PDF_PAGES, type PdfJsLib, type PdfOptions } from './pdf.ts';
export { extractFromDocx } from './docx.ts';
export { DocumentError, readingProblemOf, type DocumentProblem, type ReadingProblem } from './document-error.ts';
export { DocumentProblemSchema, ReadingProblemSchema } from './document-problems.ts';
export { extractFromFile, fileKind, type FileKind, type FileReaders } from './extract-file.ts';
export { loadPdfJsForBrowser, type PdfJsAssets } from './pdf-browser.ts';
export { savedPageUrl } from './saved-page.ts';
