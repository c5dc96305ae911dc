import { describe, expect, it } from 'vitest';
import { findDateRange, parseDate } from '../../../lib/extract/heuristics/dates.ts';
import { classifyHeading } from '../../../lib/extract/heuristics/sections.ts';
import { collapseLetterSpacing, looksLikeName, splitName } from '../../../lib/extract/heuristics/names.ts';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';

describe('dates', () => {
  it.each([
    ['Jan 2020', '2020-01'],
    ['01/2020', '2020-01'],
    ['2009-01-18', '2009-01'],
    ['janvier 2020', '2020-01'],
    ['Sept. 2023', '2023-09'],
    ['2014', '2014'],
  ])('reads %s as %s', (text, date) => expect(parseDate(text)).toBe(date));

  it('reads ranges, open ranges and French ones', () => {
    expect(findDateRange('Acme, Mar 2021 – Present')).toMatchObject({ start: '2021-03', end: null, current: true });
    expect(findDateRange('Septembre 2017 – février 2021')).toMatchObject({ start: '2017-09', end: '2021-02', current: false });
    expect(findDateRange('depuis 2019')).toMatchObject({ start: '2019', current: true });
    expect(findDateRange('2019-2021')).toMatchObject({ start: '2019', end: '2021' });
  });
});

describe('section headings', () => {
  it.each([
    ['Experience', 'experience'],
    ['WORK EXPERIENCE', 'experience'],
    ['Expérience professionnelle', 'experience'],
    ['Leadership and Work Experience', 'experience'],
    ['Formation', 'education'],
    ['Education:', 'education'],
    ['Compétences', 'skills'],
    ['Technical Skills', 'skills'],
    ['Langues', 'languages'],
    ['Centres d’intérêt', 'interests'],
  ])('knows %s', (heading, kind) => expect(classifyHeading(heading)).toBe(kind));

  it('does not take an entry line for a heading', () => {
    expect(classifyHeading('Software Engineer, Comarch')).toBeNull();
    expect(classifyHeading('Built the education platform for twelve schools in the region')).toBeNull();
  });
});

describe('names', () => {
  it('splits first and last names, keeping particles with the last name', () => {
    expect(splitName('Jean-Pierre de La Fontaine')).toEqual({
      full: 'Jean-Pierre de La Fontaine',
      first: 'Jean-Pierre',
      last: 'de La Fontaine',
    });
    expect(splitName('CORMAC HALLIDAY')).toEqual({ full: 'Cormac Halliday', first: 'Cormac', last: 'Halliday' });
  });

  it('reads letter-spaced headings and rejects lines that are no names', () => {
    expect(collapseLetterSpacing('J O H N   D O E')).toBe('JOHN DOE');
    expect(looksLikeName('Maren Tollefsen')).toBe(true);
    expect(looksLikeName('jane@example.com')).toBe(false);
    expect(looksLikeName('Senior engineer with 8 years')).toBe(false);
    expect(looksLikeName('Functional Resume Sample')).toBe(false);
    expect(looksLikeName('森川 千尋')).toBe(true);
    expect(splitName('森川 千尋')).toEqual({ full: '森川 千尋', first: '千尋', last: '森川' });
  });
});

describe('the generic CV reader', () => {
  const lines = (texts: string[]) => texts.map((text) => ({ text }));

  it('takes a headline only from the short line under the name, not from dated or bulleted lines', () => {
    expect(
      extractFromLines(lines(['Casey Wrenford', 'casey@example.com | Portland, OR', 'Senior QA Engineer, Northwind (Mar 2021 - Present)']))
        .headline,
    ).toBeNull();
    expect(extractFromLines(lines(['Maren Tollefsen', '• Led platform migration to 10M requests per day'])).headline).toBeNull();
    expect(extractFromLines(lines(['Maren Tollefsen', 'Backend Engineer', 'maren@example.com'])).headline).toBe('Backend Engineer');
  });

  it('reads a plain-text CV into fields', () => {
    const draft = extractFromLines(
      lines([
        'Morgan Ashdale',
        '(512) 555-0142 • morgan.ashdale@example.com • Austin, TX',
        'EXPERIENCE',
        'Founder & CEO · Corveth Labs, Chicago, IL',
        '03/2022 - Present',
        '• Scaled the platform.',
        'Software Engineer · Quillon Systems, Seattle, WA',
        '05/2016 - 12/2018',
        'EDUCATION',
        'B.S. Computer Science',
        'University of Westmarch at Lakeview 2012 - 2016',
        'SKILLS',
        'Languages: Go, Rust, TypeScript',
        'LANGUAGES',
        'English (native), Spanish – C1',
      ]),
    );
    expect(draft.name?.full).toBe('Morgan Ashdale');
    expect(draft.emails).toEqual(['morgan.ashdale@example.com']);
    expect(draft.phones).toEqual(['+15125550142']);
    expect(draft.location).toBe('Austin, TX');
    expect(draft.experience?.map((e) => [e.title, e.company, e.start, e.current])).toEqual([
      ['Founder & CEO', 'Corveth Labs', '2022-03', true],
      ['Software Engineer', 'Quillon Systems', '2016-05', false],
    ]);
    expect(draft.education?.[0]).toMatchObject({
      institution: 'University of Westmarch at Lakeview',
      degree: 'B.S. Computer Science',
      start: '2012',
    });
    expect(draft.skills).toEqual(['Go', 'Rust', 'TypeScript']);
    expect(draft.languages).toEqual(['English', 'Spanish']);
  });
});
