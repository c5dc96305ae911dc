import { z } from 'zod';
import { pipelineOptions } from '../../outbox/placement';
import { defineStoredItem } from '../stored-item';

/**
 * The company's pipeline columns and candidate tags as the service last sent them, per user and
 * company, read once and kept like the vacancy list. A cache: one that cannot be read is asked of the
 * service again.
 */
export const pipelineOptionsCache = defineStoredItem({
  name: 'pipeline-options',
  location: "IndexedDB cv-importer-cache/cache, key 'pipeline:<userKey>:<companyId>'",
  version: 1,
  schema: pipelineOptions.extend({ version: z.literal(1) }),
  migrations: {},
});
