import { describe, expect, it } from 'vitest';
import { parseEducation } from '../../../lib/extract/heuristics/entries.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

const sized = (rows: [string, number][]): TextLine[] => rows.map(([text, size]) => ({ text, size }));

describe('the town after an organisation', () => {
  it('leaves a place that belongs to a role or a degree where it stands', () => {
    const schools = parseEducation(
      sized([
        ['Study Abroad in Japan, Kisaragi University', 10],
        ['2019', 10],
      ]),
    );
    expect(schools[0]?.degree).toBe('Study Abroad in Japan');
  });
});
