import type { z } from 'zod';
import { bulkBatch } from './items/bulk-batch';
import { bulkFile } from './items/bulk-file';
import { bulkRow } from './items/bulk-row';
import { deliveryRecord } from './items/delivery-record';
import { documentJob } from './items/document-job';
import { outboxCv } from './items/outbox-cv';
import { outboxJob } from './items/outbox-job';
import { pipelineOptionsCache } from './items/pipeline-options';
import { quarantinedRecord } from './items/quarantined-record';
import { sessionItem } from './items/session';
import { sessionExpiry } from './items/session-expiry';
import { storedSettings } from './items/settings';
import { vacancyListCache } from './items/vacancy-list';
import { vacancyPins } from './items/vacancy-pins';
import type { StoredItem } from './stored-item';

/**
 * Every record the background keeps in IndexedDB, declared once (key, schema, version, numbered
 * migrations).
 */
export const storedItems: ReadonlyArray<StoredItem<z.ZodType>> = [
  outboxJob,
  outboxCv,
  deliveryRecord,
  quarantinedRecord,
  sessionItem,
  sessionExpiry,
  vacancyListCache,
  vacancyPins,
  pipelineOptionsCache,
  documentJob,
  bulkBatch,
  bulkRow,
  bulkFile,
];

/**
 * Every setting, kept in storage.local under its name (lib/settings.ts reads and writes them), declared
 * once: fallback, version, numbered migrations, and a check in plain code instead of a zod schema, so
 * that the popup's first paint, which reads them, carries no zod.
 */
export { storedSettings };

/** What the popup remembers of the last "Add to vacancy" (vacancy, column, visibility, tags), in storage.local as settings are. */
export { storedPlacementMemory } from './items/placement-memory';

/** The popup's boot cache, in its localStorage (lib/ui/boot-cache.ts reads and writes it), declared as settings are. */
export { storedBootCache } from './items/boot-cache';
