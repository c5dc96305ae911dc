import type { z } from 'zod';
import type { QuarantinedRecord } from './items/quarantined-record';
import { setAside } from './quarantine';
import { readStored, type StoredItem } from './stored-item';
import { recordsInRange, request, userRange, type RecordKey } from './transaction';

/**
 * One user's records of one kind, read one by one: a record of an older version is migrated and
 * written back at the current one; a record that cannot be read is moved to the quarantine as it
 * was. Its neighbours are unaffected.
 */
export async function readCollection<Schema extends z.ZodType>(
  records: IDBObjectStore,
  item: StoredItem<Schema, QuarantinedRecord['item']>,
  kind: string,
  userKey: string,
  now: number,
): Promise<Array<{ key: RecordKey; value: z.infer<Schema> }>> {
  const readable: Array<{ key: RecordKey; value: z.infer<Schema> }> = [];
  for (const { key, raw } of await recordsInRange(records, userRange(kind, userKey))) {
    const read = readStored(item, raw);
    if (read.ok) {
      if (read.migrated) await request(records.put(read.value, key));
      readable.push({ key, value: read.value });
    } else {
      await setAside(records, { userKey, item: item.name, raw, problem: read.problem, at: now });
      await request(records.delete(key));
    }
  }
  return readable;
}
