import { z } from 'zod';

/** The parts of a page the extractor reads one after another, each of which may be cut short or fail. */
export const ReadingPartSchema = z.enum(['json-ld', 'microdata', 'rdfa', 'microformats', 'contact-links', 'site-page', 'page-text']);
export type ReadingPart = z.infer<typeof ReadingPartSchema>;

/**
 * What the extractor tells about a reading: something skipped or cut short. A code with its
 * parameters, never a sentence: the pages show each in the recruiter's language (lib/ui).
 */
export const ExtractionNoteSchema = z.discriminatedUnion('code', [
  /** Time ran out before or while reading one part of the page. */
  z.object({ code: z.literal('time-ran-out'), part: ReadingPartSchema }),
  /** Reading one part of the page threw; it was skipped. */
  z.object({ code: z.literal('part-failed'), part: ReadingPartSchema }),
  /** A profile site's page (`site`: the adapter's name) whose layout the adapter did not find; the generic reader read it. */
  z.object({ code: z.literal('layout-not-recognised'), site: z.string() }),
  /** The page was too large (elements, characters, time): only its beginning was read. */
  z.object({ code: z.literal('page-cut') }),
  z.object({ code: z.literal('text-cut') }),
  z.object({ code: z.literal('nesting-cut') }),
  /** More lines of text than a CV has: only the first were read for sections. */
  z.object({ code: z.literal('lines-cut') }),
  z.object({ code: z.literal('contact-links-cut') }),
  /** Many e-mail or phone links: a directory, whose links give none of the candidate's. */
  z.object({ code: z.literal('contact-directory') }),
  z.object({ code: z.literal('microformats-cut') }),
  z.object({ code: z.literal('microdata-cut') }),
  z.object({ code: z.literal('json-ld-too-large') }),
  z.object({ code: z.literal('json-ld-invalid') }),
  /** A DOCX past the elements read: its beginning was read. */
  z.object({ code: z.literal('docx-cut') }),
]);
export type ExtractionNote = z.infer<typeof ExtractionNoteSchema>;
export type NoteCode = ExtractionNote['code'];

/** Two notes are the same when their code and parameters are. */
export function sameNote(a: ExtractionNote, b: ExtractionNote): boolean {
  const key = (note: ExtractionNote) => JSON.stringify(Object.entries(note).sort(([x], [y]) => x.localeCompare(y)));
  return key(a) === key(b);
}

/** The notes with each one once, in the order first given. */
export function uniqueNotes(notes: ExtractionNote[]): ExtractionNote[] {
  return notes.filter((note, index) => notes.findIndex((other) => sameNote(note, other)) === index);
}
