import { describe, expect, it } from 'vitest';
import { findDateRange, isDatePiece, removeDateRanges } from '../../../lib/extract/heuristics/dates.ts';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { parseEducation, parseExperience } from '../../../lib/extract/heuristics/entries.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

const lines = (rows: (string | TextLine)[]): TextLine[] => rows.map((row) => (typeof row === 'string' ? { text: row } : row));
const jobs = (rows: (string | TextLine)[]) =>
  parseExperience(lines(rows)).map((e) => [e.title, e.company, e.location, e.start, e.end, e.current]);

describe('dates in the languages CVs are written in', () => {
  it.each([
    ['janv. 2020 – mars 2021', '2020-01', '2021-03', false],
    ['März 2019 – heute', '2019-03', null, true],
    ['ene. 2018 – actualidad', '2018-01', null, true],
    ['settembre 2017 - attuale', '2017-09', null, true],
    ['mei 2016 – heden', '2016-05', null, true],
    ['fev. 2015 - atual', '2015-02', null, true],
    ['Juni 2019 bis Mai 2021', '2019-06', '2021-05', false],
    ['09/2018 - 06/2020', '2018-09', '2020-06', false],
    ['October, 2023 - July, 2024', '2023-10', '2024-07', false],
    ['seit 2020', '2020', null, true],
    ['desde 2019', '2019', null, true],
    ['01/10/2021 bis 31/03/2022', '2021-10', '2022-03', false],
    ['Fev 2023 / Aujourd’hui', '2023-02', null, true],
    ['Expected May 2027', '2027-05', null, false],
    ['März 2024 - voraussichtlich August 2026', '2024-03', '2026-08', false],
    ['sept. 2024 – prévue juin 2026', '2024-09', '2026-06', false],
    ['octubre de 2016 – abril de 2019', '2016-10', '2019-04', false],
    ['desde marzo de 2021', '2021-03', null, true],
    ['agosto de 2015 até o momento', '2015-08', null, true],
    ['2017 - hasta la fecha', '2017', null, true],
    ['Da maggio 2016 ad oggi', '2016-05', null, true],
    ['2012 ‒ 2014', '2012', '2014', false],
    ['Jan/2019 – Atual', '2019-01', null, true],
    ['mar/2016 - dez/2018', '2016-03', '2018-12', false],
    ['Feb-2017 – Nov-2020', '2017-02', '2020-11', false],
    ['Sept. 2019 – auj.', '2019-09', null, true],
  ])('reads %s', (text, start, end, current) => {
    expect(findDateRange(text)).toMatchObject({ start, end, current });
  });

  it('takes durations out with the dates', () => {
    expect(removeDateRanges('Engineer (3 months)').trim()).toBe('Engineer');
    expect(removeDateRanges('2019 – 2021 · 2 ans 3 mois').replace(/[·\s]/g, '')).toBe('');
    expect(removeDateRanges('Jan 2020 - Present 1 year 7 months').trim()).toBe('');
  });

  it.each([
    ['Summer 2019', '2019', null, false],
    ['Été 2018', '2018', null, false],
    ['verano de 2017', '2017', null, false],
    ['16 avril 2018 – 29 juin 2018', '2018-04', '2018-06', false],
    ['16th April 2018 - 29th June 2018', '2018-04', '2018-06', false],
    ['16 de abril de 2018 a 29 de junio de 2018', '2018-04', '2018-06', false],
    ['1. März 2019 – 30. Juni 2020', '2019-03', '2020-06', false],
    ['Jan – Mar 2020', '2020-01', '2020-03', false],
    ['De juillet à septembre 2016', '2016-07', '2016-09', false],
    ['janvier/février 2015', '2015-01', '2015-02', false],
    ['von März bis Juni 2019', '2019-03', '2019-06', false],
    ['Du 16 avril au 29 juin 2018', '2018-04', '2018-06', false],
    ['Nov – Feb 2020', '2019-11', '2020-02', false],
    ['2019/20', '2019', '2020', false],
    ['2011/12', '2011-12', null, false],
    ['Mar. 2021 Present', '2021-03', null, true],
    ['Feb. 2021 Mar. 2022', '2021-02', '2022-03', false],
  ])('reads %s whole, with its season, its days or the year its months share', (text, start, end, current) => {
    expect(findDateRange(text)).toMatchObject({ start, end, current });
    expect(removeDateRanges(text).replace(/[\s:]/g, '')).toBe('');
  });

  it('reads no month at the end of a word ("Omar 2019")', () => {
    expect(removeDateRanges('Omar 2019').trim()).toBe('Omar');
  });

  it('leaves a number ending a name before the dates to the name', () => {
    expect(removeDateRanges('Université Rivage Brennac 2 Sep 2015 – Jun 2018').trim()).toBe('Université Rivage Brennac 2');
    expect(findDateRange('Master 2 Sep 2012 – Jun 2014')).toMatchObject({ start: '2012-09', end: '2014-06' });
  });

  it('does not read a year in a name as an ongoing job', () => {
    expect(findDateRange('Promotion de 2019')).toMatchObject({ current: false, end: null });
  });
});

describe('experience entries anchored on their dates', () => {
  it('never takes a duration for a title or a company', () => {
    expect(
      jobs([
        'Lead Data Engineer, Brivanel',
        'May 2020 - Present 6 years 6 months',
        { text: 'Ran the data platform', bullet: true },
        'Data Analyst, RVTF',
        'Jan 2018 - Feb 2020 (2 years 1 month)',
        { text: 'Built dashboards', bullet: true },
      ]),
    ).toEqual([
      ['Lead Data Engineer', 'Brivanel', null, '2020-05', null, true],
      ['Data Analyst', 'RVTF', null, '2018-01', '2020-02', false],
    ]);
  });

  it('reads a company set larger over the title and its dates as one job', () => {
    expect(
      jobs([
        { text: 'Velzaro', size: 12 },
        { text: 'Lead Developer\tSep 2021 - Present', size: 10 },
        { text: 'Member of the platform team (20 people), working on shared services.', size: 9 },
        { text: 'Tripvale.com', size: 12 },
        { text: 'Full Stack Developer\tJun 2017 - Jul 2021', size: 10 },
        { text: 'Member of the product team (7 people), working on the mobile site.', size: 9 },
      ]),
    ).toEqual([
      ['Lead Developer', 'Velzaro', null, '2021-09', null, true],
      ['Full Stack Developer', 'Tripvale.com', null, '2017-06', '2021-07', false],
    ]);
  });

  it('reads a sentence of description wrapped onto a last word or two as description, not as a header', () => {
    const at = (text: string, size = 12) => ({ text, size, indent: 115 });
    expect(
      jobs([
        at('Data Analyst, Corvell Retail'),
        at('Aug, 2022 - Nov, 2025', 10),
        at('Careful analyst who enjoys turning untidy ledgers into tidy monthly'),
        at('reports.'),
        at('Buchhalter, Linden Werke AG'),
        at('Jun, 2019 - Aug, 2022', 10),
        at('Zuverlässiger Kollege mit Freude an sauberen Zahlen und klaren'),
        at('Abläufen.'),
      ]).map((job) => job.slice(0, 2)),
    ).toEqual([
      ['Data Analyst', 'Corvell Retail'],
      ['Buchhalter', 'Linden Werke AG'],
    ]);
  });

  it('reads a wrapped sentence ending early on its next line, where the next sentence opens, as description', () => {
    const at = (text: string, indent = 169) => ({ text, size: 10.5, indent });
    expect(
      jobs([
        at('10.2024 – heute\tBuchhalterin und stellvertretende Leitung der', 57),
        at('Abteilung Rechnungswesen'),
        at('Linden Werke GmbH, Freiburg'),
        at('Gründlicher Entwickler mit Freude an gut lesbarem Code und klaren'),
        at('Abläufen. Aufbau eines neuen Berichtswesens.'),
        at('02.2022 – 10.2024\tWerkstudent Controlling', 57),
        at('Corvell Handel KG, Freiburg'),
        at('Gründlicher Entwickler mit Freude an gut lesbarem Code und klaren'),
        at('Abläufen. Aufbau eines neuen Berichtswesens.'),
      ]).map((job) => job.slice(0, 2)),
    ).toEqual([
      ['Buchhalterin und stellvertretende Leitung der Abteilung Rechnungswesen', 'Linden Werke GmbH'],
      ['Werkstudent Controlling', 'Corvell Handel KG'],
    ]);
  });

  it('keeps the employer set larger over a title that carries its subject after a dash ("Consultant senior – SAP")', () => {
    expect(
      jobs([
        { text: 'Conseil Vauberon\tGrenoble', size: 11 },
        { text: 'Consultant senior – SAP\t12/2023 – 08/2025', size: 10 },
        { text: '— Mise en place d’un suivi de production pour trois sites', size: 11, bullet: true },
        { text: 'Atelier Morvel\tNamur', size: 11 },
        { text: 'Technicien de maintenance\t02/2022 – 12/2023', size: 10 },
        { text: '— Mise en place d’un suivi de production pour trois sites', size: 11, bullet: true },
      ]),
    ).toEqual([
      ['Consultant senior – SAP', 'Conseil Vauberon', 'Grenoble', '2023-12', '2025-08', false],
      ['Technicien de maintenance', 'Atelier Morvel', 'Namur', '2022-02', '2023-12', false],
    ]);
  });

  it('reads a bulleted date and a bulleted role under the employer', () => {
    expect(
      jobs([
        { text: 'Académie de Valmeyrac', heading: true },
        { text: 'May 2024 - Present', bullet: true },
        { text: 'Proviseure adjointe', bullet: true },
        'Au sein de l’équipe produit, en charge de projets transverses.',
        { text: 'Coordination de 4 enseignants', bullet: true },
        { text: 'Lycée Ampère', heading: true },
        { text: 'Feb 2020 - Apr 2024', bullet: true },
        { text: 'Coordinatrice de filière', bullet: true },
        { text: 'Conception d’un cours en ligne', bullet: true },
      ]).map(([title, company]) => [title, company]),
    ).toEqual([
      ['Proviseure adjointe', 'Académie de Valmeyrac'],
      ['Coordinatrice de filière', 'Lycée Ampère'],
    ]);
  });

  it('keeps the company without its town, whichever line the town is on', () => {
    expect(
      jobs([
        "L'ORVELLE, Portland",
        'Content Strategist (October 2023 – July 2024)',
        { text: 'Managed a budget', bullet: true },
        'Hartley-Vane, Cardiff — Graduate Engineer (Aug 2023 – Present)',
        { text: 'Led a team of 8', bullet: true },
      ]),
    ).toEqual([
      ['Content Strategist', "L'ORVELLE", 'Portland', '2023-10', '2024-07', false],
      ['Graduate Engineer', 'Hartley-Vane', 'Cardiff', '2023-08', null, true],
    ]);
  });

  it('sets a town apart from an employer it follows without a separator only where the document always does so', () => {
    const spaced = jobs([
      { text: 'Stagiaire UX', heading: true },
      'Pixelgrove Utrecht Sep 2022 – May 2023',
      'Au sein de l’équipe commerciale.',
      { text: 'Designer', heading: true },
      'Lumenfall Lyon Jan 2020 – Aug 2022',
      'Au sein de l’équipe produit.',
    ]);
    expect(spaced.map(([, company, location]) => [company, location])).toEqual([
      ['Pixelgrove', 'Utrecht'],
      ['Lumenfall', 'Lyon'],
    ]);
    const once = jobs([
      'Senior Nurse, Vivanté Berlin',
      'Jun 2022 – Present',
      { text: 'Ran the ward', bullet: true },
      'Registered Nurse, Brookmere Medical Center',
      'Oct 2017 – Jun 2022',
      { text: 'Night shifts', bullet: true },
    ]);
    expect(once.map(([, company]) => company)).toEqual(['Vivanté Berlin', 'Brookmere Medical Center']);
  });

  it('takes the employer after "at" / "chez" / "bei", and leaves wrapped prose to the description', () => {
    expect(
      jobs([
        "Avr. 2022 - à ce jour Webmaster E-Commerce chez VOLT'ELEC",
        { text: 'Développer le site', bullet: true },
        'Déc. 2021 - 2022\tStage chez ZestLoop',
        'Création d’un projet Google Cloud, d’autorisation pour',
        'l’application de bureau.',
      ]).map(([title, company]) => [title, company]),
    ).toEqual([
      ['Webmaster E-Commerce', "VOLT'ELEC"],
      ['Stage', 'ZestLoop'],
    ]);
  });

  it('reads a title set larger over its employer, place and dates, where the place names its region ("Chicago, IL")', () => {
    expect(
      jobs([
        { text: 'Warehouse Supervisor', size: 11 },
        { text: 'Northpine Freight · Tacoma, WA 2017 – 2021', size: 9 },
        { text: '• Ran the night shift', bullet: true, size: 9 },
        { text: 'Forklift Operator', size: 11 },
        { text: 'Bluegate Storage · Eugene, OR 2014 – 2017', size: 9 },
        { text: '• Loaded trucks', bullet: true, size: 9 },
      ]).map(([title, company, , start]) => [title, company, start]),
    ).toEqual([
      ['Warehouse Supervisor', 'Northpine Freight', '2017'],
      ['Forklift Operator', 'Bluegate Storage', '2014'],
    ]);
  });

  it('takes a school after "at" / "chez" as the employer, but keeps a school named before its "at" whole', () => {
    expect(
      jobs([
        'Maître de conférences chez Université de Valrose\tsept. 2019 – présent',
        'Research Fellow at Lakeshore Institute of Science\t2015 – 2019',
        'University of Wrenmoor at Eastfield\t2012 – 2015',
      ]).map(([title, company]) => [title, company]),
    ).toEqual([
      ['Maître de conférences', 'Université de Valrose'],
      ['Research Fellow', 'Lakeshore Institute of Science'],
      ['University of Wrenmoor at Eastfield', null],
    ]);
  });

  it('reads acronyms only in capitals: German "mit", French "sa" are no school or company', () => {
    expect(jobs(['Bäckerei Schmidt', 'Verkäufer mit Kundenkontakt', '2018 – 2020'])[0]?.slice(0, 2)).toEqual([
      'Verkäufer mit Kundenkontakt',
      'Bäckerei Schmidt',
    ]);
    expect(jobs(['Boulangerie Martin', 'Vendeuse, sa première expérience', '2018 – 2020'])[0]?.slice(0, 2)).toEqual([
      'Vendeuse, sa première expérience',
      'Boulangerie Martin',
    ]);
    expect(parseEducation(lines(['MIT', 'BSc Physics', '2015 – 2019']))[0]?.institution).toBe('MIT');
  });

  it('reads a line telling an achievement with its figure as description, in any language, but not a school or a title with an aside', () => {
    expect(
      jobs([
        'Responsable acquisition, Groupe Ardélis',
        '2020 – 2023',
        'Lancement de 14 campagnes produit',
        'Gestion d’un budget de 300 k€',
        'Cheffe de produit, Solvéa',
        '2018 – 2020',
        'Hausse du trafic organique de 28 %',
      ]).map((j) => j.slice(0, 2)),
    ).toEqual([
      ['Responsable acquisition', 'Groupe Ardélis'],
      ['Cheffe de produit', 'Solvéa'],
    ]);
    expect(jobs(['Quality Assurance Intern (40 hours per week)', 'Kestrel Robotics', 'June 2023 – Sept. 2023'])[0]?.slice(0, 2)).toEqual([
      'Quality Assurance Intern (40 hours per week)',
      'Kestrel Robotics',
    ]);
    expect(
      parseEducation(lines(['Licence en Systèmes et réseaux', 'Université Rivage Brennac 2, Lyon', '2015 – 2018']))[0]?.institution,
    ).toBe('Université Rivage Brennac 2');
  });

  it("keeps an employer's line ending on an abbreviation in the header, not in the description", () => {
    expect(
      jobs([
        'Jun 2021 – Jun 2023',
        'Asistente administrativo',
        'Residencias Los Pinos Maracay. Edo. Ara.',
        'Gestión del sistema de condominio.',
      ])[0]?.slice(0, 2),
    ).toEqual(['Asistente administrativo', 'Residencias Los Pinos Maracay']);
  });

  it('reads a laid-out line ending on a legal form after a description as the next job, not as a wrapped sentence end', () => {
    const laid = (text: string, size = 12, indent = 100): TextLine => ({ text, size, indent });
    expect(
      jobs([
        laid('Carpentiere, Legnami Vesuvio'),
        laid('Oct 2021 – Present', 10),
        laid('Careful builder, used to working in small crews.'),
        laid('Restoration of old roof beams', 12, 130),
        laid('Falegname, Mobili Arcobaleno S.r.l.'),
        laid('Sep 2018 – Oct 2021', 10),
        laid('Careful builder, used to working in small crews.'),
      ]).map(([title, company]) => [title, company]),
    ).toEqual([
      ['Carpentiere', 'Legnami Vesuvio'],
      ['Falegname', 'Mobili Arcobaleno S.r.l.'],
    ]);
  });

  it("reads the title set smaller under an employer named with its site, as the employer's title and not its description", () => {
    expect(
      jobs([
        { text: 'Nordhavn ∙ https://www.nordhavn.example.com\t06/2020 - Present', size: 10.5 },
        { text: 'Directrice supply chain', size: 9 },
        { text: "Au sein de l'équipe technique (8 personnes), en charge de projets transverses.", size: 8.2 },
        { text: 'RB Logistic\t09/2015 - 05/2020', size: 10.5 },
        { text: "Responsable d'exploitation", size: 9 },
      ]).map((job) => job.slice(0, 2)),
    ).toEqual([
      ['Directrice supply chain', 'Nordhavn'],
      ["Responsable d'exploitation", 'RB Logistic'],
    ]);
  });

  it('joins a date wrapped over the rows of a narrow date column beside its entry', () => {
    expect(
      jobs([
        'September\tData Scientist',
        '2023 -\tCRV Orsalis',
        'present\tAu sein de l’équipe finance (13 personnes), en',
        'charge de projets transverses.',
        'August\tAnalyste BI',
        '2022 -\tAlpinor',
        'September\tAu sein de l’équipe opérations (28 personnes), en',
        '2023\tcharge de projets transverses.',
      ]),
    ).toEqual([
      ['Data Scientist', 'CRV Orsalis', null, '2023-09', null, true],
      ['Analyste BI', 'Alpinor', null, '2022-08', '2023-09', false],
    ]);
  });

  it('joins a range left open at the head of a header row to its end in the date cell of the row under it', () => {
    // A date column set flush right wraps "04/2023 – Present" after its dash, which then stands too close to the title for a cell.
    expect(
      jobs([
        '04/2023 – Payroll Officer, Brantley Foods, Leeds',
        'Present\t• Ran the monthly payroll of 400 staff',
        '2021-09 – Payroll Clerk, Oakhurst Mills, York',
        '2023-04\t• Checked the timesheets',
      ]),
    ).toEqual([
      ['Payroll Officer', 'Brantley Foods', 'Leeds', '2023-04', null, true],
      ['Payroll Clerk', 'Oakhurst Mills', 'York', '2021-09', '2023-04', false],
    ]);
  });

  it('reads a range wrapped before its dash in a narrow date cell as dates, not as a bullet of the entry', () => {
    // A PDF's text marks a line opening on a dash as a list item: here the dash is the range's own.
    expect(
      jobs([
        'September 2021\tLogistics Planner',
        { text: '– Present\tOrrin Freight · Leeds', bullet: true },
        'Planned the routes of forty vans',
        'March 2018\tWarehouse Lead',
        { text: '– August 2021\tTallow Stores · York', bullet: true },
        'Ran the night shift',
      ]),
    ).toEqual([
      ['Logistics Planner', 'Orrin Freight', 'Leeds', '2021-09', null, true],
      ['Warehouse Lead', 'Tallow Stores', 'York', '2018-03', '2021-08', false],
    ]);
  });

  it('joins a range wrapped after its dash in a narrow date column on the right, beside the description under the title', () => {
    expect(
      jobs([
        'Calder Pumps Ltd',
        'Hull',
        'Service Engineer\t06/2021 –',
        'Kept forty pumping stations running\tpresent',
        'Brindle Foods',
        'York',
        // The dash set apart from its date, as a justified narrow cell spaces them.
        'Maintenance Fitter\t02/2017\t–',
        'Serviced the packing lines\t06/2021',
      ]).map(([title, company, , start, end]) => [title, company, start, end]),
    ).toEqual([
      ['Service Engineer', 'Calder Pumps Ltd', '2021-06', null],
      ['Maintenance Fitter', 'Brindle Foods', '2017-02', '2021-06'],
    ]);
  });

  it('reads a post named again without dates above the dated list of posts as that post, not as one more job', () => {
    const cv = extractFromLines(
      lines([
        'Nerys Calloway',
        'nerys.calloway@example.org',
        'Current position',
        'Lecturer in Hydrology',
        'University of Marrow Vale',
        'Exeter',
        'Professional Experience',
        'Lecturer in Hydrology, University of Marrow Vale, Exeter\t2021 – 2025',
        'Research Assistant, Fenbridge Institute, Norwich\t2017 – 2021',
      ]),
    );
    expect((cv.experience ?? []).map((e) => [e.title, e.company, e.start])).toEqual([
      ['Lecturer in Hydrology', 'University of Marrow Vale', '2021'],
      ['Research Assistant', 'Fenbridge Institute', '2017'],
    ]);
  });

  it('reads a range whose last word a narrow date column hyphenated ("aujour-" / "d’hui") as one range', () => {
    expect(
      jobs([
        '03/2021 – aujour-\tBRASSERIE VERNAY, LYON. RESPONSABLE QUALITÉ.',
        'd’hui\tSuivi des lots et des audits.',
        '05/2018 – 03/2021\tFROMAGERIE DUVAL, ANNECY. TECHNICIENNE.',
      ]).map(([, , , start, end, current]) => [start, end, current]),
    ).toEqual([
      ['2021-03', null, true],
      ['2018-05', '2021-03', false],
    ]);
  });

  it('reads a range written in words and wrapped at its word in a narrow date cell as one range', () => {
    expect(
      jobs([
        'From 2022\tStore Manager',
        'to 2024\tBramwell Outfitters, Derby',
        'Ran a team of twelve',
        'von 2018 bis\tLagerist',
        '2021\tHolzner Spedition GmbH, Passau',
        'Kommissionierung und Versand',
      ]),
    ).toEqual([
      ['Store Manager', 'Bramwell Outfitters', 'Derby', '2022', '2024', false],
      ['Lagerist', 'Holzner Spedition GmbH', 'Passau', '2018', '2021', false],
    ]);
  });

  it('puts back the length a narrow date cell wrapped after its range, so the row beside it keeps its title', () => {
    expect(
      jobs([
        '2021 – 2024 (3\tCordel Éditions, Angers',
        'ans)\tAssistante éditoriale',
        'Relecture de quarante ouvrages par an',
        '2019 – 2021 (2\tImprimerie Vautrin, Tours',
        'ans)\tOpératrice PAO',
        'Mise en page des catalogues',
      ]),
    ).toEqual([
      ['Assistante éditoriale', 'Cordel Éditions', 'Angers', '2021', '2024', false],
      ['Opératrice PAO', 'Imprimerie Vautrin', 'Tours', '2019', '2021', false],
    ]);
  });

  it('takes a range word for a piece of a wrapped date cell only as a word of its own ("Julia" is no "Juli" and "a")', () => {
    expect(['to 2023', 'von 2019 bis', 'al 2020', 'Julia', 'a'].map(isDatePiece)).toEqual([true, true, true, false, false]);
  });

  it('keeps a unit of the employer named after a dash in the employer ("Bank – Retail Division", "Stadtwerke – Abteilung Netze")', () => {
    expect(
      jobs([
        '2019 – 2022\tAnalista contable, Banco Lirio S.A. – División de Riesgos, Valencia',
        'Cierre mensual de cuentas',
        '2016 – 2019\tAuxiliar administrativo, Frutas Olvera S.L., Murcia',
        'Facturación a clientes',
      ]),
    ).toEqual([
      ['Analista contable', 'Banco Lirio S.A. - División de Riesgos', 'Valencia', '2019', '2022', false],
      ['Auxiliar administrativo', 'Frutas Olvera S.L.', 'Murcia', '2016', '2019', false],
    ]);
    expect(
      jobs([
        'Kundenberater\t2019 – 2022',
        'Stadtwerke Ulmbach – Abteilung Netze, Ulm',
        'Beratung von Gewerbekunden',
        'Disponent\t2016 – 2019',
        'Spedition Kralle GmbH, Passau',
        'Planung der Touren',
      ]).map((job) => job[1]),
    ).toEqual(['Stadtwerke Ulmbach - Abteilung Netze', 'Spedition Kralle GmbH']);
  });

  it('keeps a unit named after a dash in the employer when the town follows it ("Bank – Retail Division, Leeds")', () => {
    expect(
      jobs([
        'Payments Analyst\tMar 2017 – Nov 2020',
        'Dunmore Bank – Retail Division, Leeds',
        'Reconciled the daily card payments',
        'Kundenberater\t2014 – 2017',
        'Stadtwerke Ulmbach – Netzbetrieb (Bremen)',
        'Beratung von Gewerbekunden',
      ]).map((job) => job.slice(0, 3)),
    ).toEqual([
      ['Payments Analyst', 'Dunmore Bank – Retail Division', 'Leeds'],
      ['Kundenberater', 'Stadtwerke Ulmbach – Netzbetrieb', 'Bremen'],
    ]);
  });

  it('keeps a unit named after a dash in the employer on a "Title – Employer – Unit (Town), dates" line', () => {
    expect(
      jobs([
        'Payments Analyst – Dunmore Bank – Retail Division (Leeds), 05.12.2018–11.11.2022 (4 years)',
        'Data Analyst – Corvell Insights (York), 12.11.2016–05.12.2018 (2 years)',
      ]).map((job) => job.slice(0, 3)),
    ).toEqual([
      ['Payments Analyst', 'Dunmore Bank - Retail Division', 'Leeds'],
      ['Data Analyst', 'Corvell Insights', 'York'],
    ]);
  });

  it('keeps a unit named before its word after a dash in the employer on a "Title, Employer – Unit, Town" line', () => {
    expect(
      jobs([
        '2019 – 2022\tRisk Analyst, Harlow Mutual – Commercial Lending Division, Bristol',
        '• Priced the loan book each quarter',
        '2016 – 2019\tJunior Accountant, Tamsin Foods Ltd, Derby',
        '• Closed the monthly accounts',
      ]).map((job) => job.slice(0, 3)),
    ).toEqual([
      ['Risk Analyst', 'Harlow Mutual - Commercial Lending Division', 'Bristol'],
      ['Junior Accountant', 'Tamsin Foods Ltd', 'Derby'],
    ]);
  });

  it('keeps a legal form written after its own comma with the employer ("Title, Employer, Lda., Town")', () => {
    expect(
      jobs([
        '2020 – 2024\tAnalista financeira, Conservas do Mondego, Lda., Aveiro',
        '• Fecho mensal das contas',
        '2017 – 2020\tAssistente administrativo, Têxteis Lumiar, S.A., Guimarães',
        '• Faturação a clientes',
      ]).map((job) => job.slice(0, 3)),
    ).toEqual([
      ['Analista financeira', 'Conservas do Mondego, Lda.', 'Aveiro'],
      ['Assistente administrativo', 'Têxteis Lumiar, S.A.', 'Guimarães'],
    ]);
  });

  it("reads a timeline's year labels, set small on lines of their own between an employer and its title, as the job's dates", () => {
    const row = (text: string, size = 10.9): TextLine => ({ text, size, indent: 60 });
    const year = (text: string): TextLine => ({ text, size: 8, indent: 470 });
    expect(
      jobs([
        row('Marlowe Freight\tNorwich'),
        year('2021'),
        row('Route Planner'),
        row('Cut empty miles across the eastern depots.', 10),
        row('Halden Optics\tIpswich'),
        year('2017'),
        row('Quality Inspector'),
        year('2021'),
        row('Ran the final checks on every lens batch.', 10),
      ]).map((job) => job.slice(0, 5)),
    ).toEqual([
      ['Route Planner', 'Marlowe Freight', 'Norwich', '2021', null],
      ['Quality Inspector', 'Halden Optics', 'Ipswich', '2017', '2021'],
    ]);
  });

  it('joins back a title in capitals hyphenated at the end of a dated "EMPLOYER, TOWN. TITLE." line', () => {
    const row = (text: string, indent: number): TextLine => ({ text, size: 10.9, indent });
    expect(
      jobs([
        row('03/2021 – 06/2024\tMAISON FERRANDIER, ROUBAIX. RESPONSABLE DES ACHATS INTERNA-', 63),
        row('TIONAUX.', 160),
        row('Négociation des contrats cadres avec douze fournisseurs.', 160),
        row('01/2018 – 03/2021\tCOOPÉRATIVE DU LIGNON, VALENCE. ACHETEUR.', 63),
        row('Suivi des commandes de matières premières.', 160),
      ]).map((job) => job.slice(0, 3)),
    ).toEqual([
      ['RESPONSABLE DES ACHATS INTERNATIONAUX', 'MAISON FERRANDIER', 'ROUBAIX'],
      ['ACHETEUR', 'COOPÉRATIVE DU LIGNON', 'VALENCE'],
    ]);
  });

  it("keeps what a job was about after the title's dash where the employer follows on the same line", () => {
    expect(
      jobs([
        'Analista sénior – SAP – Conservas Marola',
        '2019 – 2022 · Vigo',
        'Migración del sistema contable a la nube',
        'Técnico de soporte – Ferreterías Ulla S.L.',
        '2016 – 2019 · Lugo',
        'Atención a usuarios de tres oficinas',
      ]).map((job) => job.slice(0, 3)),
    ).toEqual([
      ['Analista sénior - SAP', 'Conservas Marola', 'Vigo'],
      ['Técnico de soporte', 'Ferreterías Ulla S.L.', 'Lugo'],
    ]);
    expect(
      jobs(['Data Engineer – Payments, Harlow Mutual, Bristol.\t2021 – 2024', '• Moved the ledgers to streaming']).map((job) =>
        job.slice(0, 3),
      ),
    ).toEqual([['Data Engineer - Payments', 'Harlow Mutual', 'Bristol']]);
  });

  it('keeps what a job was about after a dash in the title when the employer has its own line ("Senior Consultant – SAP")', () => {
    expect(
      jobs([
        'Senior Consultant – SAP\t2019 – 2022',
        'Fernhill Advisory Ltd, Leeds',
        'Led three rollouts',
        'Analyst\t2016 – 2019',
        'Corbel Insurance plc, York',
        'Wrote the monthly reports',
      ]),
    ).toEqual([
      ['Senior Consultant – SAP', 'Fernhill Advisory Ltd', 'Leeds', '2019', '2022', false],
      ['Analyst', 'Corbel Insurance plc', 'York', '2016', '2019', false],
    ]);
  });

  it('keeps what a job was about after the title\'s dash when the employer\'s line ends on its town ("Maison Vauclair, Namur")', () => {
    expect(
      jobs([
        'déc. 2013 – juin 2016',
        'Consultant senior – SAP',
        'Maison Vauclair, Namur',
        'Mise en place d’un suivi de production pour trois sites',
        'févr. 2011 – déc. 2013',
        'Analyste financier',
        'Cimenterie Morel, Grenoble',
        'Clôtures mensuelles',
      ]),
    ).toEqual([
      ['Consultant senior – SAP', 'Maison Vauclair', 'Namur', '2013-12', '2016-06', false],
      ['Analyste financier', 'Cimenterie Morel', 'Grenoble', '2011-02', '2013-12', false],
    ]);
  });

  it('takes no personal detail row for a job, though it is dated', () => {
    expect(
      jobs([
        'Geburtsdatum\t15.08.1997',
        'Geburtsort\tPlovdiv/Bulgarien',
        '11/2017 – 08/2019\tProduktionsmitarbeiter',
        'HVT-AG, München',
      ]).map((job) => job.slice(0, 2)),
    ).toEqual([['Produktionsmitarbeiter', 'HVT-AG']]);
  });

  it('gives each role set under one employer that employer', () => {
    expect(
      jobs([
        'QVR\tBrasil',
        'Application Developer (Remoto)\t2022 – Presente',
        'Responsável pelo desenvolvimento de soluções cloud-native para o maior cliente financeiro.',
        'Estagiária em Associate Application Developer (Remoto)\t2021-2022',
        'Responsável pelo desenvolvimento de uma aplicação cloud-native para o RH.',
      ]).map((job) => job.slice(0, 2)),
    ).toEqual([
      ['Application Developer (Remoto)', 'QVR'],
      ['Estagiária em Associate Application Developer (Remoto)', 'QVR'],
    ]);
  });

  it('reads an employer set as a larger title over its role, set as a smaller title, as one job', () => {
    const title = (text: string, size: number): TextLine => ({ text, heading: true, size });
    // Without dates: each title used to open an entry of its own.
    expect(
      jobs([
        title('Quillon', 14),
        title('Barista', 12),
        { text: 'Served coffee to the morning crowd every day.', size: 10 },
        title('Tarvento', 14),
        title('Cashier', 12),
        { text: 'Handled the till for the shop.', size: 10 },
      ]).map(([t, company]) => [t, company]),
    ).toEqual([
      ['Barista', 'Quillon'],
      ['Cashier', 'Tarvento'],
    ]);
    // Dated headers that touch: the larger title opens the later entry, not the smaller one under it.
    expect(
      jobs([
        title('Quillon', 14),
        title('Barista', 12),
        { text: '2019 – 2021', size: 10 },
        title('Tarvento', 14),
        title('Cashier', 12),
        { text: '2016 – 2019', size: 10 },
      ]).map(([t, company]) => [t, company]),
    ).toEqual([
      ['Barista', 'Quillon'],
      ['Cashier', 'Tarvento'],
    ]);
  });

  it('reads a field worded both as a role and as a business by the word naming the whole', () => {
    expect(
      jobs(['Quillon\tMar 2020 – Present', 'Software Engineer', { text: 'Shipped the billing service', bullet: true }]).map(
        ([title, company]) => [title, company],
      ),
    ).toEqual([['Software Engineer', 'Quillon']]);
    expect(
      jobs(['Head of Systems\t2018 – 2020', 'Tarvento', { text: 'Ran the data centre', bullet: true }]).map(([title, company]) => [
        title,
        company,
      ]),
    ).toEqual([['Head of Systems', 'Tarvento']]);
    expect(
      jobs(['Brightfold Software\t2015 – 2018', 'Ostrava', { text: 'Sold licences', bullet: true }]).map(([, company]) => company),
    ).toEqual(['Brightfold Software']);
  });

  it('tells title from company by the order the other entries keep', () => {
    expect(
      jobs([
        'Data Scientist',
        'Northwind',
        '2021 – 2023',
        { text: 'Built models', bullet: true },
        'Élève-avocat',
        'Marvaud',
        '2019 – 2021',
        { text: 'Drafted contracts', bullet: true },
      ]).map(([title, company]) => [title, company]),
    ).toEqual([
      ['Data Scientist', 'Northwind'],
      ['Élève-avocat', 'Marvaud'],
    ]);
  });

  it('reads an employer named like a town as the employer where the other roles name theirs', () => {
    expect(
      jobs([
        'Risk Analyst | Northwind Traders',
        '2021 – 2023',
        { text: 'Priced portfolios', bullet: true },
        'Junior Analyst | Huesca',
        '2018 – 2021',
        { text: 'Reconciled ledgers', bullet: true },
        'Intern | Fabrikam',
        '2017 – 2018',
      ]).map(([title, company, location]) => [title, company, location]),
    ).toEqual([
      ['Risk Analyst', 'Northwind Traders', null],
      ['Junior Analyst', 'Huesca', null],
      ['Intern', 'Fabrikam', null],
    ]);
    // A role held in a town, among roles that name no employer, keeps its town.
    expect(
      jobs(['Freelance Designer | Leeds', '2021 – 2023', 'Illustrator', '2018 – 2021']).map(([title, company, location]) => [
        title,
        company,
        location,
      ]),
    ).toEqual([
      ['Freelance Designer', null, 'Leeds'],
      ['Illustrator', null, null],
    ]);
  });

  it("reads a town no gazetteer knows after an employer's comma where the other roles set their town apart", () => {
    expect(
      jobs([
        'Sound Engineer | Fabrikam | Leeds',
        '2021 – 2023',
        'Studio Assistant | Northwind, Kleinwalden',
        '2019 – 2021',
        'Runner | Tailspin Records | Cardiff',
        '2018 – 2019',
      ]).map(([title, company, location]) => [title, company, location]),
    ).toEqual([
      ['Sound Engineer', 'Fabrikam', 'Leeds'],
      ['Studio Assistant', 'Northwind', 'Kleinwalden'],
      ['Runner', 'Tailspin Records', 'Cardiff'],
    ]);
    // A legal form after the comma stays with the employer.
    expect(
      jobs([
        'Analyst | Contoso | Leeds',
        '2021 – 2023',
        'Clerk | Fabrikam, Inc.',
        '2019 – 2021',
        'Intern | Northwind | Cardiff',
        '2018 – 2019',
      ]).map(([, company]) => company),
    ).toEqual(['Contoso', 'Fabrikam, Inc.', 'Northwind']);
  });

  it('keeps an employer named with a hyphen whole where the title stands on a line of its own', () => {
    expect(
      jobs([
        { text: 'Fabrikam - Cloud Division', heading: true },
        'Platform Engineer · Leeds',
        '03/2021 - Present',
        { text: 'Ran the build farm', bullet: true },
        { text: 'Northwind - Retail Labs', heading: true },
        'Data Analyst · Cardiff',
        '01/2018 - 02/2021',
      ]).map(([title, company]) => [title, company]),
    ).toEqual([
      ['Platform Engineer', 'Fabrikam – Cloud Division'],
      ['Data Analyst', 'Northwind – Retail Labs'],
    ]);
  });

  it('drops a logo monogram and reads a date cell set beside the first bullet', () => {
    expect(
      jobs(['CR', 'Data Scientist', 'CRV Orsalis', "sept. 2023 – Aujourd'hui · Liège", { text: 'Réduction des coûts', bullet: true }])[0],
    ).toEqual(['Data Scientist', 'CRV Orsalis', 'Liège', '2023-09', null, true]);
    expect(
      jobs([
        'Veridane AI, Co-Founder & CTO\tSan Francisco, CA',
        { text: '• Built the inference stack\tJune 2023 – present', bullet: true },
        { text: '• Raised a Series A', bullet: true },
      ]),
    ).toEqual([['Co-Founder & CTO', 'Veridane AI', 'San Francisco, CA', '2023-06', null, true]]);
  });
});

describe('entries written with labels', () => {
  it('reads the title and the employer from their labels, and leaves other labelled lines to the description', () => {
    expect(
      jobs([
        { text: 'Tavora Digital', size: 12 },
        { text: 'Cargo: Desenvolvedor Front-end', size: 11 },
        { text: 'Principais atividades: sistemas e websites com Next e React', size: 11 },
        { text: 'Corvanet', size: 12 },
        { text: 'Cargo: Analista de suporte', size: 11 },
        { text: 'Principais atividades: montagem e manutenção de computadores', size: 11 },
      ]).map(([title, company]) => [title, company]),
    ).toEqual([
      ['Desenvolvedor Front-end', 'Tavora Digital'],
      ['Analista de suporte', 'Corvanet'],
    ]);
  });
});

describe('education entries', () => {
  it('reads the school after a dash where the degree, its field and its grade come before it ("HBO, Communicatie – Hogeschool …")', () => {
    const schools = (rows: string[]) => parseEducation(lines(rows)).map((e) => [e.institution, e.start, e.end]);
    expect(
      schools([
        'HBO, Bedrijfskunde – Hogeschool Marewijk',
        '2014 – 2017',
        'Laurea magistrale, Economia, Voto 108/110 – Università di Castelbruno',
        '2017 – 2019',
        'MSc, Ecology, Distinction – University of Hollowmere\t2020',
        'Mittlere Reife, Kästner - Realschule, Bottrop',
        'August 2008 – Juni 2014',
      ]),
    ).toEqual([
      ['Hogeschool Marewijk', '2014', '2017'],
      ['Università di Castelbruno', '2017', '2019'],
      ['University of Hollowmere', null, '2020'],
      ['Kästner - Realschule', '2008-08', '2014-06'],
    ]);
  });

  it("joins back a school's name a dated line wraps after its connector word or inside a hyphenated word", () => {
    const schools = (rows: TextLine[]) => parseEducation(rows).map((e) => [e.institution, e.start, e.end]);
    expect(
      schools([
        { text: '2016 – 2019\tMestrado, Engenharia Civil, Média final: 16 valores, Universidade do', size: 10.9, indent: 66 },
        { text: 'Alto Mondego', size: 10.9, indent: 131 },
        { text: '2013 – 2016\tLicenciatura, Química, Universi-', size: 10.9, indent: 66 },
        { text: 'dade de Vilarinho', size: 10.9, indent: 131 },
        { text: 'Técnico Superior en Administración de Sistemas, Uni- 2010 – 2012', size: 10.9, indent: 66 },
        { text: 'versidad de Almendral.', size: 10.9, indent: 66 },
      ]),
    ).toEqual([
      ['Universidade do Alto Mondego', '2016', '2019'],
      ['Universidade de Vilarinho', '2013', '2016'],
      ['Universidad de Almendral', '2010', '2012'],
    ]);
  });

  it('reads no entry from a page footer: its copyright notice, page number and date', () => {
    const schools = (rows: string[]) => parseEducation(lines(rows)).map((e) => [e.institution, e.degree, e.start, e.end]);
    expect(
      schools([
        'BSc Geography | Wrenmoor University',
        'Sep 2014 – Jun 2017',
        '3 March 2024   © Example Agency, 2004 – 2024 | cv.example.org   Page 1 / 2',
        'MSc Hydrology | Lakeshore Institute © Template Studio 2019.',
        'Oct 2017 – Sep 2018',
        'Seite 2 von 2',
      ]),
    ).toEqual([
      ['Wrenmoor University', 'BSc Geography', '2014-09', '2017-06'],
      ['Lakeshore Institute', 'MSc Hydrology', '2017-10', '2018-09'],
    ]);
  });

  it('reads an undated row naming a degree and its school over a dated one naming both again as two degrees', () => {
    const schools = (rows: TextLine[]) => parseEducation(rows).map((e) => [e.institution, e.degree, e.start, e.end]);
    expect(
      schools([
        { text: 'Licence, Chimie, Université de Brévane', size: 10.9, indent: 159 },
        { text: '2011 – 2014\tMaster, Chimie organique, Université de Pontlieu', size: 10.9, indent: 57 },
      ]),
    ).toEqual([
      ['Université de Brévane', 'Licence', null, null],
      ['Université de Pontlieu', 'Master', '2011', '2014'],
    ]);
  });

  it('reads a degree and its school after a dated degree and its school as a degree of its own', () => {
    const schools = (rows: TextLine[]) => parseEducation(rows).map((e) => [e.institution, e.degree, e.end]);
    expect(
      schools([
        { text: 'Licence, Chimie\t2019', size: 10.9 },
        { text: 'Université de Brévane', size: 10 },
        { text: 'Master Chimie organique', size: 10.9 },
        { text: 'Université de Pontlieu', size: 10 },
      ]),
    ).toEqual([
      ['Université de Brévane', 'Licence, Chimie', '2019'],
      ['Université de Pontlieu', 'Master Chimie organique', null],
    ]);
  });

  it('reads an undated row naming a degree and its school under a dated one naming both as a degree of its own', () => {
    const schools = (rows: TextLine[]) => parseEducation(rows).map((e) => [e.institution, e.degree, e.end]);
    expect(
      schools([
        { text: '2015 – 2018\tLaurea magistrale, Storia, Università di Pietrafonda', size: 10.9, indent: 57 },
        { text: 'Laurea triennale Lettere, Accademia di Valcorvo', size: 10.9, indent: 159 },
      ]),
    ).toEqual([
      ['Università di Pietrafonda', 'Laurea magistrale', '2018'],
      ['Accademia di Valcorvo', 'Laurea triennale Lettere', null],
    ]);
  });

  it('reads an undated degree over its school after a dated degree and its school as a degree of its own', () => {
    const schools = (rows: string[]) => parseEducation(lines(rows)).map((e) => [e.institution, e.degree, e.end]);
    // The dates on the school's line of the first degree; the second without dates.
    expect(schools(['BSc Geography', 'Wrenmoor University · 2013 – 2016', 'Master Hydrology', 'Lakeshore College'])).toEqual([
      ['Wrenmoor University', 'BSc Geography', '2016'],
      ['Lakeshore College', 'Master Hydrology', null],
    ]);
    // A year alone between two degrees, each over its school.
    expect(
      schools([
        'Laurea triennale Fisica',
        'Politecnico di Sassoforte',
        '2017',
        'Laurea magistrale, Economia',
        'Università di Valbrena',
      ]).map(([school]) => school),
    ).toEqual(['Politecnico di Sassoforte', 'Università di Valbrena']);
  });

  it('reads an undated degree and its school over a dated line naming a degree of its own as a degree apart', () => {
    const schools = (rows: string[]) => parseEducation(lines(rows)).map((e) => [e.institution, e.degree, e.end]);
    expect(schools(['BTS, Comptabilité', 'Université de Brévane', "Diplôme d'ingénieur Génie civil\t2011", 'INSA Valmont'])).toEqual([
      ['Université de Brévane', 'BTS, Comptabilité', null],
      ['INSA Valmont', "Diplôme d'ingénieur Génie civil", '2011'],
    ]);
    // The dates before the degree, at a tab, as a left date column sets them.
    expect(
      schools(['HBO, Communicatie', 'Hogeschool Duinrand', '09/2013 – 06/2016\tMaster, Bedrijfskunde', 'Universiteit Lindeveld']).map(
        ([school]) => school,
      ),
    ).toEqual(['Hogeschool Duinrand', 'Universiteit Lindeveld']);
  });

  it('reads the school set smaller under a degree and its field, whatever its name', () => {
    const schools = (rows: TextLine[]) => parseEducation(rows).map((e) => [e.institution, e.degree]);
    expect(
      schools([
        { text: '09/2017 – 06/2018\tExecutive MBA – Droit social', size: 12 },
        { text: 'Valtérac, Gif-sur-Yvette', size: 9 },
        { text: '09/2006 – 06/2009\tLicence professionnelle – Droit public', size: 12 },
        { text: 'Valtérac, Gif-sur-Yvette', size: 9 },
      ]),
    ).toEqual([
      ['Valtérac', 'Executive MBA'],
      ['Valtérac', 'Licence professionnelle'],
    ]);
    // A header naming more than a degree and its field is whole: the line under it describes.
    expect(
      schools([
        { text: '2012–2014\tDegree, Institution, City, Grade.', size: 11 },
        { text: 'Description', size: 10 },
      ]),
    ).toEqual([['Institution', 'Degree']]);
  });

  it('reads a degree whose field of study opens on a word descriptions open on as its header, where its fields name a school', () => {
    expect(
      parseEducation(
        lines([
          'Histoire, Licence, Université de Valmont',
          'Sep 2013 – Jun 2016',
          'Gestion de patrimoine, Master, Université de Corvel',
          'Sep 2010 – Jun 2013',
        ]),
      ).map((e) => e.institution),
    ).toEqual(['Université de Valmont', 'Université de Corvel']);
    expect(
      jobs([
        'Gestionnaire, Cavex',
        'Sep 2013 – Jun 2016',
        'Gestion des stocks de trois entrepôts',
        'Contrôleur, Orvane',
        'Sep 2010 – Jun 2013',
      ]),
    ).toHaveLength(2);
  });

  it("reads a degree's facts set as a list under it, the school a bullet, as its header", () => {
    expect(
      parseEducation([
        { text: 'Master, Geology', heading: true, size: 19 },
        { text: 'Wrenmoor University', bullet: true },
        { text: 'Sep 2011 – Jun 2014', bullet: true },
        { text: 'Bachelor, History', heading: true, size: 19 },
        { text: 'Lakeshore College', bullet: true },
        { text: 'Sep 2008 – Jun 2011', bullet: true },
      ]).map((e) => [e.institution, e.start]),
    ).toEqual([
      ['Wrenmoor University', '2011-09'],
      ['Lakeshore College', '2008-09'],
    ]);
  });

  it('leaves honours in brackets out of the school, but keeps its acronym', () => {
    expect(
      parseEducation(
        lines([
          'Master of Engineering, University of Lindmoor (First Class Honours)\t09/2011 – 06/2013',
          'BSc, École supérieure de Vaudrenne (ESV)\t2008 – 2011',
        ]),
      ).map((e) => e.institution),
    ).toEqual(['University of Lindmoor', 'École supérieure de Vaudrenne (ESV)']);
  });

  it('reads undated degrees apart where a line names a degree or a school again', () => {
    expect(
      parseEducation(
        lines(['Doctorat, Commerce', 'École du Marlonge', 'BUT, Négociation et relation client', 'Université de Castelmaur']),
      ).map((e) => [e.institution, e.degree]),
    ).toEqual([
      ['École du Marlonge', 'Doctorat, Commerce'],
      ['Université de Castelmaur', 'BUT, Négociation et relation client'],
    ]);
    expect(parseEducation(lines(['Diplôme Grande École, Droit public', 'Université de Brennac'])).map((e) => e.institution)).toEqual([
      'Université de Brennac',
    ]);
  });

  it('leaves the lines a section ends on out of the last entry where the entries before show their shape', () => {
    expect(
      parseEducation(
        lines([
          'Wrenmoor University',
          '2016-09 - 2018-06',
          'Master of Science in Hydrology',
          'Lakeshore College',
          '2013-09 - 2016-06',
          'Bachelor of Arts in Geography',
          'Field surveys',
          'Cartography',
          'Soil sampling',
        ]),
      ).map((e) => [e.institution, e.degree, e.start]),
    ).toEqual([
      ['Wrenmoor University', 'Master of Science in Hydrology', '2016-09'],
      ['Lakeshore College', 'Bachelor of Arts in Geography', '2013-09'],
    ]);
    // Where every entry's run of header lines ends on the next dates or the section's end, the fewer lines count.
    expect(
      parseEducation(
        lines([
          'Marine biology, MSc, Eastfield University',
          'Sep 2015 - Jun 2017',
          'Diving\tSampling\tStatistics',
          'Ecology, BSc, Westbrook College',
          'Sep 2012 - Jun 2015',
        ]),
      ).map((e) => e.institution),
    ).toEqual(['Eastfield University', 'Westbrook College']);
  });

  it('reads a degree expected at a later date, with its grade, under its school set larger', () => {
    expect(
      parseEducation([
        { text: 'Eastbrook State University', size: 11 },
        { text: 'B.A. Economics · Expected June 2027 · GPA 3.8', size: 10 },
        { text: 'Hochschule Valmont', size: 11 },
        { text: 'B.Sc. Informatik · Oktober 2023 - voraussichtlich März 2027', size: 10 },
      ]).map((e) => [e.institution, e.degree, e.start, e.end]),
    ).toEqual([
      ['Eastbrook State University', 'B.A. Economics', null, '2027-06'],
      ['Hochschule Valmont', 'B.Sc. Informatik', '2023-10', '2027-03'],
    ]);
  });

  it('dates a school given one year by when the course ended, and one still running by when it began', () => {
    expect(
      parseEducation([
        { text: 'Laurea in Economia', size: 11 },
        { text: 'Università di Valbrena', size: 10 },
        { text: '2016', size: 10 },
        { text: 'Dottorato di ricerca', size: 11 },
        { text: 'Università di Valbrena', size: 10 },
        { text: 'dal 2019', size: 10 },
      ]).map((e) => [e.degree, e.start, e.end]),
    ).toEqual([
      ['Laurea in Economia', null, '2016'],
      ['Dottorato di ricerca', '2019', null],
    ]);
  });

  it('reads dates set after a description as closing the entry over that description', () => {
    expect(
      parseEducation(
        lines([
          'Wrenmoor University',
          'Hydrology',
          'MSc',
          'Sep 2016 — Jun 2018',
          'Lakeshore College',
          'Geography',
          'Bachelor of Arts',
          { text: 'Cartography', bullet: true },
          { text: 'Field surveys', bullet: true },
          'Sep 2013 — Jun 2016',
          'Westbrook Lyceum',
          'Baccalauréat',
          'Mention: très bien',
          'Sep 2010 — Jun 2013',
        ]),
      ).map((e) => [e.institution, e.degree, e.start]),
    ).toEqual([
      ['Wrenmoor University', 'MSc', '2016-09'],
      ['Lakeshore College', 'Bachelor of Arts', '2013-09'],
      ['Westbrook Lyceum', 'Baccalauréat', '2010-09'],
    ]);
  });

  it('still reads dates alone that open the entry under them, after the description of the one before', () => {
    expect(
      jobs([
        'Selected positions',
        'Jan 2019 – Present',
        'Software Engineer',
        'Quillon Labs',
        'Built the billing service for people.',
        'Mar 2016 – Dec 2018',
        'Data Analyst',
        'Tarvento',
        'Analysed the sales data for people.',
      ]).map(([title, company, , start]) => [title, company, start]),
    ).toEqual([
      ['Software Engineer', 'Quillon Labs', '2019-01'],
      ['Data Analyst', 'Tarvento', '2016-03'],
    ]);
  });

  it("keeps a dash inside a school's name, but splits the degree, the place or the field after a dash", () => {
    expect(
      parseEducation(
        lines([
          'Diplôme d’ingénieur, Valmont INP - Ensivar\t09/2016 – 06/2019',
          'Brenner - Realschule\t2010 – 2016',
          'Wrenmoor University – Springfield\t2008 – 2010',
          'Lakeshore College — Bachelor of Arts\t2005 – 2008',
          'Eastfield Academy – Mention bien\t2003 – 2005',
          'Northgate School – Mention Très Bien\t2001 – 2003',
          'Clearwater Institute – Brennick, NJ\t1999 – 2001',
        ]),
      ).map((e) => [e.institution, e.degree]),
    ).toEqual([
      ['Valmont INP - Ensivar', 'Diplôme d’ingénieur'],
      ['Brenner - Realschule', null],
      ['Wrenmoor University', null],
      ['Lakeshore College', 'Bachelor of Arts'],
      ['Eastfield Academy', 'Mention bien'],
      ['Northgate School', 'Mention Très Bien'],
      ['Clearwater Institute', null],
    ]);
  });

  it('reads a school set as a larger title over its degree, set as a smaller title, as one entry', () => {
    expect(
      parseEducation([
        { text: 'Wrenmoor University', heading: true, size: 14 },
        { text: 'Geology, Master of Science', heading: true, size: 12 },
        { text: 'Lakeshore College', heading: true, size: 14 },
        { text: 'History, Bachelor of Arts', heading: true, size: 12 },
      ]).map((e) => [e.institution, e.degree]),
    ).toEqual([
      ['Wrenmoor University', 'Geology, Master of Science'],
      ['Lakeshore College', 'History, Bachelor of Arts'],
    ]);
  });

  it('opens a dated entry on the school set in the largest type, not on its degree set as a lesser title under a plain line', () => {
    expect(
      parseEducation([
        { text: 'Wrenmoor University', heading: true, size: 19 },
        { text: 'Geology' },
        { text: 'BSc', heading: true, size: 16 },
        { text: '2010-09-01\t- 2013-06-01' },
        { text: 'Lakeshore College', heading: true, size: 19 },
        { text: 'History' },
        { text: 'BA', heading: true, size: 16 },
        { text: '2007-09-01\t- 2010-06-01' },
      ]).map((e) => [e.institution, e.degree]),
    ).toEqual([
      ['Wrenmoor University', 'BSc'],
      ['Lakeshore College', 'BA'],
    ]);
  });

  it("sets a town and its state's code apart from the school, though the code reads like a degree (MA, MS)", () => {
    expect(
      parseEducation(lines(['Master of Science in Geology\tSep 2018 – Jun 2020', 'Westbrook University, Worcester, MA'])).map((e) => [
        e.institution,
        e.degree,
      ]),
    ).toEqual([['Westbrook University', 'Master of Science in Geology']]);
  });

  it('reads fields written as short sentences, each ended by its full stop', () => {
    expect(
      parseEducation(
        lines([
          '09/2012–06/2014\t• Diplôme Grande École, Science des matériaux. École du Marlonge.',
          '09/2009–06/2012\t• Licence, Génie mécanique. ISV Boréale.',
          '09/2007–06/2009\t• BTS, Chimie. Univ. Lyon 1.',
        ]),
      ).map((e) => e.institution),
    ).toEqual(['École du Marlonge', 'ISV Boréale', 'Univ. Lyon 1']);
  });

  it('reads the field, the degree and the school from one line, in any order', () => {
    expect(
      parseEducation(lines(['Mathematics, MSc, University of Harwick', 'Sep 2016 - Jun 2018', 'GPA 3.6'])).map((e) => [
        e.institution,
        e.degree,
        e.start,
      ]),
    ).toEqual([['University of Harwick', 'MSc', '2016-09']]);
  });

  it('reads German schools named in one word, and a header wrapped after its comma', () => {
    const schools = parseEducation(
      lines([
        'Allgemeine Hochschulreife, Berufskolleg für Technik,',
        'Gelsenkirchen',
        { text: 'August 2017 – Juni 2020', bullet: true },
        'Fachoberschulreife, Nordsternschule, Gelsenkirchen',
        { text: 'August 2011 – Juni 2017', bullet: true },
      ]),
    );
    expect(schools.map((e) => [e.institution, e.degree, e.start])).toEqual([
      ['Berufskolleg für Technik', 'Allgemeine Hochschulreife', '2017-08'],
      ['Nordsternschule', 'Fachoberschulreife', '2011-08'],
    ]);
  });

  it('reads the school named after "at", "à l\'", "an der", or after a comma whatever the degree is called', () => {
    const schools = parseEducation(
      lines([
        'MSc Computer Science at Wrenmoor University',
        '2015 – 2017',
        "Master en Informatique à l'Université de Lyon",
        '2012 – 2015',
        'Design graphique, IUT Brennac',
        '2010 – 2012',
        'Mastère spécialisé en Systèmes et réseaux, KORVA Business School',
        '2008 – 2010',
      ]),
    );
    expect(schools.map((e) => [e.institution, e.degree])).toEqual([
      ['Wrenmoor University', 'MSc Computer Science'],
      ['Université de Lyon', 'Master en Informatique'],
      ['IUT Brennac', 'Design graphique'],
      ['KORVA Business School', 'Mastère spécialisé en Systèmes et réseaux'],
    ]);
  });

  it('keeps a degree told twice with the same dates once, and undated placeholders as they stand', () => {
    const twice = ['Wrenmoor University', 'BSc Physics', '2015 – 2019', 'Wrenmoor University', 'BSc Physics', '2015 – 2019'];
    expect(parseEducation(lines(twice)).map((e) => e.institution)).toEqual(['Wrenmoor University']);
  });

  it('does not take the field of study for the school when no word names the school', () => {
    const school = parseEducation(lines(['Sistemas de informação - Bacharelado - UniCaravel', '2017 – 2021']))[0];
    expect([school?.institution, school?.degree]).toEqual(['UniCaravel', 'Bacharelado']);
  });

  it('finds schools and degrees in several languages', () => {
    const schools = parseEducation(
      lines([
        'Technische Universität Brandhagen',
        'M.Sc. Informatik',
        '10/2015 – 09/2017',
        'Universidad de Granada',
        'Grado en Derecho',
        '2011 – 2015',
        'Lycée Victor Hugo',
        'Baccalauréat S',
        '2008 – 2011',
      ]),
    );
    expect(schools.map((e) => [e.institution, e.degree, e.start, e.end])).toEqual([
      ['Technische Universität Brandhagen', 'M.Sc. Informatik', '2015-10', '2017-09'],
      ['Universidad de Granada', 'Grado en Derecho', '2011', '2015'],
      ['Lycée Victor Hugo', 'Baccalauréat S', '2008', '2011'],
    ]);
  });

  it('reads an apprenticeship or a retraining as the degree, and the place after the school apart', () => {
    expect(
      parseEducation(
        lines([
          '10/2013\tLehre mit Matura, HTLVA, Vöcklabruck.',
          '09/2006 – 05/2010\tLehre zum Mechatroniker, Varnholt Technologie GmbH, Attnang-Puchheim.',
        ]),
      ).map((e) => [e.institution, e.degree]),
    ).toEqual([
      ['HTLVA', 'Lehre mit Matura'],
      ['Varnholt Technologie GmbH', 'Lehre zum Mechatroniker'],
    ]);
  });
});

describe('titles of jobs outside offices', () => {
  it('reads a counselor, a barista or a caregiver as the title beside an employer the words do not name', () => {
    expect(
      jobs([
        'After School Counselor | Brookhaven Youth Center',
        'Sep 2022 - Apr 2023',
        { text: 'Supervised homework sessions', bullet: true },
        'Lakeview Roasters | Barista',
        'Jun 2021 - Aug 2022',
        { text: 'Served the morning rush', bullet: true },
      ]).map(([title, company]) => [title, company]),
    ).toEqual([
      ['After School Counselor', 'Brookhaven Youth Center'],
      ['Barista', 'Lakeview Roasters'],
    ]);
  });
});

describe('a job typed without its title', () => {
  it('reads "Employer, Town" beside its dates as the employer and its town, the other jobs as they are', () => {
    expect(
      jobs([
        '2023 - 2025\tHollowmere Energie, Utrecht',
        '• Ran the quarterly planning',
        '2021 - 2023\tSoftwareontwikkelaar',
        'Brakeveld Logistiek B.V., Utrecht',
        '• Built the route planner',
        '2019 - 2021\tData-analist',
        'Zeeland Zorgnet, Eindhoven',
        '• Wrote the monthly reports',
      ]),
    ).toEqual([
      [null, 'Hollowmere Energie', 'Utrecht', '2023', '2025', false],
      ['Softwareontwikkelaar', 'Brakeveld Logistiek B.V.', 'Utrecht', '2021', '2023', false],
      ['Data-analist', 'Zeeland Zorgnet', 'Eindhoven', '2019', '2021', false],
    ]);
  });

  it('keeps a title and its employer named like a town as they are', () => {
    expect(jobs(['2019 - 2021\tLead Data Engineer, Globex', '• Ran the data platform'])).toEqual([
      ['Lead Data Engineer', 'Globex', null, '2019', '2021', false],
    ]);
  });
});

describe('a long job title on its own line between the employer and the dates', () => {
  it('is the title, not description, while a long sentence under the dates stays description', () => {
    expect(
      jobs([
        'Corvell Insights Ltd, Leeds',
        'Data Analyst and deputy head of the regional quality and continuous improvement team for the north',
        '2021 – present (4 years)',
        'Cut the response time of the support desk by a third across three regional offices in two years',
        'Pellmore Group, York',
        'Junior Analyst',
        '2019 – 2021 (2 years)',
        '• Wrote the monthly reports',
      ]).map(([title, company]) => [title, company]),
    ).toEqual([
      ['Data Analyst and deputy head of the regional quality and continuous improvement team for the north', 'Corvell Insights Ltd'],
      ['Junior Analyst', 'Pellmore Group'],
    ]);
  });
});

describe('a whole job written on one line, its title long', () => {
  it('is read as a job, though the line is longer than a header usually is', () => {
    expect(
      jobs([
        'Store Manager – Corvell Retail (Leeds), nov. 2024 - sep. 2025 (1 year)',
        'Analyst and deputy head of the regional quality and continuous improvement team for the northern offices – Pellmore Logistics Group S.p.A. (York), feb. 2022 - nov. 2024 (2 years)',
        'Junior Consultant – Ashby Systems (Leeds), apr. 2018 - feb. 2022 (4 years)',
      ]).map(([title, company, , start]) => [title, company, start]),
    ).toEqual([
      ['Store Manager', 'Corvell Retail', '2024-11'],
      [
        'Analyst and deputy head of the regional quality and continuous improvement team for the northern offices',
        'Pellmore Logistics Group S.p.A.',
        '2022-02',
      ],
      ['Junior Consultant', 'Ashby Systems', '2018-04'],
    ]);
  });
});

describe('an employer set over its roles, then a job whose employer follows its title', () => {
  it('gives the last job the employer line that ends the section', () => {
    expect(
      jobs([
        'Corvell Energie AG, Leeds',
        'Software Developer\tsince 07.2023',
        'Business Analyst\t05.2022–07.2023 (1 year)',
        '10.2018–05.2022 (4 years)\tProject Lead and deputy head of the quality department',
        'Pellmore Versicherung AG, York',
      ]).map(([title, company]) => [title, company]),
    ).toEqual([
      ['Software Developer', 'Corvell Energie AG'],
      ['Business Analyst', 'Corvell Energie AG'],
      ['Project Lead and deputy head of the quality department', 'Pellmore Versicherung AG'],
    ]);
  });

  it('leaves a group label ending the section out of the last entry', () => {
    expect(
      jobs(['Corvell Energie AG, Leeds', 'Software Developer\tsince 07.2023', 'Business Analyst\t05.2022–07.2023', 'Tools']).map(
        ([title, company]) => [title, company],
      ),
    ).toEqual([
      ['Software Developer', 'Corvell Energie AG'],
      ['Business Analyst', 'Corvell Energie AG'],
    ]);
  });
});
