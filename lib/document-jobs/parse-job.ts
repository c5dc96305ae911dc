import type { DocumentJobStore } from './job-store';
import { readDocument } from './read-document';

/**
 * Parses document jobs in the page that survives the popup (the offscreen document, Firefox's
 * background page). Asked again for a job it is still parsing (a reopened popup), it waits for that
 * parse instead of starting another.
 */
export function createJobParser(store: DocumentJobStore) {
  const running = new Map<string, Promise<void>>();

  async function parse(jobId: string): Promise<void> {
    const document = await store.claim(jobId);
    if (!document) return;
    try {
      await store.finish(jobId, { ok: true, result: await readDocument(document.name, document.bytes) });
    } catch (caught) {
      await store.finish(jobId, { ok: false, error: caught });
    }
  }

  return (jobId: string): Promise<void> => {
    const parsing = running.get(jobId) ?? parse(jobId).finally(() => running.delete(jobId));
    running.set(jobId, parsing);
    return parsing;
  };
}
