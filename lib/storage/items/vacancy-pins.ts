import { z } from 'zod';
import { defineStoredItem } from '../stored-item';

/**
 * The vacancies the recruiter pinned by id, per user and company (listed when the service refuses
 * the whole list). Version 1 was the bare array of ids.
 */
export const vacancyPins = defineStoredItem({
  name: 'vacancy-pins',
  location:
    "IndexedDB cv-importer-cache/cache, key 'pinned:<userKey>:<companyId>' (unreadable ones kept under 'pinned-unreadable:<userKey>:<companyId>:<time>')",
  version: 2,
  schema: z.object({ version: z.literal(2), ids: z.array(z.string()) }),
  migrations: {
    2: (older: unknown) => {
      if (!Array.isArray(older)) throw new Error('not a list of ids');
      return { version: 2, ids: older };
    },
  },
});
