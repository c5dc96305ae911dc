import { z } from 'zod';
import { sessionItem } from '../storage/items/session';

/** What the background tells the pages of the session: never the token. */
export const sessionState = z.discriminatedUnion('signedIn', [
  /** `expired`: a 401 or the token's `exp` ended the last session (remembered across worker restarts). */
  z.object({ signedIn: z.literal(false), expired: z.boolean() }),
  z.object({
    signedIn: z.literal(true),
    method: sessionItem.schema.shape.method,
    email: z.string().nullable(),
    userKey: z.string(),
    expiresAt: z.number().nullable(),
    /** Which credentials the session holds; absent in answers cached by an older version. */
    credentials: z.object({ userToken: z.boolean(), apiKey: z.boolean() }).optional(),
  }),
]);
export type SessionState = z.infer<typeof sessionState>;
