import { z } from 'zod';
import { outboxEntry } from '../../outbox/entry';
import { stampVersion } from '../migrations';
import { defineStoredItem } from '../stored-item';

/**
 * One queued import. Version 1 was an element of the list kept per user under `entries:<userKey>`;
 * from version 2 each job is its own record.
 */
export const outboxJob = defineStoredItem({
  name: 'outbox-job',
  location: "IndexedDB cv-importer-outbox/outbox, key ['job', userKey, id] (v1: lists under 'entries:<userKey>')",
  version: 2,
  schema: outboxEntry.extend({ version: z.literal(2) }),
  migrations: { 2: stampVersion(2) },
});
