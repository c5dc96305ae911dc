import { storage } from 'wxt/utils/storage';

/**
 * What the background tells every open page of ours without being asked: a counter that moves with
 * each change of the outbox or the session, the outbox's counts, the session, and each document job parsed. Kept
 * in the browser's session storage, which only the extension's own pages and worker can read (not
 * content scripts), and which holds no candidate and no token.
 */
export interface PublishedState {
  /** Differs at each publication, also across worker restarts, so every change reaches the watchers. */
  revision: string;
  outbox: { pending: number; failed: number; unreadable: number; paused: boolean };
  /** The session as `session.get` answers it (never a token); absent until the worker has read it once. */
  session?: { signedIn: boolean };
}

const publishedState = storage.defineItem<PublishedState | null>('session:backgroundState', { fallback: null });

export function publishState(state: PublishedState): Promise<void> {
  return publishedState.setValue(state);
}

/** Calls `onChange` at each change the background publishes; returns the function that stops watching. */
export function watchPublishedState(onChange: (state: PublishedState) => void): () => void {
  return publishedState.watch((state) => {
    if (state) onChange(state);
  });
}

/** The document job whose result was last stored, with a revision so the same job told twice is seen twice. */
const finishedDocumentJob = storage.defineItem<{ jobId: string; revision: string } | null>('session:finishedDocumentJob', {
  fallback: null,
});
let documentRevision = 0;

export function publishFinishedDocumentJob(jobId: string): Promise<void> {
  return finishedDocumentJob.setValue({ jobId, revision: `${Date.now()}-${++documentRevision}` });
}

/**
 * Calls `onFinished` with the id of each document job whose result the background stored; returns
 * the function that stops watching.
 */
export function watchFinishedDocumentJobs(onFinished: (jobId: string) => void): () => void {
  return finishedDocumentJob.watch((finished) => {
    if (finished) onFinished(finished.jobId);
  });
}
