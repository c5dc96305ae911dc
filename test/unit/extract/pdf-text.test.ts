import { describe, expect, it } from 'vitest';
import { closeLetterSpacing, repairLineText } from '../../../lib/extract/documents/pdf-text.ts';

describe('PDF text layer repairs', () => {
  it.each([
    ['´Ecole Vaudrenne', 'École Vaudrenne'],
    ['Marie H´ebert', 'Marie Hébert'],
    ['Vesna DRAGOVI ´C', 'Vesna DRAGOVIĆ'],
    ['Grande ´Ecole', 'Grande École'],
    ['Stage `a Paris', 'Stage à Paris'],
    ['Jos´e Garc´ıa', 'José García'],
    ['Franc¸ais courant', 'Français courant'],
    ['Cr´eteil, caf´e', 'Créteil, café'],
    ['Gon¸calo Quaresma', 'Gonçalo Quaresma'],
    ['Forma¸c˜ao acad´emica', 'Formação académica'],
  ])('puts pdfTeX accents back on their letters: %s', (broken, shown) => {
    expect(repairLineText(broken)).toBe(shown);
  });

  it('writes a LaTeX tilde in a web address as the tilde it is', () => {
    expect(repairLineText('www.example.org/˜jdoe')).toBe('www.example.org/~jdoe');
  });

  it('composes letters and combining marks (NFC), so "é" is one character', () => {
    expect(repairLineText('Ve\u0301ronique')).toBe('Véronique');
  });

  it('reads dot leaders between a label and its value as a gap, and drops trailing ones', () => {
    expect(repairLineText('Python .......... expert')).toBe('Python\texpert');
    expect(repairLineText('Perfil ·················')).toBe('Perfil');
  });

  it("reads a brace opening a line it never closes as the symbol font's bullet it is", () => {
    expect(repairLineText('{ Led the move to a new warehouse system')).toBe('• Led the move to a new warehouse system');
    expect(repairLineText('{ "name": "value" }')).toBe('{ "name": "value" }');
    // In the cell beside a date column's last row.
    expect(repairLineText('Present\t{ Led the move to a new warehouse system')).toBe('Present\t• Led the move to a new warehouse system');
  });

  it('leaves dotted phone numbers, backticks in code and lone accents alone', () => {
    expect(repairLineText('06.12.34.56.78')).toBe('06.12.34.56.78');
    expect(repairLineText('run `make` first')).toBe('run `make` first');
  });

  it('closes letter-spaced runs where the words can be told apart', () => {
    // A run per word.
    expect(closeLetterSpacing(['C H E F', 'D E', 'P R O J E T'])).toEqual(['CHEF', 'DE', 'PROJET']);
    // Small letters meeting a capital.
    expect(closeLetterSpacing(['M a r i n a D U V A L'])).toEqual(['Marina DUVAL']);
    // A run per word with separators between them.
    expect(closeLetterSpacing(['D A T A', 'A N A L Y S T', '|', 'S Q L', '·', 'B I'])).toEqual(['DATA', 'ANALYST', '|', 'SQL', '·', 'BI']);
    // Capitals whose word gaps are lost stay spaced, for the heading reader; so do ordinary runs.
    expect(closeLetterSpacing(['S K I L L S A N D T O O L S'])).toEqual(['S K I L L S A N D T O O L S']);
    expect(closeLetterSpacing(['Plan B', 'a b'])).toEqual(['Plan B', 'a b']);
  });
});
