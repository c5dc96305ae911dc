import { z } from 'zod';
import { CandidateSchema } from '../../extract/candidate';
import { ReadingProblemSchema } from '../../extract/documents/document-problems';
import { ExtractionNoteSchema } from '../../extract/notes';
import { asRecord } from '../migrations';
import { defineStoredItem } from '../stored-item';
import { noteOfV1, problemOfV1 } from './document-job-v1';

/** Checked by its tag, not `instanceof`: a record read back from IndexedDB may come from another realm. */
export const isByteArray = (value: unknown): value is Uint8Array => Object.prototype.toString.call(value) === '[object Uint8Array]';

/** The bytes a job of version 3 kept inline (to parse, or the original once parsed); later ones keep them apart. */
export function inlineBytesOf(raw: unknown): Uint8Array | null {
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as { bytes?: unknown; original?: unknown };
  const inline = record.bytes ?? record.original;
  return isByteArray(inline) ? inline : null;
}

const common = {
  version: z.literal(4),
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
 * popup closing. Its bytes are kept apart, under `[<id>, 'bytes']`, until the candidate is imported
 * (the original file is the CV sent with the applicant): reading or updating a job never copies them.
 */
export const documentJob = defineStoredItem({
  name: 'document-job',
  location: "IndexedDB cv-importer-documents/jobs, key <id> (its bytes: key [<id>, 'bytes'])",
  version: 4,
  schema: z.discriminatedUnion('state', [
    z.object({ ...common, state: z.literal('waiting') }),
    z.object({ ...common, state: z.literal('done'), candidate: CandidateSchema, notes: z.array(ExtractionNoteSchema) }),
    z.object({ ...common, state: z.literal('failed'), problem: ReadingProblemSchema }),
  ]),
  migrations: {
    /**
     * Version 2 keeps notes and problems as codes, shown in the recruiter's language, where version 1
     * kept English sentences; its candidates carry a confidence per field. A candidate of version 1
     * gets an empty one (nothing is claimed of it, so nothing is marked), rather than a confidence
     * worked out here, which would bring the extractor's word lists into the background.
     */
    2: (older) => {
      const record = asRecord(older);
      const upgraded = { ...record, version: 2 };
      if (record.state === 'done') {
        const notes = (record.notes as unknown[]).flatMap((note) => (typeof note === 'string' ? (noteOfV1(note) ?? []) : []));
        return { ...upgraded, candidate: { ...asRecord(record.candidate), confidence: {} }, notes };
      }
      if (record.state === 'failed') return { ...upgraded, problem: problemOfV1(String(record.problem), String(record.name)) };
      return upgraded;
    },
    /** Version 3 keeps a parsed document's bytes until it is imported; a job of version 2 had let them go. */
    3: (older) => {
      const record = asRecord(older);
      return record.state === 'done' ? { ...record, original: null, version: 3 } : { ...record, version: 3 };
    },
    /**
     * Version 4 keeps the bytes apart from the job. The store moves a job's inline bytes to their own
     * key before it writes the job back (job-store.ts); the record itself only lets go of them.
     */
    4: (older) => {
      const { bytes: _bytes, original: _original, ...rest } = asRecord(older);
      return { ...rest, version: 4 };
    },
  },
});

export type DocumentJob = z.infer<typeof documentJob.schema>;
