import { describe, expect, it } from 'vitest';
import { pageLines, type PlacedLink, type PlacedText } from '../../../lib/extract/documents/pdf-layout.ts';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { parseLanguages } from '../../../lib/extract/heuristics/lists.ts';

// A run of text ending at `right` when `flushRight`, else starting at `x`; about 5 pt per character.
const run = (text: string, x: number, y: number, size = 10, flushRight = false): PlacedText => {
  const width = text.length * 5;
  return { text, x: flushRight ? x - width : x, y, width, size };
};

describe('PDF layout', () => {
  it('reads section labels set flush right in the margin at the height of their entries (a margin rail)', () => {
    const margin = 160;
    const texts: PlacedText[] = [
      run('12 Mill Lane', margin, 760, 10, true),
      run('Millbrook', margin, 748, 10, true),
      run('ada@example.org', margin, 736, 10, true),
      run('+44 20 7946 0000', margin, 724, 10, true),
      run('@ada', margin, 712, 10, true),
      run('Ada Byron', 180, 760, 30),
      run('Chief Analyst', 180, 730, 16),
      run('Experience', margin, 680, 14, true),
      run('Analyst, Northwind, Leeds.', 180, 680, 11),
      run('2019–2021', 480, 680, 11),
      run('Built the reporting stack for the finance team', 180, 666),
      run('Ran the monthly close with four people', 180, 652),
      run('Clerk, Contoso, York.', 180, 630, 11),
      run('2016–2019', 480, 630, 11),
      run('Kept the books of three shops', 180, 616),
      run('Education', margin, 580, 14, true),
      run('BSc, Northern Institute of Technology, Leeds.', 180, 580, 11),
      run('2012–2016', 480, 580, 11),
      run('Thesis on double-entry ledgers', 180, 566),
      run('Graduated with first-class honours', 180, 552),
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1).map((l) => l.text);
    expect(lines.indexOf('Experience')).toBe(lines.findIndex((l) => l.startsWith('Analyst')) - 1);
    expect(lines.indexOf('Education')).toBe(lines.findIndex((l) => l.startsWith('BSc')) - 1);
    expect(lines.slice(0, 5)).toEqual(['12 Mill Lane', 'Millbrook', 'ada@example.org', '+44 20 7946 0000', '@ada']);
  });

  it('reads a large margin heading before the first line of its block set a little above its baseline', () => {
    const texts: PlacedText[] = [
      run('Tomasz Orlen', 20, 780, 24),
      run('Maintenance Technician', 20, 750, 12),
      run('Keeps old machines running and teaches apprentices to do the same', 20, 725, 10),
      run('Experience', 20, 700, 18),
      run('Fitter, Brightwater Mills, Ostend', 150, 700, 11),
      run('2019 – 2023', 470, 700, 11),
      run('Kept four production lines running', 150, 686, 10),
      run('Fenmoor Technical College', 150, 644, 11.5),
      run('Education', 20, 638, 18),
      run('2014', 110, 638, 10),
      run('Diploma in Mechanics', 150, 628, 10),
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1).map((l) => l.text);
    const at = (start: string) => lines.findIndex((l) => l.startsWith(start));
    expect(at('Education')).toBeLessThan(at('Fenmoor Technical College'));
    expect(at('Fenmoor Technical College')).toBeLessThan(at('Diploma in Mechanics'));
    expect(extractFromLines(pageLines({ width: 595, height: 842, texts, links: [] }, 1)).education).toMatchObject([
      { institution: 'Fenmoor Technical College' },
    ]);
  });

  it('reads a margin heading apart from the entry title on its baseline, each in its own type, so every entry is read alike', () => {
    const texts: PlacedText[] = [
      run('Tomasz Orlen', 150, 780, 24),
      run('tomasz@example.org', 150, 760, 10),
      run('Work', 60, 720, 20),
      run('Fitter', 150, 720, 16),
      run('Brightwater Mills', 150, 704, 10),
      run('Mar 2019 – Jun 2023', 150, 690, 10),
      run('Kept four production lines running', 160, 676, 10),
      run('Apprentice Fitter', 150, 650, 16),
      run('Saltmarsh Foundry', 150, 634, 10),
      run('Sep 2016 – Mar 2019', 150, 620, 10),
      run('Learnt to rebuild gearboxes', 160, 606, 10),
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1);
    expect(lines.find((l) => l.text === 'Fitter')?.size).toBe(16);
    expect(extractFromLines(lines).experience).toMatchObject([
      { title: 'Fitter', company: 'Brightwater Mills' },
      { title: 'Apprentice Fitter', company: 'Saltmarsh Foundry' },
    ]);
  });

  it("reads tags set far smaller than the margin heading on its baseline as the section's text, not as a heading", () => {
    const texts: PlacedText[] = [
      run('Tomasz Orlen', 10, 780, 24),
      run('tomasz@example.org', 10, 760),
      run('Skills', 9, 316, 18),
      ...['Lathe', 'Kiln', 'Welding', 'Forging'].map((tag, i) => run(tag, 80 + i * 60, 318.5, 8)),
      ...['Riveting', 'Brazing'].map((tag, i) => run(tag, 80 + i * 60, 302, 8)),
      run('Interests', 9, 262, 18),
      run('Sailing', 120, 262, 8),
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1);
    expect(extractFromLines(lines).skills).toEqual(['Lathe', 'Kiln', 'Welding', 'Forging', 'Riveting', 'Brazing']);
  });

  it('sets a field apart where the rows below start theirs, though its first cell left a narrower gap', () => {
    const texts: PlacedText[] = [
      run('Ada Byron', 60, 780, 24),
      run('Experience', 60, 740, 14),
      run('Freelance web developer', 60, 720),
      run('Sites and apps for small firms', 181, 720),
      run('2004 - 2020', 480, 720),
      run('northlake.example', 60, 706),
      run('Site and its upkeep', 181, 706),
      run('2017 - 2019', 480, 706),
      run('quaybridge.example', 60, 692),
      run('Booking interface', 181, 692),
      run('2016', 480, 692),
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1);
    expect(lines.map((l) => l.text)).toContain('Freelance web developer\tSites and apps for small firms\t2004 - 2020');
    expect(extractFromLines(lines).experience?.[0]).toMatchObject({ title: 'Freelance web developer', start: '2004' });
  });

  it('keeps a heading and the text beside it in one line when both are set in the same type', () => {
    const lines = pageLines(
      { width: 595, height: 842, texts: [run('Languages', 20, 700, 11), run('English, Polish', 150, 700, 11)], links: [] },
      1,
    );
    expect(lines.map((l) => l.text)).toEqual(['Languages\tEnglish, Polish']);
  });
});

describe('PDF margin headings', () => {
  it('puts the second word of a margin heading wrapped in its narrow column back with the heading', () => {
    const margin = 120;
    const texts: PlacedText[] = [
      run('Ada Byron', 60, 780, 20),
      run('ada@example.org', 60, 760),
      run('Expérience', margin, 700, 10, true),
      run('Archiviste, Mairie de Brévane', 140, 700),
      run('2016 – 2019', 540, 700, 10, true),
      run('professionnelle', margin, 688, 10, true),
      run('Classement des fonds anciens de la commune', 140, 688),
      run('Compétences', margin, 650, 10, true),
      run('Excel, SQL, Python', 140, 650),
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1).map((l) => l.text);
    expect(lines).toContain('Expérience professionnelle\tArchiviste, Mairie de Brévane\t2016 – 2019');
    expect(lines).toContain('Classement des fonds anciens de la commune');
  });

  it('puts a wrapped margin heading back together where its second word is a heading on its own', () => {
    const texts: PlacedText[] = [
      run('Ada Byron', 60, 780, 20),
      run('ada@example.org', 60, 760),
      run('Professional', 120, 700, 10, true),
      run('Archivist, Brévane Town Hall', 140, 700),
      run('2016 – 2019', 540, 700, 10, true),
      run('Experience', 120, 688, 10, true),
      run('Sorted the old records of the town', 140, 688),
      run('Skills', 120, 650, 10, true),
      run('Excel, SQL, Python', 140, 650),
      run('Languages', 120, 638, 10, true),
      run('English, Welsh', 140, 638),
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1).map((l) => l.text);
    expect(lines).toContain('Professional Experience\tArchivist, Brévane Town Hall\t2016 – 2019');
    expect(lines).toContain('Skills\tExcel, SQL, Python');
    expect(lines).toContain('Languages\tEnglish, Welsh');
  });
});

describe('PDF contacts set flush right over flush-right dates', () => {
  it('reads them as the header and each date beside its job, not as a column of their own', () => {
    const right = 538;
    const texts: PlacedText[] = [
      run('Ada Byron', 57, 770, 16),
      run('Leeds', right - 8, 776, 10, true),
      run('0113 496 0000', right - 8, 763, 10, true),
      run('ada.byron@example.org', right - 8, 750, 10, true),
      run('Date of birth: 14/03/1991', 57, 749),
      run('Nationality: British', 57, 737),
      run('Experience', 57, 669, 12),
      run('Archivist', 57, 645),
      run('07/2022–07/2025', right, 645, 10, true),
      run('Brévane Town Hall, Leeds', 57, 633),
      run('Clerk', 57, 614),
      run('07/2019–07/2022', right, 614, 10, true),
      run('Pellmore Records, York', 57, 602),
      run('Page 1 of 2', right, 31, 10, true),
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1);
    expect(lines.map((l) => l.text)).toContain('Archivist\t07/2022–07/2025');
    const { experience, emails } = extractFromLines(lines);
    expect(emails).toEqual(['ada.byron@example.org']);
    expect(experience?.map((job) => [job.title, job.company, job.start])).toEqual([
      ['Archivist', 'Brévane Town Hall', '2022-07'],
      ['Clerk', 'Pellmore Records', '2019-07'],
    ]);
  });
});

describe('PDF margin headings in a layout table', () => {
  it('joins a heading whose first line stands above its row and whose second line falls under the first entry line', () => {
    const texts: PlacedText[] = [
      run('Ada Byron', 57, 780, 16),
      run('ada@example.org', 57, 760),
      run('Employment', 57, 716),
      run('Archivist', 170, 710),
      run('2021 – 2024', 470, 710),
      run('History', 57, 703),
      run('Brévane Town Hall, Leeds', 170, 697),
      run('Clerk', 170, 678),
      run('2018 – 2021', 470, 678),
      run('Pellmore Records, York', 170, 665),
      run('EDV-', 57, 640),
      run('Excel, SQL', 170, 640),
      run('KENNTNISSE', 57, 627),
      run('Python, R', 170, 627),
      run('SPRACHKENNTNI', 57, 600),
      run('Deutsch, Englisch', 170, 600),
      run('SSE', 57, 587),
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1).map((l) => l.text);
    expect(lines.slice(2, 5)).toEqual(['Employment History', 'Archivist\t2021 – 2024', 'Brévane Town Hall, Leeds']);
    expect(lines).toContain('EDV-KENNTNISSE\tExcel, SQL');
    expect(lines).toContain('SPRACHKENNTNISSE\tDeutsch, Englisch');
    const { experience } = extractFromLines(pageLines({ width: 595, height: 842, texts, links: [] }, 1));
    expect(experience?.map((job) => [job.title, job.company])).toEqual([
      ['Archivist', 'Brévane Town Hall'],
      ['Clerk', 'Pellmore Records'],
    ]);
  });
});

describe('PDF columns', () => {
  /** A sidebar (contacts, skills) beside a main column of jobs with flush-right dates; `more` are added to it. */
  const sidebarBesideJobs = (...more: PlacedText[]): PlacedText[] => [
    run('Ada Augusta Byron, Countess', 25, 780, 30),
    run('Contact', 25, 730, 11),
    run('Experience', 160, 730, 11),
    run('12 Mill Lane, Leeds', 25, 716),
    run('Northwind', 160, 716, 11),
    run('2019 - 2021', 470, 716, 10, true),
    run('ada@example.org', 25, 702),
    run('Analyst', 160, 702),
    run('+44 20 7946 0000', 25, 688),
    run('Ran the monthly close with four people', 160, 688),
    ...more,
    run('Skills', 25, 660, 11),
    run('Contoso', 160, 660, 11),
    run('2016 - 2019', 470, 660, 10, true),
    run('Excel, SQL, Python', 25, 646),
    run('Clerk', 160, 646),
    run('Kept the books of three shops', 160, 632),
  ];

  it('splits a sidebar from the main column though a long web address in the sidebar runs over the gutter', () => {
    const texts = sidebarBesideJobs(run('stackoverflow.com/users/1234567/ada-byron', 25, 674));
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1).map((l) => l.text);
    expect(lines).toContain('Northwind\t2019 - 2021');
    expect(lines.indexOf('Excel, SQL, Python')).toBeLessThan(lines.indexOf('Experience'));
  });

  it('splits a sidebar from the main column though flush-right dates leave a clearer band beside them', () => {
    const lines = pageLines({ width: 595, height: 842, texts: sidebarBesideJobs(), links: [] }, 1).map((l) => l.text);
    expect(lines).toContain('Northwind\t2019 - 2021');
    expect(lines.indexOf('Excel, SQL, Python')).toBeLessThan(lines.indexOf('Experience'));
  });

  /** A main column of jobs beside a right-hand column of skills set flush left, each level with a line of the main column. */
  const jobsBesideSkills = (skills: string[]): PlacedText[] => {
    const main = [
      'Experience',
      'Analyst',
      'Northwind Traders, Leeds / 2019 - 2021',
      'Built the reporting stack for the finance team',
      'Clerk',
      'Contoso, York / 2016 - 2019',
      'Kept the books of three shops',
      'Education',
      'Fenmoor University',
      'BSc Economics / 2016',
    ];
    const side = ['Skills', ...skills, 'Languages', 'English', 'Welsh'];
    return [
      run('Ada Byron', 40, 790, 26),
      ...main.map((text, i) => run(text, 40, 740 - i * 16, i === 0 || i === 7 ? 12 : 10)),
      ...side.map((text, i) => run(text, 400, 740 - i * 16, i === 0 || i === skills.length + 1 ? 12 : 10)),
    ];
  };

  it('reads a right-hand column of skills set flush left beside the jobs as a column of its own', () => {
    const lines = pageLines(
      { width: 595, height: 842, texts: jobsBesideSkills(['Kubernetes', 'Terraform', 'PostgreSQL', 'Airflow']), links: [] },
      1,
    );
    const texts = lines.map((l) => l.text);
    expect(texts.slice(texts.indexOf('Experience'), texts.indexOf('Experience') + 3)).toEqual([
      'Experience',
      'Analyst',
      'Northwind Traders, Leeds / 2019 - 2021',
    ]);
    expect(extractFromLines(lines).skills).toEqual(['Kubernetes', 'Terraform', 'PostgreSQL', 'Airflow']);
  });

  it('reads a column of skills with short names ("Go", "SQL") as a column, not a rail of marks', () => {
    const lines = pageLines({ width: 595, height: 842, texts: jobsBesideSkills(['Go', 'Git', 'SQL', 'Kotlin', 'dbt']), links: [] }, 1);
    const texts = lines.map((l) => l.text);
    expect(texts.slice(texts.indexOf('Experience'), texts.indexOf('Experience') + 3)).toEqual([
      'Experience',
      'Analyst',
      'Northwind Traders, Leeds / 2019 - 2021',
    ]);
    expect(extractFromLines(lines).skills).toEqual(['Go', 'Git', 'SQL', 'Kotlin', 'dbt']);
  });

  it('reads three columns whose middle heading shares its baseline with the dates of the right column', () => {
    const column = (x: number, top: number, rows: (string | [string, number])[]) =>
      rows.map((row, i) => (typeof row === 'string' ? run(row, x, top - i * 15, 9) : run(row[0], x, top - i * 15 + row[1], 9)));
    const texts = [
      run('Ada Byron', 35, 790, 28),
      run('Data analyst', 35, 770, 12),
      ...column(35, 720, [
        'Contact',
        'Leeds',
        'ada@example.org',
        'Skills',
        'Go',
        'SQL',
        'Git',
        'Rust',
        'Excel',
        'Languages',
        'English',
        'Welsh',
      ]),
      ...column(190, 720, [
        'Profile',
        'Turns ledgers into dashboards.',
        ['Experience', -3],
        'Analyst',
        'Northwind Traders, Leeds',
        '2019 - 2021',
        'Clerk',
        'Contoso, York',
        '2016 - 2019',
      ]),
      ...column(415, 720, [
        'Education',
        '2012 - 2015',
        'BSc Economics',
        'Fenmoor University',
        '2009 - 2012',
        'BA History',
        'Arden College',
      ]),
    ];
    const cv = extractFromLines(pageLines({ width: 595, height: 842, texts, links: [] }, 1));
    expect(cv.skills).toEqual(['Go', 'SQL', 'Git', 'Rust', 'Excel']);
    expect(cv.experience?.map((e) => [e.title, e.company])).toEqual([
      ['Analyst', 'Northwind Traders'],
      ['Clerk', 'Contoso'],
    ]);
    expect(cv.education?.map((e) => e.institution)).toEqual(['Fenmoor University', 'Arden College']);
  });

  it('keeps a rail of short labels ("Age", "Tel", "Web") beside the values they name a rail', () => {
    const rows = [
      ['Profile', 'Data analyst who turns ledgers into dashboards'],
      ['Age', '34'],
      ['Tel', '+44 20 7946 0018'],
      ['Web', 'adabyron.example.org'],
      ['Town', 'Leeds'],
      ['Career', 'Analyst, Northwind Traders, 2019 - 2021'],
      ['', 'Clerk, Contoso, 2016 - 2019'],
      ['Study', 'BSc Economics, Fenmoor University, 2016'],
    ];
    const texts = [
      run('Ada Byron', 40, 790, 26),
      ...rows.flatMap(([label, value], i) => [...(label ? [run(label!, 40, 740 - i * 16)] : []), run(value!, 160, 740 - i * 16)]),
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1).map((l) => l.text);
    expect(lines).toContain('Tel\t+44 20 7946 0018');
    expect(lines).toContain('Age\t34');
  });

  it("reads a timeline's dated titles on the left with the entries level with them on the right", () => {
    const texts: PlacedText[] = [
      run('About me', 270, 790, 12),
      run('Planning and purchasing for fifteen years, across three countries.', 120, 770),
      run('Operations lead, then head of a supply chain team.', 120, 756),
      run('Work Experience', 270, 720, 14),
      run('Head of Supply', 40, 690, 15),
      run('NVL CTM', 270, 690, 12),
      run('Chain', 100, 674, 15),
      run('Jul 2021 - Sep 2025', 40, 656, 12),
      run('Member of the finance team, working on projects.', 270, 672, 12),
      run('Operations', 60, 620, 15),
      run('KVX', 270, 620, 12),
      run('Manager', 70, 604, 15),
      run('Apr 2019 - Apr 2021', 40, 586, 12),
      run('Member of the commercial team, on projects.', 270, 602, 12),
      run('Logistics', 60, 550, 15),
      run('Nordhavn', 270, 550, 12),
      run('Coordinator', 60, 534, 15),
      run('Oct 2009 - Aug 2012', 40, 516, 12),
      run('Member of the platform team, on projects.', 270, 532, 12),
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1).map((l) => l.text);
    expect(lines.slice(lines.indexOf('Work Experience'), lines.indexOf('Work Experience') + 3)).toEqual([
      'Work Experience',
      'Head of Supply Chain',
      'NVL CTM',
    ]);
    const jobs = extractFromLines(pageLines({ width: 595, height: 842, texts, links: [] }, 1)).experience;
    expect(jobs?.map((j) => [j.title, j.company, j.start])).toEqual([
      ['Head of Supply Chain', 'NVL CTM', '2021-07'],
      ['Operations Manager', 'KVX', '2019-04'],
      ['Logistics Coordinator', 'Nordhavn', '2009-10'],
    ]);
  });
  it('reads a form whose field labels stand flush right against their values (Europass) row by row, not as a sidebar', () => {
    const gutter = 210;
    const label = (text: string, y: number, size = 10) => run(text, gutter, y, size, true);
    const value = (text: string, y: number) => run(text, 223, y);
    const texts: PlacedText[] = [
      label('Europass', 800, 14),
      label('Curriculum Vitae', 780, 14),
      label('Personal information', 750, 12),
      label('Name / Surname', 730),
      value('Maren Tollefsen', 730),
      label('Address', 716),
      value('Aarhus, Denmark', 716),
      label('Telephone', 702),
      value('+45 20 12 34 56', 702),
      label('Work experience', 670, 12),
      label('03/2021 – present', 650),
      value('Data Engineer', 650),
      value('Fjordline Analytics, Aarhus', 636),
      value('Built the nightly loads for the sales team', 622),
      label('06/2017 – 02/2021', 600),
      value('Junior Developer', 600),
      value('Kattegat Software, Odense', 586),
      value('Kept the billing service running', 572),
      label('Education', 540, 12),
      label('09/2013 – 06/2016', 520),
      value('BSc Computer Science', 520),
      value('University of Nordvik', 506),
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1);
    expect(lines.map((l) => l.text)).toContain('Telephone\t+45 20 12 34 56');
    const cv = extractFromLines(lines);
    expect(cv.experience?.map((j) => [j.title, j.start])).toEqual([
      ['Data Engineer', '2021-03'],
      ['Junior Developer', '2017-06'],
    ]);
    expect(cv.name?.full).toBe('Maren Tollefsen');
  });
});

describe('PDF rows', () => {
  it('puts an accent raised over a capital back on its letter though its run lies inside the word (OT1 "É")', () => {
    // pdfTeX's runs for "Éloïse Quentrec": the raised accent of É alone, then "Elo" with the diaeresis
    // of the dotless ı, then the rest; read left to right by runs the accent would fall after "Elo".
    const texts = [
      { text: '\u00b4', x: 104, y: 805, width: 8, size: 24 },
      { text: 'Elo\u00a8', x: 100, y: 800, width: 43, size: 24 },
      { text: '\u0131se Quentrec', x: 136, y: 800, width: 130, size: 24 },
    ];
    expect(pageLines({ width: 595, height: 842, texts, links: [] }, 1).map((l) => l.text)).toEqual(['Éloïse Quentrec']);
  });

  it('leaves a blank run lying across a word where it is (no accent to put back)', () => {
    const texts = [run('Conversational', 100, 700, 11), { text: ' ', x: 130, y: 700, width: 3, size: 11 }, run('Basic', 200, 700, 11)];
    expect(pageLines({ width: 595, height: 842, texts, links: [] }, 1).map((l) => l.text)).toEqual(['Conversational\tBasic']);
  });

  it('joins two accents that pdf.js reads with a space between them to their letters ("Construc", "¸ ˜", "oes")', () => {
    const texts = [
      run('Construc', 100, 700, 11),
      { text: '\u00b8 \u02dc', x: 138, y: 700, width: 9, size: 11 },
      run('oes Piracema', 142, 700, 11),
    ];
    expect(pageLines({ width: 595, height: 842, texts, links: [] }, 1).map((l) => l.text)).toEqual(['Construções Piracema']);
  });

  it('drops the space an accent’s kern leaves inside a word, where its font sets that accent and letter only so', () => {
    // pdfTeX's runs in a serif face (OT1) whose kern before "¨" over "u", and before "´" over "e" in its bold, reads as
    // a space; the roman sets "´e" close ("Caf´" | "e"), so a space before it there is a word's.
    const roman = (text: string, x: number, y: number) => ({ ...run(text, x, y), font: 'roman' });
    const bold = (text: string, x: number, y: number) => ({ ...run(text, x, y), font: 'bold' });
    const texts = [
      bold('Universit ´', 100, 760),
      bold('e de Morvelle', 150, 760),
      roman('Einf ¨', 100, 740),
      roman('uhrung im Caf´', 125, 740),
      roman('e, stage `', 190, 740),
      roman('a Brest, en ´', 235, 740),
      roman('etudes', 290, 740),
    ];
    expect(pageLines({ width: 595, height: 842, texts, links: [] }, 1).map((l) => l.text)).toEqual([
      'Université de Morvelle',
      'Einführung im Café, stage à Brest, en études',
    ]);
  });

  it("takes a row's type size and indent from its text, not from a stretched blank run", () => {
    const texts = [{ text: ' ', x: 40, y: 700, width: 100, size: 14 }, run('Analyst, Northwind, Leeds.', 180, 700, 11)];
    const [line] = pageLines({ width: 595, height: 842, texts, links: [] }, 1);
    expect(line).toMatchObject({ text: 'Analyst, Northwind, Leeds.', size: 11, indent: 180 });
  });
});

describe('section headings', () => {
  it('does not take a side note over much larger type for a heading', () => {
    const draft = extractFromLines([
      { text: 'ada@example.org', size: 10 },
      { text: 'additional information', size: 10 },
      { text: 'Ada Byron', size: 34 },
      { text: 'Chief Analyst', size: 17 },
    ]);
    expect(draft.name?.full).toBe('Ada Byron');
    expect(draft.headline).toBe('Chief Analyst');
  });

  it('reads a margin heading on the baseline of its first line: "Languages<tab>English: native"', () => {
    const draft = extractFromLines([
      { text: 'Ada Byron', size: 30 },
      { text: 'Languages\tEnglish: native', size: 11 },
      { text: 'French: fluent', size: 11 },
    ]);
    expect(draft.languages).toEqual(['English', 'French']);
  });
});

describe('languages', () => {
  it.each([
    ['English: native, French: fluent', ['English', 'French']],
    ['English\tFluent\tdaily at work', ['English']],
    ['English – C2\tFrench – B2\tGerman – A1', ['English', 'French', 'German']],
    ['日本語（ネイティブ）', ['日本語']],
  ])('reads %s as %j', (text, languages) => expect(parseLanguages([{ text }])).toEqual(languages));

  it('takes interests and spoken languages out of a Skills section', () => {
    const draft = extractFromLines([
      { text: 'Ada Byron' },
      { text: 'Skills' },
      { text: 'Languages: Python, Go' },
      { text: 'Research Areas: ledgers, audits' },
      { text: 'Interests: Tennis, Gardening' },
      { text: 'Language: Fluent in Spanish' },
    ]);
    expect(draft.skills).toEqual(['Python', 'Go', 'ledgers', 'audits']);
    expect(draft.languages).toEqual(['Spanish']);
  });
});

describe('PDF reading order', () => {
  const page = (texts: PlacedText[], links: PlacedLink[] = []) =>
    pageLines({ width: 595, height: 842, texts, links }, 1).map((l) => l.text);
  const sidebar = (y: number) => [
    run('Profile', 30, y, 14),
    run('Curious researcher', 30, y - 14),
    run('with ten years in', 30, y - 28),
    run('molecular biology', 30, y - 42),
    run('Skills', 30, y - 70, 14),
    run('Genetics', 30, y - 84),
    run('Sequencing', 30, y - 98),
  ];
  const main = [
    run('Dariusz Nowak', 220, 800, 28),
    run('Researcher', 220, 770, 16),
    run('Experience', 220, 740, 16),
    run('2021 - today  Postdoctoral researcher, MRC Laboratory', 220, 720),
    run('2017 - 2020  Doctoral student, Institut Charvolin', 220, 700),
    run('Publications and talks in molecular biology and genetics', 220, 680),
    run('Three prizes for the thesis and two grants', 220, 660),
  ];

  it('reads the name and tagline above the main column before a sidebar that starts lower', () => {
    const lines = page([...sidebar(640), ...main]);
    expect(lines.slice(0, 3)).toEqual(['Dariusz Nowak', 'Researcher', 'Profile']);
  });

  it('still splits two columns when a footer line runs across the gutter', () => {
    const footer = run('Dariusz Nowak | 12 Rue des Lilas, 75011 Paris | dariusz@example.org', 120, 30);
    const lines = page([...sidebar(800), ...main, footer]);
    expect(lines).toContain('Genetics');
    expect(lines).toContain('Three prizes for the thesis and two grants');
    expect(lines.at(-1)).toBe(footer.text);
  });

  it('reads a rail of margin labels wrapped over two rows beside the entries as labels, each entry level with its dates', () => {
    const label = (text: string, y: number) => run(text, 170, y, 9, true);
    const texts = [
      label('EXPÉRIENCE', 700),
      label('PROFESSIONNELLE', 689),
      label('09/2021 – 05/2023', 670),
      run('Soudeur', 190, 670, 12),
      run('Forges Delavaud, Tarnos', 190, 656, 9),
      run('Réparation des coques de quatre chalutiers', 190, 644, 9),
      label('ÉDUCATION ET FORMATION', 610),
      label('09/2018 – 06/2021', 590),
      run('Brevet professionnel – Soudure', 190, 590, 12),
      run('Lycée Vauban, Brest', 190, 576, 9),
      label('COMPÉTENCES', 540),
      label('PERSONNELLES', 529),
      label('Anglais', 510),
      run('B2', 250, 510, 9),
      label('Espagnol', 496),
      run('A2', 250, 496, 9),
      label('Atelier', 470),
      run('Soudure TIG, Soudure MIG, Lecture de plans', 190, 470, 9),
      label('Chantier', 450),
      run('Meuleuse, Poste à souder, Plasma', 190, 450, 9),
    ];
    const lines = page(texts);
    expect(lines).toContain('09/2021 – 05/2023\tSoudeur');
    expect(lines).toContain('09/2018 – 06/2021\tBrevet professionnel – Soudure');
  });

  it('reads text drawn twice at the same place (a shadow effect) once', () => {
    expect(page([run('Jane Doe', 100, 800, 30), run('Jane Doe', 100, 800, 30), run('Analyst', 100, 770)])).toEqual(['Jane Doe', 'Analyst']);
  });

  it('reads text drawn twice a fraction of a point apart once, each word and each year', () => {
    const texts = [run('Jane', 100, 800), run('Jane', 100, 800.8), run('Doe', 125, 800), run('Doe', 125, 800.8)];
    const years = [run('2016', 100, 780), run('2016', 100.3, 780.7)];
    expect(page([...texts, ...years])).toEqual(['Jane Doe', '2016']);
  });

  it('lists tags set in boxes apart, though the text layer joins them with a space, and leaves wide-set prose whole', () => {
    // Each run starts 0.6 em after the one before it ends: wider than a word space, narrower than a column gap.
    const spacedRow = (words: string[], y: number) => {
      let x = 40;
      return words.map((word) => {
        const placed = run(word, x, y);
        x += placed.width + 6;
        return placed;
      });
    };
    const texts = [
      run('Jane Doe', 40, 800, 20),
      run('Data Engineer', 40, 770),
      run('Skills', 40, 740, 14),
      ...spacedRow(['Airflow', 'Power BI', 'dbt', 'Apache Spark'], 720),
      ...spacedRow(['Led', 'the', 'move', 'to', 'a', 'lakehouse.'], 706),
      ...spacedRow(['•', 'Kiln firing'], 692),
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1);
    expect(lines.find((l) => l.text.startsWith('Airflow'))?.spaced).toEqual(['Airflow', 'Power BI', 'dbt', 'Apache Spark']);
    // A bullet set off before its item is no piece of its own.
    expect(lines.find((l) => l.text.startsWith('•'))?.spaced).toBeUndefined();
    expect(extractFromLines(lines).skills).toEqual(['Airflow', 'Power BI', 'dbt', 'Apache Spark', 'Kiln firing']);
  });

  it('gives each link to the row it covers most, not to its neighbours too', () => {
    const texts = [run('jane@example.org', 400, 700), run('www.jane.example', 400, 688), run('linkedin.com/in/jane', 400, 676)];
    const links: PlacedLink[] = [
      { url: 'mailto:jane@example.org', rect: [400, 697, 480, 709] },
      { url: 'https://www.jane.example/', rect: [400, 685, 480, 697] },
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links }, 1);
    expect(lines.map((l) => l.links)).toEqual([['mailto:jane@example.org'], ['https://www.jane.example/'], []]);
  });
});

describe('PDF page marks', () => {
  it('drops page numbers and running footers, but keeps a line that is a month range', () => {
    const texts = [
      run('Master, Hochschule Kempten', 40, 700),
      run('10/2020 - 03/2022', 40, 686),
      run('Jane Doe – 1/2', 40, 40),
      run('2/3', 300, 28),
    ];
    expect(pageLines({ width: 595, height: 842, texts, links: [] }, 1).map((l) => l.text)).toEqual([
      'Master, Hochschule Kempten',
      '10/2020 - 03/2022',
    ]);
  });

  it("reads a builder's footer (the name, then the page number over the count) as no skill", () => {
    const texts = [
      run('Jane Doe', 40, 780, 20),
      run('jane@example.org', 40, 760),
      run('Digital skills', 40, 700, 12),
      run('Docker | Terraform | Git', 40, 686),
      run('Python', 40, 672),
      run('4/5', 300, 672),
      run('Jane Doe', 40, 30, 7),
      run('1 / 2', 520, 30, 7),
    ];
    const lines = pageLines({ width: 595, height: 842, texts, links: [] }, 1);
    expect(lines.map((l) => l.text)).toContain('Python\t4/5');
    expect(extractFromLines(lines).skills).not.toContain('Jane Doe');
    expect(extractFromLines(lines).skills).toEqual(expect.arrayContaining(['Docker', 'Terraform', 'Git']));
  });

  it('keeps a footer that gives contact details beside the page number, as the contact block it is', () => {
    const texts = [
      run('Jane Doe', 40, 780, 20),
      run('Skills', 40, 700, 12),
      run('Docker | Terraform | Git', 40, 686),
      run('Jane Doe · jane@example.org · +44 20 7946 0018', 40, 30, 7),
      run('1 / 2', 520, 30, 7),
    ];
    const draft = extractFromLines(pageLines({ width: 595, height: 842, texts, links: [] }, 1));
    expect(draft.emails).toEqual(['jane@example.org']);
    expect(draft.phones).toEqual(['+442079460018']);
  });
});
