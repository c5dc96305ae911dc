import { inflatedSize, type Inflater } from './inflate.ts';

/**
 * What reading a PDF's text may inflate at most: font programs (a CJK font embedded whole is about
 * 16 MB), and everything else pdf.js decodes for text (page contents, forms, object streams,
 * character maps), which pdf.js parses at about 5 MB a second. No PDF of the shared corpus inflates
 * to 1 MB. Images, thumbnails and attachments are not decoded for text, so not counted.
 */
export const PDF_INFLATE_LIMITS = { fontBytes: 24 * 1024 * 1024, otherBytes: 4 * 1024 * 1024 };
/** Link annotations read at most (a CV has a handful; pdf.js builds an object for each). */
export const MAX_PDF_LINKS = 1_000;
/** Fonts declared at most (a CV uses a few dozen; pdf.js parses each one it meets). */
export const MAX_PDF_FONTS = 500;

export interface PdfStreamScan {
  /** The PDF inflates past a limit; it is refused before pdf.js decodes any of it. */
  tooMuchData: boolean;
  /** Link annotations and fonts it declares, in plain objects and in object streams. */
  links: number;
  fonts: number;
}

const BYTES_PER_CALL = 8192;
/**
 * The bytes as a string of one character each, so that offsets in it are offsets in the file. (TextDecoder's
 * "latin1" is windows-1252, which reads 0x80–0x9F otherwise, and is several times slower under Node; the scan only
 * looks for ASCII keywords, which read the same either way.)
 */
function byteString(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += BYTES_PER_CALL)
    parts.push(String.fromCharCode.apply(null, bytes.subarray(at, at + BYTES_PER_CALL) as unknown as number[]));
  return parts.join('');
}
const FLATE = new Set(['FlateDecode', 'Fl']);
const FILTERS = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/;
const NOT_READ_FOR_TEXT = /\/Subtype\s*\/Image\b|\/Type\s*\/EmbeddedFile\b|\/BitsPerComponent\b/;
// How many times larger than its input a decoder's output can be, at most (deflate: 1032).
const WORST_EXPANSION: Record<string, number> = {
  FlateDecode: 1032,
  Fl: 1032,
  LZWDecode: 4096,
  LZW: 4096,
  ASCII85Decode: 4,
  A85: 4,
  RunLengthDecode: 64,
  RL: 64,
};
const FONT_PROGRAM = /\/Length[123]\b|\/Subtype\s*\/(?:Type1C|CIDFontType0C|OpenType)\b/;
const LINK = /\/Subtype\s*\/Link\b/g;
const FONT = /\/Type\s*\/Font\b/g;
const OBJECT_STREAM = /\/Type\s*\/ObjStm\b/;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Where a stream's data ends, before the end-of-line that precedes `endstream` (not part of the
 * data): a browser's inflater takes that line end for junk, and drops what it inflated.
 */
function dataEnd(text: string, endstream: number): number {
  if (text[endstream - 1] === '\n') return text[endstream - 2] === '\r' ? endstream - 2 : endstream - 1;
  return text[endstream - 1] === '\r' ? endstream - 1 : endstream;
}

/** The dictionary ending at `end` (just after its `>>`), found by matching `<<` and `>>` backwards. */
function dictionaryBefore(text: string, end: number): string {
  let depth = 0;
  for (let i = end - 2; i > 0; i--) {
    if (text[i] === '>' && text[i + 1] === '>') {
      depth++;
      i--;
    } else if (text[i - 1] === '<' && text[i] === '<') {
      depth--;
      i--;
      if (depth === 0) return text.slice(i, end);
    }
  }
  return '';
}

/**
 * One linear pass over a PDF's streams, counting what each one pdf.js would decode for text
 * unpacks to (inflated with a running cap, before pdf.js sees the file: a stream that inflates to
 * gigabytes stops being inflated a few megabytes in). Counts link annotations and fonts on the way.
 */
export async function scanPdfStreams(data: Uint8Array, inflate: Inflater): Promise<PdfStreamScan> {
  const text = byteString(data);
  const scan: PdfStreamScan = { tooMuchData: false, links: count(text, LINK), fonts: count(text, FONT) };
  const left = { ...PDF_INFLATE_LIMITS };
  const keyword = /(>>)\s*stream(?:\r\n|\r|\n)/g;
  for (let m = keyword.exec(text); m; m = keyword.exec(text)) {
    const start = m.index + m[0].length;
    const dict = dictionaryBefore(text, m.index + 2);
    const end = text.indexOf('endstream', start);
    keyword.lastIndex = end < 0 ? text.length : end;
    if (NOT_READ_FOR_TEXT.test(dict)) continue;
    const kind = FONT_PROGRAM.test(dict) ? 'fontBytes' : 'otherBytes';
    const stream = data.subarray(start, end < 0 ? data.length : Math.max(start, dataEnd(text, end)));
    const filters = FILTERS.exec(dict)?.[1]?.match(/[A-Za-z0-9]+/g) ?? [];
    const countTokens = OBJECT_STREAM.test(dict)
      ? (chunk: Uint8Array) => {
          const part = byteString(chunk);
          scan.links += count(part, LINK);
          scan.fonts += count(part, FONT);
        }
      : undefined;
    // A stream deflated once is inflated; chains (ASCII85 then Flate, Flate twice) and LZW count their worst case.
    left[kind] -=
      filters.length === 1 && FLATE.has(filters[0]!)
        ? await inflatedSize(stream, inflate, left[kind], countTokens)
        : filters.reduce((size, filter) => size * (WORST_EXPANSION[filter] ?? 1), stream.length);
    if (left[kind] < 0) return { ...scan, tooMuchData: true };
  }
  return scan;
}
