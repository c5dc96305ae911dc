import { z } from 'zod';

/**
 * A failure as it crosses from the background to the pages and into stored imports: the kinds of
 * ApiError (lib/api/errors.ts) plus the messaging ones, and the service's own words when it gave any.
 */
export const serializedError = z.object({
  kind: z.string(),
  message: z.string(),
  status: z.number().optional(),
  serviceMessage: z.string().optional(),
  retryAfterMs: z.number().optional(),
  path: z.string().optional(),
  retryable: z.boolean(),
});
export type SerializedError = z.infer<typeof serializedError>;
