import { z } from 'zod';
import { asRecord, stampVersion } from '../migrations';
import { defineStoredItem } from '../stored-item';

const sessionFields = z.object({
  token: z.string().min(1),
  method: z.enum(['password', 'api-key']),
  /** Whose data this is: the user's e-mail, or `api-key:<fingerprint>`. Queues and caches are kept per user. */
  userKey: z.string().min(1),
  email: z.string().nullable(),
  /** Epoch ms from the token's `exp`, when it has one. */
  expiresAt: z.number().nullable(),
  signedInAt: z.number(),
  /**
   * The other credential, kept beside the one signed in with: adding a candidate to a vacancy needs
   * the company API key (create) and a user token (notes). `apiKey` when signed in with a password,
   * `userToken` when signed in with the API key.
   */
  apiKey: z.string().min(1).nullable(),
  userToken: z.object({ token: z.string().min(1), email: z.string(), expiresAt: z.number().nullable() }).nullable(),
});
export type StoredSession = z.infer<typeof sessionFields>;

/**
 * The signed-in session, in the extension's own IndexedDB (the background's origin): content scripts
 * and web pages cannot read it, and it survives the worker stopping and the browser restarting.
 */
export const sessionItem = defineStoredItem({
  name: 'session',
  location: "IndexedDB cv-importer-session/session, key 'session'",
  version: 3,
  schema: sessionFields.extend({ version: z.literal(3) }),
  migrations: {
    2: stampVersion(2),
    /** Version 3 keeps a second credential; a session of version 2 has none. */
    3: (older) => ({ ...asRecord(older), apiKey: null, userToken: null, version: 3 }),
  },
});
