import { z } from 'zod';

const FormatSchema = z.enum(['pdf', 'docx']);

/**
 * Why a CV document is refused or cannot be read: a code with its parameters, never a sentence
 * (the pages show each in the recruiter's language, lib/ui).
 */
export const DocumentProblemSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('too-large'), format: FormatSchema, maxMegabytes: z.number() }),
  z.object({ code: z.literal('too-many-pages'), maxPages: z.number() }),
  /** A PDF with no text layer: a scan or a picture. */
  z.object({ code: z.literal('scanned-pdf') }),
  /** A DOCX whose pages are pictures, with no text. */
  z.object({ code: z.literal('pictures-only-docx') }),
  /** A PDF that asks for a password. */
  z.object({ code: z.literal('encrypted') }),
  /** Not a readable file of its format: damaged, or something else under its name. */
  z.object({ code: z.literal('damaged'), format: FormatSchema }),
  /** Compressed parts that unpack past any CV's size (a zip or stream bomb). */
  z.object({ code: z.literal('unpacks-too-large'), format: FormatSchema }),
  z.object({ code: z.literal('too-many-fonts') }),
  /** Reading took longer than any CV takes, and was given up. */
  z.object({ code: z.literal('too-slow'), format: FormatSchema }),
  /** A file whose name says none of the formats read (.html, .htm, .pdf, .docx). */
  z.object({ code: z.literal('unsupported-file') }),
]);
export type DocumentProblem = z.infer<typeof DocumentProblemSchema>;

/**
 * Why reading a document gave no candidate: a document problem, or a failure no reader foresaw
 * (pdf.js failing to load, the parser's page gone), whose own message is kept as `detail`.
 */
export const ReadingProblemSchema = z.union([DocumentProblemSchema, z.object({ code: z.literal('unexpected'), detail: z.string() })]);
export type ReadingProblem = z.infer<typeof ReadingProblemSchema>;
