import { Readable } from 'node:stream';
import { createInflate } from 'node:zlib';
import type { Inflater } from '../bounds/inflate.ts';

/** Node's inflater: zlib, streamed, so it stops as soon as its reader leaves. */
export const zlibInflater: Inflater = (compressed) => Readable.from([compressed]).pipe(createInflate());
