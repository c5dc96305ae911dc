import { z } from 'zod';
import { defineStoredItem } from '../stored-item';

/** The bytes of the CV an outbox job sends, apart from the job so that reading the queue never reads them. */
export const outboxCv = defineStoredItem({
  name: 'outbox-cv',
  location: "IndexedDB cv-importer-outbox/outbox, key ['cv', userKey, jobId]",
  version: 1,
  schema: z.object({
    fileName: z.string().min(1),
    contentType: z.string().min(1),
    /** Base64, as the careers host takes it. */
    base64: z.string(),
    version: z.literal(1),
  }),
  migrations: {},
});
