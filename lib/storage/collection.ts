import type { z } from 'zod';
import type { QuarantinedRecord } from './items/quarantined-record';
import { setAside } from './quarantine';
import { readStored, type StoredItem } from './stored-item';
import { recordsInRange, request, userRange, type RecordKey } from './transaction';

/**
 * One user's records of one kind, read one by one: a record of an older version is migrated and
 * written back at the current one; a record that cannot be read, or that names another id than its
 * key, is moved to the quarantine as it was. Its neighbours are unaffected.
 */
export async function readCollection<Schema extends z.ZodType<{ id: string }>>(
  records: IDBObjectStore,
  item: StoredItem<Schema, QuarantinedRecord['item']>,
  kind: string,
  userKey: string,
  now: number,
): Promise<Array<{ key: RecordKey; value: z.infer<Schema> }>> {
  const readable: Array<{ key: RecordKey; value: z.infer<Schema> }> = [];
  for (const { key, raw } of await recordsInRange(records, userRange(kind, userKey))) {
    const read = readStored(item, raw);
    const problem = !read.ok
      ? read.problem
      : read.value.id !== key[2]
        ? `${item.name}: stored as ${key[2]} but names ${read.value.id}`
        : null;
    if (problem !== null || !read.ok) {
      await setAside(records, { userKey, item: item.name, raw, problem: problem ?? item.name, at: now });
      await request(records.delete(key));
      continue;
    }
    if (read.migrated) await request(records.put(read.value, key));
    readable.push({ key, value: read.value });
  }
  return readable;
}
