import { createStore, type UseStore } from 'idb-keyval';
import { readCollection } from '../storage/collection';
import { deliveryRecord } from '../storage/items/delivery-record';
import { outboxCv } from '../storage/items/outbox-cv';
import { outboxJob } from '../storage/items/outbox-job';
import type { QuarantinedRecord } from '../storage/items/quarantined-record';
import { discardSetAside, quarantineRange, setAsideRecords } from '../storage/quarantine';
import { readStored } from '../storage/stored-item';
import { inTransaction, request, userRange } from '../storage/transaction';
import type { DeliveredImport, OutboxEntry } from './entry';
import { absorbLegacyLists, legacyListKeys } from './legacy-lists';
import { CV, cvKey, DELIVERED, deliveredKey, JOB, jobKey } from './record-keys';

/** A CV file as a job sends it. */
export interface CvFile {
  fileName: string;
  contentType: string;
  base64: string;
}

const RECENT_DELIVERIES_KEPT = 50;

function withoutVersion<T extends { version: number }>(record: T): Omit<T, 'version'> {
  const { version: _version, ...rest } = record;
  return rest;
}

/**
 * Durable outbox storage in the extension's IndexedDB: one versioned record per job and per
 * delivery, keyed by user and id (see lib/storage/registry.ts). Every operation is one transaction
 * that first absorbs the user's version-1 lists, reads the records one by one and sets aside those
 * it cannot read, so one bad record never hides or erases its neighbours.
 */
export function createOutboxStore(dbName = 'cv-importer-outbox', options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  let db: UseStore | undefined;
  const store = () => (db ??= createStore(dbName, 'outbox'));

  async function readJobs(records: IDBObjectStore, userKey: string): Promise<OutboxEntry[]> {
    await absorbLegacyLists(records, userKey, now());
    const jobs = await readCollection(records, outboxJob, JOB, userKey, now());
    return jobs.map(({ value }) => withoutVersion(value)).sort((a, b) => a.createdAt - b.createdAt);
  }

  async function readDeliveries(records: IDBObjectStore, userKey: string): Promise<DeliveredImport[]> {
    await absorbLegacyLists(records, userKey, now());
    const delivered = await readCollection(records, deliveryRecord, DELIVERED, userKey, now());
    return delivered.map(({ value }) => withoutVersion(value)).sort((a, b) => b.deliveredAt - a.deliveredAt);
  }

  return {
    entries(userKey: string): Promise<OutboxEntry[]> {
      return inTransaction(store(), (records) => readJobs(records, userKey));
    },

    /**
     * Applies `change` to the user's readable entries atomically and returns what it returned. Only
     * entries `change` replaced or removed are written (a removed job's CV goes with it); records set aside are never touched.
     */
    mutate<T>(
      userKey: string,
      change: (entries: OutboxEntry[]) => { entries: OutboxEntry[]; result: T; cv?: { jobId: string; file: CvFile } },
    ): Promise<T> {
      return inTransaction(store(), async (records) => {
        const before = await readJobs(records, userKey);
        const { entries: after, result, cv } = change(before);
        // The job and its CV are written together: a job never waits without its file.
        if (cv) await request(records.put({ ...cv.file, version: outboxCv.version }, cvKey(userKey, cv.jobId)));
        const kept = new Set(after.map((entry) => entry.id));
        for (const entry of before) {
          if (kept.has(entry.id)) continue;
          await request(records.delete(jobKey(userKey, entry.id)));
          await request(records.delete(cvKey(userKey, entry.id)));
        }
        for (const entry of after) {
          if (before.includes(entry)) continue;
          await request(records.put({ ...entry, version: outboxJob.version }, jobKey(userKey, entry.id)));
        }
        return result;
      });
    },

    /** The job's CV, or null when it has none or the record cannot be read. */
    readCv(userKey: string, jobId: string): Promise<CvFile | null> {
      return inTransaction(store(), async (records) => {
        const read = readStored(outboxCv, await request(records.get(cvKey(userKey, jobId))));
        return read.ok ? withoutVersion(read.value) : null;
      });
    },

    recordDelivery(userKey: string, delivered: DeliveredImport): Promise<void> {
      return inTransaction(store(), async (records) => {
        await request(records.put({ ...delivered, version: deliveryRecord.version }, deliveredKey(userKey, delivered.id)));
        const log = await readDeliveries(records, userKey);
        for (const old of log.slice(RECENT_DELIVERIES_KEPT)) await request(records.delete(deliveredKey(userKey, old.id)));
      });
    },

    deliveries(userKey: string): Promise<DeliveredImport[]> {
      return inTransaction(store(), (records) => readDeliveries(records, userKey));
    },

    /** Records of this user that could not be read, kept as they were until exported or discarded. */
    quarantined(userKey: string): Promise<QuarantinedRecord[]> {
      return inTransaction(store(), async (records) => {
        await absorbLegacyLists(records, userKey, now());
        return setAsideRecords(records, userKey);
      });
    },

    discardQuarantined(userKey: string, id: string): Promise<void> {
      return inTransaction(store(), (records) => discardSetAside(records, userKey, id));
    },

    /** Erases everything kept for one user (sign-out), set-aside records included. */
    eraseUser(userKey: string): Promise<void> {
      return inTransaction(store(), async (records) => {
        for (const range of [userRange(JOB, userKey), userRange(CV, userKey), userRange(DELIVERED, userKey), quarantineRange(userKey)]) {
          await request(records.delete(range));
        }
        for (const key of legacyListKeys(userKey)) await request(records.delete(key));
      });
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
