import { ApiError, type CandidateMetaResponse } from '../api';
import type { OutboxEntry } from './entry';
import { freshProgress, tagKey, type ChosenTag, type JobProgress, type JobStep, type Placement } from './placement';
import type { CvFile } from './store';

/** An applicant as the service's search finds them in a vacancy. */
export interface FoundApplicant {
  applicantId: string;
  columnTitle: string | null;
}

/**
 * The service calls a job's steps make, each one attempt with no retries of its own (the outbox
 * schedules those). They throw ApiError or JobStepError; a 403 on the meta post is `premium-required`.
 */
export interface JobCalls {
  /** The applicant with this e-mail in this vacancy, if the service has one. */
  findInVacancy(entry: OutboxEntry, placement: Placement): Promise<FoundApplicant | null>;
  createApplicant(entry: OutboxEntry, placement: Placement, cv: CvFile | null): Promise<void>;
  moveToColumn(entry: OutboxEntry, placement: Placement, applicantId: string, columnId: number): Promise<void>;
  /** Returns the new comment's id. */
  addNote(entry: OutboxEntry, applicantId: string, note: NonNullable<Placement['note']>): Promise<string>;
  /** The id of a note with this text on the applicant, if one exists (to learn whether a lost answer's note was made). */
  findNote(entry: OutboxEntry, applicantId: string, text: string): Promise<string | null>;
  setTag(entry: OutboxEntry, applicantId: string, tag: ChosenTag): Promise<void>;
  /** `tag=value` keys of the tags the applicant has. */
  tagsOf(entry: OutboxEntry, applicantId: string): Promise<string[]>;
  postMeta(entry: OutboxEntry): Promise<CandidateMetaResponse>;
  readCv(entry: OutboxEntry): Promise<CvFile | null>;
}

/** A step that cannot go on with what the job has: not retried until the recruiter acts. */
export class JobStepError extends Error {
  override readonly name = 'JobStepError';
  constructor(
    readonly kind: 'missing-api-key' | 'missing-user-token' | 'applicant-not-found' | 'cv-missing',
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}

export interface JobResult {
  resourceType: string;
  action: string;
  applicantId?: string;
  vacancyTitle?: string;
}

/** What a candidate meta post did, as the delivery log keeps it. */
export function metaResult(answer: CandidateMetaResponse): JobResult {
  return { resourceType: answer.message.resource_type, action: answer.message.action };
}

/**
 * Runs what is left of a job, in order: create the applicant in the vacancy (asking the service
 * first whether they are already there), find them, move them to the column, add the note, set
 * the tags, post the meta. Each step's success is saved before the next starts, and a step whose
 * answer may have been lost is checked with the service before it is sent again, so nothing is
 * done twice.
 */
export async function runJob(entry: OutboxEntry, calls: JobCalls, save: (progress: JobProgress) => Promise<void>): Promise<JobResult> {
  const placement = entry.placement;
  if (!placement) {
    return metaResult(await calls.postMeta(entry));
  }
  let progress: JobProgress = entry.progress ?? freshProgress();
  let step: JobStep = 'create';
  const record = async (change: Partial<JobProgress>) => {
    progress = { ...progress, ...change };
    await save(progress);
  };
  try {
    if (!progress.created) {
      step = 'create';
      const existing = await calls.findInVacancy(entry, placement);
      if (existing) {
        await record({ created: true, applicantId: existing.applicantId, columnTitle: existing.columnTitle });
      } else {
        const cv = await calls.readCv(entry);
        await record({ createSent: true });
        await calls.createApplicant(entry, placement, cv);
        await record({ created: true });
      }
    }
    if (progress.applicantId === null) {
      step = 'find';
      const found = await calls.findInVacancy(entry, placement);
      if (!found) throw new JobStepError('applicant-not-found', 'The service has not listed the new applicant yet.', true);
      await record({ applicantId: found.applicantId, columnTitle: found.columnTitle });
    }
    const applicantId = progress.applicantId!;
    if (placement.column && !progress.moved) {
      step = 'move';
      await calls.moveToColumn(entry, placement, applicantId, placement.column.id);
      await record({ moved: true, columnTitle: placement.column.title });
    }
    if (placement.note && progress.noteId === null) {
      step = 'note';
      const made = progress.noteSent ? await calls.findNote(entry, applicantId, placement.note.text) : null;
      if (made) await record({ noteId: made });
      else {
        await record({ noteSent: true });
        await record({ noteId: await calls.addNote(entry, applicantId, placement.note) });
      }
    }
    const tagsLeft = () => placement.tags.filter((tag) => !progress.tagsSet.includes(tagKey(tag)));
    if (tagsLeft().length > 0) {
      step = 'tags';
      if (progress.tagsSent) {
        const has = new Set(await calls.tagsOf(entry, applicantId));
        await record({
          tagsSet: [
            ...progress.tagsSet,
            ...tagsLeft()
              .filter((tag) => has.has(tagKey(tag)))
              .map(tagKey),
          ],
        });
      }
      for (const tag of tagsLeft()) {
        await record({ tagsSent: true });
        await calls.setTag(entry, applicantId, tag);
        await record({ tagsSet: [...progress.tagsSet, tagKey(tag)] });
      }
    }
    let result: JobResult = { resourceType: 'applicant', action: 'added', applicantId, vacancyTitle: placement.vacancy.title };
    if (progress.meta === null) {
      step = 'meta';
      try {
        result = { ...result, ...metaResult(await calls.postMeta(entry)) };
        await record({ meta: 'posted' });
      } catch (error) {
        // Without Premium the meta is refused; the applicant is in the vacancy all the same.
        if (!(error instanceof ApiError && error.kind === 'premium-required')) throw error;
        await record({ meta: 'skipped' });
      }
    }
    await record({ stoppedAt: null });
    return result;
  } catch (error) {
    await record({ stoppedAt: step }).catch(() => undefined);
    throw error;
  }
}
