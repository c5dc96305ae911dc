import { z } from 'zod';
import { defineStoredItem } from '../stored-item';

/** The kinds of record that can be set aside, by the name of their stored item. */
export const quarantinableItems = z.enum(['outbox-job', 'delivery-record']);

/**
 * A record that could not be read, set aside exactly as it was stored (`raw`) with why, until the
 * recruiter exports or discards it. Nothing else ever writes over it.
 */
export const quarantinedRecord = defineStoredItem({
  name: 'quarantined-record',
  location: "IndexedDB cv-importer-outbox/outbox, key ['quarantine', userKey, id]",
  version: 1,
  schema: z.object({
    version: z.literal(1),
    id: z.string(),
    userKey: z.string(),
    item: quarantinableItems,
    raw: z.unknown(),
    problem: z.string(),
    setAsideAt: z.number(),
  }),
  migrations: {},
});

export type QuarantinedRecord = z.infer<typeof quarantinedRecord.schema>;
