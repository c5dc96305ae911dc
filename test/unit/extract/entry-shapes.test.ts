import { describe, expect, it } from 'vitest';
import { parseEducation, parseExperience } from '../../../lib/extract/heuristics/entries.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

const sized = (rows: [string, number][]): TextLine[] => rows.map(([text, size]) => ({ text, size }));

describe('entries that open on their dates', () => {
  it('keeps the larger title after its dates with its own entry where nothing describes the entries', () => {
    const jobs = parseExperience(
      sized([
        ['Jan 2020 – Present', 10],
        ['Platform Engineer', 12],
        ['Norvale Systems', 10],
        ['Mar 2017 – Dec 2019', 10],
        ['Support Analyst', 12],
        ['Quillcrest Ltd', 10],
      ]),
    );
    expect(jobs.map((j) => [j.title, j.company, j.start])).toEqual([
      ['Platform Engineer', 'Norvale Systems', '2020-01'],
      ['Support Analyst', 'Quillcrest Ltd', '2017-03'],
    ]);
    const schools = parseEducation(
      sized([
        ['2015 – 2019', 10],
        ['Ridgefield University', 12],
        ['BSc in Physics', 10],
        ['2013 – 2015', 10],
        ['Harbor College', 12],
        ['A-levels', 10],
      ]),
    );
    expect(schools.map((s) => [s.institution, s.degree, s.start])).toEqual([
      ['Ridgefield University', 'BSc in Physics', '2015'],
      ['Harbor College', 'A-levels', '2013'],
    ]);
  });

  it('still lets a larger title open the next entry where titles come before the dates', () => {
    const jobs = parseExperience(
      sized([
        ['Platform Engineer', 12],
        ['Jan 2020 – Present', 10],
        ['Norvale Systems', 10],
        ['Support Analyst', 12],
        ['Mar 2017 – Dec 2019', 10],
        ['Quillcrest Ltd', 10],
      ]),
    );
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Platform Engineer', 'Norvale Systems'],
      ['Support Analyst', 'Quillcrest Ltd'],
    ]);
  });
});

describe('roles grouped under one employer', () => {
  it('gives a role whose title stands over its dates the employer set once above the roles before it', () => {
    const jobs = parseExperience([
      { text: 'Norvale Systems', size: 12 },
      { text: 'Platform Engineer', size: 11 },
      { text: 'Jan 2020 – Present', size: 10 },
      { text: '• Moved the billing service to a new region', size: 10, bullet: true },
      { text: 'Junior Engineer', size: 11 },
      { text: 'Jun 2018 – Dec 2019', size: 10 },
      { text: '• Wrote the first test suite for the ledger', size: 10, bullet: true },
      { text: 'Quillcrest Ltd', size: 12 },
      { text: 'Support Analyst', size: 11 },
      { text: 'Mar 2017 – May 2018', size: 10 },
      { text: '• Answered second-line tickets', size: 10, bullet: true },
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Platform Engineer', 'Norvale Systems'],
      ['Junior Engineer', 'Norvale Systems'],
      ['Support Analyst', 'Quillcrest Ltd'],
    ]);
  });
});

describe('description lines without bullets or full stops', () => {
  it('keeps the title before the dates where lines after them would make the header too long', () => {
    const jobs = parseExperience(
      sized([
        ['Platform Engineer', 12],
        ['Norvale Systems', 10],
        ['2020 – 2023', 10],
        ['Design of the billing platform', 10],
        ['Migration to a new cloud provider', 10],
        ['Support Analyst', 12],
        ['Quillcrest Ltd', 10],
        ['2017 – 2019', 10],
        ['Second-line support for retail clients', 10],
        ['Training of new support staff', 10],
      ]),
    );
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Platform Engineer', 'Norvale Systems'],
      ['Support Analyst', 'Quillcrest Ltd'],
    ]);
  });
});
