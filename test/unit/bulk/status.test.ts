import { describe, expect, it } from 'vitest';
import { editCell } from '@/lib/bulk/row-candidate';
import { canInclude, isIncluded, rowStatuses } from '@/lib/bulk/status';
import { ada, grace, readRow, unreadableRow, waitingRow } from './rows';

const statusOf = (rows: Parameters<typeof rowStatuses>[0], index: number) => rowStatuses(rows).get(rows[index]!.id);

describe('bulk row statuses', () => {
  it('a row read with an e-mail, both names, no doubtful field and no match in the ATS is ready, and ticked', () => {
    const rows = [readRow(0, ada)];
    expect(statusOf(rows, 0)).toEqual({ kind: 'ready' });
    expect(isIncluded(rows[0]!, statusOf(rows, 0)!)).toBe(true);
  });

  it('a row without an e-mail, or with a field the reader was unsure of, needs review and is not ticked', () => {
    const rows = [
      readRow(0, { ...ada, email: undefined }),
      readRow(1, { ...grace, confidence: { headline: 'low', location: 'low' } }),
      readRow(2, { ...ada, email: 'ada2@example.org', last: undefined }),
    ];
    expect(statusOf(rows, 0)).toEqual({ kind: 'needs-review', reasons: ['no-email'], unsure: [] });
    expect(statusOf(rows, 1)).toEqual({ kind: 'needs-review', reasons: ['unsure'], unsure: ['headline', 'location'] });
    expect(statusOf(rows, 2)).toMatchObject({ kind: 'needs-review', reasons: ['name-incomplete'] });
    expect(rows.map((row, index) => isIncluded(row, statusOf(rows, index)!))).toEqual([false, false, false]);
    // The recruiter may tick a row to review with an e-mail and both names; never one without an e-mail.
    expect(canInclude(rows[0]!, statusOf(rows, 0)!)).toBe(false);
    expect(canInclude(rows[1]!, statusOf(rows, 1)!)).toBe(true);
    expect(isIncluded({ ...rows[1]!, included: true }, statusOf(rows, 1)!)).toBe(true);
  });

  it('editing a doubtful cell takes its doubt away: the row becomes ready', () => {
    const [row] = [readRow(0, { ...grace, confidence: { headline: 'low' } })];
    const edited = editCell(row!, 'headline', 'Computer scientist');
    expect(statusOf([edited], 0)).toEqual({ kind: 'ready' });
  });

  it('the second of two rows with the same file bytes, or the same e-mail in any case, is a duplicate of the first', () => {
    const rows = [
      readRow(0, ada, { hash: 'same' }),
      readRow(1, grace, { hash: 'same' }),
      readRow(2, { ...grace, email: 'GRACE@example.org' }),
      readRow(3, grace),
    ];
    const statuses = rowStatuses(rows);
    expect(statuses.get(rows[1]!.id)).toEqual({ kind: 'duplicate', of: rows[0]!.id, by: 'file' });
    expect(statuses.get(rows[2]!.id)).toEqual({ kind: 'ready' });
    expect(statuses.get(rows[3]!.id)).toEqual({ kind: 'duplicate', of: rows[2]!.id, by: 'email' });
    expect(canInclude(rows[3]!, statuses.get(rows[3]!.id)!)).toBe(false);
  });

  it('a row whose e-mail the ATS knows is already there (not ticked); one not checked yet, or whose e-mail changed, is being checked', () => {
    const known = readRow(0, ada, {
      ats: { state: 'checked', email: 'ada@example.org', matches: [{ vacancy: 'Data Engineer', vacancyId: '7', column: 'Interview' }] },
    });
    const unchecked = readRow(1, grace, { ats: { state: 'unchecked' } });
    const changed = editCell(readRow(2, { ...grace, email: 'g.hopper@example.org' }), 'email', 'grace.hopper@example.org');
    const rows = [known, unchecked, changed];
    expect(statusOf(rows, 0)).toMatchObject({ kind: 'in-ats', matches: [{ vacancy: 'Data Engineer', column: 'Interview' }] });
    expect(isIncluded(known, statusOf(rows, 0)!)).toBe(false);
    expect(statusOf(rows, 1)).toEqual({ kind: 'checking' });
    expect(statusOf(rows, 2)).toEqual({ kind: 'checking' });
  });

  it('a file still being read, and one that could not be read with the reason', () => {
    const rows = [waitingRow(0), unreadableRow(1, { code: 'scanned-pdf' })];
    expect(statusOf(rows, 0)).toEqual({ kind: 'reading' });
    expect(statusOf(rows, 1)).toEqual({ kind: 'unreadable', problem: { code: 'scanned-pdf' } });
    expect(canInclude(rows[1]!, statusOf(rows, 1)!)).toBe(false);
  });

  it('a scanned CV whose fields the recruiter typed in needs review and can then be ticked', () => {
    let row = unreadableRow(0, { code: 'scanned-pdf' });
    row = editCell(editCell(row, 'name', 'Katherine Johnson'), 'email', 'kj@example.org');
    row = { ...row, ats: { state: 'checked', email: 'kj@example.org', matches: [] } };
    const status = statusOf([row], 0)!;
    expect(status).toEqual({ kind: 'needs-review', reasons: ['typed-by-hand'], unsure: [] });
    expect(canInclude(row, status)).toBe(true);
  });
});
