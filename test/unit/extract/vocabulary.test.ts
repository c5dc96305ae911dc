import { describe, expect, it } from 'vitest';
import { INSTITUTION_WORD, TITLE_WORD } from '../../../lib/extract/heuristics/vocabulary.ts';

describe('words that mark a title or a school', () => {
  it('finds a whole word in any case, not inside another word', () => {
    expect(TITLE_WORD.test('Senior ENGINEER, Quillfeather Ltd')).toBe(true);
    expect(INSTITUTION_WORD.test('Northvale University')).toBe(true);
    expect(INSTITUTION_WORD.test('Universitybound Travel')).toBe(false);
  });

  it('finds the end of a compound word only where it ends the word', () => {
    expect(TITLE_WORD.test('Datenbankentwickler bei Moosbach')).toBe(true);
    expect(TITLE_WORD.test('Entwicklerteams')).toBe(false);
  });

  it('finds an acronym only as written, and words of an unspaced script inside a line', () => {
    expect(INSTITUTION_WORD.test('MIT, Cambridge')).toBe(true);
    expect(INSTITUTION_WORD.test('Kaffee mit Milch')).toBe(false);
    expect(INSTITUTION_WORD.test('北山大学工学部')).toBe(true);
  });
});
