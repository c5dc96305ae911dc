import { useEffect, useState } from 'preact/hooks';
import type { DocumentJob } from '../../document-jobs/job-store';
import { watchFinishedDocumentJobs } from '../../platform/published-state';

/** The document jobs' store, loaded when first needed (it brings zod, which the first paint does without). */
export const loadDocumentJobs = () => import('../../document-jobs/job-store').then(({ documentJobs }) => documentJobs);

/**
 * The document job the popup follows, once its result is stored: read when followed (a reopened
 * popup may find it done) and again each time the background says that job finished.
 */
export function useDocumentJob(jobId: string | null): Exclude<DocumentJob, { state: 'waiting' }> | null {
  const [settled, setSettled] = useState<Exclude<DocumentJob, { state: 'waiting' }> | null>(null);
  useEffect(() => {
    setSettled(null);
    if (!jobId) return;
    let current = true;
    const read = () =>
      void loadDocumentJobs()
        .then((jobs) => jobs.get(jobId))
        .then((job) => {
          if (current && job && job.state !== 'waiting') setSettled(job);
        });
    const stop = watchFinishedDocumentJobs((finished) => {
      if (finished === jobId) read();
    });
    read();
    return () => {
      current = false;
      stop();
    };
  }, [jobId]);
  return settled;
}
