import { z } from 'zod';
import { serializedError } from '../../api/schemas/serialized-error';
import { CandidateSchema } from '../../extract/candidate';
import { ReadingProblemSchema } from '../../extract/documents/document-problems';
import { defineStoredItem } from '../stored-item';

/** What reading the file gave: nothing yet, the candidate (with the DOCX's text to read beside it), or why not. */
const reading = z.discriminatedUnion('state', [
  z.object({ state: z.literal('waiting') }),
  z.object({
    state: z.literal('read'),
    /** SHA-256 of the file's bytes, hex: the same file dropped twice. */
    hash: z.string(),
    candidate: CandidateSchema,
    text: z.string().nullable(),
  }),
  z.object({ state: z.literal('unreadable'), hash: z.string().nullable(), problem: ReadingProblemSchema }),
]);

/** The recruiter's edits to the cells of the table, by form field (lib/ui/candidate-form.ts). */
const edits = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phones: z.string(),
    headline: z.string(),
    location: z.string(),
  })
  .partial();

/** Where the duplicate check found the e-mail in the service: one application each. */
const atsMatch = z.object({ vacancy: z.string().nullable(), vacancyId: z.string().nullable(), column: z.string().nullable() });

/** The duplicate check of the row's e-mail (asked again when the e-mail changes). */
const atsCheck = z.discriminatedUnion('state', [
  z.object({ state: z.literal('unchecked') }),
  z.object({ state: z.literal('checked'), email: z.string(), matches: z.array(atsMatch) }),
  z.object({ state: z.literal('failed'), email: z.string(), error: serializedError }),
]);

/** Where the row's import is: its job in the background's outbox once it was handed over. */
const job = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none') }),
  /**
   * In the page's queue after "Import all", not handed to the background yet. `recheck`: it may have
   * been handed over already (the page closed before the answer): the service is asked first.
   */
  z.object({ state: z.literal('waiting'), recheck: z.boolean() }),
  /** Handed to the background, whose answer has not been recorded (it may have queued the job). */
  z.object({ state: z.literal('sending'), since: z.number() }),
  /** A job in the outbox, followed by its id. */
  z.object({ state: z.literal('queued'), jobId: z.string(), since: z.number() }),
  z.object({ state: z.literal('imported'), jobId: z.string().nullable(), at: z.number() }),
  z.object({ state: z.literal('failed'), jobId: z.string().nullable(), error: serializedError }),
]);

/** One CV of a bulk import batch: the file, what was read from it, the recruiter's edits and choices, its import. */
export const bulkRow = defineStoredItem({
  name: 'bulk-row',
  location: "IndexedDB cv-importer-bulk/records, key ['row', batchId, rowId]",
  version: 1,
  schema: z.object({
    version: z.literal(1),
    id: z.string().min(1),
    batchId: z.string().min(1),
    /** The order the files were taken in: the first of two duplicates is the one kept. */
    position: z.number().int().nonnegative(),
    fileName: z.string().min(1),
    fileSize: z.number().int().nonnegative(),
    reading,
    edits,
    /** Ticked or unticked by the recruiter; null: as its status says (ready rows are ticked). */
    included: z.boolean().nullable(),
    ats: atsCheck,
    job,
  }),
  migrations: {},
});

export type BulkRow = z.infer<typeof bulkRow.schema>;
export type BulkRowEdits = z.infer<typeof edits>;
export type AtsMatch = z.infer<typeof atsMatch>;
export type BulkRowJob = z.infer<typeof job>;
