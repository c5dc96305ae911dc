import { z } from 'zod';
import { defineStoredItem } from '../stored-item';

/**
 * Whose session a 401 or its `exp` ended, and when: their queued imports wait for them, and the
 * popup says "Your session has expired" until someone signs in or out, across worker restarts.
 * Version 1 was the bare user key.
 */
export const sessionExpiry = defineStoredItem({
  name: 'session-expiry',
  location: "IndexedDB cv-importer-session/session, key 'expired-user'",
  version: 2,
  schema: z.object({
    version: z.literal(2),
    userKey: z.string().min(1),
    expiredAt: z.number().nullable(),
    /** The company API key the ended session held beside the user token, given back when the same user signs in again. */
    apiKey: z.string().min(1).optional(),
  }),
  migrations: {
    2: (older: unknown) => {
      if (typeof older !== 'string') throw new Error('not a user key');
      return { version: 2, userKey: older, expiredAt: null };
    },
  },
});

export type SessionExpiry = z.infer<typeof sessionExpiry.schema>;
