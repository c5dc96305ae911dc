import { describe, expect, it } from 'vitest';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

/** Lines of a CV as a reader gives them: the first one in large type, the rest as body text. */
function cv(...texts: string[]): TextLine[] {
  return texts.map((text, i) => (i === 0 ? { text, size: 24 } : { text, size: 10 }));
}
const locationOf = (...lines: string[]) => extractFromLines(cv(...lines)).location;

describe("the candidate's place, not another's", () => {
  it("is not an employer's or a school's town under its heading right after the e-mail", () => {
    expect(
      locationOf('Jane Doe', 'Data Engineer', 'jane@example.org', 'Experience', 'Brightwell Ltd, Leeds, UK', 'Analyst', '2019 – 2021'),
    ).toBeNull();
    expect(
      locationOf('Jane Doe', 'Data Engineer', 'jane@example.org', 'Education', 'Northvale College, Leeds, UK', 'BSc Maths', '2015 – 2018'),
    ).toBeNull();
  });

  it('is still the town of a contact block the layout set inside an entries section', () => {
    expect(
      locationOf('Jane Doe', 'Data Engineer', 'Experience', 'Analyst, Brightwell Ltd', '2019 – 2021', 'jane@example.org', 'Leeds, UK'),
    ).toBe('Leeds, UK');
  });

  it("is not a referee's town beside the referee's e-mail", () => {
    expect(
      locationOf(
        'Jane Doe',
        'Data Engineer',
        'jane@example.org',
        'References',
        'Tom Fairley, Brightwell Ltd',
        'Leeds, UK',
        'tom@example.org',
      ),
    ).toBeNull();
    expect(
      locationOf(
        'Jonas Weber',
        'Buchhalter',
        'jonas@example.de',
        'Referenzen',
        'Karl Brenner, Ostwald GmbH',
        'Erfundene Straße 3, 89073 Ulm',
        'karl@example.de',
      ),
    ).toBeNull();
  });
});

describe('where the candidate lives, told by a label', () => {
  it.each([
    ['Current location: Leeds', 'Leeds'],
    ['Residing in Leeds', 'Leeds'],
    ['Wohnsitz: Ulm', 'Ulm'],
    ['Standort: Ulm', 'Ulm'],
    ['Woont in Zwolle', 'Zwolle'],
    ['Abito a Bergamo', 'Bergamo'],
    ['Vivo em Braga', 'Braga'],
    ['Radicada en Burgos', 'Burgos'],
  ])('reads %s', (line, place) => {
    expect(locationOf('Jane Doe', 'Data Engineer', line, 'jane@example.org')).toBe(place);
  });

  it.each([
    ['Born in Cardiff, Wales', 'Lives in Bristol'],
    ['Née à Brest', 'Rennes'],
    ['Geboren in Kassel', 'Wohnort: Ulm'],
    ['Geboren in Leiden', 'Zwolle, Nederland'],
    ['Nacida en Burgos', 'Sevilla, España'],
    ['Nata a Bergamo il 3/5/1990', 'Torino, Italia'],
    ['Natural de Braga', 'Lisboa, Portugal'],
  ])('is not the birthplace: %s, then %s', (birth, home) => {
    const place = locationOf('Jane Doe', 'Data Engineer', birth, home, 'jane@example.org');
    expect(place).toContain(home.replace(/^.*(?:in|:) /, '').split(',')[0]);
  });

  it('is no place at all where only the birthplace is given', () => {
    expect(locationOf('Jane Doe', 'Data Engineer', 'Born in Cardiff, Wales', 'jane@example.org')).toBeNull();
    expect(locationOf('Jonas Weber', 'Buchhalter', 'Geboren am 3. Mai 1990 in Kassel', 'jonas@example.de')).toBeNull();
  });
});

describe('a town with the area around it', () => {
  it.each([
    ['Greater Paris Metropolitan Region', 'Greater Paris Metropolitan Region'],
    ['Metropolregion Hamburg', 'Metropolregion Hamburg'],
    ['Área Metropolitana de Madrid', 'Área Metropolitana de Madrid'],
    ['Area metropolitana di Milano', 'Area metropolitana di Milano'],
    ['Kassel und Umgebung', 'Kassel und Umgebung'],
    ['Braga e arredores', 'Braga e arredores'],
    ["Région d'Avignon", "Région d'Avignon"],
    ['Greater London Area', 'Greater London Area'],
  ])('reads %s', (line, place) => {
    expect(locationOf('Jane Doe', 'Data Engineer', line, 'jane@example.org')).toBe(place);
  });
});

describe('a place as it is set', () => {
  it.each([
    ['\uf3c5 Bordeaux', 'Bordeaux'],
    ['Bordeaux \uf041', 'Bordeaux'],
    ['\ue0c8 Bordeaux, France', 'Bordeaux, France'],
  ])('is read beside an icon glyph: %s', (line, place) => {
    expect(locationOf('Jane Doe', 'Data Engineer', line, 'jane@example.org')).toBe(place);
  });

  it.each([
    ["'s-Hertogenbosch", "'s-Hertogenbosch"],
    ["'s-Hertogenbosch, Nederland", "'s-Hertogenbosch, Nederland"],
    ['Den Haag', 'Den Haag'],
    ["L'Aquila, Italia", "L'Aquila, Italia"],
    ['A Coruña', 'A Coruña'],
    ['Saint-Étienne', 'Saint-Étienne'],
    ['Frankfurt am Main, Deutschland', 'Frankfurt am Main, Deutschland'],
  ])('is a town named with its article, hyphens or apostrophes: %s', (line, place) => {
    expect(locationOf('Jane Doe', 'Data Engineer', line, 'jane@example.org')).toBe(place);
  });
});

describe('what is not a place', () => {
  it('is not a pair of abbreviations a two-letter code follows, as a skill is written', () => {
    expect(locationOf('Jane Doe', 'Consultant', 'Skills', 'SAP FI, CO', 'ERP, Excel', 'jane@example.org')).toBeNull();
    expect(locationOf('Jane Doe', 'Consultant', 'Bozeman, MT', 'jane@example.org')).toBe('Bozeman, MT');
    expect(locationOf('Jane Doe', 'Consultant', 'NEW YORK, NY', 'jane@example.org')).toBe('NEW YORK, NY');
  });
});

describe('a postal address', () => {
  it.each([
    ['Musterstraße 5, 80331 München', '80331 München'],
    ['12 rue Imaginaire, 69003 Lyon', '69003 Lyon'],
    ['Calle Inventada 4, 28001 Madrid', '28001 Madrid'],
    ['Via Fittizia 3, 20121 Milano', '20121 Milano'],
    ['Keizersgracht 1, 1015 AA Amsterdam', '1015 AA Amsterdam'],
    ['Rua Inventada 10, 1000-001 Lisboa', '1000-001 Lisboa'],
  ])("is read from the postcode and town on, in each country's order: %s", (line, place) => {
    expect(locationOf('Jane Doe', 'Data Engineer', line, 'jane@example.org')).toBe(place);
  });

  it.each([
    ['Keizersgracht 1 1015 AA Amsterdam', '1015 AA Amsterdam'],
    ['Musterstraße 5 80331 München', '80331 München'],
    ['Calle Inventada 4 28001 Madrid, España', '28001 Madrid, España'],
  ])('is read where the street runs into its postcode and town without a comma: %s', (line, place) => {
    expect(locationOf('Jane Doe', 'Data Engineer', line, 'jane@example.org')).toBe(place);
  });

  it('is a town with its Irish Eircode', () => {
    expect(locationOf('Jane Doe', 'Data Engineer', 'Dublin D02 XY45', 'jane@example.org')).toBe('Dublin D02 XY45');
  });
});

describe('a town with a word in brackets', () => {
  it.each([
    ['Halle (Saale)', 'Halle (Saale)'],
    ['Leeds (remote)', 'Leeds (remote)'],
    ['Lyon (hybride)', 'Lyon (hybride)'],
  ])('is the town: %s', (line, place) => {
    expect(locationOf('Jane Doe', 'Data Engineer', line, 'jane@example.org')).toBe(place);
  });

  it('is not a word that names a town only by chance', () => {
    expect(locationOf('Jane Doe', 'Data Engineer', 'Orange (Telecom)', 'jane@example.org')).toBeNull();
  });
});

describe('a town the gazetteer spells otherwise', () => {
  it.each([
    ['St. Gallen', 'St. Gallen'],
    ['St-Étienne, France', 'St-Étienne, France'],
    ['Freiburg im Breisgau', 'Freiburg im Breisgau'],
    ['Reggio Emilia', 'Reggio Emilia'],
  ])('is read as written: %s', (line, place) => {
    expect(locationOf('Jane Doe', 'Data Engineer', line, 'jane@example.org')).toBe(place);
  });
});

describe('a place told after what the person does', () => {
  it.each([
    ['Data Engineer based in Leeds', 'Leeds'],
    ['Développeuse basée à Nantes', 'Nantes'],
    ['Ingeniera residente en Bilbao', 'Bilbao'],
  ])('is the town after a phrase of residence, the line staying the headline: %s', (line, place) => {
    const draft = extractFromLines(cv('Jane Doe', line, 'jane@example.org'));
    expect([draft.headline, draft.location]).toEqual([line, place]);
  });

  it('is no place where the phrase names none', () => {
    expect(locationOf('Jane Doe', 'Data Engineer based in a small team', 'jane@example.org')).toBeNull();
  });
});

describe('a country alone at the top', () => {
  const summary = ['I build data pipelines for teams of every size.', 'I like clear dashboards.'];

  it('gives way to the town a contact block names further down', () => {
    const lines = ['Jane Doe', 'Data Engineer', 'United Kingdom', ...summary, 'Experience', 'Analyst, Brightwell Ltd', '2019 – 2021'];
    expect(locationOf(...lines, 'Contact', 'jane@example.org', 'Leeds')).toBe('Leeds');
    expect(locationOf(...lines, 'Contact', 'jane@example.org')).toBe('United Kingdom');
  });
});

describe('a contact line apart by white bullets', () => {
  it('gives its town as one of its fields ("Leeds, United Kingdom ◦ +44 … ◦ e-mail")', () => {
    expect(locationOf('Jane Doe', 'Data Engineer', 'Leeds, United Kingdom ◦ +44 113 496 0123 ◦ jane@example.org')).toBe(
      'Leeds, United Kingdom',
    );
  });
});
