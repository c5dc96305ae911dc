import { describe, expect, it } from 'vitest';
import { findDateRange } from '../../../lib/extract/heuristics/dates.ts';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { classifyHeading } from '../../../lib/extract/heuristics/sections.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

const sized = (rows: [string, number][]): TextLine[] => rows.map(([text, size]) => ({ text, size }));

describe('the header of a LaTeX-style CV', () => {
  it('takes the address block right above the phone and e-mail lines as the location', () => {
    const stacked = extractFromLines(
      sized([
        ['Ada Byron', 30],
        ['Chief Analyst', 17],
        ['Flat 2, Mill Lane', 10],
        ['Millbrook', 10],
        ['Ruritania', 10],
        ['+44 20 7946 0000', 10],
        ['ada@example.org', 10],
      ]),
    );
    expect(stacked.headline).toBe('Chief Analyst');
    expect(stacked.location).toBe('Flat 2, Mill Lane, Millbrook, Ruritania');
    const oneLine = extractFromLines(
      sized([
        ['Ada Byron | Chief Analyst', 24],
        ['Mill Lane -- Millbrook -- Ruritania', 10],
        ['ada@example.org', 10],
      ]),
    );
    expect(oneLine.location).toBe('Mill Lane, Millbrook, Ruritania');
  });

  it('does not take a tagline or the name for an address', () => {
    expect(
      extractFromLines(
        sized([
          ['Ada Byron', 30],
          ['Chief Analyst', 12],
          ['ada@example.org', 10],
        ]),
      ).location,
    ).toBeNull();
  });
});

describe('entries in a date-column layout (moderncv and the like)', () => {
  it('reads `--` ranges and unfilled `year–year` ranges as dates', () => {
    expect(findDateRange('Engineer\t2019--2021')).toMatchObject({ start: '2019', end: '2021' });
    expect(findDateRange('year–year Job title, Employer, City.')).toMatchObject({ start: null, end: null, unfilled: true });
    expect(findDateRange('5 year experience')).toBeNull();
  });

  it('does not take two texts side by side for a heading', () => {
    expect(classifyHeading('Resumé title\tadditional information')).toBeNull();
  });

  it('reads title, company and city from one dated line; smaller lines under it are description; group titles are dropped', () => {
    const draft = extractFromLines(
      sized([
        ['Ada Byron', 30],
        ['Experience', 14],
        ['Consulting', 12],
        ['2019–2021 Analyst, Northwind, Leeds.', 10.9],
        ['Built the reporting stack', 10],
        ['Team of four', 10],
        ['2016–2019 Clerk, Contoso, York.', 10.9],
        ['Bookkeeping', 10],
        ['Education', 14],
        ['2012–2016\tBSc, Northern Institute of Technology, Leeds, First class.', 10.9],
        ['Thesis on ledgers', 10],
        ['2010–2012\tDiploma, Riverside Sixth Form, York, A.', 10.9],
      ]),
    );
    expect(draft.experience?.map((e) => [e.title, e.company, e.location, e.start, e.end])).toEqual([
      ['Analyst', 'Northwind', 'Leeds', '2019', '2021'],
      ['Clerk', 'Contoso', 'York', '2016', '2019'],
    ]);
    expect(draft.education?.map((e) => [e.institution, e.degree, e.start])).toEqual([
      ['Northern Institute of Technology', 'BSc', '2012'],
      ['Riverside Sixth Form', 'Diploma', '2010'],
    ]);
  });

  it('takes the line with a place across from the dates for the organisation', () => {
    const draft = extractFromLines(
      sized([
        ['Ada Byron', 30],
        ['Experience', 14],
        ['Northwind\tLeeds', 10.9],
        ['Analyst\t2019--2021', 10.9],
        ['Built the reporting stack', 10],
        ['Contoso\tYork', 10.9],
        ['Clerk\t2016--2019', 10.9],
        ['Kept the books', 10],
      ]),
    );
    expect(draft.experience?.map((e) => [e.title, e.company, e.location, e.start, e.end])).toEqual([
      ['Analyst', 'Northwind', 'Leeds', '2019', '2021'],
      ['Clerk', 'Contoso', 'York', '2016', '2019'],
    ]);
  });
});

describe('a Europass entry', () => {
  it('reads the line of business its form prints after the description as a detail, not the next job’s employer', () => {
    const row = (text: string, size: number, indent: number): TextLine => ({ text, size, indent, bullet: text.startsWith('•') });
    const jobs = extractFromLines([
      row('Ilse Marwitz', 16, 90),
      row('ilse.marwitz@example.org', 9, 90),
      row('WORK EXPERIENCE', 12, 90),
      row('03/2016–Present\tProcess analyst', 11, 94),
      row('Quellwerk Anlagen srl', 9, 184),
      row('• Mapped the freight processes', 9, 184),
      row('Business or sector Freight forwarding', 9, 184),
      row('2012–Present\tWeb developer', 11, 117),
      row('freelance,', 9, 184),
      row('• Built websites for small shops', 9, 184),
      row('Tipo di azienda o settore Logistica', 9, 184),
      row('2010–2011\tDeveloper', 11, 129),
      row('Lumen Studio,', 9, 184),
      row('Built custom web-based solutions for customers.', 9, 184),
    ]).experience;
    expect(jobs?.map((j) => [j.title, j.company])).toEqual([
      ['Process analyst', 'Quellwerk Anlagen srl'],
      ['Web developer', null],
      ['Developer', 'Lumen Studio'],
    ]);
  });
});

describe('a résumé written in paragraphs', () => {
  it('reads the title run into the description under the employer’s dated line', () => {
    const draft = extractFromLines(
      sized([
        ['Wilma Ostrander', 16],
        ['wilma.ostrander@example.org', 10],
        ['EXPERIENCE', 11],
        ['Quillfeather Books Ltd, Norwich\tMarch 2021 – present', 10],
        ['Production Editor. Steered twelve titles a year from manuscript to print and', 10],
        ['kept the house style guide.', 10],
        ['Tallowmere Press, York\tJune 2017 – March 2021', 10],
        ['Assistant Editor. Checked proofs for the poetry list.', 10],
      ]),
    );
    expect(draft.experience?.map((e) => [e.title, e.company, e.location, e.start])).toEqual([
      ['Production Editor', 'Quillfeather Books Ltd', 'Norwich', '2021-03'],
      ['Assistant Editor', 'Tallowmere Press', 'York', '2017-06'],
    ]);
  });

  it('reads a run-in title that says after a dash what the job was about', () => {
    const draft = extractFromLines(
      sized([
        ['Wilma Ostrander', 16],
        ['wilma.ostrander@example.org', 10],
        ['EXPERIENCE', 11],
        ['Quillfeather Books Ltd, Norwich\tMarch 2021 – present', 10],
        ['Production Editor – Poetry. Steered twelve titles a year from manuscript to print.', 10],
        ['Tallowmere Press, York\tJune 2017 – March 2021', 10],
        ['Assistant Editor. Checked proofs for the poetry list.', 10],
      ]),
    );
    expect(draft.experience?.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Production Editor – Poetry', 'Quillfeather Books Ltd', 'Norwich'],
      ['Assistant Editor', 'Tallowmere Press', 'York'],
    ]);
  });

  it('leaves a sentence opening the description where the dated line names the title', () => {
    const draft = extractFromLines(
      sized([
        ['Wilma Ostrander', 16],
        ['wilma.ostrander@example.org', 10],
        ['EXPERIENCE', 11],
        ['Production Editor, Quillfeather Books Ltd\t2021 – 2024', 10],
        ['Editor Training. Ran the course for new staff every spring.', 10],
      ]),
    );
    expect(draft.experience?.map((e) => [e.title, e.company])).toEqual([['Production Editor', 'Quillfeather Books Ltd']]);
  });
});
