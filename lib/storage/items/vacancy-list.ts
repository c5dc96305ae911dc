import { z } from 'zod';
import { vacancyList } from '../../api';
import { stampVersion } from '../migrations';
import { defineStoredItem } from '../stored-item';

/**
 * The company's vacancy list as the service last sent it, per user and company. A cache: one that
 * cannot be read is asked of the service again, and the answer replaces it. Version 1 had no version.
 */
export const vacancyListCache = defineStoredItem({
  name: 'vacancy-list',
  location: "IndexedDB cv-importer-cache/cache, key 'vacancies:<userKey>:<companyId>'",
  version: 2,
  schema: z.object({ version: z.literal(2), vacancies: vacancyList, fetchedAt: z.number() }),
  migrations: { 2: stampVersion(2) },
});
