import { describe, expect, it } from 'vitest';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { splitSections } from '../../../lib/extract/heuristics/sections.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

const line = (text: string, indent: number, size = 10, page = 1): TextLine => ({ text, indent, size, page });
const kindsOf = (lines: TextLine[]) => splitSections(lines).map((s) => [s.kind, s.lines.map((l) => l.text)]);

describe('two columns whose headings share a baseline', () => {
  it('deals the lines of a sidebar and a main column back to their sections', () => {
    const lines = [
      line('Wren Halloway', 40, 30),
      line('Abilities\tCareer', 40, 16),
      line('Pottery\tGlassworks Ltd\tMar 2019 - Present', 40, 12),
      line('Kiln operator', 200),
      line('Weaving', 42),
      line('Fired 400 pieces a week', 210),
      line('Spoken languages', 40, 16),
      line('Welsh\tRopeworks\tJan 2015 - Feb 2019', 40),
      line('Fluent', 42),
      line('Apprentice', 200),
      line('Schooling', 200, 16, 2),
      line('Harbour College', 200, 10, 2),
    ];
    expect(kindsOf(lines)).toEqual([
      ['header', ['Wren Halloway']],
      ['skills', ['Pottery', 'Weaving']],
      ['languages', ['Welsh', 'Fluent']],
      [
        'experience',
        ['Glassworks Ltd\tMar 2019 - Present', 'Kiln operator', 'Fired 400 pieces a week', 'Ropeworks\tJan 2015 - Feb 2019', 'Apprentice'],
      ],
      ['education', ['Harbour College']],
    ]);
  });

  it('opens the next section of a column at a heading cell set as large as the headings', () => {
    const lines = [
      line('Experience\tSkills', 50, 14),
      line('Ferry pilot\tSep 2021 - Present\tNavigation', 50),
      line('Radar\tCharts', 420),
      line('Crossed the strait 900 times\tEducation', 50, 14),
      line('Marine Academy', 400),
    ];
    expect(kindsOf(lines)).toEqual([
      ['header', []],
      ['experience', ['Ferry pilot\tSep 2021 - Present', 'Crossed the strait 900 times']],
      ['skills', ['Navigation', 'Radar\tCharts']],
      ['education', ['Marine Academy']],
    ]);
  });

  it('reads a heading in a margin rail beside its first group, named like a heading, as one section', () => {
    // "Skills" set flush right in the margin, its first group "Languages" (of programming) on its baseline: every line
    // under the pair starts at the text column, none under "Skills", so the pair heads no two columns.
    const draft = extractFromLines([
      line('Wren Halloway', 40, 30),
      line('Skills\tLanguages', 77, 15),
      line('Fortran,Cobol,Pascal', 150, 12),
      line('Tools', 150, 15),
      line('Lathe,Kiln,Loom', 150, 12),
      line('Mar 2019 - Present', 475, 12),
      line('Experience\tFired four hundred pieces a week for the harbour shops.', 40, 13),
      line('Languages\tWelsh - Native', 41, 13),
      line('Breton - Conversational', 150, 12),
    ]);
    expect(draft.skills).toEqual(['Fortran', 'Cobol', 'Pascal', 'Lathe', 'Kiln', 'Loom']);
    expect(draft.languages).toEqual(['Welsh', 'Breton']);
  });

  it('reads a heading in a margin rail beside its first group as one section, though the two would name one heading', () => {
    // "Skills<tab>Tools" reads as "Skills & Tools", but the text column starts right of "Skills": "Tools" is the first group.
    const draft = extractFromLines([
      line('Wren Halloway', 40, 30),
      line('Education\tHarbour College', 47, 15),
      line('Skills\tTools', 77, 15),
      line('Lathe,Kiln,Loom', 150, 12),
      line('Office', 150, 15),
      line('Ledgers,Rotas,Minutes', 150, 12),
      line('Mar 2019 - Present', 475, 12),
      line('Experience\tFired four hundred pieces a week for the harbour shops.', 40, 13),
      line('Languages\tWelsh - Native', 41, 13),
    ]);
    expect(draft.skills).toEqual(['Lathe', 'Kiln', 'Loom', 'Ledgers', 'Rotas', 'Minutes']);
  });

  it('reads a margin heading beside its first line as before', () => {
    expect(kindsOf([line('Languages\tWelsh (native)', 40)])).toEqual([
      ['header', []],
      ['languages', ['Welsh (native)']],
    ]);
  });
});

describe('two group names side by side under Skills', () => {
  it('reads them as the names of groups in Skills, not as two sections', () => {
    const draft = extractFromLines([
      line('Wren Halloway', 40, 30),
      line('Skills', 40, 16),
      line('Tools\tLanguages', 40),
      line('Lathe\tFortran', 70),
      line('Kiln\tCobol', 70),
      line('Languages', 40, 16),
      line('Welsh', 40),
      line('Fluent', 40),
    ]);
    expect(draft.skills).toEqual(['Lathe', 'Fortran', 'Kiln', 'Cobol']);
    expect(draft.languages).toEqual(['Welsh']);
  });
});
