import type { JobProgress } from './placement';

/**
 * The names of a job's steps and how a tag is keyed, without zod: the popup's first paint shows a
 * job's steps and must not load the schemas (lib/outbox/placement.ts builds its schemas on these).
 */
export const JOB_STEPS = ['create', 'find', 'move', 'note', 'tags', 'meta'] as const;
export type JobStepName = (typeof JOB_STEPS)[number];

export const tagKey = (tag: { tag: string; value: string }): string => `${tag.tag}=${tag.value}`;

/** A job before any of its steps ran. */
export function freshProgress(): JobProgress {
  return {
    createSent: false,
    created: false,
    applicantId: null,
    columnTitle: null,
    moved: false,
    noteSent: false,
    noteId: null,
    tagsSent: false,
    tagsSet: [],
    meta: null,
    stoppedAt: null,
  };
}
