import { describe, expect, it } from 'vitest';
import { parseEducation } from '../../../lib/extract/heuristics/entries.ts';
import { schoolAmongParts } from '../../../lib/extract/heuristics/school-parts.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

const lines = (rows: string[]): TextLine[] => rows.map((text) => ({ text }));
const noPlace = () => false;

describe('a school read among the parts of its degree line', () => {
  it('takes the part named a school after a semicolon, a comma or a full stop', () => {
    expect(
      parseEducation(lines(['Sep 2010-Jul 2014: Integrated master’s degree in Physics (MPhys); University of Greystone'])),
    ).toMatchObject([{ institution: 'University of Greystone', degree: 'Integrated master’s degree in Physics (MPhys)' }]);
    expect(parseEducation(lines(['09/2001–06/2004\t• Bachelor of Arts, Maritime Law. Northfield University.']))).toMatchObject([
      { institution: 'Northfield University', degree: 'Bachelor of Arts', field: 'Maritime Law' },
    ]);
    expect(parseEducation(lines(['Geography, Master of Science, Lakeside Institute', 'Sep 2003 - Jun 2005']))).toMatchObject([
      { institution: 'Lakeside Institute', degree: 'Master of Science' },
    ]);
  });

  it('takes the one part naming neither degree, subject nor place where no word names the school', () => {
    expect(schoolAmongParts('Part-time PGDip in Marine Biology; QMX', noPlace)).toMatchObject({ institution: 'QMX' });
    expect(schoolAmongParts('Diploma in Economics, Varnholt, Springfield', (p) => p === 'Springfield')).toMatchObject({
      institution: 'Varnholt',
    });
  });

  it('leaves the school whole where its own name holds the stop, or where two parts name schools', () => {
    expect(schoolAmongParts('St. Aldhelm College', noPlace)).toBeNull();
    expect(schoolAmongParts('Univ. Montrelle', noPlace)).toBeNull();
    expect(schoolAmongParts("Saint Ottilie's College, Brackwater University", noPlace)).toBeNull();
  });

  it('drops the town after the school', () => {
    expect(schoolAmongParts('Università di Ferrante, Ferrante', (p) => p === 'Ferrante')).toMatchObject({
      institution: 'Università di Ferrante',
    });
  });
});
