import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { describe, expect, it } from 'vitest';
import { datedSchool } from '../../../lib/extract/heuristics/dated-schools.ts';
import { extractHtml } from './helpers.ts';

describe('schools told in one line with their date', () => {
  it('reads the school, the degree and the date from the parts of the line', () => {
    expect(datedSchool('PhD in Geology, University of Northvale, 2015')).toEqual({
      institution: 'University of Northvale',
      degree: 'PhD in Geology',
      field: null,
      start: null,
      end: '2015',
    });
    expect(datedSchool('• Licence de chimie (06/2012) – Université de Port-Royal.')).toMatchObject({
      institution: 'Université de Port-Royal',
      degree: 'Licence de chimie',
      end: '2012-06',
    });
    expect(datedSchool('2010 - 2013: Master, Hochschule Waldtal')).toMatchObject({
      institution: 'Hochschule Waldtal',
      start: '2010',
      end: '2013',
    });
  });

  it('keeps apart the cells a tab sets apart', () => {
    expect(datedSchool('Master of Arts, Eastbrook College\tSep 2011 - Jun 2013')).toMatchObject({
      institution: 'Eastbrook College',
      degree: 'Master of Arts',
    });
  });

  it('reads nothing from a line without a date or without a school', () => {
    expect(datedSchool('PhD in Geology, University of Northvale')).toBeNull();
    expect(datedSchool('Joined the rowing team in 2014')).toBeNull();
  });

  it('gives a page its schools when the Education list holds one line per school', () => {
    const { candidate } = extractHtml(`<html><body><h1>Jane Doe</h1><p>Geologist</p>
      <h2>Education</h2><ul><li>PhD in Geology, University of Northvale, 2015</li>
      <li>BSc in Earth Sciences (2009) – Eastbrook College</li></ul></body></html>`);
    expect(candidate.education.map((e) => e.institution)).toEqual(['University of Northvale', 'Eastbrook College']);
  });
});

describe('one-line dated schools in any document', () => {
  it('are read from a CV whose Education section the entry blocks read nothing from', () => {
    const draft = extractFromLines([
      { text: 'Ines Valtora', size: 20 },
      { text: 'ines@example.org', size: 10 },
      { text: 'Education', size: 14 },
      { text: '• PhD in Geology, University of Northvale, 2015', size: 10, bullet: true },
      { text: '• BSc in Earth Sciences (2009) – Eastbrook College', size: 10, bullet: true },
    ]);
    expect(draft.education?.map((e) => [e.institution, e.end])).toEqual([
      ['University of Northvale', '2015'],
      ['Eastbrook College', '2009'],
    ]);
  });
});
