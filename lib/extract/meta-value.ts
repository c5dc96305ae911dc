import type { Candidate } from './candidate.ts';
import { plainTypography } from './heuristics/text.ts';

/** Deep copy of a JSON-like value with every string's curly quotes and dashes made plain. */
function plainStrings<T>(value: T): T {
  if (typeof value === 'string') return plainTypography(value) as T;
  if (Array.isArray(value)) return value.map(plainStrings) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainStrings(v)])) as T;
  }
  return value;
}

export interface CandidateMetaValue extends Candidate {
  page_url: string;
  captured_at: string;
}

/**
 * The `value` the extension posts as candidate meta: the candidate as plain JSON, with
 * typographic quotes and dashes made plain (the service does not store them reliably).
 */
export function toCandidateMetaValue(candidate: Candidate, context: { pageUrl: string; capturedAt: Date | string }): CandidateMetaValue {
  const capturedAt = typeof context.capturedAt === 'string' ? context.capturedAt : context.capturedAt.toISOString();
  return plainStrings({ ...structuredClone(candidate), page_url: context.pageUrl, captured_at: capturedAt });
}

/** The candidate meta `reference`: the first e-mail, or null when there is none. */
export function candidateReference(candidate: Candidate): string | null {
  return candidate.emails[0] ?? null;
}
