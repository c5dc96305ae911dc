import { useState } from 'preact/hooks';
import type { ResponseOf } from '../../messages';
import { request } from '../../messaging/client';
import type { CandidateImport } from '../import-request';
import { useAction } from './use-action';
import { useBackgroundChanges } from './use-background-changes';

export type ImportOutcome = ResponseOf<'candidate.import'>;
type OutboxState = ResponseOf<'outbox.list'>;

/** What the outbox says of one import now: delivered, still pending or failed, or gone (discarded). */
function outcomeIn({ entries, delivered }: OutboxState, id: string): ImportOutcome {
  const delivery = delivered.find((item) => item.id === id);
  if (delivery) return { status: 'delivered', delivery };
  const entry = entries.find((item) => item.id === id);
  return entry ? { status: entry.status, entry } : { status: 'gone' };
}

/**
 * Importing the candidate through the background's outbox, and what became of it: `outcome` is the
 * outbox's word (followed while the import is pending), `error` a refusal before it was queued.
 */
export function useImport() {
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const send = useAction(async (candidate: CandidateImport) => {
    setOutcome(null);
    setOutcome(await request('candidate.import', candidate));
    // Imported: a popup reopened on the same CV document reads it afresh instead of showing this one.
    const { page_url: sourceUrl } = candidate.value;
    if (typeof sourceUrl === 'string') await (await import('../../document-jobs/job-store')).documentJobs.markImported(sourceUrl);
  });
  const pendingId = outcome?.status === 'pending' ? outcome.entry.id : null;

  // A pending import is sent by the background (retries, backoff); follow it until it settles.
  useBackgroundChanges(pendingId !== null, () => {
    if (!pendingId) return;
    request('outbox.list', {})
      .then((state) => setOutcome(outcomeIn(state, pendingId)))
      // The next change may get an answer; until then the last one stays shown.
      .catch(() => undefined);
  });

  return { outcome, sending: send.busy, error: send.error, importCandidate: send.run };
}
