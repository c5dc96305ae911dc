import { describe, expect, it } from 'vitest';
import { isPersonalDetail, readLabelRow, withoutGreeting } from '../../../lib/extract/fields/label-rows.ts';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { findPhones } from '../../../lib/extract/heuristics/phones.ts';
import { asLocation } from '../../../lib/extract/heuristics/places.ts';
import { looksLikeName, splitGluedWords, splitName } from '../../../lib/extract/heuristics/names.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';
import { extractHtml } from './helpers.ts';

/** Lines of a CV as a reader gives them: the first one in large type, the rest as body text. */
function cv(...texts: string[]): TextLine[] {
  return texts.map((text, i) => (i === 0 ? { text, size: 24 } : { text, size: 10 }));
}

describe('label rows', () => {
  it.each([
    ['Nom : Dupont', 'name', 'Dupont'],
    ['Name: Jane Doe', 'name', 'Jane Doe'],
    ['Nombre completo: Rosa Medina', 'name', 'Rosa Medina'],
    ['Naam\tJan de Vries', 'name', 'Jan de Vries'],
    ['Téléphone : 06 12 34 56 78', 'phone', '06 12 34 56 78'],
    ['Telefoon: 06 12345678', 'phone', '06 12345678'],
    ['Wohnort: München', 'address', 'München'],
    ['Morada: Rua Augusta 10, Lisboa', 'address', 'Rua Augusta 10, Lisboa'],
    ['Geburtsdatum: 20.10.1990', 'birth', '20.10.1990'],
    ['Data di nascita: 3 maggio 1990', 'birth', '3 maggio 1990'],
    ['Nationalité : française', 'nationality', 'française'],
    ['E-Mail: hans@example.de', 'email', 'hans@example.de'],
    ['Nom(s) / Prénom(s)\tLefèvre Camille', 'name', 'Lefèvre Camille'],
    ['Name / Surname\tJane Doe', 'name', 'Jane Doe'],
    ['Personal Email\tjane@example.org', 'email', 'jane@example.org'],
  ])('reads %s', (text, kind, value) => {
    expect(readLabelRow(text)).toEqual({ kind, value });
  });

  it('leaves ordinary lines alone', () => {
    expect(readLabelRow('Senior engineer: backend and data')).toBeNull();
    expect(readLabelRow('Experience')).toBeNull();
    expect(readLabelRow('E-mail / Phone\tjane@example.org')).toBeNull();
  });

  it('knows personal details, labelled or not', () => {
    for (const text of [
      '42 ans, marié, un enfant',
      'Permis B',
      'Né le 3 mai 1990 à Lyon',
      'Fecha de nacimiento: 12/03/1990',
      '35 Jahre, verheiratet',
    ]) {
      expect(isPersonalDetail(text)).toBe(true);
    }
    for (const text of ['Développeur web', 'Data Engineer', 'Lyon, France']) expect(isPersonalDetail(text)).toBe(false);
  });

  it('takes the greeting off a name', () => {
    expect(withoutGreeting("Hi, I'm Melissa Hartwell.")).toBe('Melissa Hartwell');
    expect(withoutGreeting('Bonjour, je suis Chloé')).toBe('Chloé');
    expect(withoutGreeting('Jane Doe')).toBe('Jane Doe');
  });
});

describe('the name', () => {
  it('is never a section heading, a label or a company', () => {
    for (const text of [
      'Contact',
      'Personal information',
      'Persönliche Daten',
      'État civil',
      'Curriculum Vitae',
      'Lebenslauf',
      'Estado civil',
      'Acme GmbH',
    ]) {
      expect(looksLikeName(text, true)).toBe(false);
    }
    for (const text of ['Gaëtan Le Brizec', "Rémi d'Orvigny", 'Solène Da Roza', "Niamh O'Delaney", 'Joost van der Wielen'])
      expect(looksLikeName(text)).toBe(true);
  });

  it('splits surnames set in capitals the right way round', () => {
    expect(splitName('DUPONT Marie')).toMatchObject({ first: 'Marie', last: 'DUPONT' });
    expect(splitName('MÜLLER, Hans')).toMatchObject({ first: 'Hans', last: 'MÜLLER' });
    expect(splitName('Jean-Pierre DE LA FONTAINE')).toMatchObject({ first: 'Jean-Pierre', last: 'DE LA FONTAINE' });
    expect(splitName('Joost van der Wielen')).toMatchObject({ first: 'Joost', last: 'van der Wielen' });
  });

  it('reads a surname written first before a comma, as lists and forms set it, but no place', () => {
    expect(splitName('Dupont, Marie')).toMatchObject({ full: 'Marie Dupont', first: 'Marie', last: 'Dupont' });
    expect(splitName('van der Wielen, Joost')).toMatchObject({ first: 'Joost', last: 'van der Wielen' });
    const draft = extractFromLines([
      { text: 'Curriculum Vitae', size: 20 },
      { text: 'Dupont, Marie\tmarie@example.org', size: 12 },
      { text: 'Développeuse web', size: 10 },
    ]);
    expect(draft.name).toMatchObject({ first: 'Marie', last: 'Dupont' });
    for (const place of ['Lyon, France', 'Springfield, Illinois', 'Berlin, Germany']) expect(looksLikeName(place)).toBe(false);
  });

  it('is the whole name after the words a page titles itself with ("Résumé of", "CV de")', () => {
    expect(extractFromLines(cv('Résumé of Lidia Arrieta Solano', 'lidia@example.org')).name?.full).toBe('Lidia Arrieta Solano');
    expect(extractFromLines(cv('CV de Anne-Laure Kervella', 'anne-laure@example.org')).name?.full).toBe('Anne-Laure Kervella');
  });

  it('is the name before a comma on the name line, what follows it the headline', () => {
    const draft = extractFromLines(cv('Jane Doe, Senior Data Engineer', 'jane@example.org'));
    expect(draft.name?.full).toBe('Jane Doe');
    expect(draft.headline).toBe('Senior Data Engineer');
  });

  it('is a whole name set smaller rather than one word in the largest type', () => {
    const draft = extractFromLines([
      { text: 'Creative', size: 40 },
      { text: 'Jane Doe', size: 18 },
      { text: 'Product Designer', size: 12 },
    ]);
    expect(draft.name?.full).toBe('Jane Doe');
  });

  it('is what a label row says, over a larger heading', () => {
    const draft = extractFromLines(cv('Persönliche Daten', 'Name: Hans Müller', 'Geburtsdatum: 20.10.1990', 'Telefon: 0176 12345678'));
    expect(draft.name?.full).toBe('Hans Müller');
  });

  it('joins a surname row and a first-name row', () => {
    const draft = extractFromLines(cv('Curriculum Vitae', 'Nom : DUPONT', 'Prénom : Marie', 'Adresse : 12 rue de la Paix, 75002 Paris'));
    expect(draft.name).toMatchObject({ first: 'Marie', last: 'DUPONT' });
    expect(draft.location).toBe('75002 Paris');
  });

  it('joins given names and surnames of several words each', () => {
    const draft = extractFromLines(cv('Currículum', 'Nombre: Luis Miguel', 'Apellidos: Ortega Blanco', 'Correo: luis@example.es'));
    expect(draft.name?.full).toBe('Luis Miguel Ortega Blanco');
    expect(extractFromLines(cv('CV', 'Nom et prénom : Marie Dupont', 'Prénom : Marie')).name?.full).toBe('Marie Dupont');
  });

  it('is set over two lines of the same large type', () => {
    const draft = extractFromLines([
      { text: 'Anne-Lise', size: 30 },
      { text: 'Bréhaut', size: 30 },
      { text: 'Chargée de communication', size: 12 },
    ]);
    expect(draft.name?.full).toBe('Anne-Lise Bréhaut');
    expect(draft.headline).toBe('Chargée de communication');
  });

  it('goes on past a column of contact details set beside it', () => {
    const draft = extractFromLines([
      { text: 'Nathaniel', size: 40 },
      { text: '(415) 555-0142', size: 9 },
      { text: 'Ashcombe-', size: 40 },
      { text: 'nat@example.com', size: 9 },
      { text: 'Reeves', size: 40 },
      { text: 'Senior Buyer', size: 20 },
    ]);
    expect(draft.name?.full).toBe('Nathaniel Ashcombe-Reeves');
  });

  it('is read out of a line the layout ran other text into', () => {
    expect(
      extractFromLines([
        { text: '12 quai de la Fosse Tanguy Morvézen', size: 34 },
        { text: 'Rennes', size: 10 },
      ]).name?.full,
    ).toBe('Tanguy Morvézen');
    expect(extractFromLines(cv('Curriculum vitae', 'PERSONAL INFORMATION Ruolan Qiu', 'ruolan@example.net')).name?.full).toBe('Ruolan Qiu');
  });

  it('is a name typed in small letters when it is the largest first line and nothing else reads as a name', () => {
    const draft = extractFromLines([
      { text: 'Mansouri karim', size: 14 },
      { text: 'karim@example.org', size: 11 },
      { text: 'Profil', size: 11 },
    ]);
    expect(draft.name?.full).toBe('Mansouri karim');
    expect(
      extractFromLines([
        { text: 'mon parcours en bref', size: 14 },
        { text: 'x@example.org', size: 11 },
      ]).name,
    ).toBeUndefined();
  });

  it('may hold Spanish, Portuguese and Dutch particles and up to five names beside them', () => {
    for (const name of ['Rocío de los Santos Vidal', 'Jaime de las Cuevas', 'Ruud op den Brink', 'Maria Inês Sousa da Rocha Pinto'])
      expect(looksLikeName(name)).toBe(true);
    expect(looksLikeName('Ana Maria Clara Sofia Beatriz Luisa')).toBe(false);
  });

  it('and the title are read apart where a design tool ran their words together', () => {
    const draft = extractFromLines([
      { text: 'NoraLindqvist', size: 30 },
      { text: 'GraphicDesigner', size: 14 },
      { text: 'nora@example.se', size: 10 },
    ]);
    expect([draft.name?.full, draft.headline]).toEqual(['Nora Lindqvist', 'Graphic Designer']);
    expect(splitGluedWords('McAllister')).toBe('McAllister');
    expect(splitGluedWords('LinkedIn')).toBe('LinkedIn');
    const code = extractFromLines([
      { text: 'Jane Doe', size: 30 },
      { text: 'TypeScript', size: 14 },
      { text: 'Data Engineer', size: 10 },
    ]);
    expect(code.headline).toBe('Data Engineer');
  });

  it('is a line of the page before a larger company name further down', () => {
    const draft = extractFromLines([
      { text: 'Milan Petrov ■ Lindenstraße 12 ■ 80331 München ■ +49 151 23456789', size: 8 },
      { text: 'Nordlicht Logistik GmbH', size: 9.5 },
    ]);
    expect(draft.name?.full).toBe('Milan Petrov');
    expect(draft.phones).toEqual(['+4915123456789']);
  });

  it('is never a brand or a pair of initials', () => {
    for (const text of ['ResearchGate', 'LinkedIn', 'AD']) expect(looksLikeName(text, true)).toBe(false);
    expect(looksLikeName('DeShawn', true)).toBe(true);
  });

  it('is the page title\'s when the title says "Resume"', () => {
    const { candidate } = extractHtml(
      '<html><head><title>Resume Gaëtan Le Brizec – Avocat</title></head><body><p>Gaëtan Le BrizecAvocat</p></body></html>',
    );
    expect(candidate.name.full).toBe('Gaëtan Le Brizec');
    expect(candidate.headline).toBe('Avocat');
  });

  it("is the page title's full name when the page only greets with a first name", () => {
    const { candidate } = extractHtml(`<html><head><title>Amira Haddadi — Lead Developer</title></head><body>
      <h1>Hi, I'm Amira</h1><p>Lead Developer</p><p>Ottawa, Ontario, Canada</p></body></html>`);
    expect(candidate.name.full).toBe('Amira Haddadi');
    expect(candidate.headline).toBe('Lead Developer');
    expect(candidate.location).toBe('Ottawa, Ontario, Canada');
  });
});

describe('the headline', () => {
  it('reads a position sought with the months it starts in brackets, but not a job dated over years', () => {
    const cvWith = (second: string) =>
      extractFromLines(cv('Jane Roe', second, 'jane@example.org', 'Experience', 'Analyst, Northwind', '2019 - 2021'));
    expect(cvWith('Recherche un stage de six mois (Février/Mars 2021) en sécurité des réseaux').headline).toBe(
      'Recherche un stage de six mois (Février/Mars 2021) en sécurité des réseaux',
    );
    expect(cvWith('Software Engineer at Acme Corporation in Paris (2019 – 2021)').headline).toBeNull();
  });

  it("reads the title under the name's line when a sidebar comes first and the page title gives the name", () => {
    const lines: TextLine[] = [
      { text: 'Contact', size: 24, heading: true },
      { text: 'jane.doe@example.org' },
      { text: 'Skills', size: 24, heading: true },
      { text: 'Python\tSQL' },
      { text: 'Jane Doe', size: 32, heading: true },
      { text: 'Payroll Specialist', size: 24, heading: true },
      { text: 'Summary', size: 24, heading: true },
      { text: 'Careful with numbers.' },
    ];
    expect(extractFromLines(lines, { names: ['Jane Doe'] }).headline).toBe('Payroll Specialist');
  });

  it("does not read a job of the next section as the title when the name's line has none under it", () => {
    const lines: TextLine[] = [
      { text: 'Contact', size: 24, heading: true },
      { text: 'jane.doe@example.org' },
      { text: 'Jane Doe', size: 32, heading: true },
      { text: 'Experience', size: 24, heading: true },
      { text: 'Payroll Specialist' },
      { text: '2019 – 2021' },
    ];
    expect(extractFromLines(lines, { names: ['Jane Doe'] }).headline).toBeNull();
  });

  it('reads a title and its specialties set after the name in a cell of its own as one headline', () => {
    const draft = extractFromLines(cv('Odile Brancart,\tIngénieure procédés | Six Sigma · Lean', 'odile@example.org'), {
      names: ['Odile Brancart'],
    });
    expect(draft.headline).toBe('Ingénieure procédés · Six Sigma · Lean');
  });

  it('reads a Portuguese manager title with its specialties under the name', () => {
    expect(extractFromLines(cv('Tomé Vasconcelos', 'Gestora de obra | BIM · Orçamentação', 'tome@example.org')).headline).toBe(
      'Gestora de obra | BIM · Orçamentação',
    );
  });

  it('reads a title whose list of specialties wraps onto a line opening on its separator', () => {
    const draft = extractFromLines([
      { text: 'Perrine Castagnol', size: 32 },
      { text: 'Technicienne qualité | ISO 9001', size: 25.6 },
      { text: '· Audit', size: 25.6, bullet: true },
      { text: 'Rigoureuse et curieuse, au service des ateliers.', size: 10.5 },
      { text: 'perrine@example.org', size: 10.5 },
    ]);
    expect(draft.headline).toBe('Technicienne qualité | ISO 9001 · Audit');
  });

  it('reads a German compound job title alone under the name', () => {
    expect(extractFromLines(cv('Jana Roth', 'Medizininformatikerin', 'jana@example.org')).headline).toBe('Medizininformatikerin');
  });

  it('reads a title set after the name in display type that wraps onto the next lines', () => {
    const draft = extractFromLines([
      { text: 'Orla McGillivray | Senior', size: 24.8 },
      { text: 'Account Executive, Salesforce &', size: 24.8 },
      { text: 'Zendrix CRM', size: 24.8 },
      { text: '66 Station Road – M1 2ZH Manchester – United Kingdom', size: 10.9 },
      { text: 'orla@example.org', size: 10.9 },
    ]);
    expect(draft.name?.full).toBe('Orla McGillivray');
    expect(draft.headline).toBe('Senior Account Executive, Salesforce & Zendrix CRM');
  });

  it('ends the name on its line where a title follows it there, and the title wraps on its separator', () => {
    const draft = extractFromLines([
      { text: 'Wilhelmina Stroud | Survey Engineer |', size: 24.8 },
      { text: 'Excel · QGIS', size: 24.8 },
      { text: 'Kiel – Schleswig-Holstein – Deutschland', size: 10.9 },
      { text: 'M 0431 555 0199\t•\tE w.stroud@example.org', size: 10.9 },
    ]);
    expect(draft.name?.full).toBe('Wilhelmina Stroud');
    expect(draft.headline).toBe('Survey Engineer | Excel · QGIS');
  });

  it('takes a profile handle behind the letters of its icon ("in jane-doe") for a contact, not the title', () => {
    const draft = extractFromLines([
      { text: 'M 0431 555 0199', size: 10 },
      { text: 'Wilhelmina Stroud\tE w.stroud@example.org', size: 33.9 },
      { text: 'in wilhelmina-stroud', size: 10 },
      { text: 'Survey Engineer\tgl wilhelmina_stroud', size: 17.2 },
      { text: 'Profile', size: 14.3 },
      { text: 'Careful and curious surveyor of coastal land.', size: 10.9 },
    ]);
    expect(draft.headline).toBe('Survey Engineer');
  });

  it('takes a user name made of the person\'s name behind an icon\'s letters ("gh janedoe") for a contact, not the title', () => {
    const draft = extractFromLines([
      { text: 'M 0431 555 0199', size: 10 },
      { text: 'Wilhelmina Stroud\tE w.stroud@example.org', size: 33.9 },
      { text: 'gh wilhelminastroud', size: 10 },
      { text: 'Survey Engineer\tgl wstroud', size: 17.2 },
      { text: 'Profile', size: 14.3 },
      { text: 'Careful and curious surveyor of coastal land.', size: 10.9 },
    ]);
    expect(draft.headline).toBe('Survey Engineer');
    expect(extractFromLines(cv('Wilhelmina Stroud', 'ux designer', 'w.stroud@example.org')).headline).toBe('ux designer');
  });

  it('reads a job title French CVs write as an acronym', () => {
    expect(extractFromLines(cv('Hélène Marchetti', 'DRH', 'helene@example.org')).headline).toBe('DRH');
    expect(extractFromLines(cv('Hélène Marchetti', 'Drh', 'helene@example.org')).headline).toBeNull();
  });

  it('reads a title with "Curriculum" in it as a headline, and the document\'s own title as none', () => {
    expect(extractFromLines(cv('Rosalind Ashgrove', 'Curriculum Lead', 'rosalind@example.org')).headline).toBe('Curriculum Lead');
    expect(extractFromLines(cv('Rosalind Ashgrove', 'Curriculum Vitae', 'rosalind@example.org')).headline).toBeNull();
  });

  it('does not take the name set a second time for the headline', () => {
    const draft = extractFromLines([
      { text: 'Femke de Wilde\tFemke de Wilde', size: 11.7 },
      { text: 'Head of Sales', size: 8.3 },
      { text: 'dewilde.femke@example.net\tEindhoven, Noord-Brabant, NL', size: 8 },
    ]);
    expect(draft.headline).toBe('Head of Sales');
  });

  it('is the job title, not the personal details or the address around it', () => {
    const draft = extractFromLines(cv('Hugo Lambert', '42 ans, marié, un enfant', '12 rue des Lilas', 'Développeur web'));
    expect(draft.headline).toBe('Développeur web');
  });

  it('keeps the specialties printed beside the title', () => {
    expect(extractFromLines(cv('Jane Doe', 'Art Director · Figma & Personas', 'jane@example.org')).headline).toBe(
      'Art Director · Figma & Personas',
    );
    expect(extractFromLines(cv('Jane Doe', 'Art Director · jane@example.org')).headline).toBe('Art Director');
    expect(extractFromLines(cv('Jane Doe', 'Resumé title\tadditional information')).headline).toBe('Resumé title');
  });

  it("is a student's line naming the school, never a school named alone", () => {
    expect(extractFromLines(cv('Marie Curie', "Étudiante en Master Informatique à l'Université de Lyon")).headline).toBe(
      "Étudiante en Master Informatique à l'Université de Lyon",
    );
    expect(extractFromLines(cv('Jonas Weber', 'Student der Informatik an der Hochschule München')).headline).toBe(
      'Student der Informatik an der Hochschule München',
    );
    expect(extractFromLines(cv('Marie Curie', 'Université de Lyon', 'Data Analyst')).headline).toBe('Data Analyst');
  });

  it('is a title set over the name, not a greeting or the name split over two lines', () => {
    expect(
      extractFromLines([
        { text: 'CHEFFE DE PROJET', size: 22 },
        { text: 'Marina DUVAL', size: 18 },
        { text: '35 ans, mariée, Permis B', size: 12 },
      ]).headline,
    ).toBe('CHEFFE DE PROJET');
    expect(
      extractFromLines([
        { text: "I'm Tomasz", size: 40 },
        { text: 'Kowalczyk', size: 40 },
        { text: 'tomasz@example.org', size: 10 },
      ]).headline,
    ).toBeNull();
  });

  it('never ends on a comma, as a wrapped sentence does', () => {
    expect(extractFromLines(cv('Jane Doe', 'Curious about data and people,', 'jane@example.org')).headline).toBeNull();
  });

  it('goes on over a second line in the same display type, and may say when a position is sought', () => {
    const draft = extractFromLines([
      { text: 'Lucas BERTIN', size: 40 },
      { text: 'Recherche une alternance de 24 mois (dès septembre 2025)', size: 15 },
      { text: 'Master Réseaux et Télécoms', size: 15 },
      { text: 'lucas@example.org', size: 11 },
      { text: 'Permis B', size: 11 },
    ]);
    expect(draft.headline).toBe('Recherche une alternance de 24 mois (dès septembre 2025) Master Réseaux et Télécoms');
    expect(extractFromLines(cv('Jane Doe', 'Data Engineer 2019 – 2023', 'jane@example.org')).headline).toBeNull();
  });

  it('is not a citizenship, an availability or a list of specialties', () => {
    for (const line of ['Swiss citizen', 'Disponible immédiatement', 'Sofort verfügbar', 'Nederlandse nationaliteit'])
      expect(extractFromLines(cv('Jane Doe', line, 'Data Engineer', 'jane@example.org')).headline).toBe('Data Engineer');
    expect(extractFromLines(cv('Jane Doe', 'Python · SQL · Airflow · dbt', 'Data Engineer')).headline).toBe('Data Engineer');
  });

  it('is not the first line of a paragraph that goes on in small letters', () => {
    const draft = extractFromLines(
      cv('Jane Doe', 'Curious and rigorous person who enjoys', 'turning raw data into decisions.', 'jane@example.org'),
    );
    expect(draft.headline).toBeNull();
  });

  it('may be set in display type right over the name, or further down the header', () => {
    const over = extractFromLines([
      { text: 'ÁREA DE SISTEMAS', size: 14 },
      { text: 'Lucía Ferrer Soto', size: 20 },
      { text: 'lucia@example.org', size: 9 },
      { text: '+34 600 123 456', size: 9 },
    ]);
    expect(over.headline).toBe('ÁREA DE SISTEMAS');
    const below = extractFromLines([
      { text: 'Hugo Lambert', size: 32 },
      { text: '8 rue des Tilleuls', size: 10 },
      { text: '59000 Lille', size: 10 },
      { text: 'hugo@example.org', size: 10 },
      { text: '06 11 22 33 44', size: 10 },
      { text: 'Développeur back-end', size: 32 },
    ]);
    expect(below.headline).toBe('Développeur back-end');
  });

  it('is a job title ending on a word headings use ("Full Stack"), not a Skills heading', () => {
    const draft = extractFromLines(cv('Thiago Moreira', 'Desenvolvedor Full Stack', 'thiago@example.com', 'Recife, PE'));
    expect(draft.headline).toBe('Desenvolvedor Full Stack');
    expect(draft.location).toBe('Recife, PE');
  });

  it('may name mobile work or modules after a slash without being read as a phone label or a place', () => {
    expect(extractFromLines(cv('Jane Doe', 'Développeuse Web & Mobile', 'jane@example.org')).headline).toBe('Développeuse Web & Mobile');
    const draft = extractFromLines(cv('Jane Doe', 'Consultante SAP MM/SD', 'jane@example.org'));
    expect([draft.headline, draft.location]).toEqual(['Consultante SAP MM/SD', null]);
    expect(extractFromLines(cv('Jane Doe', 'Mobile :', '06 12 34 56 78', 'Data Engineer')).phones).toEqual(['+33612345678']);
  });

  it('is found past the address and contact lines under the name when it names a job', () => {
    const lines = ['Inès Morel', '4 impasse des Lilas', '31000 Toulouse', '06 98 76 54 32', 'ines@example.org'];
    expect(extractFromLines(cv(...lines, 'Comptable unique')).headline).toBe('Comptable unique');
    expect(extractFromLines(cv(...lines, 'ð imorel')).headline).toBeNull();
  });

  it("keeps a career's length beside the title, which is no personal detail", () => {
    expect(isPersonalDetail('12 ans d’expérience')).toBe(false);
    expect(isPersonalDetail('32 ans')).toBe(true);
    expect(extractFromLines(cv('Jane Doe', 'Data Engineer — 7 years of experience', 'jane@example.org')).headline).toBe(
      'Data Engineer — 7 years of experience',
    );
  });

  it('is read under a name found only in a Contact section the layout read first', () => {
    const draft = extractFromLines([
      { text: 'CONTACT', size: 14 },
      { text: 'Chloé Bernard', size: 20 },
      { text: 'Architecte d’intérieur', size: 12 },
      { text: 'chloe@example.fr', size: 10 },
      { text: 'EXPÉRIENCE', size: 14 },
      { text: 'Architecte, Atelier Nord', size: 10 },
    ]);
    expect([draft.name?.full, draft.headline]).toEqual(['Chloé Bernard', 'Architecte d’intérieur']);
  });

  it('keeps the specialties printed beside the title in a cell a tab sets apart, and never ends on a cut word', () => {
    const draft = extractFromLines(cv('Jane Doe', 'Data Engineer – Spark & Airflow\t06 12 34 56 78 · Lyon', 'jane@example.org'));
    expect(draft.headline).toBe('Data Engineer – Spark & Airflow');
    expect(extractFromLines(cv('Jane Doe', '# janedoe-', 'Data Engineer')).headline).toBe('Data Engineer');
    const cut = extractFromLines(cv('Jane Doe', '06 12 34 56 78\tData Engineer – Streaming & Batch process-', '# jdoe\ting'));
    expect(cut.headline).toBe('Data Engineer – Streaming & Batch processing');
  });

  it('is not a profile badge', () => {
    const draft = extractFromLines(cv('Jane Doe', '1st degree connection', 'Product Manager at Acme'));
    expect(draft.headline).toBe('Product Manager at Acme');
  });
});

describe('the location', () => {
  it.each([
    ['Lyon, France', 'Lyon, France'],
    ['Toulouse - France', 'Toulouse, France'],
    ['75011 Paris', '75011 Paris'],
    ['München', 'München'],
    ['Madrid, España', 'Madrid, España'],
    ['Austin, TX', 'Austin, TX'],
    ['Mühlfeldstraße 16 – 4690 Schwanenstadt', '4690 Schwanenstadt'],
    // A town the gazetteer does not know, before a region named like a city, and the country.
    ['Vargem Alta – São Paulo – Brasil', 'Vargem Alta, São Paulo, Brasil'],
  ])('reads %s under the name', (line, place) => {
    expect(extractFromLines(cv('Jane Doe', 'Data Engineer', line)).location).toBe(place);
  });

  it.each([
    ['104 rue des Lilas, Lyon, Auvergne-Rhône-Alpes, 69002, FR', 'Lyon, Auvergne-Rhône-Alpes, 69002, FR'],
    ['17 place Bellecour Rennes Bretagne 35001 FR', 'Rennes Bretagne 35001 FR'],
    ['66 Station Road Manchester England M1 2ZH GB', 'Manchester England M1 2ZH GB'],
    ['Boston, Massachusetts jane@example.org +1 617 555 0100', 'Boston, Massachusetts'],
  ])('reads the city out of the address %s', (line, place) => {
    expect(extractFromLines(cv('Jane Doe', 'Data Engineer', line)).location).toBe(place);
  });

  it.each([
    ['Graz Steiermark', 'Graz Steiermark'],
    ['Nantes Pays de la Loire', 'Nantes Pays de la Loire'],
    ['Valencia Comunidad Valenciana', 'Valencia Comunidad Valenciana'],
    ['Leipzig, Saxony', 'Leipzig, Saxony'],
  ])('reads a city followed by its European region without a comma: %s', (line, place) => {
    expect(extractFromLines(cv('Jane Doe', 'Data Engineer', line)).location).toBe(place);
  });

  it('is a city and region a narrow column wrapped inside the hyphenated region', () => {
    const draft = extractFromLines(cv('Jane Doe', 'Data Engineer', 'Rennes Provence-Alpes-', "Côte d'Azur FR", 'jane@example.org'));
    expect(draft.location).toBe("Rennes Provence-Alpes-Côte d'Azur FR");
  });

  it('is the town of an address a narrow column wrapped after the postcode', () => {
    const draft = extractFromLines(
      cv('Jane Doe', 'Data Engineer', '14 chemin des Vignes, 38200', 'Saint-Romain-en-Gal', 'jane@example.org'),
    );
    expect(draft.location).toBe('38200 Saint-Romain-en-Gal');
    expect(extractFromLines(cv('Jane Doe', 'Data Engineer', 'Promotion 2019', 'Lyon')).location).toBe('Lyon');
  });

  it('is found beside the e-mail address wherever the layout put the contact block', () => {
    const draft = extractFromLines(
      cv(
        'Kavya Sundaresan',
        'Sales Representative',
        'Experience',
        'Account Executive, Acme',
        'Profiles',
        'Portland\tOregon',
        'kavya@example.com',
        '503.555.4635',
      ),
    );
    expect(draft.location).toBe('Portland, Oregon');
    expect(draft.phones).toEqual(['+15035554635']);
  });

  it('is a place with its country or region in brackets, but not an employer with its town', () => {
    expect(asLocation('Lyon, Auvergne-Rhône-Alpes (FR)')).toBe('Lyon, Auvergne-Rhône-Alpes (FR)');
    expect(asLocation('Berlin (DE)')).toBe('Berlin (DE)');
    expect(extractFromLines(cv('Jane Doe', 'Data Engineer', 'Lyon, Auvergne-Rhône-Alpes (FR)', 'jane@example.org')).location).toBe(
      'Lyon, Auvergne-Rhône-Alpes (FR)',
    );
    expect(asLocation('Kranvelt (Utrecht)')).toBeNull();
  });

  it('is a town with its postcode after a comma, whose name ends in letters a month name may be', () => {
    expect(asLocation('Groningen, 9711 AB')).toBe('Groningen, 9711 AB');
    expect(asLocation('Rotterdam, 3011 AB')).toBe('Rotterdam, 3011 AB');
  });

  it('is read without the commas a template left around empty fields', () => {
    expect(asLocation('Leeds (United Kingdom), ,')).toBe('Leeds (United Kingdom)');
    expect(asLocation('Leeds, , England')).toBe('Leeds, England');
    expect(asLocation(', Lyon')).toBe('Lyon');
  });

  it('is a French town with its département number, or what a phrase of residence names', () => {
    expect(asLocation('Villeurbanne (69)')).toBe('Villeurbanne (69)');
    expect(asLocation('Vivo en Getafe')).toBe('Getafe');
    expect(asLocation('Woonachtig in Zwolle')).toBe('Zwolle');
    expect(asLocation('Residente em Niterói - RJ')).toBe('Niterói, RJ');
    expect(asLocation('Acme (75)')).toBeNull();
  });

  it("is the town a contact block names alone beside the e-mail address, not a referee's", () => {
    const lines = [
      'Tomás Ortega',
      'Analista de datos',
      'Experiencia',
      'Analista, Acme',
      '2019 – 2021',
      'Idiomas',
      'Español',
      'tomas@example.org',
      'Salamanca',
    ];
    expect(extractFromLines(cv(...lines)).location).toBe('Salamanca');
    const referee = [
      'Tomás Ortega',
      'Analista de datos',
      'Experiencia',
      'Analista, Acme',
      '2019 – 2021',
      'Referencias',
      'ana@example.org',
      'Salamanca',
    ];
    expect(extractFromLines(cv(...referee)).location).toBeNull();
  });

  it('is read from an address line that starts on its separator, or on the line under a labelled street', () => {
    expect(extractFromLines(cv('Jane Doe', 'Data Engineer', '– Sheffield – United Kingdom', 'jane@example.org')).location).toBe(
      'Sheffield, United Kingdom',
    );
    expect(extractFromLines(cv('Jane Doe', 'Data Engineer', 'Address: 9 Victoria Road', 'Sheffield, South Yorkshire')).location).toBe(
      'Sheffield, South Yorkshire',
    );
  });

  it.each([
    ['Lyon 7e', 'Lyon 7e'],
    ['Paris 11ème', 'Paris 11ème'],
    ['Greater Manchester Area', 'Greater Manchester Area'],
    ['Toulouse et sa région', 'Toulouse et sa région'],
    ['Valencia y alrededores', 'Valencia y alrededores'],
    ['Großraum Hamburg', 'Großraum Hamburg'],
    ['Région de Bordeaux', 'Région de Bordeaux'],
    ['Annecy, Haute-Savoie (74)', 'Annecy, Haute-Savoie (74)'],
  ])('reads a district of a town or the area around it: %s', (line, place) => {
    expect(asLocation(line)).toBe(place);
  });

  it('is the town before a region and its postcode', () => {
    expect(asLocation('Ottawa, Ontario K1P 5J2')).toBe('Ottawa, Ontario K1P 5J2');
    expect(asLocation('4 rue Verte, 69002 Lyon')).toBe('69002 Lyon');
  });

  it('reads no area around a word that names no town', () => {
    for (const text of ['Sales Area', 'Region Manager', 'Grand Prix']) expect(asLocation(text)).toBeNull();
  });

  it('is the value of an address row set apart by a tab, known town or not', () => {
    expect(extractFromLines(cv('Jonas Weber', 'Wohnort\tUlm', 'Telefon\t0176 1234567')).location).toBe('Ulm');
    expect(extractFromLines(cv('Jonas Weber', 'Home\tAbout\tProjects', 'jonas@example.de')).location).toBeNull();
  });

  it("is the town of a later address row where the first gives the street alone (a form's street, then postcode and town)", () => {
    expect(extractFromLines(cv('Fenna Dijkstal', 'Adres\tKastanjelaan 14', 'Postcode en woonplaats\t3512 AB Utrecht')).location).toBe(
      '3512 AB Utrecht',
    );
    expect(
      extractFromLines(cv('Jonas Weber', 'Straße\tLindenstraße 12', 'PLZ/Ort\t79098 Freiburg', 'Telefon\t0176 1234567')).location,
    ).toBe('79098 Freiburg');
    expect(extractFromLines(cv('Jonas Weber', 'Wohnort\tUlm', 'Anschrift\tLindenstraße 12')).location).toBe('Ulm');
  });

  it('is a US street address given whole, with its state and ZIP code', () => {
    expect(asLocation('1200 Elm Avenue Portland, OR 97205')).toBe('1200 Elm Avenue Portland, OR 97205');
    expect(extractFromLines(cv('Jane Doe', 'Data Engineer', '88 Lake Street Madison, WI 53703-1234', 'jane@example.org')).location).toMatch(
      /Madison, WI/,
    );
  });

  it('is not a greeting, a list or a job title set like a place', () => {
    for (const text of ["Hi, I'm Amira", 'Sport Fitness, Fußball, Radfahren', 'Senior Nurse', '2019 Google'])
      expect(asLocation(text)).toBeNull();
  });

  it("is the candidate's own place, not an employer's town", () => {
    const draft = extractFromLines(
      cv('Jane Doe', 'Data Engineer', 'jane@example.org', 'Experience', 'Data Engineer, Acme', 'Berlin', '2019 – 2021'),
    );
    expect(draft.location).toBeNull();
  });
});

describe('phones', () => {
  it('are never dates, year ranges or birth dates', () => {
    for (const text of ['10/2016 – 09/2018', '2018-2020', 'Geburtstag: 20.10.1990', '1990-03-12'])
      expect(findPhones(text, 'DE', true)).toEqual([]);
  });

  it("are read in the country of the candidate's address", () => {
    const draft = extractFromLines(cv('Marie Dupont', 'Lyon, France', 'Tel: 06 12 34 56 78'), { country: 'US' });
    expect(draft.phones).toEqual(['+33612345678']);
  });

  it("are read where they are valid when the page's language points elsewhere", () => {
    expect(findPhones('06.44.81.14.41', 'US', true)).toEqual(['+33644811441']);
  });

  it("are the candidate's, not the referees'", () => {
    const draft = extractFromLines(
      cv(
        'Jane Doe',
        'jane@example.org · +44 20 7946 0958',
        'Experience',
        'Analyst, Acme',
        'References',
        'John Smith, Acme',
        'john@example.com · +44 20 7946 0123',
      ),
    );
    expect(draft.emails).toEqual(['jane@example.org']);
    expect(draft.phones).toEqual(['+442079460958']);
  });
});

describe('e-mail addresses in lines', () => {
  it('makes whole an address a narrow column broke across two lines', () => {
    const draft = extractFromLines(cv('JANE DOE', 'ANALYST', 'YORK ENGLAND', 'JANE.DOE@EXAM', 'PLE.ORG', '+44 20 7946 0958'));
    expect(draft.emails).toEqual(['jane.doe@example.org']);
  });

  it('makes whole an address a line of contacts broke at a hyphen, the next contact on the line it wraps onto', () => {
    const draft = extractFromLines(
      cv('Noor Vastenhouw', 'Data Analyst', 'Leiden | +31 71 555 0142 | contact@noor-', 'vastenhouw.example.net | linkedin.com/in/noorv'),
    );
    expect(draft.emails).toEqual(['contact@noor-vastenhouw.example.net']);
  });

  it('makes whole an address a narrow column broke inside its top-level domain, and keeps a whole one over a town', () => {
    const cut = extractFromLines(cv('Odile Perrache', 'Comptable', 'Lyon', 'odile.perrache@example.or', 'g', 'linkedin.com/in/odilep'));
    expect(cut.emails).toEqual(['odile.perrache@example.org']);
    const oneLetter = extractFromLines(cv('Odile Perrache', 'Comptable', 'odile.perrache@example.c', 'om', 'Lyon'));
    expect(oneLetter.emails).toEqual(['odile.perrache@example.com']);
    const whole = extractFromLines(cv('Odile Perrache', 'Comptable', 'odile.perrache@example.fr', 'Lyon'));
    expect(whole.emails).toEqual(['odile.perrache@example.fr']);
  });

  it('makes whole an address a narrow column broke inside its domain, before the end of a word and its top-level domain', () => {
    const cut = extractFromLines(
      cv('Jonas Brenner', 'Entwickler', 'Graz', 'contact@jonas-brenner.exampl', 'e.net', 'jonas-brenner.example.net'),
    );
    expect(cut.emails).toEqual(['contact@jonas-brenner.example.net']);
    const whole = extractFromLines(cv('Jonas Brenner', 'Entwickler', 'contact@jonas-brenner.com', 'ibm.com', 'Graz'));
    expect(whole.emails).toEqual(['contact@jonas-brenner.com']);
  });

  it('reads a number written as at home beside an address a narrow column broke, in a section far from the header', () => {
    const lines = cv('JANE DOE', 'ANALYST', 'ABOUT', 'NANTES', 'JANE.DOE@EXAM', 'PLE.ORG', '02 40 55 0123', 'SKILLS', 'EXCEL');
    expect(extractFromLines(lines, { country: 'FR' }).phones).toEqual(['+33240550123']);
  });

  it('keeps the linked address, not the start of it left on a line nor the address run into the next word', () => {
    const lines = cv('Jane Doe', 'jane.doe@example.or', 'g', 'sam.roe@example.orglinkedin');
    lines[1] = { ...lines[1]!, links: ['mailto:jane.doe@example.org'] };
    lines[3] = { ...lines[3]!, links: ['mailto:sam.roe@example.org'] };
    expect(extractFromLines(lines).emails).toEqual(['jane.doe@example.org', 'sam.roe@example.org']);
  });

  it('keeps the linked address, not the end of it wrapped onto a line nor the address run into the word before it', () => {
    const lines = cv('Jane Doe', 'janedoe', 'rowan@example.org', 'Profile', 'Summaryjane.doe@example.org');
    lines[2] = { ...lines[2]!, links: ['mailto:janedoerowan@example.org'] };
    lines[4] = { ...lines[4]!, links: ['mailto:jane.doe@example.org'] };
    expect(extractFromLines(lines).emails).toEqual(['janedoerowan@example.org', 'jane.doe@example.org']);
  });

  it('does not join an address with a word on the next line', () => {
    expect(extractFromLines(cv('Jane Doe', 'jane.doe@example.org', 'london')).emails).toEqual(['jane.doe@example.org']);
  });
});

describe("a template's credit lines", () => {
  it('are not read for the name nor the addresses', () => {
    const lines = cv('© Copyright 2019 Sam Carter', 'Design by Sam Carter', 'Page template by Robin Vale');
    lines[2] = { ...lines[2]!, links: ['mailto:robin@vale.example'] };
    const draft = extractFromLines(lines);
    expect(draft.name).toBeUndefined();
    expect(draft.emails).toEqual([]);
  });

  it("do not give a page the template author's linked address", () => {
    const { candidate } = extractHtml(`<html><body><h1>Jane Doe</h1><p>Data Engineer</p>
      <p><a href="mailto:jane.doe@example.org">jane.doe@example.org</a></p>
      <footer><p>Theme by <a href="mailto:robin@vale.example">Robin Vale</a></p></footer></body></html>`);
    expect(candidate.emails).toEqual(['jane.doe@example.org']);
  });
});
