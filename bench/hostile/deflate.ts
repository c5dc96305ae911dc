import zlib from 'node:zlib';

/** A piece of data given as `bytes` repeated `times` times, so a gigabyte is never held in memory. */
export interface Repeated {
  bytes: Buffer;
  times: number;
}

export const once = (text: string): Repeated => ({ bytes: Buffer.from(text), times: 1 });

const CHUNK_BYTES = 1024 * 1024;

/** `unit` repeated to about `totalBytes`, in chunks of about a megabyte (each compressed once). */
export function filledTo(unit: string, totalBytes: number): Repeated {
  const chunk = unit.repeat(Math.max(1, Math.floor(CHUNK_BYTES / unit.length)));
  return { bytes: Buffer.from(chunk), times: Math.floor(totalBytes / chunk.length) };
}

/** The deflated form of the pieces, one after the other, and their total size and checksums. */
export interface Deflated {
  raw: Buffer[];
  size: number;
  crc32: number;
  adler32: number;
}

const ADLER_BASE = 65521;

function adler32(bytes: Buffer): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % ADLER_BASE;
    b = (b + a) % ADLER_BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** zlib's adler32_combine: the checksum of A then B from the checksums of A and B and B's length. */
function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE;
  let a = first & 0xffff;
  let b = (rem * a) % ADLER_BASE;
  a += (second & 0xffff) + ADLER_BASE - 1;
  b += (first >>> 16) + (second >>> 16) + ADLER_BASE - rem;
  if (a >= ADLER_BASE) a -= ADLER_BASE;
  if (a >= ADLER_BASE) a -= ADLER_BASE;
  if (b >= ADLER_BASE * 2) b -= ADLER_BASE * 2;
  if (b >= ADLER_BASE) b -= ADLER_BASE;
  return ((b << 16) | a) >>> 0;
}

// An empty final block with fixed codes: what ends a deflate stream made of flushed pieces.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * Raw deflate of the pieces, each piece compressed once with a full flush (which resets the
 * compressor, so its bytes can be written `times` times in a row): a gigabyte deflates in a second.
 */
export function deflatePieces(pieces: Repeated[]): Deflated {
  const raw: Buffer[] = [];
  let size = 0;
  let crc32 = 0;
  let adler = 1;
  for (const { bytes, times } of pieces) {
    const block = zlib.deflateRawSync(bytes, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
    const pieceAdler = adler32(bytes);
    for (let i = 0; i < times; i++) {
      raw.push(block);
      crc32 = zlib.crc32(bytes, crc32);
      adler = adler32Combine(adler, pieceAdler, bytes.length);
    }
    size += bytes.length * times;
  }
  raw.push(FINAL_BLOCK);
  return { raw, size, crc32, adler32: adler };
}

/** The same data in the zlib format (PDF's FlateDecode): a header, the raw deflate, the adler32. */
export function zlibWrapped(deflated: Deflated): Buffer[] {
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(deflated.adler32);
  return [Buffer.from([0x78, 0xda]), ...deflated.raw, trailer];
}
