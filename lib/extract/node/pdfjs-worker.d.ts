// pdf.js ships no types for its worker module; it is imported only for its side effect (globalThis.pdfjsWorker).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
