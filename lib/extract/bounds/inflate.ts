/** A platform's zlib inflater (FlateDecode): the decompressed bytes, chunk by chunk. */
export type Inflater = (compressed: Uint8Array) => AsyncIterable<Uint8Array>;

async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Leaving early (past a cap) stops the inflating.
    reader.cancel().catch(() => {});
  }
}

/**
 * Compressed bytes given to the browser's inflater at a time. Chromium inflates each piece it is
 * given whole before its reader can stop it (a piece of deflate inflates to 1032 times its size at
 * most), and on junk after the data drops what that piece inflated to.
 */
const PIECE_BYTES = 4 * 1024;

function inPieces(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  let offset = 0;
  return new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(offset, (offset += PIECE_BYTES)));
      },
    },
    { highWaterMark: 0 },
  );
}

/** The browser's inflater (DecompressionStream); Node has one built on zlib in ../node/inflate.ts. */
export const decompressionStreamInflater: Inflater = (compressed) =>
  chunksOf(inPieces(compressed as Uint8Array<ArrayBuffer>).pipeThrough(new DecompressionStream('deflate')));

/**
 * How many bytes `compressed` inflates to, counted while inflating and never past `cap`: inflating
 * stops at the first chunk beyond it (so the answer is then over `cap`). A damaged stream counts
 * what inflated before the damage. `onChunk` sees each chunk (to count tokens in it).
 */
export async function inflatedSize(
  compressed: Uint8Array,
  inflate: Inflater,
  cap: number,
  onChunk?: (chunk: Uint8Array) => void,
): Promise<number> {
  let size = 0;
  try {
    for await (const chunk of inflate(compressed)) {
      size += chunk.byteLength;
      if (size > cap) break;
      onChunk?.(chunk);
    }
  } catch {
    // pdf.js reads a damaged stream as far as it inflates; so is it counted.
  }
  return size;
}
