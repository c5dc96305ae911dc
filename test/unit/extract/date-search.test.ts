import { describe, expect, it } from 'vitest';
import { findDateRange, isDurationAlone, removeDateRanges } from '../../../lib/extract/heuristics/dates.ts';

describe('lines searched for dates', () => {
  it('finds none in a line without a digit, a dash or the word "year", and leaves it as it was', () => {
    expect(findDateRange('Senior Analyst, Harrowgate Consulting (Ledbury)')).toBeNull();
    expect(removeDateRanges('Senior Analyst ( ) Harrowgate')).toBe('Senior Analyst   Harrowgate');
  });

  it('still reads the dates a line may hold without a digit: an unfilled range, a start left empty', () => {
    expect(findDateRange('year–year Job title, Employer')).toMatchObject({ unfilled: true });
    expect(findDateRange('YEAR - YEAR')).toMatchObject({ unfilled: true });
    expect(findDateRange('— Present')).toMatchObject({ start: null, current: true });
    expect(removeDateRanges('Analyst\t– Present').trim()).toBe('Analyst');
  });
});

describe('durations alone', () => {
  it('knows a duration in figures or, up to twelve, in words', () => {
    for (const duration of ['3 months', '(2 ans 3 mois)', 'Vier Wochen', 'six mois', 'Eén maand', 'tres meses', 'Two weeks'])
      expect(isDurationAlone(duration), duration).toBe(true);
  });

  it('does not take a word that is no duration, or a count without its unit, for one', () => {
    for (const text of ['Vier', 'months', 'Une équipe', 'Sechs Sigma', 'seven seas']) expect(isDurationAlone(text), text).toBe(false);
  });
});
