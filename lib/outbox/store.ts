import { createStore, get, update, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import { deliveredImport, outboxEntry, type DeliveredImport, type OutboxEntry } from './entry';

const entryList = z.array(outboxEntry);
const deliveredList = z.array(deliveredImport);
const RECENT_DELIVERIES_KEPT = 50;

/**
 * Durable outbox storage in the extension's IndexedDB, one record per user. Every change is a
 * single read-modify-write transaction (idb-keyval `update`), so a worker stopped mid-way leaves
 * either the old list or the new one.
 */
export function createOutboxStore(dbName = 'cv-importer-outbox') {
  let db: UseStore | undefined;
  const store = () => (db ??= createStore(dbName, 'outbox'));

  const parseEntries = (raw: unknown): OutboxEntry[] => {
    const parsed = entryList.safeParse(raw ?? []);
    return parsed.success ? parsed.data : [];
  };

  return {
    async entries(userKey: string): Promise<OutboxEntry[]> {
      return parseEntries(await get(`entries:${userKey}`, store()));
    },

    /** Applies `change` to the user's entries atomically and returns what it returned. */
    async mutate<T>(userKey: string, change: (entries: OutboxEntry[]) => { entries: OutboxEntry[]; result: T }): Promise<T> {
      let result!: T;
      await update(
        `entries:${userKey}`,
        (raw) => {
          const next = change(parseEntries(raw));
          result = next.result;
          return next.entries;
        },
        store(),
      );
      return result;
    },

    async recordDelivery(userKey: string, delivered: DeliveredImport): Promise<void> {
      await update(
        `delivered:${userKey}`,
        (raw) => {
          const previous = deliveredList.safeParse(raw ?? []);
          const kept = (previous.success ? previous.data : []).filter((d) => d.id !== delivered.id);
          return [delivered, ...kept].slice(0, RECENT_DELIVERIES_KEPT);
        },
        store(),
      );
    },

    async deliveries(userKey: string): Promise<DeliveredImport[]> {
      const parsed = deliveredList.safeParse((await get(`delivered:${userKey}`, store())) ?? []);
      return parsed.success ? parsed.data : [];
    },

    /** Erases everything kept for one user (sign-out). */
    async eraseUser(userKey: string): Promise<void> {
      await update(`entries:${userKey}`, () => [], store());
      await update(`delivered:${userKey}`, () => [], store());
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
