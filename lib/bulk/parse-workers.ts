import type { ParseWorker } from './parse-pool';
import ParseWorkerScript from './parse-worker.ts?worker';

/** A parse worker as Vite bundles it: a module chunk of its own, loaded from the extension ('self' scripts only). */
export function createParseWorker(): ParseWorker {
  return new ParseWorkerScript({ name: 'cv-parse' }) as unknown as ParseWorker;
}
