import { z } from 'zod';

import { serializedError } from '../api/schemas/serialized-error';

/** What the recruiter asked to import: one candidate meta post. */
export const importRequest = z.object({
  companyId: z.string().min(1),
  appName: z.string().min(1),
  type: z.string().min(1),
  reference: z.email(),
  value: z.record(z.string(), z.unknown()),
  /** How the popup names this import (usually the candidate's name). */
  label: z.string(),
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
});
export type DeliveredImport = z.infer<typeof deliveredImport>;

/** Two imports of the same candidate into the same place are one entry. */
export function sameCandidate(a: ImportRequest, b: ImportRequest): boolean {
  return (
    a.companyId === b.companyId && a.type === b.type && a.appName === b.appName && a.reference.toLowerCase() === b.reference.toLowerCase()
  );
}

/** The same candidate with the very same data: sending it again would post nothing new. */
export function sameData(a: ImportRequest, b: ImportRequest): boolean {
  return sameCandidate(a, b) && a.reference === b.reference && a.label === b.label && JSON.stringify(a.value) === JSON.stringify(b.value);
}
