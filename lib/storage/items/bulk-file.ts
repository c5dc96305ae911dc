import { z } from 'zod';
import { defineStoredItem } from '../stored-item';

/** Checked by its tag, not `instanceof`: a record read back from IndexedDB may come from another realm. */
const isBlob = (value: unknown) => ['[object Blob]', '[object File]'].includes(Object.prototype.toString.call(value));

/**
 * A bulk row's file, apart from the row so that reading the table never touches it. IndexedDB keeps
 * the bytes on disk, not in the page's memory; the record is deleted once the row's job has taken
 * its own copy (the background copies the CV when it queues the job).
 */
export const bulkFile = defineStoredItem({
  name: 'bulk-file',
  location: "IndexedDB cv-importer-bulk/records, key ['file', batchId, rowId]",
  version: 1,
  schema: z.object({
    version: z.literal(1),
    id: z.string().min(1),
    fileName: z.string().min(1),
    blob: z.custom<Blob>(isBlob, 'not a file'),
  }),
  migrations: {},
});

export type BulkFile = z.infer<typeof bulkFile.schema>;
