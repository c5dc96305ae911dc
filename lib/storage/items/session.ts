import { z } from 'zod';
import { stampVersion } from '../migrations';
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
});
export type StoredSession = z.infer<typeof sessionFields>;

/**
 * The signed-in session, in the extension's own IndexedDB (the background's origin): content scripts
 * and web pages cannot read it, and it survives the worker stopping and the browser restarting.
 */
export const sessionItem = defineStoredItem({
  name: 'session',
  location: "IndexedDB cv-importer-session/session, key 'session'",
  version: 2,
  schema: sessionFields.extend({ version: z.literal(2) }),
  migrations: { 2: stampVersion(2) },
});
