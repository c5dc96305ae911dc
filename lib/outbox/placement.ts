import { z } from 'zod';

import { column } from '../api/schemas/columns';
import { serviceId } from '../api/schemas/common';
import { freshProgress, JOB_STEPS, tagKey } from './job-vocabulary';

/** A vacancy by its three identifiers: `id` for the pipeline calls, `vacancyId` as search answers it, `slug` for the careers host. */
export const vacancyRef = z.object({
  id: serviceId,
  vacancyId: z.number().int(),
  slug: z.string().min(1),
  title: z.string(),
});
export type VacancyRef = z.infer<typeof vacancyRef>;

export const chosenTag = z.object({ tag: z.string().min(1), value: z.string().min(1) });
export type ChosenTag = z.infer<typeof chosenTag>;

/** What the recruiter chose beside the candidate: where the applicant goes, and what goes with them. */
export const placement = z.object({
  vacancy: vacancyRef,
  /** The pipeline column to move the new applicant to; null leaves them where the service puts them. */
  column: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  note: z.object({ text: z.string().min(1), visibleToTeam: z.boolean() }).nullable(),
  tags: z.array(chosenTag),
  applicant: z.object({
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string(),
    urls: z.object({ linkedin: z.string(), other: z.string() }).partial(),
  }),
});
export type Placement = z.infer<typeof placement>;

/** The CV that travels with the applicant; its bytes are a record of their own (lib/outbox/cv-files.ts). */
export const cvFileInfo = z.object({
  fileName: z.string().min(1),
  contentType: z.string().min(1),
  bytes: z.number().int().nonnegative(),
});
export type CvFileInfo = z.infer<typeof cvFileInfo>;

/** Where the CV comes from when an import is asked for: a parsed document's stored bytes, or a file made in the popup. */
export const cvSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('document'), documentJobId: z.string().min(1) }),
  z.object({ kind: z.literal('file'), fileName: z.string().min(1), contentType: z.string().min(1), base64: z.string() }),
]);
export type CvSource = z.infer<typeof cvSource>;

export const jobStep = z.enum(JOB_STEPS);
export type JobStep = z.infer<typeof jobStep>;

/**
 * What of a job has happened at the service. Recorded after each step, whatever the job's revision:
 * the service has it, so no later attempt repeats it.
 */
export const jobProgress = z.object({
  /** `…Sent`: the call went out and its answer may have been lost, so the next attempt asks the service first. */
  createSent: z.boolean(),
  created: z.boolean(),
  applicantId: z.string().nullable(),
  /** The column the applicant was found in, as the service names it. */
  columnTitle: z.string().nullable(),
  moved: z.boolean(),
  noteSent: z.boolean(),
  noteId: z.string().nullable(),
  tagsSent: z.boolean(),
  /** `tag=value` of each tag set. */
  tagsSet: z.array(z.string()),
  /** `posted`; `skipped` when the company lacks Premium (the applicant is in the vacancy all the same). */
  meta: z.enum(['posted', 'skipped']).nullable(),
  /** The step the last attempt stopped at, for the recruiter. */
  stoppedAt: jobStep.nullable(),
});
export type JobProgress = z.infer<typeof jobProgress>;

export { freshProgress, JOB_STEPS, tagKey };

/** Where a new applicant can go and what can be said of them: the company's columns and candidate tags. */
export const pipelineOptions = z.object({
  columns: z.array(column),
  /** The column a new applicant goes to unless the recruiter picks another. */
  defaultColumnId: z.number().int().nullable(),
  /** Candidate tags only, with the values the service allows. */
  tags: z.array(
    z.object({ id: z.string(), title: z.string(), values: z.array(z.string()), multiple: z.boolean(), creatable: z.boolean() }),
  ),
  fetchedAt: z.number(),
});
export type PipelineOptions = z.infer<typeof pipelineOptions>;
