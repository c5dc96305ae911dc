import { z } from 'zod';
import { placement } from '../../outbox/placement';
import { defineStoredItem } from '../stored-item';

/** Where a batch's candidates go: the vacancy with its column, note and tags (each row adds its applicant's names). */
export const bulkTarget = placement.omit({ applicant: true });
export type BulkTarget = z.infer<typeof bulkTarget>;

/**
 * The bulk import page's batch: when it began, the files it had to leave out, and, once "Import all"
 * was clicked, where its candidates go (null: the candidate data only, no vacancy). Its rows are
 * records of their own (bulk-row).
 */
export const bulkBatch = defineStoredItem({
  name: 'bulk-batch',
  location: "IndexedDB cv-importer-bulk/records, key ['batch', batchId]",
  version: 1,
  schema: z.object({
    version: z.literal(1),
    id: z.string().min(1),
    createdAt: z.number(),
    /** Files offered but not taken: past the 500 a batch holds, or neither PDF nor DOCX. */
    leftOut: z.object({ overLimit: z.number().int().nonnegative(), notCv: z.number().int().nonnegative() }),
    /** Files dropped from the batch unread when the recruiter cancelled the reading. */
    cancelled: z.number().int().nonnegative(),
    /** Set when the recruiter clicked "Import all": where the rows go, and when. */
    importing: z.object({ target: bulkTarget.nullable(), startedAt: z.number() }).nullable(),
  }),
  migrations: {},
});

export type BulkBatch = z.infer<typeof bulkBatch.schema>;
