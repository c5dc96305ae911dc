import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scanPdfStreams } from '../../../lib/extract/bounds/pdf-streams.ts';
import { zlibInflater } from '../../../lib/extract/node/inflate.ts';

const ascii = (text: string) => new TextEncoder().encode(text);
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};

describe('the scan of a PDF before pdf.js reads it', () => {
  it('counts links and fonts across binary streams whose bytes are no text (0x80–0xFF)', async () => {
    const binary = Uint8Array.from({ length: 256 }, (_, i) => 0x80 + (i % 128));
    const packed = deflateSync(join(binary, ascii('/Subtype /Link')));
    const pdf = join(
      ascii('%PDF-1.4\n1 0 obj << /Type /Font /Subtype /Type1 >> endobj\n2 0 obj << /Length 256 >> stream\n'),
      binary,
      ascii('\nendstream endobj\n3 0 obj << /Subtype /Link /Rect [0 0 9 9] >> endobj\n'),
      ascii(`4 0 obj << /Type /ObjStm /Filter /FlateDecode /Length ${packed.length} >> stream\n`),
      packed,
      ascii('\nendstream endobj\n%%EOF\n'),
    );
    // The link inside the object stream is counted once it is inflated.
    expect(await scanPdfStreams(pdf, zlibInflater)).toEqual({ tooMuchData: false, links: 2, fonts: 1 });
  });
});
