import { z } from 'zod';
import { applicantMatch, comment, serializedError, vacancy, vacancyFields } from './api';
import { attemptOutcome } from './outbox/attempt-outcome';
import { deliveredImport, importRequest, outboxEntry } from './outbox/entry';
import { cvSource, pipelineOptions } from './outbox/placement';
import { outboxSummary } from './outbox/summary';
import { sessionState } from './session/state';
import { quarantinedRecord } from './storage/items/quarantined-record';

/**
 * The typed protocol between extension pages (popup, options) and the background. Each request
 * type has a schema for its payload and one for its answer; both ends validate.
 */

/**
 * What the content script hands back from a tab: a snapshot of the page (its HTML as rendered now,
 * read in an inert document by the extension page), or, when the tab shows a CV document
 * (PDF/DOCX), where it is so an extension page can parse it.
 */
export const tabExtraction = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('page'),
    html: z.string(),
    /** The page was larger than the snapshot limit and was cut. */
    truncated: z.boolean(),
    pageUrl: z.string(),
    pageTitle: z.string(),
  }),
  z.object({
    kind: z.literal('document'),
    format: z.enum(['pdf', 'docx']),
    documentUrl: z.string(),
    pageTitle: z.string(),
  }),
]);
export type TabExtraction = z.infer<typeof tabExtraction>;

const vacancyListAnswer = z.object({
  vacancies: z.array(vacancy),
  fetchedAt: z.number().nullable(),
  /** Set when the list call failed: the vacancies are the cached or pinned ones. */
  error: serializedError.nullable(),
  source: z.enum(['service', 'cache', 'pinned']),
  pinned: z.array(z.string()),
});

export type { PipelineOptions } from './outbox/placement';

const empty = z.object({});

export const protocol = {
  'session.get': { request: empty, response: sessionState },
  'session.signIn': {
    request: z.object({ email: z.string().min(1), password: z.string().min(1) }),
    response: sessionState,
  },
  'session.signInWithApiKey': { request: z.object({ apiKey: z.string().min(1) }), response: sessionState },
  'session.signOut': { request: empty, response: sessionState },
  /** A second credential for adding to vacancies: the company API key, or a user sign-in for notes. */
  'session.addApiKey': { request: z.object({ apiKey: z.string().min(1) }), response: sessionState },
  'session.addUserSignIn': {
    request: z.object({ email: z.string().min(1), password: z.string().min(1) }),
    response: sessionState,
  },
  'pipeline.options': { request: z.object({ refresh: z.boolean().optional() }), response: pipelineOptions },
  /** Whether the service knows a company, asked before the company ID is saved (nothing is stored). */
  'company.check': {
    request: z.object({ companyId: z.string().min(1) }),
    response: z.object({ known: z.boolean(), error: serializedError.nullable() }),
  },
  'vacancies.list': {
    request: z.object({ refresh: z.boolean().optional() }),
    response: vacancyListAnswer,
  },
  /** Pin a vacancy by id or URL, for companies whose list call is refused. */
  'vacancies.pin': { request: z.object({ idOrUrl: z.string().min(1) }), response: vacancyListAnswer },
  'vacancies.unpin': { request: z.object({ id: z.string().min(1) }), response: vacancyListAnswer },
  'vacancies.get': {
    request: z.object({ id: z.string().min(1), fields: z.array(z.enum(vacancyFields)).optional() }),
    response: vacancy,
  },
  'applicants.search': { request: z.object({ email: z.string().min(1) }), response: z.array(applicantMatch) },
  'comments.list': { request: z.object({ applicantId: z.string().min(1) }), response: z.array(comment) },
  'candidate.extract': { request: z.object({ tabId: z.number().int() }), response: tabExtraction },
  'candidate.import': {
    request: importRequest.omit({ companyId: true, appName: true, cv: true }).partial({ type: true }).extend({ cv: cvSource.optional() }),
    response: attemptOutcome,
  },
  /** Has a CV document the popup stored as a job parsed where the parse survives the popup closing. */
  'documents.parse': { request: z.object({ jobId: z.string().min(1) }), response: z.null() },
  'outbox.list': {
    request: empty,
    response: z.object({
      entries: z.array(outboxEntry),
      delivered: z.array(deliveredImport),
      /** Stored imports that could not be read, kept as they were (see lib/storage). */
      quarantined: z.array(quarantinedRecord.schema),
      summary: outboxSummary,
    }),
  },
  'outbox.discardQuarantined': { request: z.object({ id: z.string() }), response: z.null() },
  'outbox.retry': { request: z.object({ id: z.string() }), response: outboxEntry.nullable() },
  'outbox.edit': {
    /** A job's placement may be corrected too (column, note, tags, names); steps already done stay done. */
    request: z.object({
      id: z.string(),
      change: importRequest.pick({ reference: true, value: true, type: true, label: true, placement: true }),
    }),
    response: outboxEntry.nullable(),
  },
  'outbox.discard': { request: z.object({ id: z.string() }), response: outboxEntry.nullable() },
} as const;

export type Protocol = typeof protocol;
export type MessageType = keyof Protocol;
export type RequestOf<T extends MessageType> = z.input<Protocol[T]['request']>;
export type ResponseOf<T extends MessageType> = z.infer<Protocol[T]['response']>;

export interface Envelope<T extends MessageType = MessageType> {
  type: T;
  payload: RequestOf<T>;
}

export type Answer<T> = { ok: true; data: T } | { ok: false; error: z.infer<typeof serializedError> };

const envelope = z.object({ type: z.enum(Object.keys(protocol) as [MessageType, ...MessageType[]]), payload: z.unknown() });

/** Validates an incoming message; null when it is not one of ours. */
export function parseEnvelope(message: unknown): { type: MessageType; payload: unknown } | null {
  const parsed = envelope.safeParse(message);
  if (!parsed.success) return null;
  return parsed.data;
}
