import { describe, expect, it } from 'vitest';
import { classifyHeading, splitSections } from '../../../lib/extract/heuristics/sections.ts';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';
import { extractHtml } from './helpers.ts';

const kindsOf = (lines: TextLine[]) => splitSections(lines).map((s) => [s.kind, s.lines.map((l) => l.text)]);

describe('section headings in seven languages', () => {
  it.each([
    ['Berufserfahrung', 'experience'],
    ['Beruflicher Werdegang', 'experience'],
    ['Ausbildung', 'education'],
    ['Sprachkenntnisse', 'languages'],
    ['Kenntnisse', 'skills'],
    ['Experiencia laboral', 'experience'],
    ['Formación', 'education'],
    ['Esperienze lavorative', 'experience'],
    ['Istruzione', 'education'],
    ['Formazione', 'education'],
    ['Competenze', 'skills'],
    ['Werkervaring', 'experience'],
    ['Studentenervaringen', 'experience'],
    ['Vakantiejobs', 'experience'],
    ['Opleiding', 'education'],
    ['Vaardigheden', 'skills'],
    ['Talen', 'languages'],
    ['Experiência profissional', 'experience'],
    ['Formação', 'education'],
    ['Competências', 'skills'],
    ['Idiomas', 'languages'],
    ['Parcours professionnel', 'experience'],
    ['Talents', 'skills'],
    ['Employment Record', 'experience'],
    ['Career Path', 'experience'],
    ['Formal Education', 'education'],
    ['Training and Education', 'education'],
    ['Diplômes obtenus', 'education'],
    ['Titulación', 'education'],
    ['Storia professionale', 'experience'],
    ['Histórico de trabalho', 'experience'],
    ['Opleiding en cursussen', 'education'],
    ['Conocimientos de idiomas', 'languages'],
    ['Conhecimentos linguísticos', 'languages'],
    ['Conhecimentos de idiomas', 'languages'],
  ])('knows %s', (heading, kind) => expect(classifyHeading(heading)).toBe(kind));

  it('reads a German margin label naming computer skills as "IT/EDV" beside its list', () => {
    const rows = [
      'Jonas Pelzer',
      'Geburtsdatum\t03.02.1995',
      'Sprachen\tDeutsch (Muttersprache), Englisch (gut)',
      'Führerschein\tKlasse B',
      'Sport\tLaufen, Schwimmen',
      'IT/EDV\tExcel, SAP, Lexware',
    ];
    const draft = extractFromLines(rows.map((text) => ({ text, size: 9.5 })));
    expect(draft.skills).toEqual(['Excel', 'SAP', 'Lexware']);
  });

  it('reads headings without accents, in capitals, in the plural and with a possessive or a conjunction', () => {
    expect(classifyHeading('EXPERIENCIA PROFESIONAL')).toBe('experience');
    expect(classifyHeading('Formacao academica')).toBe('education');
    expect(classifyHeading('Mes compétences')).toBe('skills');
    expect(classifyHeading('Le mie esperienze')).toBe('experience');
    expect(classifyHeading('Aus- und Weiterbildung')).toBe('education');
    expect(classifyHeading('Opleidingen')).toBe('education');
  });

  it('knows the sections that close the one before: projects, volunteering, certificates, references, interests', () => {
    for (const heading of ['Projekte', 'Voluntariado', 'Certificazioni', 'Referenties', 'Publicações', 'Références']) {
      expect(classifyHeading(heading)).toBe('other');
    }
    for (const heading of ['Hobbys', 'Centres d’intérêt', 'Aficiones', 'Interessi', 'Interesses'])
      expect(classifyHeading(heading)).toBe('interests');
  });

  it('reads letter-spaced headings, whose word gaps are lost', () => {
    expect(classifyHeading('S T U D I E S')).toBe('education');
    expect(classifyHeading('L A N G U A G E S I S P E A K')).toBe('languages');
    expect(classifyHeading('W H AT I D O')).toBeNull();
  });

  it("reads headings in letter-spaced small capitals whose letters a PDF's runs left in small groups", () => {
    const lines: TextLine[] = [
      { text: 'Jane Doe', size: 22 },
      { text: 'Data Engineer', size: 10 },
      { text: 'Leeds, UK | +44 113 496 0123 | jane@example.org', size: 10 },
      { text: 'PR OF I L E', size: 12 },
      { text: 'Engineer who likes tidy pipelines.', size: 10 },
      { text: 'W OR K E X P E R I E N C E', size: 12 },
      { text: 'Analyst — Brightwell Ltd, York	2019 – 2021', size: 10 },
      { text: 'Intern — Northvale Water, Hull	2018 – 2019', size: 10 },
      { text: 'E DU C AT I ON', size: 12 },
      { text: 'BSc Mathematics — University of Eastbrook	2015 – 2018', size: 10 },
    ];
    const candidate = extractFromLines(lines);
    expect(candidate.location).toBe('Leeds, UK');
    expect(candidate.experience?.map((e) => [e.title, e.company])).toEqual([
      ['Analyst', 'Brightwell Ltd'],
      ['Intern', 'Northvale Water'],
    ]);
    expect(candidate.education?.map((e) => e.institution)).toEqual(['University of Eastbrook']);
    expect(classifyHeading('DE EN FR IT')).toBeNull();
  });

  it('does not read a job title ending in a section word as a heading', () => {
    expect(classifyHeading('Maître de conférences')).toBeNull();
  });

  it('reads known headings joined in any order, even in body type', () => {
    expect(classifyHeading('Diplômes et formation', false)).toBe('education');
    expect(classifyHeading('Studies & Degrees', false)).toBe('education');
    expect(classifyHeading('Compétences et langues', false)).toBeNull();
  });

  it('does not read the end of a wrapped sentence as a heading', () => {
    expect(classifyHeading('experience.')).toBeNull();
    expect(classifyHeading('projects.', false)).toBeNull();
    expect(classifyHeading('experience')).toBe('experience');
  });

  it("reads headings under their section's number, as LaTeX's \\section and Word's numbered headings set them", () => {
    expect(classifyHeading('2\tBerufserfahrung')).toBe('experience');
    expect(classifyHeading('3 Education')).toBe('education');
    expect(classifyHeading('1. Profil')).toBe('summary');
    expect(classifyHeading('IV. Idiomas')).toBe('languages');
    // Numbered by hand, in the text's own type.
    expect(classifyHeading('3) Work experience', false)).toBe('experience');
    expect(classifyHeading('B) Formation', false)).toBe('education');
    expect(classifyHeading('II) Sprachkenntnisse', false)).toBe('languages');
    const lines = [
      'Ilse Brandhorst',
      '1\tProfil',
      'Ruhige Hand.',
      '2\tBerufserfahrung',
      '2019 – 2022 Tischlerin, Holzwerk Kamp',
      '3\tAusbildung',
    ];
    expect(kindsOf(lines.map((text) => ({ text, size: 10 }))).map(([kind]) => kind)).toEqual([
      'header',
      'summary',
      'experience',
      'education',
    ]);
  });

  it("does not read an organisation's name set large over its jobs as a heading", () => {
    expect(classifyHeading('Brackenfield Software')).toBeNull();
    expect(classifyHeading('Skills & Technologies')).toBe('skills');
  });
});

describe('an employer named for what it does', () => {
  it('reads an employer set like the others under Experience as one more job, though its name ends on a heading word', () => {
    const { candidate } = extractHtml(`<html><body><h1>Lucía Varga</h1><p>Analista</p>
      <h2>Experience</h2><h3>Soluciones Brezo S.L.</h3><p>04/2021 - 01/2025</p><h4>Contable</h4><p>Cuentas de la empresa.</p>
      <h3>Nubeclara Tecnologías</h3><p>11/2017 - 04/2021</p><h4>Ingeniera de software</h4><p>Servicios de facturación.</p>
      <h3>Farmacias Olmeda S.A.</h3><p>10/2014 - 11/2017</p><h4>Analista de datos</h4><p>Informes de ventas.</p>
      <h2>Skills</h2><p>Excel, SQL</p></body></html>`);
    expect(candidate.experience.map((e) => e.company)).toEqual(['Soluciones Brezo S.L.', 'Nubeclara Tecnologías', 'Farmacias Olmeda S.A.']);
    expect(candidate.skills).toEqual(['Excel', 'SQL']);
  });
});

describe('a heading that may name jobs or studies', () => {
  const cv = (entries: string[]): TextLine[] =>
    [
      'Jonas Brenner',
      'jonas@example.org',
      'Akademische Laufbahn',
      ...entries,
      'Schulbildung',
      '2004 – 2013\tGymnasium am Wall, Bremen',
    ].map((text) => ({ text, size: /^(Akademische|Schulbildung)/.test(text) ? 14 : 10 }));

  it('reads the degrees listed under it as studies', () => {
    const found = extractFromLines(
      cv([
        'Promotion im Maschinenbau',
        'seit 10.2019\tUniversität Halderberg',
        'Master of Science in Maschinenbau',
        '10.2016 – 09.2019\tUniversität Halderberg',
        'Bachelor of Science in Maschinenbau',
        '10.2013 – 09.2016\tHochschule Wendorf',
      ]),
    );
    expect(found.experience ?? []).toEqual([]);
    expect((found.education ?? []).map((e) => e.institution)).toEqual([
      'Gymnasium am Wall',
      'Universität Halderberg',
      'Universität Halderberg',
      'Hochschule Wendorf',
    ]);
  });

  it('reads the posts listed under it as jobs', () => {
    const found = extractFromLines(
      cv([
        'Wissenschaftlicher Mitarbeiter, Promotion im Maschinenbau',
        'seit 10.2019\tUniversität Halderberg',
        'Studentische Hilfskraft',
        '10.2016 – 09.2019\tUniversität Halderberg',
      ]),
    );
    expect((found.experience ?? []).map((e) => e.title)).toEqual([
      'Wissenschaftlicher Mitarbeiter, Promotion im Maschinenbau',
      'Studentische Hilfskraft',
    ]);
  });
});

describe('sections by typography', () => {
  it('closes a section at an unknown heading set like the known ones', () => {
    const lines: TextLine[] = [
      { text: 'Ada Byron', size: 20 },
      { text: 'EXPERIENCE', size: 12 },
      { text: 'Analyst, Acme, 2019 – 2021', size: 10 },
      { text: 'FIELDWORK', size: 12 },
      { text: 'Survey of the Orkney coast, 2018', size: 10 },
      { text: 'EDUCATION', size: 12 },
      { text: 'MSc Geology, University of Lindmoor', size: 10 },
    ];
    expect(kindsOf(lines).map(([kind]) => kind)).toEqual(['header', 'experience', 'other', 'education']);
  });

  it('keeps sub-headings set right under a heading, and those set like them, in its section', () => {
    const lines: TextLine[] = [
      { text: 'Skills', heading: true, size: 24 },
      { text: 'Backend', heading: true, size: 24 },
      { text: 'Go' },
      { text: 'Frontend', heading: true, size: 24 },
      { text: 'React' },
      { text: 'Languages', heading: true, size: 24 },
      { text: 'Italian', heading: true, size: 24 },
      { text: 'Native' },
    ];
    expect(kindsOf(lines).map(([kind]) => kind)).toEqual(['header', 'skills', 'languages']);
    expect(extractFromLines(lines)).toMatchObject({ skills: ['Go', 'React'], languages: ['Italian'] });
  });

  it("reads a line set as a heading right under dates as their entry's title, where entries open on their dates", () => {
    const lines: TextLine[] = [
      { text: 'Education', heading: true, size: 16 },
      { text: '2011 – 2014' },
      { text: 'Tidewater University', heading: true, size: 19 },
      { text: 'BSc Oceanography' },
      { text: '2008 – 2011' },
      { text: 'Harbour College', heading: true, size: 19 },
      { text: 'Diploma in Navigation' },
      { text: 'Skills', heading: true, size: 16 },
      { text: 'Knots' },
    ];
    expect(kindsOf(lines).map(([kind]) => kind)).toEqual(['header', 'education', 'skills']);
    expect(extractFromLines(lines).education?.map((e) => e.institution)).toEqual(['Tidewater University', 'Harbour College']);
  });

  it('reads a heading in capitals wrapped over two lines in a narrow margin as one heading', () => {
    const draft = extractFromLines([
      { text: 'Jeanne Marsac', size: 14 },
      { text: 'EXPÉRIENCE', size: 9 },
      { text: 'PROFESSIONNELLE', size: 9 },
      { text: '09/2021 – 05/2023\tSoudeur', size: 12 },
      { text: 'Forges Delavaud, Bordeaux', size: 9 },
      { text: 'COMPÉTENCES', size: 9 },
      { text: 'PERSONNELLES', size: 9 },
      { text: 'Atelier\tSoudure TIG, Lecture de plans', size: 9 },
    ]);
    expect(draft.experience?.map((e) => [e.title, e.company])).toEqual([['Soudeur', 'Forges Delavaud']]);
    expect(draft.skills).toEqual(['Soudure TIG', 'Lecture de plans']);
    // A line in capitals under a heading that does not make a heading with it stays in its section.
    expect(
      extractFromLines([
        { text: 'EXPERIENCE', size: 9 },
        { text: 'NORTHWIND TRADERS', size: 9 },
        { text: 'Clerk\t2019 – 2021', size: 9 },
      ]).experience?.map((e) => e.company),
    ).toEqual(['NORTHWIND TRADERS']);
  });

  it('reads a school named in capitals under a letter-spaced heading as the first school, not the heading wrapped', () => {
    const draft = extractFromLines([
      { text: 'Tomás Ferreira', size: 26 },
      { text: 'E X P E R I E N C E', size: 10 },
      { text: 'ANALYST', size: 9 },
      { text: 'Northwind Traders, Leeds 2019 – 2021', size: 9.5 },
      { text: 'E D U C A T I O N', size: 10 },
      { text: 'FENMOOR UNIVERSITY', size: 9 },
      { text: 'BSc Economics 2016 – 2019', size: 9.5 },
      { text: 'ARDEN COLLEGE', size: 9 },
      { text: 'BTEC Business 2014 – 2016', size: 9.5 },
    ]);
    expect(draft.education?.map((e) => e.institution)).toEqual(['FENMOOR UNIVERSITY', 'ARDEN COLLEGE']);
  });

  it('reads an acronym among the skills, set in capitals as the headings are, as one more skill', () => {
    const draft = extractFromLines([
      { text: 'Tomás Ferreira', size: 26 },
      { text: 'SKILLS', size: 9 },
      { text: 'Airflow', size: 9 },
      { text: 'Tableau', size: 9 },
      { text: 'SAP', size: 9 },
      { text: 'Excel', size: 9 },
      { text: 'LANGUAGES', size: 9 },
      { text: 'English', size: 9 },
    ]);
    expect(draft.skills).toEqual(['Airflow', 'Tableau', 'SAP', 'Excel']);
  });

  it('still closes a section whose entries end on their dates at an unknown heading after the last dates', () => {
    const lines: TextLine[] = [
      { text: 'Education', heading: true, size: 16 },
      { text: 'Tidewater University', heading: true, size: 19 },
      { text: '2011 – 2014' },
      { text: 'Seafaring', heading: true, size: 16 },
      { text: 'Crossed the channel twice' },
    ];
    expect(kindsOf(lines).map(([kind]) => kind)).toEqual(['header', 'education', 'other']);
  });

  it('keeps a lesser heading in the body type, under headings set larger though not in capitals, in its section', () => {
    const lines: TextLine[] = [
      { text: 'Education', size: 14 },
      { text: 'Harbour College Sep 2010 — Jun 2012', size: 12 },
      { text: 'Diploma in Navigation', size: 12 },
      { text: 'Courses', size: 12 },
      { text: 'Knots', size: 12 },
      { text: 'Tide Institute Sep 2007 — Jun 2010', size: 12 },
      { text: 'Certificate in Rowing', size: 12 },
      { text: 'Awards', size: 14 },
      { text: 'Best oarsman', size: 12 },
    ];
    expect(kindsOf(lines).map(([kind]) => kind)).toEqual(['header', 'education', 'other']);
  });

  it('keeps a lesser heading set unlike the headings, neither in their capitals nor in their size, in its section', () => {
    const lines: TextLine[] = [
      { text: 'EXPERIENCE', size: 12 },
      { text: 'Kellbrook', size: 10.5 },
      { text: 'Partner\tNov 2020 - Present', size: 9 },
      { text: 'EDUCATION', size: 12 },
      { text: 'University of Westmarch\tSep 2003 - Jun 2005', size: 10.5 },
      { text: 'Master of Engineering Law', size: 9 },
      { text: 'Courses', size: 9 },
      { text: 'Due diligence', size: 8 },
      { text: 'Calloway University\tSep 2000 - Jun 2003', size: 10.5 },
      { text: 'Bachelor of Science', size: 9 },
      { text: 'AWARDS', size: 12 },
      { text: 'Hackathon winner\tDec 2014', size: 9 },
    ];
    expect(kindsOf(lines).map(([kind]) => kind)).toEqual(['header', 'experience', 'education', 'other']);
    expect(extractFromLines(lines).education?.map((e) => e.institution)).toEqual(['University of Westmarch', 'Calloway University']);
  });

  it('opens a section at a lesser heading set as the section heading, though the entries have titles set alike', () => {
    const lines: TextLine[] = [
      { text: 'Education', heading: true, size: 16 },
      { text: 'Commerce international Diplôme Grande École', heading: true, size: 16 },
      { text: 'September, 2016 - June, 2018' },
      { text: 'École du Marlonge', heading: true, size: 14 },
      { text: 'Interests', heading: true, size: 16 },
      { text: 'Échecs', heading: true, size: 16 },
    ];
    expect(kindsOf(lines).map(([kind]) => kind)).toEqual(['header', 'education', 'interests']);
    expect(extractFromLines(lines).education?.map((e) => e.institution)).toEqual(['École du Marlonge']);
  });

  it('keeps an unknown line of body type in its section', () => {
    const lines: TextLine[] = [{ text: 'Skills' }, { text: 'Python, SQL' }, { text: 'Photography' }];
    expect(kindsOf(lines)).toEqual([
      ['header', []],
      ['skills', ['Python, SQL', 'Photography']],
    ]);
  });

  it("reads the line right under a heading of jobs, set smaller, as the first entry though a heading's word is in its name", () => {
    const set = (text: string, size: number): TextLine => ({ text, size });
    const lines: TextLine[] = [
      set('Ines Morel', 36),
      set('ines@example.org', 12),
      set('Work', 23),
      set('Corvane Tecnologías', 19),
      set('Support Technician', 15),
      set('May 2022 – Present', 12),
      set('Ran the help desk for three offices', 12),
      set('Brume Pharmacie', 19),
      set('Software Engineer', 15),
      set('Jul 2020 – May 2022', 12),
      set('Skills', 23),
      set('Grafana, SQL', 12),
    ];
    expect(kindsOf(lines).map(([kind]) => kind)).toEqual(['header', 'experience', 'skills']);
    expect(extractFromLines(lines).experience?.map((job) => job.company)).toEqual(['Corvane Tecnologías', 'Brume Pharmacie']);
  });

  it('reads a line that leaves a bracket open as running on to the next, never as a heading', () => {
    const lines: TextLine[] = [
      { text: 'LANGUAGES' },
      { text: 'ANGLAIS (COURANT)' },
      { text: 'FRANÇAIS (LANGUE' },
      { text: 'MATERNELLE)' },
      { text: 'NÉERLANDAIS (NOTIONS)' },
    ];
    expect(kindsOf(lines).map(([kind]) => kind)).toEqual(['header', 'languages']);
    expect(extractFromLines(lines).languages).toEqual(['ANGLAIS', 'FRANÇAIS', 'NÉERLANDAIS']);
  });

  it('reads a group label beside its skills as skills, interests as no skills', () => {
    const draft = extractFromLines([{ text: 'Skills' }, { text: 'Teaching\tMoodle, Canva' }, { text: 'Interests: Tennis, Chess' }]);
    expect(draft.skills).toEqual(['Moodle', 'Canva']);
  });

  it('keeps an employer named by an acronym among employers set as headings of one level', () => {
    const sections = kindsOf([
      { text: 'Experience', heading: true, size: 24 },
      { text: 'Fabrikam', heading: true, size: 24 },
      { text: 'Engineer', heading: true, size: 19 },
      { text: '2019-01 - 2021-06', heading: true, size: 16 },
      { text: 'NWTR', heading: true, size: 24 },
      { text: 'Analyst', heading: true, size: 19 },
      { text: 'Quillon Labs', heading: true, size: 24 },
      { text: 'Intern', heading: true, size: 19 },
      { text: 'Education', heading: true, size: 24 },
      { text: 'Wrenmoor University', heading: true, size: 24 },
    ]);
    expect(sections.map(([kind, lines]) => [kind, (lines as string[]).length])).toEqual([
      ['header', 0],
      ['experience', 7],
      ['education', 1],
    ]);
    // The acronym with its dates beside it, the title under it in body type.
    const dated = kindsOf([
      { text: 'Work Experience', heading: true, size: 19 },
      { text: 'Fabrikam 2021 - 2023', heading: true, size: 19 },
      { text: 'Engineer' },
      { text: 'NWTR 2018 - 2021', heading: true, size: 19 },
      { text: 'Analyst' },
      { text: 'Quillon Labs 2016 - 2018', heading: true, size: 19 },
      { text: 'Intern' },
    ]);
    expect(dated.map(([kind, lines]) => [kind, (lines as string[]).length])).toEqual([
      ['header', 0],
      ['experience', 6],
    ]);
  });
});

describe('skills listed under a Languages heading', () => {
  it('reads a list of programming languages as skills and the spoken ones as languages', () => {
    const draft = extractFromLines([
      { text: 'Jane Doe', size: 20 },
      { text: 'Languages', size: 14 },
      { text: 'English (fluent), French (native)', size: 10 },
      { text: 'Python, TypeScript, Go, Rust', size: 10 },
      { text: 'Doe J., Roe R., Poe E.', size: 10 },
    ]);
    expect(draft.languages).toEqual(expect.arrayContaining(['English', 'French']));
    expect(draft.languages).not.toContain('Python');
    expect(draft.skills).toEqual(['Python', 'TypeScript', 'Go', 'Rust']);
  });

  it('keeps a Languages group of programming languages inside Skills, apart from the spoken ones', () => {
    const h = (text: string): TextLine => ({ text, heading: true, size: 20 });
    const draft = extractFromLines([
      { text: 'Jane Doe', size: 28 },
      h('Skills'),
      { text: 'Tools', size: 12 },
      { text: 'Lathe', size: 12, bullet: true },
      { text: 'Kiln', size: 12, bullet: true },
      { text: 'Languages', size: 12 },
      { text: 'Fortran', size: 12, bullet: true },
      { text: 'Cobol', size: 12, bullet: true },
      h('Languages'),
      { text: 'English', size: 12 },
      { text: 'Native', size: 12 },
      { text: 'Dutch', size: 12 },
    ]);
    expect(draft.skills).toEqual(['Lathe', 'Kiln', 'Fortran', 'Cobol']);
    expect(draft.languages).toEqual(['English', 'Dutch']);
  });

  it('closes Skills at a Languages heading set as the Skills heading, though nothing under it reads as a language', () => {
    const h = (text: string): TextLine => ({ text, heading: true, size: 18 });
    const draft = extractFromLines([
      { text: 'Jane Doe', size: 28 },
      h('Skills'),
      { text: 'Lathe, Kiln, Welding', size: 10 },
      h('Languages'),
      { text: 'Sailing', size: 10 },
    ]);
    expect(draft.skills).toEqual(['Lathe', 'Kiln', 'Welding']);
  });

  it('keeps a group named like a Skills heading among the groups set alike before and after it', () => {
    const group = (text: string): TextLine => ({ text, heading: true, size: 16 });
    const item = (text: string): TextLine => ({ text, size: 12, bullet: true });
    const draft = extractFromLines([
      { text: 'Jane Doe', size: 28 },
      { text: 'Skills', heading: true, size: 20 },
      group('Metalwork'),
      item('Welding'),
      item('Forging'),
      group('Tools'),
      item('Lathe'),
      item('Kiln'),
      group('Garden'),
      item('Pruning'),
      item('Grafting'),
      { text: 'Interests', heading: true, size: 20 },
      { text: 'Chess', size: 12 },
    ]);
    expect(draft.skills).toEqual(['Welding', 'Forging', 'Lathe', 'Kiln', 'Pruning', 'Grafting']);
  });

  it('keeps a group whose name is also a section name, set in bold as the group before it, in Skills', () => {
    const draft = extractFromLines([
      { text: 'Jane Doe', size: 28 },
      { text: 'Skills', heading: true, size: 20 },
      { text: 'Metalwork', bold: true },
      { text: 'Welding\tForging', fields: ['Welding', 'Forging'] },
      { text: 'Research', bold: true },
      { text: 'Assaying\tSampling', fields: ['Assaying', 'Sampling'] },
      { text: 'Interests', heading: true, size: 20 },
      { text: 'Chess' },
    ]);
    expect(draft.skills).toEqual(['Welding', 'Forging', 'Assaying', 'Sampling']);
  });
});

describe('a field of study named like a heading', () => {
  it('keeps the field beside its degree in Education', () => {
    const h = (text: string): TextLine => ({ text, heading: true, size: 24 });
    const lines = [
      h('Education'),
      { text: 'Université de Valmont' },
      { text: 'Informatique' },
      { text: 'Master' },
      h('Skills'),
      { text: 'Lathe, Kiln' },
    ];
    expect(kindsOf(lines)).toEqual([
      ['header', []],
      ['education', ['Université de Valmont', 'Informatique', 'Master']],
      ['skills', ['Lathe, Kiln']],
    ]);
  });
});

describe('labelled lines inside an entry', () => {
  const h = (text: string): TextLine => ({ text, heading: true, size: 24 });
  const p = (text: string): TextLine => ({ text, size: 12 });

  it('keeps a labelled line in its entry when the entry goes on with its dates', () => {
    const lines = [
      h('Work Experience'),
      p('Lamplighter, Gaslight Guild'),
      p('Tools: ladder, wick trimmer, flint'),
      p('Period: 03/2019 to 08/2021'),
      p('Bellringer, Old Chapel'),
      h('Education'),
    ];
    expect(kindsOf(lines)).toEqual([
      ['header', []],
      [
        'experience',
        ['Lamplighter, Gaslight Guild', 'Tools: ladder, wick trimmer, flint', 'Period: 03/2019 to 08/2021', 'Bellringer, Old Chapel'],
      ],
      ['education', []],
    ]);
  });

  it('opens a section at a labelled list after the entries', () => {
    const lines = [h('Experience'), p('Lamplighter, Gaslight Guild, 2019 - 2021'), p('Skills: rope work, knots'), p('Fluent in semaphore')];
    expect(kindsOf(lines)).toEqual([
      ['header', []],
      ['experience', ['Lamplighter, Gaslight Guild, 2019 - 2021']],
      ['skills', ['rope work, knots', 'Fluent in semaphore']],
    ]);
  });
});

describe('a degree set in bold under Education', () => {
  it.each([
    ['Grado en Ingeniería Informática', 'Universidad de Valbuena'],
    ['Laurea magistrale in Informatica', 'Politecnico di Valbrena'],
    ['Mestrado em Engenharia Informática', 'Universidade de Valmira'],
  ])('is the entry %s, not a Skills heading named by its subject', (degree, school) => {
    const draft = extractFromLines([
      { text: 'Noa Ferreira', size: 22, bold: true },
      { text: 'Data Engineer', size: 10 },
      { text: 'noa@example.org', size: 10 },
      { text: 'Experience', size: 14, bold: true },
      { text: 'Data Engineer', size: 11, bold: true },
      { text: 'Quarry Analytics', size: 10 },
      { text: '2019 – 2023', size: 10 },
      { text: 'Education', size: 14, bold: true },
      { text: degree, size: 11, bold: true },
      { text: school, size: 10 },
      { text: '2014 – 2018', size: 10 },
      { text: 'Skills', size: 14, bold: true },
      { text: 'Python, SQL', size: 10 },
    ]);
    expect(draft.education?.map((e) => [e.degree, e.institution])).toEqual([[degree, school]]);
    expect(draft.skills).toEqual(['Python', 'SQL']);
  });
});

describe('a jobs heading in the text’s type right under a degree', () => {
  it('opens the jobs section, though its last word names a field of study', () => {
    const line = (text: string, bold = false): TextLine => ({ text, size: 10, bold });
    const draft = extractFromLines([
      line('Tessa Ashdown', true),
      line('tessa.ashdown@example.org'),
      line('Education and Training', true),
      line('Kingsmere College\t09/2014 – 06/2017'),
      line('MEng Mechanical Engineering'),
      line('Employment History', true),
      line('UX Designer\t12/2023 – Present'),
      line('Harbourline Systems, Bristol'),
      line('Operations Manager\t04/2020 – 12/2023'),
      line('Kestrel Logistics, Leeds'),
    ]);
    expect(draft.experience?.map((j) => [j.title, j.company])).toEqual([
      ['UX Designer', 'Harbourline Systems'],
      ['Operations Manager', 'Kestrel Logistics'],
    ]);
    expect(draft.education?.map((e) => e.institution)).toEqual(['Kingsmere College']);
  });
});

describe('"Percurso" alone over the jobs of a Portuguese CV', () => {
  it('opens the experience section, as "Percurso académico" still opens education', () => {
    const { experience, education } = extractFromLines([
      { text: 'Inês Tavares Lobo', size: 16 },
      { text: 'ines.lobo@example.org' },
      { text: 'Percurso', size: 12 },
      { text: 'Analista de dados\t03/2021 - 07/2025' },
      { text: 'Conservas Marvão, Lisboa' },
      { text: 'Percurso académico', size: 12 },
      { text: 'Universidade de Alvorinha\t2016 - 2020' },
      { text: 'Licenciatura em Estatística' },
    ]);
    expect(experience?.map((job) => [job.title, job.company])).toEqual([['Analista de dados', 'Conservas Marvão']]);
    expect(education?.map((school) => school.institution)).toEqual(['Universidade de Alvorinha']);
  });
});
