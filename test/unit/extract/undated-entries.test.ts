import { describe, expect, it } from 'vitest';
import { findDateRange } from '../../../lib/extract/heuristics/dates.ts';
import { parseEducation } from '../../../lib/extract/heuristics/entries.ts';
import { splitSections } from '../../../lib/extract/heuristics/sections.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

const plain = (texts: string[]): TextLine[] => texts.map((text) => ({ text }));
const schoolsOf = (lines: TextLine[]) => parseEducation(lines).map((s) => [s.institution, s.degree, s.start, s.end]);

describe('degrees without dates beside dated ones', () => {
  it('keeps a degree without dates before a dated one as an entry of its own', () => {
    const lines = plain(['Brackenford University', 'BSc Geology', 'Lowmere College', '09/2016 – 06/2019', 'Diploma in Surveying']);
    expect(schoolsOf(lines)).toEqual([
      ['Brackenford University', 'BSc Geology', null, null],
      ['Lowmere College', 'Diploma in Surveying', '2016-09', '2019-06'],
    ]);
  });

  it('keeps a degree without dates after a dated one as an entry of its own', () => {
    const lines = plain([
      'Brackenford University',
      'Diploma in Surveying',
      'Sep 2012 – Jun 2015',
      'Lowmere College',
      'Master of Arts in History',
    ]);
    expect(schoolsOf(lines)).toEqual([
      ['Brackenford University', 'Diploma in Surveying', '2012-09', '2015-06'],
      ['Lowmere College', 'Master of Arts in History', null, null],
    ]);
  });

  it('gives a degree that names no school the school named on the line over it', () => {
    const lines = plain(['Brackenford University', 'Master Geology', '— Jan 2014', 'Lowmere College', 'Geology', 'Master', '— Now']);
    expect(parseEducation(lines).map((s) => s.institution)).toEqual(['Brackenford University', 'Lowmere College']);
  });
});

describe('a range whose start the page left empty', () => {
  it.each(['– Present', '— Now', 'Lowmere College\t- heute'])('reads "%s" as running on', (text) => {
    expect(findDateRange(text)).toMatchObject({ start: null, end: null, current: true });
  });

  it('reads the word for now alone, with no range before it to close, as no part of a degree', () => {
    expect(schoolsOf(plain(['Present', 'Lowmere College', 'Master']))).toEqual([['Lowmere College', 'Master', null, null]]);
  });

  it.each([
    ['– 2017', '2017'],
    ['— Jan, 2015', '2015-01'],
  ])('reads "%s" as a range ending on its only date', (text, end) => {
    expect(findDateRange(text)).toMatchObject({ start: null, end, current: false });
  });

  it('dates a degree by the year its range ends on, the start left empty', () => {
    const lines: TextLine[] = [
      { text: '2016-09-01\t- 2019-06-01' },
      { text: 'Brackenford University' },
      { text: 'MSc Hydrology' },
      { text: '- 2014', bullet: true },
      { text: 'Lowmere College' },
      { text: 'Geology' },
      { text: 'BSc' },
    ];
    expect(parseEducation(lines).map((s) => [s.institution, s.start, s.end])).toEqual([
      ['Brackenford University', '2016-09', '2019-06'],
      ['Lowmere College', null, '2014'],
    ]);
  });

  it('reads no date in a name that goes on after the word for now', () => {
    expect(findDateRange('Acme - Present Day Studios')).toBeNull();
  });

  it('splits degrees whose only date is the word for now', () => {
    const lines: TextLine[] = [
      { text: ', MSc Hydrology, Brackenford University' },
      { text: '- Jan, 2015', bullet: true },
      { text: 'Geology, BSc, Lowmere College' },
      { text: '- Present', bullet: true },
    ];
    expect(parseEducation(lines).map((s) => s.institution)).toEqual(['Brackenford University', 'Lowmere College']);
  });
});

describe("a school's name set as a heading under Education", () => {
  it('titles an entry of the section instead of opening a section of its own', () => {
    const lines: TextLine[] = [
      { text: 'Education', heading: true },
      { text: 'Present' },
      { text: 'Lowmere College', heading: true },
      { text: 'Master' },
      { text: 'Geology' },
    ];
    const sections = splitSections(lines);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'education']);
    expect(parseEducation(sections[1]!.lines).map((s) => [s.institution, s.degree])).toEqual([['Lowmere College', 'Master']]);
  });
});

describe('degrees told one to a line, each naming its school', () => {
  it('reads each undated line naming a degree and its school as a degree of its own, a closing full stop or not', () => {
    expect(
      schoolsOf(plain(['Máster, Gestión Cultural, Universidad de Olmedilla.', 'Grado en Historia, Universidad de Peñaverde.'])),
    ).toEqual([
      ['Universidad de Olmedilla', 'Máster', null, null],
      ['Universidad de Peñaverde', 'Grado en Historia', null, null],
    ]);
    expect(schoolsOf(plain(['Master of Arts, Musicology, Thornbury University', 'BSc Acoustics, Fellhaven College']))).toEqual([
      ['Thornbury University', 'Master of Arts', null, null],
      ['Fellhaven College', 'BSc Acoustics', null, null],
    ]);
  });

  it('reads HBO and MBO as the level of a degree, not as its school', () => {
    expect(
      schoolsOf(plain(['2013 – 2016\tBachelor, Bedrijfskunde, Universiteit Zeewolde', 'HBO Marketing, Hogeschool Veldhaven'])),
    ).toEqual([
      ['Universiteit Zeewolde', 'Bachelor', '2013', '2016'],
      ['Hogeschool Veldhaven', 'HBO Marketing', null, null],
    ]);
  });
});
