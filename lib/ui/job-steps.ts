import type { JobProgress, JobStep, Placement } from '../outbox/placement';

import { freshProgress, JOB_STEPS, tagKey } from '../outbox/job-vocabulary';

export type StepState = 'done' | 'running' | 'stopped' | 'waiting';

export interface StepView {
  step: JobStep;
  state: StepState;
  /** `found`: the applicant was in the vacancy already, nothing was created; `skipped`: the meta was refused for want of Premium. */
  variant: 'found' | 'skipped' | null;
}

/** Where the job is: its steps still being run (now or after a backoff), stopped for the recruiter, or all done. */
export type JobPhase = 'running' | 'stopped' | 'delivered';

function wanted(step: JobStep, placement: Placement): boolean {
  if (step === 'move') return placement.column !== null;
  if (step === 'note') return placement.note !== null;
  if (step === 'tags') return placement.tags.length > 0;
  return true;
}

function done(step: JobStep, placement: Placement, progress: JobProgress): boolean {
  switch (step) {
    case 'create':
      return progress.created;
    case 'find':
      return progress.applicantId !== null;
    case 'move':
      return progress.moved;
    case 'note':
      return progress.noteId !== null;
    case 'tags':
      return placement.tags.every((tag) => progress.tagsSet.includes(tagKey(tag)));
    case 'meta':
      return progress.meta !== null;
  }
}

/**
 * The steps a job with this placement runs, in order, as the recruiter follows them: those not asked
 * for (no column, no note, no tags) are left out. Once delivered, every step is done; the meta says
 * whether it was skipped (`metaSkipped` when the progress seen last did not say).
 */
export function jobSteps(placement: Placement, progress: JobProgress | undefined, phase: JobPhase, metaSkipped = false): StepView[] {
  const known = progress ?? freshProgress();
  const steps = JOB_STEPS.filter((step) => wanted(step, placement));
  const next = steps.find((step) => !done(step, placement, known));
  const current = phase === 'stopped' && known.stoppedAt && steps.includes(known.stoppedAt) ? known.stoppedAt : next;
  return steps.map((step): StepView => {
    const variant =
      step === 'create' && known.created && !known.createSent
        ? 'found'
        : step === 'meta' && isSkipped(known, phase, metaSkipped)
          ? 'skipped'
          : null;
    if (phase === 'delivered' || done(step, placement, known)) return { step, state: 'done', variant };
    if (step === current) return { step, state: phase === 'stopped' ? 'stopped' : 'running', variant };
    return { step, state: 'waiting', variant };
  });
}

function isSkipped(progress: JobProgress, phase: JobPhase, metaSkipped: boolean): boolean {
  if (progress.meta !== null) return progress.meta === 'skipped';
  return phase === 'delivered' && metaSkipped;
}
