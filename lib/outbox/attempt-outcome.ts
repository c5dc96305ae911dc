import { z } from 'zod';
import { deliveredImport, outboxEntry } from './entry';

/** What one attempt to send an import ended in. */
export const attemptOutcome = z.discriminatedUnion('status', [
  z.object({ status: z.literal('delivered'), delivery: deliveredImport }),
  z.object({ status: z.enum(['pending', 'failed']), entry: outboxEntry }),
  /** Discarded by the recruiter before the service answered. */
  z.object({ status: z.literal('gone') }),
]);
export type AttemptOutcome = z.infer<typeof attemptOutcome>;
