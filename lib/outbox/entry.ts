import { z } from 'zod';

import { serializedError } from '../api/schemas/serialized-error';
import { cvFileInfo, jobProgress, placement } from './placement';

/**
 * What the recruiter asked to import: the candidate meta post, and, when a vacancy was chosen, the
 * applicant to create in it with their CV, column, note and tags.
 */
export const importRequest = z.object({
  companyId: z.string().min(1),
  appName: z.string().min(1),
  type: z.string().min(1),
  reference: z.email(),
  value: z.record(z.string(), z.unknown()),
  /** How the popup names this import (usually the candidate's name). */
  label: z.string(),
  /** Absent for a meta-only import (and in every job stored before vacancies could be chosen). */
  placement: placement.optional(),
  /** The CV sent with the applicant; its bytes are kept beside the job until it leaves the outbox. */
  cv: cvFileInfo.optional(),
});
export type ImportRequest = z.infer<typeof importRequest>;

export const outboxStatus = z.enum(['pending', 'failed']);

export const outboxEntry = importRequest.extend({
  id: z.string(),
  userKey: z.string(),
  /** `pending`: will be sent (now or after a backoff); `failed`: the service refused it, the recruiter decides. */
  status: outboxStatus,
  attempts: z.number().int().nonnegative(),
  /** Bumped on every change of the data, so a success for older data never removes newer data. */
  revision: z.number().int().nonnegative(),
  nextAttemptAt: z.number(),
  lastError: serializedError.nullable(),
  /** For a job with a placement: which of its steps the service has done. */
  progress: jobProgress.optional(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;

export const deliveredImport = z.object({
  id: z.string(),
  reference: z.string(),
  label: z.string(),
  companyId: z.string(),
  resourceType: z.string(),
  action: z.string(),
  deliveredAt: z.number(),
  /** For an applicant added to a vacancy. */
  applicantId: z.string().optional(),
  vacancyTitle: z.string().optional(),
});
export type DeliveredImport = z.infer<typeof deliveredImport>;

/** Two imports of the same candidate into the same place (the same vacancy, or none) are one entry. */
export function sameCandidate(a: ImportRequest, b: ImportRequest): boolean {
  return (
    a.companyId === b.companyId &&
    a.type === b.type &&
    a.appName === b.appName &&
    a.reference.toLowerCase() === b.reference.toLowerCase() &&
    a.placement?.vacancy.id === b.placement?.vacancy.id
  );
}

/** The same candidate with the very same data: sending it again would post nothing new. */
export function sameData(a: ImportRequest, b: ImportRequest): boolean {
  return (
    sameCandidate(a, b) &&
    a.reference === b.reference &&
    a.label === b.label &&
    JSON.stringify([a.value, a.placement, a.cv]) === JSON.stringify([b.value, b.placement, b.cv])
  );
}
