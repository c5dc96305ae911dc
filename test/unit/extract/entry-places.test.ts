import { describe, expect, it } from 'vitest';
import { parseEducation, parseExperience } from '../../../lib/extract/heuristics/entries.ts';
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

describe('a town with its postal code in brackets after an employer', () => {
  it('reads the bracket as the place, whether or not the town is a known one', () => {
    const jobs = parseExperience(
      sized([
        ['Velmora Outillage (Saint-Brévin-sur-Lys 26210)', 14],
        ['Été 2019', 10],
        ['Employé au sein d’une équipe de maintenance', 10],
        ['Stage chez Korvan Systèmes (Valmont 38430)', 14],
        ['Juillet 2018', 10],
        ['Outil de suivi des commandes', 10],
      ]),
    );
    expect(jobs.map((j) => [j.company, j.location])).toEqual([
      ['Velmora Outillage', 'Saint-Brévin-sur-Lys 26210'],
      ['Korvan Systèmes', 'Valmont 38430'],
    ]);
  });

  it('reads an organisation alone over its dates, its town in brackets, as the employer', () => {
    const jobs = parseExperience(
      sized([
        ['Velmora Outillage (Saint-Brévin-sur-Lys 26210)', 14],
        ['Été 2019', 10],
        ['Korvan Systèmes (Valmont 38430)', 14],
        ['Été 2017 et été 2016', 10],
      ]),
    );
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      [null, 'Velmora Outillage'],
      [null, 'Korvan Systèmes'],
    ]);
  });
});

describe('a slash between the place and the dates', () => {
  it('reads the town and the degree without the slash that set the dates apart', () => {
    const jobs = parseExperience(
      sized([
        ['DATA ANALYST', 9],
        ['Northwind Traders, Leeds / 2019 – 2021', 9.5],
        ['Built the reporting stack', 9.5],
      ]),
    );
    expect(jobs.map((j) => [j.title, j.company, j.location])).toEqual([['DATA ANALYST', 'Northwind Traders', 'Leeds']]);
    const schools = parseEducation(
      sized([
        ['FENMOOR UNIVERSITY', 9],
        ['MSc Economics / 2016', 9.5],
      ]),
    );
    expect(schools.map((s) => [s.institution, s.degree])).toEqual([['FENMOOR UNIVERSITY', 'MSc Economics']]);
  });
});
