// Public API for CV documents, for extension pages (and Node): loads pdf.js and mammoth.
export { extractFromPdf, pdfTextLines, DocumentError, MAX_PDF_BYTES, MAX_PDF_PAGES, MESSAGES as PDF_MESSAGES, type PdfJsLib, type PdfOptions } from './pdf.ts';
export { extractFromDocx, MAX_DOCX_BYTES } from './docx.ts';
export { extractFromFile, fileKind, type FileKind, type FileReaders } from './extract-file.ts';
export { loadPdfJsForBrowser, type PdfJsAssets } from './pdf-browser.ts';
export { savedPageUrl } from './saved-page.ts';
