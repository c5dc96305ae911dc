/**
 * Stands in for jsPDF's optional helpers (html2canvas for `.html()`, canvg for SVG images): the CV
 * PDF draws text only, so the extension does not ship 360 kB it never loads (see wxt.config.ts).
 */
function notPackaged(): never {
  throw new Error('This part of jsPDF is not packaged with the extension: the CV PDF draws text only.');
}

export default notPackaged;
export const Canvg = { from: notPackaged, fromString: notPackaged };
