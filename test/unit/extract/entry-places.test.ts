import { describe, expect, it } from 'vitest';
import { parseEducation, parseExperience } from '../../../lib/extract/heuristics/entries.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

const sized = (rows: [string, number][]): TextLine[] => rows.map(([text, size]) => ({ text, size }));

describe('the town after an organisation', () => {
  it('sets apart a town given with its postal code in brackets, however small the town', () => {
    const jobs = parseExperience(
      sized([
        ['Brindlecombe Metals (Valbourg-sur-Orne 41200)', 14],
        ['Été 2019', 11],
        ['Opérateur de maintenance', 11],
        ['Quillmoor SA (Trévanne 38430)', 14],
        ['Juillet 2018', 11],
        ['Agent logistique', 11],
      ]),
    );
    expect(jobs.map((j) => j.company)).toEqual(['Brindlecombe Metals', 'Quillmoor SA']);
  });

  it('sets apart a known town after "à" / "in" at the end of an employer or a school', () => {
    const jobs = parseExperience(
      sized([
        ['Technicien réseau - Ormeline Habitat à Lille', 10],
        ['2015 – 2016', 10],
      ]),
    );
    expect([jobs[0]?.title, jobs[0]?.company, jobs[0]?.location]).toEqual(['Technicien réseau', 'Ormeline Habitat', 'Lille']);
    const schools = parseEducation(
      sized([
        ['Baccalauréat scientifique - Lycée Vauquelin à Lille', 10],
        ['2012 – 2013', 10],
      ]),
    );
    expect(schools[0]?.institution).toBe('Lycée Vauquelin');
  });

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
