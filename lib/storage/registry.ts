import type { z } from 'zod';
import { deliveryRecord } from './items/delivery-record';
import { documentJob } from './items/document-job';
import { outboxCv } from './items/outbox-cv';
import { outboxJob } from './items/outbox-job';
import { quarantinedRecord } from './items/quarantined-record';
import { sessionItem } from './items/session';
import { sessionExpiry } from './items/session-expiry';
import { vacancyListCache } from './items/vacancy-list';
import { vacancyPins } from './items/vacancy-pins';
import type { StoredItem } from './stored-item';

/**
 * Every record the background keeps in IndexedDB, declared once (key, schema, version, numbered
 * migrations). Settings live in storage.local as WXT items (lib/settings.ts), and the popup's boot
 * cache in its localStorage (lib/ui/boot-cache.ts); neither is declared here yet.
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
  documentJob,
];
