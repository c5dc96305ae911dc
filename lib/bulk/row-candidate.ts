import { emptyCandidate, type Candidate, type CandidateField } from '../extract/candidate';
import type { BulkRow, BulkRowEdits } from '../storage/items/bulk-row';
import { candidateFromForm, formFromCandidate, splitFullName, type CandidateFormValues } from '../ui/candidate-form';

/** The cells of the review table the recruiter can edit. */
export const CELLS = ['name', 'email', 'phone', 'headline', 'location'] as const;
export type Cell = (typeof CELLS)[number];

/** Which candidate field each cell shows, for the extractor's confidence. */
export const CELL_FIELDS: Record<Cell, CandidateField> = {
  name: 'name',
  email: 'emails',
  phone: 'phones',
  headline: 'headline',
  location: 'location',
};

export type CellValues = Record<Cell, string>;

const readCandidate = (row: BulkRow): Candidate => (row.reading.state === 'read' ? row.reading.candidate : emptyCandidate());

/**
 * Rows never change in place (a change makes a new row), so what is worked out of one is kept with
 * it: the table asks for each row's candidate and cells at every render, and a render comes with
 * every file read.
 */
const candidates = new WeakMap<BulkRow, Candidate>();
const cells = new WeakMap<BulkRow, CellValues>();

/** The form the popup would show for this row's candidate, with the recruiter's edits. */
function formOf(row: BulkRow): CandidateFormValues {
  return { ...formFromCandidate(readCandidate(row)), ...row.edits };
}

/**
 * The row's candidate as the recruiter reviewed it: what was read with the cells they edited (an
 * edited field names the recruiter as its source and loses the reader's confidence). A file that
 * could not be read gives only what the recruiter typed.
 */
export function rowCandidate(row: BulkRow): Candidate {
  let candidate = candidates.get(row);
  if (!candidate) candidates.set(row, (candidate = candidateFromForm(formOf(row), readCandidate(row))));
  return candidate;
}

const firstLine = (text: string) => text.split('\n').find((line) => line.trim() !== '') ?? '';

/** What each cell shows. */
export function rowCells(row: BulkRow): CellValues {
  const known = cells.get(row);
  if (known) return known;
  const form = formOf(row);
  const values = {
    name: [form.firstName, form.lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' '),
    email: form.email.trim(),
    phone: firstLine(form.phones).trim(),
    headline: form.headline.trim(),
    location: form.location.trim(),
  };
  cells.set(row, values);
  return values;
}

/** The row with one cell changed as the recruiter typed it; the other phone numbers read are kept. */
export function editCell(row: BulkRow, cell: Cell, value: string): BulkRow {
  const form = formOf(row);
  const change: BulkRowEdits = {};
  if (cell === 'name') {
    const { first, last } = splitFullName(value);
    change.firstName = first;
    change.lastName = last;
  } else if (cell === 'phone') {
    const others = form.phones.split('\n').filter((line) => line.trim() !== '');
    change.phones = [value.trim(), ...others.slice(1)].filter(Boolean).join('\n');
  } else {
    change[cell] = value.trim();
  }
  return { ...row, edits: { ...row.edits, ...change } };
}

/** Whether the recruiter typed something in this row. */
export const hasEdits = (row: BulkRow): boolean => Object.keys(row.edits).length > 0;
