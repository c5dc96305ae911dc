import { z } from 'zod';
import { CandidateSchema } from '../../extract/candidate';
import { defineStoredItem } from '../stored-item';

/** Checked by its tag, not `instanceof`: a record read back from IndexedDB may come from another realm. */
const isByteArray = (value: unknown) => Object.prototype.toString.call(value) === '[object Uint8Array]';

const common = {
  version: z.literal(1),
  id: z.string().min(1),
  /** The file name, which tells the reader the format. */
  name: z.string().min(1),
  /** Where the document came from, posted with the candidate (`file:///<name>` for a chosen file). */
  sourceUrl: z.string().min(1),
  /** The tab the popup acted on when the recruiter chose the file; null for a tab's or a link's document. */
  chosenOnTab: z.number().int().nullable(),
  createdAt: z.number(),
  /** How many times a parse of it started: a reopened popup waits for the first instead of starting another. */
  parses: z.number().int().min(0),
  imported: z.boolean(),
};

/**
 * A CV document handed from the popup to the background to be parsed where the parse survives the
 * popup closing. Its bytes are kept only until the result is written.
 */
export const documentJob = defineStoredItem({
  name: 'document-job',
  location: 'IndexedDB cv-importer-documents/jobs, key <id>',
  version: 1,
  schema: z.discriminatedUnion('state', [
    z.object({ ...common, state: z.literal('waiting'), bytes: z.custom<Uint8Array>(isByteArray) }),
    z.object({ ...common, state: z.literal('done'), candidate: CandidateSchema, notes: z.array(z.string()) }),
    z.object({ ...common, state: z.literal('failed'), problem: z.string() }),
  ]),
  migrations: {},
});

export type DocumentJob = z.infer<typeof documentJob.schema>;
