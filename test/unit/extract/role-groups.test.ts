import { describe, expect, it } from 'vitest';
import { parseEducation, parseExperience } from '../../../lib/extract/heuristics/entries.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

const sized = (rows: [string, number][]): TextLine[] => rows.map(([text, size]) => ({ text, size }));

describe('how long a group of roles lasted, alone under the employer', () => {
  it('names nothing: the roles under it still take the employer set over them', () => {
    const jobs = parseExperience(
      sized([
        ['Corvell Insights', 12],
        ['4 years 1 month', 10],
        ['Data Analyst', 10],
        ['March 2018 - Present (4 years 1 month)', 10],
        ['Junior Analyst', 10],
        ['December 2016 - February 2018 (1 year 3 months)', 10],
        ['Pellmore Group', 12],
        ['Intern', 10],
        ['June 2016 - August 2016 (3 months)', 10],
      ]),
    );
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Data Analyst', 'Corvell Insights'],
      ['Junior Analyst', 'Corvell Insights'],
      ['Intern', 'Pellmore Group'],
    ]);
  });
});

describe('a place alone after an entry’s dates', () => {
  it('is that entry’s place, not the opening of the next entry, whose role takes the employer set over it', () => {
    const jobs = parseExperience(
      sized([
        ['Corvell Insights', 12],
        ['Senior Data Analyst', 10],
        ['January 2021 - Present', 10],
        ['Leeds, United Kingdom', 10],
        ['Built the reporting for the board of the company.', 10],
        ['Pellmore Group', 12],
        ['Data Analyst', 10],
        ['March 2018 - December 2020', 10],
        ['York, United Kingdom', 10],
        ['Junior Analyst', 10],
        ['December 2016 - February 2018', 10],
        ['York, United Kingdom', 10],
      ]),
    );
    expect(jobs.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Senior Data Analyst', 'Corvell Insights', 'Leeds, United Kingdom'],
      ['Data Analyst', 'Pellmore Group', 'York, United Kingdom'],
      ['Junior Analyst', 'Pellmore Group', 'York, United Kingdom'],
    ]);
  });
});

describe('an employer named like a town, where the document sets its employers', () => {
  it('is the employer of the role under it, not the place of a role kept by the employer above', () => {
    const jobs = parseExperience(
      sized([
        ['Corvell Insights', 12],
        ['August 2019 - Present', 10],
        ['Finance Manager', 10],
        ['Ran the monthly close with a team of six.', 10],
        ['Lugo', 12],
        ['March 2015 - July 2019', 10],
        ['Junior Accountant', 10],
        ['Kept the books of three subsidiaries.', 10],
      ]),
    );
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Finance Manager', 'Corvell Insights'],
      ['Junior Accountant', 'Lugo'],
    ]);
  });
});

describe('a school set larger over its degree’s dated line', () => {
  it('is the degree’s school, not the title of a group, where the degree’s line names no school', () => {
    const schools = parseEducation(
      sized([
        ['University of Marlhaven', 12],
        ['Master of Science - MS, Data Science · (2014 - 2016)', 10],
        ['Brightwell College', 12],
        ['Bachelor of Science, Mathematics (2011 - 2014)', 10],
      ]),
    );
    expect(schools.map((s) => [s.institution, s.start, s.end])).toEqual([
      ['University of Marlhaven', '2014', '2016'],
      ['Brightwell College', '2011', '2014'],
    ]);
  });
});

describe('an employer and its town, after a comma, set once over its roles', () => {
  it('is the employer of every role under it, as typed in Word with each title’s dates at a tab', () => {
    const jobs = parseExperience([
      { text: 'Corvell Insights, Leeds', size: 10, bold: true },
      { text: 'Data Analyst\t03/2021 – Present', size: 10 },
      { text: 'Built the reporting for the board.', size: 10, bullet: true },
      { text: 'Junior Analyst\t05/2019 – 03/2021', size: 10 },
      { text: 'Kept the weekly figures for the sales team.', size: 10, bullet: true },
      { text: 'Pellmore Group, York', size: 10, bold: true },
      { text: 'Intern\t2018 – 2019', size: 10 },
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Data Analyst', 'Corvell Insights'],
      ['Junior Analyst', 'Corvell Insights'],
      ['Intern', 'Pellmore Group'],
    ]);
  });
});
