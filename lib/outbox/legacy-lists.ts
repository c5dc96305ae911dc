import type { z } from 'zod';
import { deliveryRecord } from '../storage/items/delivery-record';
import { outboxJob } from '../storage/items/outbox-job';
import type { QuarantinedRecord } from '../storage/items/quarantined-record';
import { setAside } from '../storage/quarantine';
import { readStored, type StoredItem } from '../storage/stored-item';
import { request, type RecordKey } from '../storage/transaction';
import { deliveredKey, jobKey } from './record-keys';

/** Before records were versioned, each user's outbox and delivery log were one list each. */
const LEGACY_LISTS = [
  { listKey: (userKey: string) => `entries:${userKey}`, item: outboxJob, recordKey: jobKey },
  { listKey: (userKey: string) => `delivered:${userKey}`, item: deliveryRecord, recordKey: deliveredKey },
] as const;

export function legacyListKeys(userKey: string): string[] {
  return LEGACY_LISTS.map((list) => list.listKey(userKey));
}

/**
 * Moves a user's version-1 lists into one record per element, in the caller's transaction: each
 * element is migrated on its own, one that cannot be read is set aside as it was, and the list is
 * deleted only once every element has a home. A record already stored under the same id wins; the
 * list's copy is then set aside rather than written over it.
 */
export async function absorbLegacyLists(records: IDBObjectStore, userKey: string, now: number): Promise<void> {
  await absorbList(records, userKey, now, LEGACY_LISTS[0]);
  await absorbList(records, userKey, now, LEGACY_LISTS[1]);
}

async function absorbList<Schema extends z.ZodType<{ id: string }>>(
  records: IDBObjectStore,
  userKey: string,
  now: number,
  {
    listKey,
    item,
    recordKey: keyOf,
  }: {
    listKey: (userKey: string) => string;
    item: StoredItem<Schema, QuarantinedRecord['item']>;
    recordKey: (userKey: string, id: string) => RecordKey;
  },
): Promise<void> {
  const key = listKey(userKey);
  const list: unknown = await request(records.get(key));
  if (list === undefined) return;
  const elements: unknown[] = Array.isArray(list) ? list : [list];
  for (const raw of elements) {
    const read = readStored(item, raw);
    if (!read.ok) {
      await setAside(records, { userKey, item: item.name, raw, problem: read.problem, at: now });
      continue;
    }
    const recordKey = keyOf(userKey, read.value.id);
    if ((await request(records.count(recordKey))) > 0) {
      await setAside(records, { userKey, item: item.name, raw, problem: `${item.name}: a newer record has the same id`, at: now });
      continue;
    }
    await request(records.put(read.value, recordKey));
  }
  await request(records.delete(key));
}
