// Public API for CV documents, for extension pages (and Node): loads pdf.js and jszip (DOCX).
export {
  extractFromPdf,
  pdfTextLines,
  DocumentError,
  MAX_PDF_BYTES,
  MAX_PDF_PAGES,
  MESSAGES as PDF_MESSAGES,
  type PdfJsLib,
  type PdfOptions,
} from './pdf.ts';
export { extractFromDocx, MAX_DOCX_BYTES, DOCX_MESSAGES } from './docx.ts';
export { extractFromFile, fileKind, type FileKind, type FileReaders } from './extract-file.ts';
export { loadPdfJsForBrowser, type PdfJsAssets } from './pdf-browser.ts';
export { savedPageUrl } from './saved-page.ts';
