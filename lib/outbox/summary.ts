import { z } from 'zod';

/** What the badge and the popup show of a user's outbox. */
export const outboxSummary = z.object({
  pending: z.number(),
  failed: z.number(),
  /** Stored imports that could not be read and wait in the quarantine for the recruiter. */
  unreadable: z.number(),
  /** Imports are waiting for a sign-in (a 401 paused the outbox, or nobody is signed in). */
  paused: z.boolean(),
});
export type OutboxSummary = z.infer<typeof outboxSummary>;
