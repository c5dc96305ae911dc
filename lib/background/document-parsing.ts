import type { DocumentJobStore } from '../document-jobs/job-store';

/**
 * Runs a document job's parse where it survives the popup, then tells the pages. When the parse
 * cannot even start (no offscreen document), the job is failed with why, so no popup waits forever.
 */
export function createDocumentParsing(deps: {
  parse: (jobId: string) => Promise<void>;
  store: DocumentJobStore;
  publishFinished: (jobId: string) => Promise<void>;
}) {
  return async (jobId: string): Promise<void> => {
    try {
      await deps.parse(jobId);
    } catch (error) {
      await deps.store.finish(jobId, { ok: false, error });
    }
    await deps.publishFinished(jobId);
  };
}
