import { promisifyRequest, type UseStore } from 'idb-keyval';

/**
 * Runs `work` in one readwrite transaction and resolves once it is committed: a worker stopped
 * midway leaves every change of `work` or none. If `work` throws, nothing of it is kept.
 */
export function inTransaction<T>(store: UseStore, work: (records: IDBObjectStore) => Promise<T>): Promise<T> {
  return store('readwrite', async (records) => {
    const committed = promisifyRequest(records.transaction);
    try {
      const result = await work(records);
      await committed;
      return result;
    } catch (error) {
      try {
        records.transaction.abort();
      } catch {
        // Already finished or aborted.
      }
      await committed.catch(() => undefined);
      throw error;
    }
  });
}

export const request = promisifyRequest;

/** Keys of the per-user records: `[kind, userKey, id]`, so one user's records of one kind are one key range. */
export type RecordKey = [kind: string, userKey: string, id: string];

export function userRange(kind: string, userKey: string): IDBKeyRange {
  // Arrays sort after strings, so `[kind, userKey, []]` is above every `[kind, userKey, id]`.
  return IDBKeyRange.bound([kind, userKey], [kind, userKey, []]);
}

export async function recordsInRange(records: IDBObjectStore, range: IDBKeyRange): Promise<Array<{ key: RecordKey; raw: unknown }>> {
  const [keys, values] = await Promise.all([request(records.getAllKeys(range)), request(records.getAll(range))]);
  return keys.map((key, index) => ({ key: key as RecordKey, raw: values[index] as unknown }));
}
