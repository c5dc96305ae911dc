import type { PlacedText } from '../../../lib/extract/documents/pdf-layout.ts';

/** A run of text starting at `x`, or ending there when `flushRight`; about half an em wide per character. */
export const run = (text: string, x: number, y: number, size = 10, flushRight = false): PlacedText => {
  const width = text.length * size * 0.5;
  return { text, x: flushRight ? x - width : x, y, width, size };
};

export const A4 = { width: 595, height: 842 };
