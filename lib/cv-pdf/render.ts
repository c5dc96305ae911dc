import type { jsPDF } from 'jspdf';
import type { DrawOp } from './fit.ts';
import type { MeasureText, TextStyle } from './text-fit.ts';

// The standard Helvetica: no font to embed, and every character the page carries is in its WinAnsi set.
const FONT = 'helvetica';

function applyStyle(doc: jsPDF, style: TextStyle): void {
  doc.setFont(FONT, style.bold ? 'bold' : 'normal');
  doc.setFontSize(style.size);
}

/** Widths measured with the document's own font metrics, so the layout matches what is drawn. */
export function measureWith(doc: jsPDF): MeasureText {
  return (text, style) => {
    applyStyle(doc, style);
    return doc.getTextWidth(text);
  };
}

export function draw(doc: jsPDF, ops: DrawOp[]): void {
  for (const op of ops) {
    if (op.kind === 'text') {
      applyStyle(doc, op.style);
      doc.setTextColor(...op.style.color);
      doc.text(op.text, op.x, op.y, { align: op.align });
    } else if (op.kind === 'rule') {
      doc.setDrawColor(...op.color);
      doc.setLineWidth(0.6);
      doc.line(op.x1, op.y, op.x2, op.y);
    } else {
      doc.link(op.x, op.y, op.width, op.height, { url: op.url });
    }
  }
}
