import { describe, expect, it } from 'vitest';
import { findDateRange, removeDateRanges } from '../../../lib/extract/heuristics/dates.ts';
import { memoByText } from '../../../lib/extract/heuristics/memo-by-text.ts';
import { readPlace } from '../../../lib/extract/heuristics/places.ts';

describe('answers remembered per text', () => {
  it('works out each text once, null answers too', () => {
    const asked: string[] = [];
    const yearOf = memoByText((text) => {
      asked.push(text);
      return /\d{4}/.exec(text)?.[0] ?? null;
    });
    expect([yearOf('Analyst, 2019'), yearOf('Analyst'), yearOf('Analyst, 2019'), yearOf('Analyst')]).toEqual(['2019', null, '2019', null]);
    expect(asked).toEqual(['Analyst, 2019', 'Analyst']);
  });

  it('starts afresh when full, so a long run of documents keeps it small', () => {
    const asked: string[] = [];
    const length = memoByText((text) => asked.push(text) && text.length, 2);
    ['a', 'bb', 'a', 'ccc', 'a'].forEach((text) => length(text));
    expect(asked).toEqual(['a', 'bb', 'ccc', 'a']);
  });

  it('gives a line the same dates however often it is asked, and they cannot be changed by one rule for the next', () => {
    const line = 'Data Analyst, Brightwater Labs\tMar 2021 – Present';
    const first = findDateRange(line);
    expect(findDateRange(line)).toEqual(first);
    expect(first).toMatchObject({ start: '2021-03', end: null, current: true });
    expect(() => Object.assign(first!, { start: '1999' })).toThrow(TypeError);
    expect(removeDateRanges(line)).toBe(removeDateRanges(line));
  });

  it('gives a field the same place however often it is asked, and it cannot be changed by one rule for the next', () => {
    const place = readPlace('Location: Leeds, United Kingdom');
    expect(readPlace('Location: Leeds, United Kingdom')).toEqual(place);
    expect(place).toMatchObject({ text: 'Leeds, United Kingdom' });
    expect(() => Object.assign(place!, { text: 'Paris' })).toThrow(TypeError);
  });
});
