import { z } from 'zod';

/** What the service often, but not always, sends with an error status. */
export const errorBody = z.looseObject({
  statusCode: z.union([z.number(), z.string()]).optional(),
  error: z.string().optional(),
  message: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
