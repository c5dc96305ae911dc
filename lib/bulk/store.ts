import { createStore, type UseStore } from 'idb-keyval';
import { bulkBatch, type BulkBatch } from '../storage/items/bulk-batch';
import { bulkFile } from '../storage/items/bulk-file';
import { bulkRow, type BulkRow } from '../storage/items/bulk-row';
import { readStored } from '../storage/stored-item';
import { inTransaction, recordsInRange, request, userRange } from '../storage/transaction';

const BATCH = 'batch';
const ROW = 'row';
const FILE = 'file';

const batchKey = (batchId: string) => [BATCH, batchId];
const rowKey = (batchId: string, rowId: string) => [ROW, batchId, rowId];
const fileKey = (batchId: string, rowId: string) => [FILE, batchId, rowId];
const everyBatch = () => IDBKeyRange.bound([BATCH], [BATCH, []]);

export interface StoredBatch {
  batch: BulkBatch;
  rows: BulkRow[];
  /** Rows stored that this release cannot read: left as they are, and counted for the recruiter. */
  unreadableRows: number;
}

export interface NewFile {
  rowId: string;
  fileName: string;
  file: Blob;
}

/**
 * The bulk import page's batch in the extension's IndexedDB: one record for the batch, one per
 * row, one per file still to hand over. Records are read one by one; one that cannot be read is
 * counted and left untouched, never written over. Only one batch is kept: starting another
 * removes the last.
 */
export function createBulkStore(dbName = 'cv-importer-bulk') {
  let db: UseStore | undefined;
  const store = () => (db ??= createStore(dbName, 'records'));

  return {
    /** The batch being worked on, with its rows in the order the files were taken; null when there is none. */
    async current(): Promise<StoredBatch | null> {
      return store()('readonly', async (records) => {
        const batches = (await recordsInRange(records, everyBatch()))
          .map(({ raw }) => readStored(bulkBatch, raw))
          .flatMap((read) => (read.ok ? [read.value] : []));
        const batch = batches.sort((a, b) => b.createdAt - a.createdAt)[0];
        if (!batch) return null;
        const read = (await recordsInRange(records, userRange(ROW, batch.id))).map(({ raw }) => readStored(bulkRow, raw));
        const rows = read.flatMap((one) => (one.ok ? [one.value] : [])).sort((a, b) => a.position - b.position);
        return { batch, rows, unreadableRows: read.length - rows.length };
      });
    },

    /** A new batch in place of any other, with its rows and their files, in one transaction. */
    start(batch: BulkBatch, rows: BulkRow[], files: NewFile[]): Promise<void> {
      return inTransaction(store(), async (records) => {
        await request(records.clear());
        await request(records.put(bulkBatch.schema.parse(batch), batchKey(batch.id)));
        for (const row of rows) records.put(bulkRow.schema.parse(row), rowKey(batch.id, row.id));
        for (const file of files) {
          records.put({ version: 1, id: file.rowId, fileName: file.fileName, blob: file.file }, fileKey(batch.id, file.rowId));
        }
      });
    },

    /** More files for the batch. */
    add(batch: BulkBatch, rows: BulkRow[], files: NewFile[]): Promise<void> {
      return inTransaction(store(), async (records) => {
        await request(records.put(bulkBatch.schema.parse(batch), batchKey(batch.id)));
        for (const row of rows) records.put(bulkRow.schema.parse(row), rowKey(batch.id, row.id));
        for (const file of files) {
          records.put({ version: 1, id: file.rowId, fileName: file.fileName, blob: file.file }, fileKey(batch.id, file.rowId));
        }
      });
    },

    async saveBatch(batch: BulkBatch): Promise<void> {
      await store()('readwrite', (records) => request(records.put(bulkBatch.schema.parse(batch), batchKey(batch.id))));
    },

    async saveRows(rows: readonly BulkRow[]): Promise<void> {
      if (rows.length === 0) return;
      await inTransaction(store(), async (records) => {
        for (const row of rows) records.put(bulkRow.schema.parse(row), rowKey(row.batchId, row.id));
      });
    },

    /** The row's file, while it is kept. */
    async file(batchId: string, rowId: string): Promise<Blob | null> {
      const raw = await store()('readonly', (records) => request(records.get(fileKey(batchId, rowId))));
      const read = readStored(bulkFile, raw);
      return read.ok ? read.value.blob : null;
    },

    /** The row's job has its own copy of the file: this one is no longer needed. */
    async dropFile(batchId: string, rowId: string): Promise<void> {
      await store()('readwrite', (records) => request(records.delete(fileKey(batchId, rowId))));
    },

    /** Rows left out of the batch (unread when the reading was cancelled), with their files. */
    removeRows(batchId: string, rowIds: readonly string[]): Promise<void> {
      return inTransaction(store(), async (records) => {
        for (const id of rowIds) {
          records.delete(rowKey(batchId, id));
          records.delete(fileKey(batchId, id));
        }
      });
    },

    /** Forgets the batch, its rows and files. */
    clear(): Promise<void> {
      return inTransaction(store(), (records) => request(records.clear()).then(() => undefined));
    },
  };
}

export type BulkStore = ReturnType<typeof createBulkStore>;
