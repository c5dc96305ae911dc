import type { z } from 'zod';
import { deliveryRecord } from './items/delivery-record';
import { outboxJob } from './items/outbox-job';
import { quarantinedRecord } from './items/quarantined-record';
import { sessionItem } from './items/session';
import { sessionExpiry } from './items/session-expiry';
import type { StoredItem } from './stored-item';

/**
 * Every record the background keeps in IndexedDB, declared once (key, schema, version, numbered
 * migrations). Settings live in storage.local as WXT items (lib/settings.ts); the vacancy cache and
 * pins are not declared here yet.
 */
export const storedItems: ReadonlyArray<StoredItem<z.ZodType>> = [outboxJob, deliveryRecord, quarantinedRecord, sessionItem, sessionExpiry];
