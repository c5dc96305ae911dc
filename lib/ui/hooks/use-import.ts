import { useEffect, useState } from 'preact/hooks';
import type { CvContext } from '../../cv-pdf';
import type { Candidate } from '../../extract/candidate';
import type { ResponseOf } from '../../messages';
import { request } from '../../messaging/client';
import type { OutboxEntry } from '../../outbox/entry';
import type { CvSource } from '../../outbox/placement';
import type { CandidateImport } from '../import-request';
import { useAction } from './use-action';
import { useBackgroundChanges } from './use-background-changes';

export type ImportOutcome = ResponseOf<'candidate.import'>;
type OutboxState = ResponseOf<'outbox.list'>;

/** The CV to send with an applicant: the parsed document's own bytes, or a PDF made here from the reviewed fields. */
export type CvPlan = { kind: 'document'; documentJobId: string } | { kind: 'page'; candidate: Candidate; context: CvContext };

/** What the outbox says of one import now: delivered, still pending or failed, or gone (discarded). */
function outcomeIn({ entries, delivered }: OutboxState, id: string): ImportOutcome {
  const delivery = delivered.find((item) => item.id === id);
  if (delivery) return { status: 'delivered', delivery };
  const entry = entries.find((item) => item.id === id);
  return entry ? { status: entry.status, entry } : { status: 'gone' };
}

/** The outbox's entry for an import just asked for, before its answer names it: same candidate, same vacancy (or none). */
function entryFor({ entries }: OutboxState, sent: CandidateImport): OutboxEntry | null {
  const vacancyId = sent.placement?.vacancy.id;
  return (
    entries.find((entry) => entry.reference.toLowerCase() === sent.reference.toLowerCase() && entry.placement?.vacancy.id === vacancyId) ??
    null
  );
}

async function cvSourceFor(plan: CvPlan): Promise<CvSource> {
  if (plan.kind === 'document') return { kind: 'document', documentJobId: plan.documentJobId };
  const { candidateCvFile } = await import('../cv-file');
  return candidateCvFile(plan.candidate, plan.context);
}

/**
 * Importing the candidate through the background's outbox, and what became of it: `outcome` is the
 * outbox's word, `job` the entry as last seen (its steps' progress, followed from the moment it is
 * sent, as the background publishes each step), `error` a refusal before it was queued.
 */
export function useImport() {
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [job, setJob] = useState<OutboxEntry | null>(null);
  const [sent, setSent] = useState<CandidateImport | null>(null);

  const send = useAction(async (candidate: CandidateImport, cv: CvPlan | null = null) => {
    setOutcome(null);
    setJob(null);
    setSent(candidate);
    const source = cv ? await cvSourceFor(cv) : undefined;
    const answer = await request('candidate.import', { ...candidate, ...(source ? { cv: source } : {}) });
    setOutcome(answer);
    if (answer.status === 'pending' || answer.status === 'failed') setJob(answer.entry);
    // Imported: a popup reopened on the same CV document reads it afresh instead of showing this one.
    const { page_url: sourceUrl } = candidate.value;
    if (typeof sourceUrl === 'string') await (await import('../../document-jobs/job-store')).documentJobs.markImported(sourceUrl);
  });

  const retry = useAction(async (id: string) => {
    const entry = await request('outbox.retry', { id });
    setOutcome(entry ? { status: entry.status, entry } : { status: 'gone' });
    if (entry) setJob(entry);
  });

  const followedId = outcome?.status === 'pending' ? outcome.entry.id : null;
  const following = send.busy || retry.busy || followedId !== null;

  /** The outbox's word on the import followed: by id once the background named it, else by candidate and vacancy. */
  function follow() {
    request('outbox.list', {})
      .then((state) => {
        if (followedId) {
          const now = outcomeIn(state, followedId);
          setOutcome(now);
          if (now.status === 'pending' || now.status === 'failed') setJob(now.entry);
        } else if (sent && send.busy) {
          const entry = entryFor(state, sent);
          if (entry) setJob(entry);
        }
      })
      // The next change may get an answer; until then the last one stays shown.
      .catch(() => undefined);
  }

  // The background runs the job (its steps, retries, backoff) and publishes each change: follow it
  // until it settles, from a first look (a change published before the watch began is not missed).
  useEffect(() => {
    if (following) follow();
  }, [following]);
  useBackgroundChanges(following, follow);

  return {
    outcome,
    job,
    /** The import last asked for, as it was sent. */
    sent,
    sending: send.busy,
    retrying: retry.busy,
    error: send.error ?? retry.error,
    importCandidate: send.run,
    retry: retry.run,
  };
}
