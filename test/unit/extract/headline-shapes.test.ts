import { describe, expect, it } from 'vitest';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

/** Lines of a CV as a reader gives them: the first one in large type, the rest as body text. */
function cv(...texts: string[]): TextLine[] {
  return texts.map((text, i) => (i === 0 ? { text, size: 24 } : { text, size: 10 }));
}

const tail = ['Experience', 'Analyst, Northwind', '2019 - 2021'];

describe('headline shapes', () => {
  it.each([
    ['SENIOR DATA ENGINEER', 'SENIOR DATA ENGINEER'],
    ['Ingénieure logiciel', 'Ingénieure logiciel'],
    ['Consultor SAP FI/CO', 'Consultor SAP FI/CO'],
    ['Data Engineer – 8 years of experience', 'Data Engineer – 8 years of experience'],
    ["Ingénieur, 5 ans d'expérience", "Ingénieur, 5 ans d'expérience"],
    ['Développeur·se full-stack', 'Développeur·se full-stack'],
    ['Ingeniero/a de datos', 'Ingeniero/a de datos'],
    ['Industriekaufmann/-frau', 'Industriekaufmann/-frau'],
    ['Développeur web freelance', 'Développeur web freelance'],
    ['Freiberuflicher IT-Berater', 'Freiberuflicher IT-Berater'],
    ['Poste recherché : Chef de projet digital', 'Chef de projet digital'],
    ['Position: Backend Developer', 'Backend Developer'],
    ['Berufsbezeichnung: Elektroniker', 'Elektroniker'],
    ['Puesto: Administrativo contable', 'Administrativo contable'],
    ['Posizione: Impiegata amministrativa', 'Impiegata amministrativa'],
    ['Functie: Verpleegkundige', 'Verpleegkundige'],
    ['Cargo: Analista de sistemas', 'Analista de sistemas'],
    ['CV – Responsable logistique', 'Responsable logistique'],
    ['Curriculum Vitae: Project Manager', 'Project Manager'],
    ['Data Analyst (Business Intelligence)', 'Data Analyst (Business Intelligence)'],
    ['Looking for a role as Product Owner', 'Looking for a role as Product Owner'],
    ["À la recherche d'un poste de comptable", "À la recherche d'un poste de comptable"],
    ['S E N I O R   D E S I G N E R', 'SENIOR DESIGNER'],
  ])('reads %s', (line, expected) => {
    expect(extractFromLines(cv('Jane Roe', line, 'jane@example.org', ...tail)).headline).toBe(expected);
  });

  it.each(['Psychologue', 'Fisioterapeuta', 'Elettricista', 'Contabilista', 'Krankenschwester', 'Verloskundige', 'Pharmacist'])(
    'reads a trade named in one word alone under the name: %s',
    (title) => {
      expect(extractFromLines(cv('Jane Roe', title, 'jane@example.org', ...tail)).headline).toBe(title);
    },
  );

  it.each([
    ['Beroep: Timmerman', 'Timmerman'],
    ['Professione: Cameriere', 'Cameriere'],
    ['Funzione: Responsabile commerciale', 'Responsabile commerciale'],
  ])('reads the value of a row labelled as the position, one word no list knows included: %s', (line, expected) => {
    expect(extractFromLines(cv('Jane Roe', line, 'jane@example.org', ...tail)).headline).toBe(expected);
  });

  it.each([
    ['Jane Roe | Product Designer', 'Product Designer'],
    ['Jane Roe\tProduct Designer', 'Product Designer'],
    ['Jane Roe – Ingénieure logiciel', 'Ingénieure logiciel'],
  ])('reads the title on the name line %s', (line, expected) => {
    expect(extractFromLines(cv(line, 'jane@example.org', ...tail), { names: ['Jane Roe'] }).headline).toBe(expected);
  });

  it('reads a title above the name', () => {
    const lines: TextLine[] = [
      { text: 'Ingénieure logiciel', size: 12 },
      { text: 'Jane Roe', size: 24 },
      { text: 'jane@example.org', size: 10 },
      ...tail.map((text) => ({ text, size: 10 })),
    ];
    expect(extractFromLines(lines).headline).toBe('Ingénieure logiciel');
  });

  it.each([
    ['12 rue des Lilas, 75011 Paris'],
    ['Né le 12/03/1990'],
    ['Nationalité : française'],
    ['Permis B'],
    ['Führerschein Klasse B'],
    ['Curriculum Vitae'],
    ['Profil'],
    ['Passionate about building reliable data pipelines for large teams and customers across Europe every day'],
    ['Geboren am 3. Mai 1990 in Köln'],
    ['Carnet de conducir B'],
    ['Nacionalidad: española'],
    ['Date of birth: 3 May 1990'],
  ])('does not read %s', (line) => {
    expect(extractFromLines(cv('Jane Roe', line, 'jane@example.org', ...tail)).headline).toBeNull();
  });
});
