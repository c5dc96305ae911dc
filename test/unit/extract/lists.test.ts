import { describe, expect, it } from 'vitest';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { parseLanguages, readSkills, splitItems, unheadedLanguages } from '../../../lib/extract/heuristics/lists.ts';

const skillsOf = (...texts: string[]) => readSkills(texts.map((text) => ({ text })));

describe('skills', () => {
  it('splits at the separators the document uses, never inside brackets', () => {
    expect(splitItems('DevOps (CMake, Debian), Go | Rust • Python / SQL; Bash')).toEqual([
      'DevOps (CMake, Debian)',
      'Go',
      'Rust',
      'Python',
      'SQL',
      'Bash',
    ]);
    expect(skillsOf('C/C++, CI/CD').skills).toEqual(['C/C++', 'CI/CD']);
  });

  it('reads a group written as a name with its items in brackets', () => {
    expect(skillsOf('Operations (Demand planning, Transport management, Lean)').skills).toEqual([
      'Demand planning',
      'Transport management',
      'Lean',
    ]);
  });

  it('reads a group whose brackets wrap onto the next line', () => {
    const lines = [
      { text: 'Clinical (Triage, Patient assessment, Medication', size: 10 },
      { text: 'management)', size: 8 },
      { text: 'Organisation (Team coordination, Staff scheduling, Infection', size: 10 },
      { text: 'control)', size: 8 },
    ];
    expect(readSkills(lines).skills).toEqual([
      'Triage',
      'Patient assessment',
      'Medication management',
      'Team coordination',
      'Staff scheduling',
      'Infection control',
    ]);
  });

  it('leaves out group labels, levels, dates and links', () => {
    expect(
      skillsOf('Frameworks: React, Vue', 'Tools:', 'Docker', 'Python (advanced), Java – expert', '2018 – 2020, https://example.com').skills,
    ).toEqual(['React', 'Vue', 'Docker', 'Python', 'Java']);
  });

  it("leaves out a group's name set before its items with a dash, but keeps a skill before its level", () => {
    expect(skillsOf('Metalwork – Welding, Forging', 'Garden - Pruning; Grafting', 'Casting – expert, 5 years').skills).toEqual([
      'Welding',
      'Forging',
      'Pruning',
      'Grafting',
      'Casting',
    ]);
  });

  it('leaves out the column of group names before the items, also beside a group of one item', () => {
    expect(skillsOf('Metalwork\tWelding, Forging', 'Garden\tPruning', 'Casting\tExpert').skills).toEqual([
      'Welding',
      'Forging',
      'Pruning',
      'Casting',
    ]);
    expect(skillsOf('Welding\tForging', 'Pruning\tGrafting').skills).toEqual(['Welding', 'Forging', 'Pruning', 'Grafting']);
    expect(skillsOf('Metalwork\t• Welding, Forging').skills).toEqual(['Welding', 'Forging']);
  });

  it('reads a row of bulleted items set in columns, each bullet opening an item', () => {
    expect(skillsOf('• Welding\t• Forging\t• Casting', '• Pruning\t• Grafting').skills).toEqual([
      'Welding',
      'Forging',
      'Casting',
      'Pruning',
      'Grafting',
    ]);
  });

  it('leaves out the name of each group set side by side on one row, keeping a skill before its level', () => {
    expect(
      skillsOf('Metalwork: Welding, Forging\tGarden: Pruning', 'Boats: Sailing | Engines: Diesel repair, Outboards: expert').skills,
    ).toEqual(['Welding', 'Forging', 'Pruning', 'Sailing', 'Diesel repair', 'Outboards']);
  });

  it('reads items set apart by dashes alone or by other bullet marks, and no "etc."', () => {
    expect(skillsOf('Welding – Forging – Casting', 'Pruning ◦ Grafting ▸ Mulching, etc.').skills).toEqual([
      'Welding',
      'Forging',
      'Casting',
      'Pruning',
      'Grafting',
      'Mulching',
    ]);
  });

  it('leaves out a group label set before its items with a dash, but keeps skills given a level after one', () => {
    expect(skillsOf('Frontend – React, TypeScript, GraphQL', 'DevOps - Docker, Terraform').skills).toEqual([
      'React',
      'TypeScript',
      'GraphQL',
      'Docker',
      'Terraform',
    ]);
    expect(skillsOf('Excel – advanced, Word – basic', 'Python – expert, SQL').skills).toEqual(['Excel', 'Word', 'Python', 'SQL']);
  });

  it('reads two pieces set apart as two tags where the list sets its items as tags, and as one item elsewhere', () => {
    const tags = (text: string) => ({ text, size: 9.6, spaced: text.split(' ') });
    expect(readSkills([tags('Kotlin SQL TypeScript'), tags('Jenkins Terraform'), { text: 'Grafana', size: 9.6 }]).skills).toEqual([
      'Kotlin',
      'SQL',
      'TypeScript',
      'Jenkins',
      'Terraform',
      'Grafana',
    ]);
    expect(readSkills([tags('Jenkins Terraform'), { text: 'Grafana', size: 9.6 }]).skills).toEqual(['Jenkins Terraform', 'Grafana']);
  });

  it('reads keywords whose gaps were lost (chips) one per capital, but not a title', () => {
    expect(skillsOf('Corporate law Litigation Due diligence GDPR Contract drafting').skills).toEqual([
      'Corporate law',
      'Litigation',
      'Due diligence',
      'GDPR',
      'Contract drafting',
    ]);
    expect(skillsOf('LinkedIn Sales Navigator', 'Common European Framework of Reference for Languages').skills).toEqual([
      'LinkedIn Sales Navigator',
    ]);
  });

  it('reads a skill wrapped onto the next line of a narrow column as one', () => {
    const lines = [
      { text: '•\tCristallographie', bullet: true, indent: 29 },
      { text: 'aux rayons X', indent: 47 },
      { text: '•\tProgrammation :', bullet: true, indent: 29 },
      { text: 'Python, C++, Fortran', indent: 47 },
      { text: '•\tGestion de projet', bullet: true, indent: 29 },
    ];
    expect(readSkills(lines).skills).toEqual(['Cristallographie aux rayons X', 'Python', 'C++', 'Fortran', 'Gestion de projet']);
    expect(skillsOf('Culture de cellules', 'de mammifères', 'Automatisation des', 'Processus', 'Excel', 'dbt').skills).toEqual([
      'Culture de cellules de mammifères',
      'Automatisation des Processus',
      'Excel',
      'dbt',
    ]);
  });

  it('leaves out the name of a group alone on its line over the items it heads', () => {
    expect(skillsOf('Cooking', 'Braising, Baking, Pickling', 'Service', 'Expert', 'Plating, Wine pairing').skills).toEqual([
      'Braising',
      'Baking',
      'Pickling',
      'Plating',
      'Wine pairing',
    ]);
    const bulleted = [{ text: 'Garden' }, { text: 'Pruning', bullet: true }, { text: 'Grafting', bullet: true }, { text: 'Tools' }];
    expect(readSkills([...bulleted, { text: 'Shears', bullet: true }]).skills).toEqual(['Pruning', 'Grafting', 'Shears']);
    const setIn = [
      { text: 'Boats\tEngines', indent: 20 },
      { text: 'Sailing\tDiesel repair', indent: 34 },
      { text: 'Rowing\tOutboards', indent: 34 },
    ];
    expect(readSkills(setIn).skills).toEqual(['Sailing', 'Diesel repair', 'Rowing', 'Outboards']);
  });

  it('reads three or more pieces a PDF row sets apart as tags, but two as a name and its detail', () => {
    const tags = { text: 'Kiln Lathe Arc welding', spaced: ['Kiln', 'Lathe', 'Arc welding'] };
    const nameAndYears = { text: 'Glassblowing 6 years', spaced: ['Glassblowing', '6 years'] };
    expect(readSkills([tags, nameAndYears]).skills).toEqual(['Kiln', 'Lathe', 'Arc welding', 'Glassblowing 6 years']);
  });

  it('reads chips set side by side apart, after the label that names their group', () => {
    const line = {
      text: 'Workshop machinery (advanced): Lathe CNC Arc Welding Kiln Drill Press',
      fields: ['Workshop machinery (advanced):', 'Lathe CNC', 'Arc Welding', 'Kiln', 'Drill Press'],
    };
    expect(readSkills([line]).skills).toEqual(['Lathe CNC', 'Arc Welding', 'Kiln', 'Drill Press']);
  });

  it('leaves out a level given as stars, a mark, a share or after a colon', () => {
    expect(skillsOf('Welding ★★★★☆', 'Forging (4/5)', 'Casting 80%', 'Riveting: intermediate').skills).toEqual([
      'Welding',
      'Forging',
      'Casting',
      'Riveting',
    ]);
    expect(skillsOf('Dutch ★★★☆☆').languages).toEqual(['Dutch']);
    expect(skillsOf('Levels: A1/A2: basic user – B1/B2: independent user', 'Welding').skills).toEqual(['Welding']);
  });

  it('leaves out a level in words after a skill, in the languages CVs are written in', () => {
    expect(
      skillsOf(
        'Soudure (confirmé), Tournage – bonnes connaissances',
        'Schweißen (Experte), Drehen – sehr sicher',
        'Torneado (medio)',
        'Forging (novice)',
      ).skills,
    ).toEqual(['Soudure', 'Tournage', 'Schweißen', 'Drehen', 'Torneado', 'Forging']);
  });

  it('leaves out how long a skill was practised, after it or as an item of its own', () => {
    expect(skillsOf('Welding (5 years), Forging – 3 yrs, Casting (expert, 8 years)', 'Soudure (+3 ans)').skills).toEqual([
      'Welding',
      'Forging',
      'Casting',
      'Soudure',
    ]);
    expect(skillsOf('Welding, 5 years', 'Schweißen, 2 Jahre').skills).toEqual(['Welding', 'Schweißen']);
  });

  it('leaves out the name of a group set in bold over items that are not', () => {
    const lines = [
      { text: 'Metalwork', bold: true },
      { text: 'Welding' },
      { text: 'Forging' },
      { text: 'Garden', bold: true },
      { text: 'Pruning' },
    ];
    expect(readSkills(lines).skills).toEqual(['Welding', 'Forging', 'Pruning']);
    expect(
      readSkills([
        { text: 'Welding', bold: true },
        { text: 'Forging', bold: true },
      ]).skills,
    ).toEqual(['Welding', 'Forging']);
  });

  it('leaves out the name of a group over a row of items set in tabbed cells', () => {
    expect(skillsOf('Boats', 'Sailing\tRowing\tKayaking', 'Engines', 'Diesel\tOutboards\tPumps').skills).toEqual([
      'Sailing',
      'Rowing',
      'Kayaking',
      'Diesel',
      'Outboards',
      'Pumps',
    ]);
  });

  it('keeps the end of a wrapped list that a group name would look like', () => {
    const lines = [
      { text: 'Boats\tSailing, Rowing, Diesel repair, Outboard', indent: 60 },
      { text: 'Motors', indent: 150 },
      { text: 'Tools\tLathe, Welder', indent: 60 },
    ];
    expect(readSkills(lines).skills).toEqual(['Sailing', 'Rowing', 'Diesel repair', 'Outboard Motors', 'Lathe', 'Welder']);
    expect(skillsOf('Knots: Bowline, Hitch,', 'Splice', 'Ropes: Hemp, Nylon').skills).toEqual([
      'Bowline',
      'Hitch',
      'Splice',
      'Hemp',
      'Nylon',
    ]);
  });

  it('ends a list before the dates set under it, which wrap no item', () => {
    expect(skillsOf('Lathe,Kiln,Loom', 'Mar 2019 - Present').skills).toEqual(['Lathe', 'Kiln', 'Loom']);
    expect(skillsOf('Sailing, Rowing, Diesel', 'repair').skills).toEqual(['Sailing', 'Rowing', 'Diesel repair']);
  });

  it('makes whole a word a narrow column broke at a hyphen or wrapped in lower case', () => {
    expect(skillsOf('Knots\tBowline, Clove hitch, Sheet bend, Rolling hit-', 'ching', 'Ropes\tHemp, Nylon').skills).toEqual([
      'Bowline',
      'Clove hitch',
      'Sheet bend',
      'Rolling hitching',
      'Hemp',
      'Nylon',
    ]);
    expect(skillsOf('Engine', 'maintenance', 'Sailing', 'Hull', 'painting', 'Rigging').skills).toEqual([
      'Engine maintenance',
      'Sailing',
      'Hull painting',
      'Rigging',
    ]);
    expect(skillsOf('Excel', 'npm', 'rowing', 'sailing').skills).toEqual(['Excel', 'npm', 'rowing', 'sailing']);
  });

  it('leaves out a page footer and a date the PDF ran into the list', () => {
    expect(skillsOf('Sailing, Rowing', 'mars 2024 | Page 2 / 3', 'Seite 1 von 2', 'Rigging').skills).toEqual([
      'Sailing',
      'Rowing',
      'Rigging',
    ]);
  });

  it('leaves out the whole of a page footer, with its date', () => {
    const footer = 'March 4, 2025\t© Harbour Guild, 2025 | https://guild.example.org\tPage 1 / 2';
    expect(skillsOf('Sailing, Rowing', footer, 'Boats, Knots').skills).toEqual(['Sailing', 'Rowing', 'Boats', 'Knots']);
    expect(skillsOf('Knots', 'March 4\t© Harbour Guild').skills).toEqual(['Knots']);
  });

  it('leaves out a note ending on the year it was written, but keeps a product named with its year', () => {
    expect(skillsOf('Knots, Office 2019', 'Page last edited in 2024').skills).toEqual(['Knots', 'Office 2019']);
    expect(skillsOf('Knots', 'Mis à jour en 2023').skills).toEqual(['Knots']);
  });

  it('leaves out a superscript read as a line of its own', () => {
    const sized = (...rows: [string, number][]) => readSkills(rows.map(([text, size]) => ({ text, size }))).skills;
    expect(sized(['Forging, Welding', 9], ['Casting, Riveting', 9], ['th', 5])).toEqual(['Forging', 'Welding', 'Casting', 'Riveting']);
  });

  it('reads no skills from a sentence cut at its commas, but keeps a list with levels in words', () => {
    expect(skillsOf('Calm under pressure at sea, steady hands on the helm, and patience', 'Knots, Charts').skills).toEqual([
      'Knots',
      'Charts',
    ]);
    expect(skillsOf('Celestial navigation\tvery good', 'Radar plotting\tbasic').skills).toEqual(['Celestial navigation', 'Radar plotting']);
  });

  it('reads the skills of a sentence listing them without the words leading to the first', () => {
    expect(skillsOf('Experienced in Lathe control, Spreadsheets and Kiln firing.').skills).toEqual([
      'Lathe control',
      'Spreadsheets',
      'Kiln firing',
    ]);
    expect(skillsOf('Bonne maîtrise de SolidWorks, CATIA et AutoCAD').skills).toEqual(['SolidWorks', 'CATIA', 'AutoCAD']);
    expect(skillsOf('Sicherer Umgang mit SAP, DATEV und Excel').skills).toEqual(['SAP', 'DATEV', 'Excel']);
    expect(skillsOf('Experience with tooling, in daily use').skills).toEqual([]);
  });

  it('splits the last pair of a list joined by a conjunction', () => {
    expect(skillsOf('Word, Excel et PowerPoint').skills).toEqual(['Word', 'Excel', 'PowerPoint']);
    expect(skillsOf('Word, Excel en PowerPoint').skills).toEqual(['Word', 'Excel', 'PowerPoint']);
    expect(skillsOf('Autonomie, Travail en équipe').skills).toEqual(['Autonomie', 'Travail en équipe']);
  });

  it('takes spoken languages listed among the skills out of them', () => {
    expect(skillsOf('Mother tongue\tEnglish', 'French\tC1\tC1\tB2', 'Listening\tReading\tSpeaking', 'Python, Go')).toEqual({
      skills: ['Python', 'Go'],
      languages: ['English', 'French'],
    });
    expect(skillsOf('Mother tongue(s)\tItalian', 'Bulgarisch ■ Deutsch').languages).toEqual(['Italian', 'Bulgarisch', 'Deutsch']);
  });

  it('takes out a group of the skills named as languages, in seven languages, as spoken languages', () => {
    expect(
      skillsOf(
        'Languages: English (native), Welsh (fluent)',
        'Langues : anglais courant, espagnol notions',
        'Sprachen: Deutsch (Muttersprache), Englisch (B2)',
        'Idiomas: Inglés (avanzado), Portugués',
        'IT: Spreadsheets, Lathe control',
      ),
    ).toEqual({
      skills: ['Spreadsheets', 'Lathe control'],
      languages: ['English', 'Welsh', 'anglais', 'espagnol', 'Deutsch', 'Englisch', 'Inglés', 'Portugués'],
    });
    expect(skillsOf('Languages: Fortran, Haskell').skills).toEqual(['Fortran', 'Haskell']);
  });

  it('leaves out the titles of the language grid of a European CV form, in French, Spanish and Portuguese, as its cells wrap', () => {
    const grid = (...rows: string[]) => skillsOf(...rows, 'Soudure, Tournage').skills;
    expect(
      grid(
        'Autres langues\tCOMPRENDRE\tPARLER\tÉCRIRE',
        'Prendre part à une\tS’exprimer oralement',
        'conversation\ten continu',
        'Écouter\tLire',
      ),
    ).toEqual(['Soudure', 'Tournage']);
    expect(grid('COMPRENDER\tHABLAR\tESCRIBIR', 'Comprensión auditiva\tComprensión de lectura')).toEqual(['Soudure', 'Tournage']);
    expect(grid('COMPREENDER\tFALAR\tESCREVER', 'Compreensão oral\tLeitura')).toEqual(['Soudure', 'Tournage']);
  });
});

describe('spoken languages', () => {
  it.each([
    ['Deutsch (Muttersprache), Englisch fließend', ['Deutsch', 'Englisch']],
    ['Inglés: nativo, Francés – B2', ['Inglés', 'Francés']],
    ['Italiano madrelingua, Inglese buono', ['Italiano', 'Inglese']],
    ['Nederlands (moedertaal) | Engels (vloeiend)', ['Nederlands', 'Engels']],
    ['Português nativo, Espanhol intermediário', ['Português', 'Espanhol']],
    ['Anglais courant, Espagnol notions', ['Anglais', 'Espagnol']],
    ['Fluent in Spanish', ['Spanish']],
    ['Français (Langue maternelle) Anglais (C1) Espagnol (B2)', ['Français', 'Anglais', 'Espagnol']],
  ])('reads %s as %j', (text, languages) => expect(parseLanguages([{ text }])).toEqual(languages));

  it('takes a name it does not know only beside known ones', () => {
    expect(parseLanguages([{ text: 'English (native), Tigrinya (fluent)' }])).toEqual(['English', 'Tigrinya']);
    expect(parseLanguages([{ text: 'Java, PHP' }])).toEqual([]);
    expect(parseLanguages([{ text: 'English (native)' }, { text: 'Renzo Albanesi' }])).toEqual(['English']);
    expect(parseLanguages([{ text: 'German\tNative' }, { text: 'March 3, 2024' }])).toEqual(['German']);
  });

  it('leaves level lines and grid headings out', () => {
    expect(
      parseLanguages([{ text: 'Italian' }, { text: 'Native' }, { text: 'English' }, { text: 'Full professional proficiency' }]),
    ).toEqual(['Italian', 'English']);
  });

  it('takes no word for a language as a name, and no sentence telling how one was learnt', () => {
    expect(parseLanguages([{ text: '• Langue maternelle :' }, { text: 'Portugais' }, { text: '• Anglais - courant' }])).toEqual([
      'Portugais',
      'Anglais',
    ]);
    expect(
      parseLanguages([
        { text: 'Espagnol (courant)' },
        { text: 'Trois ans de scolarité bilingue (Français, Anglais) au lycée de Tunis' },
        { text: 'Italien\tStage de six mois au sein de l’équipe achats à Milan' },
      ]),
    ).toEqual(['Espagnol', 'Italien']);
    expect(parseLanguages([{ text: 'Anglais général : très bon niveau / Allemand technique : notions' }])).toEqual(['Anglais', 'Allemand']);
  });
});

describe('spoken languages listed without a heading', () => {
  it('reads a header cell that lists two known languages or more and nothing else', () => {
    const draft = extractFromLines([
      { text: 'Jane Doe', heading: true, size: 24 },
      { text: 'Millbrook, Kent\tjane@example.org\tDutch, English (C1), Greek' },
      { text: 'Experience', heading: true, size: 18 },
      { text: 'Clerk, Northwind Mills, 2019 - 2021' },
    ]);
    expect(draft.languages).toEqual(['Dutch', 'English', 'Greek']);
  });

  it('reads no lone name, nor a list with other words in it', () => {
    expect(unheadedLanguages([{ text: 'French' }, { text: 'English, Python, Go' }, { text: 'Nationality: German' }])).toEqual([]);
  });
});
