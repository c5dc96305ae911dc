import { describe, expect, it } from 'vitest';
import { editCell, rowCandidate, rowCells } from '@/lib/bulk/row-candidate';
import { rowStatuses } from '@/lib/bulk/status';
import { DEFAULT_SORT, statusCounts, tableRows } from '@/lib/bulk/table-view';
import { ada, grace, readRow, unreadableRow } from './rows';

describe('editing a row', () => {
  it('a name typed whole becomes first and last name; the edited field names the recruiter as its source', () => {
    const row = editCell(readRow(0, ada), 'name', 'Augusta Ada King');
    expect(rowCells(row).name).toBe('Augusta Ada King');
    expect(rowCandidate(row).name).toMatchObject({ first: 'Augusta Ada', last: 'King' });
    expect(rowCandidate(row).sources.name).toBe('recruiter');
  });

  it('the phone cell replaces the first number and keeps the others read', () => {
    const row = editCell(readRow(0, { ...ada, phones: ['+44 20 7946 0000', '+44 7700 900123'] }), 'phone', '+44 20 7946 1111');
    expect(rowCandidate(row).phones).toEqual(['+44 20 7946 1111', '+44 7700 900123']);
    expect(rowCells(row).phone).toBe('+44 20 7946 1111');
  });

  it('an e-mail typed in replaces the one read, and goes to the candidate sent', () => {
    const row = editCell(readRow(0, { ...ada, email: undefined }), 'email', ' ada.lovelace@example.org ');
    expect(rowCells(row).email).toBe('ada.lovelace@example.org');
    expect(rowCandidate(row).emails).toEqual(['ada.lovelace@example.org']);
  });
});

describe('sorting and filtering the table', () => {
  const rows = [
    readRow(0, { ...grace, headline: '' }),
    readRow(1, { ...ada, email: undefined }),
    unreadableRow(2, { code: 'damaged', format: 'pdf' }),
    readRow(3, { first: 'Émile', last: 'Zola', email: 'emile@example.org', phones: ['1'], headline: 'Writer', location: 'Paris' }),
  ];
  const statuses = rowStatuses(rows);
  const names = (sorted: typeof rows) => sorted.map((row) => rowCells(row).name || row.fileName);

  it('keeps the order the files came in by default', () => {
    expect(tableRows(rows, statuses, new Set(), DEFAULT_SORT, 'en').map((row) => row.position)).toEqual([0, 1, 2, 3]);
  });

  it('sorts by a cell in the language of the page, accents folded, empty cells last in both directions', () => {
    expect(names(tableRows(rows, statuses, new Set(), { key: 'name', descending: false }, 'fr'))).toEqual([
      'Ada Lovelace',
      'Émile Zola',
      'Grace Hopper',
      'cv-2.pdf',
    ]);
    expect(names(tableRows(rows, statuses, new Set(), { key: 'name', descending: true }, 'fr'))).toEqual([
      'Grace Hopper',
      'Émile Zola',
      'Ada Lovelace',
      'cv-2.pdf',
    ]);
    // Grace's headline and the unreadable file's are empty: both last, in the files' order.
    expect(names(tableRows(rows, statuses, new Set(), { key: 'headline', descending: true }, 'en'))).toEqual([
      'Émile Zola',
      'Ada Lovelace',
      'Grace Hopper',
      'cv-2.pdf',
    ]);
  });

  it('sorts by status, ready rows first', () => {
    const sorted = tableRows(rows, statuses, new Set(), { key: 'status', descending: false }, 'en');
    expect(sorted.map((row) => statuses.get(row.id)!.kind)).toEqual(['ready', 'ready', 'needs-review', 'unreadable']);
  });

  it('shows only the statuses chosen, and counts each status', () => {
    expect(names(tableRows(rows, statuses, new Set(['needs-review', 'unreadable']), DEFAULT_SORT, 'en'))).toEqual([
      'Ada Lovelace',
      'cv-2.pdf',
    ]);
    expect(statusCounts(statuses)).toMatchObject({ ready: 2, 'needs-review': 1, unreadable: 1, duplicate: 0 });
  });
});
