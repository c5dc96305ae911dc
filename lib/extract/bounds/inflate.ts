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

/** The browser's inflater (DecompressionStream); Node has one built on zlib in ../node/inflate.ts. */
export const decompressionStreamInflater: Inflater = (compressed) =>
  chunksOf(new Blob([compressed as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate')));

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
