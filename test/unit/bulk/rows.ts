import { emptyCandidate, type Candidate, type Confidence } from '@/lib/extract/candidate';
import type { ReadingProblem } from '@/lib/extract/documents/document-error';
import type { BulkRow } from '@/lib/storage/items/bulk-row';

export interface Person {
  first?: string;
  last?: string;
  email?: string;
  phones?: string[];
  headline?: string;
  location?: string;
  confidence?: Confidence;
}

/** A candidate as the extractor gives one, with these fields (read from a PDF, at 'medium' unless told). */
export function candidateOf(person: Person): Candidate {
  const full = [person.first, person.last].filter(Boolean).join(' ') || null;
  const found: Confidence = {
    ...(full ? { name: 'medium' } : {}),
    ...(person.email ? { emails: 'high' } : {}),
    ...(person.phones?.length ? { phones: 'high' } : {}),
    ...(person.headline ? { headline: 'medium' } : {}),
    ...(person.location ? { location: 'medium' } : {}),
  };
  return {
    ...emptyCandidate(),
    name: { full, first: person.first ?? null, last: person.last ?? null },
    emails: person.email ? [person.email] : [],
    phones: person.phones ?? [],
    headline: person.headline ?? null,
    location: person.location ?? null,
    sources: Object.fromEntries(Object.keys(found).map((field) => [field, 'pdf'])),
    confidence: { ...found, ...person.confidence },
  };
}

let rows = 0;

/** A row of batch `b1` whose file was read. */
export function readRow(position: number, person: Person, change: Partial<BulkRow> & { hash?: string } = {}): BulkRow {
  const { hash, ...rest } = change;
  return {
    version: 1,
    id: `row-${++rows}`,
    batchId: 'b1',
    position,
    fileName: `cv-${position}.pdf`,
    fileSize: 1000,
    reading: { state: 'read', hash: hash ?? `hash-${position}`, candidate: candidateOf(person), text: null },
    edits: {},
    included: null,
    ats: person.email ? { state: 'checked', email: person.email.toLowerCase(), matches: [] } : { state: 'unchecked' },
    job: { state: 'none' },
    ...rest,
  };
}

export function unreadableRow(position: number, problem: ReadingProblem): BulkRow {
  return {
    ...readRow(position, {}),
    reading: { state: 'unreadable', hash: `hash-${position}`, problem },
  };
}

export function waitingRow(position: number): BulkRow {
  return { ...readRow(position, {}), reading: { state: 'waiting' } };
}

export const ada: Person = {
  first: 'Ada',
  last: 'Lovelace',
  email: 'ada@example.org',
  phones: ['+44 20 7946 0000'],
  headline: 'Analyst',
  location: 'London',
};
export const grace: Person = {
  first: 'Grace',
  last: 'Hopper',
  email: 'grace@example.org',
  phones: ['+1 212 555 0100'],
  headline: 'Rear admiral',
  location: 'New York',
};
