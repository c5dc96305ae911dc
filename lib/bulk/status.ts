import type { ReadingProblem } from '../extract/documents/document-error';
import type { AtsMatch, BulkRow } from '../storage/items/bulk-row';
import { isValidEmail } from '../ui/candidate-form';
import { CELL_FIELDS, CELLS, hasEdits, rowCandidate, rowCells, type Cell } from './row-candidate';

/** Why a row asks the recruiter to look before it is imported. */
export type ReviewReason = 'no-email' | 'name-incomplete' | 'unsure' | 'typed-by-hand' | 'ats-unchecked';

/** What the table says of a row before its import. */
export type RowStatus =
  | { kind: 'reading' }
  | { kind: 'unreadable'; problem: ReadingProblem }
  /** Another row earlier in the batch has the same file (`file`) or the same e-mail (`email`). */
  | { kind: 'duplicate'; of: string; by: 'file' | 'email' }
  /** The duplicate check of the e-mail has not answered yet. */
  | { kind: 'checking' }
  | { kind: 'in-ats'; matches: AtsMatch[] }
  | { kind: 'needs-review'; reasons: ReviewReason[]; unsure: Cell[] }
  | { kind: 'ready' };

export type StatusKind = RowStatus['kind'];

/** The statuses in the order the filter offers them. */
export const STATUS_KINDS: readonly StatusKind[] = ['ready', 'needs-review', 'in-ats', 'duplicate', 'unreadable', 'checking', 'reading'];

const emailKey = (email: string) => email.trim().toLowerCase();

/** The e-mail the duplicate check must look for; null when the row has no valid one. */
export function emailToCheck(row: BulkRow): string | null {
  const { email } = rowCells(row);
  return isValidEmail(email) ? emailKey(email) : null;
}

function fileHash(row: BulkRow): string | null {
  return row.reading.state === 'waiting' ? null : row.reading.hash;
}

/** The cells the reader was unsure of ('low' confidence) and the recruiter has not edited since. */
export function unsureCells(row: BulkRow): Cell[] {
  const { confidence } = rowCandidate(row);
  return CELLS.filter((cell) => confidence[CELL_FIELDS[cell]] === 'low');
}

function reviewOf(row: BulkRow): { reasons: ReviewReason[]; unsure: Cell[] } {
  const candidate = rowCandidate(row);
  const reasons: ReviewReason[] = [];
  if (emailToCheck(row) === null) reasons.push('no-email');
  if (!candidate.name.first?.trim() || !candidate.name.last?.trim()) reasons.push('name-incomplete');
  const unsure = unsureCells(row);
  if (unsure.length > 0) reasons.push('unsure');
  if (row.reading.state === 'unreadable') reasons.push('typed-by-hand');
  if (row.ats.state === 'failed' && row.ats.email === emailToCheck(row)) reasons.push('ats-unchecked');
  return { reasons, unsure };
}

/**
 * Each row's status, in this order of precedence: still being read; unreadable (unless the recruiter
 * typed its fields in); a duplicate of an earlier row (same file bytes, or same e-mail); waiting for
 * the duplicate check; already in the ATS; needing review (no e-mail, an incomplete name, fields the
 * reader was unsure of, a check that failed); ready.
 */
export function rowStatuses(rows: readonly BulkRow[]): Map<string, RowStatus> {
  const statuses = new Map<string, RowStatus>();
  const firstWithHash = new Map<string, string>();
  const firstWithEmail = new Map<string, string>();
  for (const row of [...rows].sort((a, b) => a.position - b.position)) {
    statuses.set(row.id, statusOf(row));
  }
  return statuses;

  function statusOf(row: BulkRow): RowStatus {
    if (row.reading.state === 'waiting') return { kind: 'reading' };
    if (row.reading.state === 'unreadable' && !hasEdits(row)) return { kind: 'unreadable', problem: row.reading.problem };
    const hash = fileHash(row);
    const email = emailToCheck(row);
    const sameFile = hash ? firstWithHash.get(hash) : undefined;
    if (sameFile) return { kind: 'duplicate', of: sameFile, by: 'file' };
    if (hash) firstWithHash.set(hash, row.id);
    const sameEmail = email ? firstWithEmail.get(email) : undefined;
    if (sameEmail) return { kind: 'duplicate', of: sameEmail, by: 'email' };
    if (email) firstWithEmail.set(email, row.id);
    if (email && (row.ats.state === 'unchecked' || row.ats.email !== email)) return { kind: 'checking' };
    if (row.ats.state === 'checked' && row.ats.matches.length > 0) return { kind: 'in-ats', matches: row.ats.matches };
    const review = reviewOf(row);
    return review.reasons.length > 0 ? { kind: 'needs-review', ...review } : { kind: 'ready' };
  }
}

/** Whether the row can go to the service at all: an e-mail, both names (the careers site requires them), and a status that allows it. */
export function canInclude(row: BulkRow, status: RowStatus): boolean {
  if (!['ready', 'needs-review', 'in-ats', 'checking'].includes(status.kind)) return false;
  const candidate = rowCandidate(row);
  return emailToCheck(row) !== null && Boolean(candidate.name.first?.trim() && candidate.name.last?.trim());
}

/** Whether "Import all" takes the row: the recruiter's tick, or by default only a ready row. */
export function isIncluded(row: BulkRow, status: RowStatus): boolean {
  return canInclude(row, status) && (row.included ?? status.kind === 'ready');
}
