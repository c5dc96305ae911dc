import { describe, expect, it } from 'vitest';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

// Headings in capitals set larger than the rest, as CVs commonly do.
const cv = (rows: string[]): TextLine[] => rows.map((text) => ({ text, size: /^[A-Z ]+$/.test(text) ? 14 : 10 }));
const jobs = (rows: string[]) => extractFromLines(cv(['Ada Byron', 'ada@example.org', 'EXPERIENCE', ...rows])).experience ?? [];

describe('legal forms of employers', () => {
  it('joins a legal form wrapped onto a line of its own to the employer it ends', () => {
    const found = jobs([
      'Senior Engineer, Velmora Technik Berlin',
      'GmbH',
      'Jan 2019 – Mar 2021',
      '• Built the billing service.',
      'Analyst, Korvan Logistik',
      'Jan 2016 – Mar 2018',
      '• Kept the ledgers.',
    ]);
    expect(found[0]).toMatchObject({ title: 'Senior Engineer', company: 'Velmora Technik Berlin GmbH' });
    const stacked = jobs(['Velmora Handel', 'B.V.', 'Data Analyst', 'Jan 2019 – Mar 2021', '• Built reports.']);
    expect(stacked[0]).toMatchObject({ title: 'Data Analyst', company: 'Velmora Handel B.V.' });
  });

  it('keeps a header that ends on a legal form with its full stops, which is no sentence', () => {
    const found = jobs([
      'Data Engineer, Trivento Sistemi S.r.l.',
      'Jan 2019 – Mar 2021',
      '• Built the pipelines.',
      'Analyst, Borgaro Servizi S.p.A.',
      'Jan 2016 – Mar 2018',
      '• Kept the ledgers.',
    ]);
    expect(found.map((j) => j.company)).toEqual(['Trivento Sistemi S.r.l.', 'Borgaro Servizi S.p.A.']);
    const datesFirst = jobs(['Jan 2019 – Mar 2021', 'Consultor – Almara Serviços Lda.', 'Built the pipelines.']);
    expect(datesFirst[0]).toMatchObject({ title: 'Consultor', company: 'Almara Serviços Lda.' });
  });
});

describe('an employer after "@"', () => {
  it('drops the "@" from the employer, on a line of its own or after the title', () => {
    expect(jobs(['Data Engineer', '@ Velmora Labs', 'Jan 2019 – Mar 2021', '• Built the pipelines.'])[0]).toMatchObject({
      title: 'Data Engineer',
      company: 'Velmora Labs',
    });
    expect(jobs(['Analyst @Korvan Works', 'Feb 2016 – Dec 2018', '• Kept the ledgers.'])[0]).toMatchObject({
      title: 'Analyst',
      company: 'Korvan Works',
    });
  });
});

describe('a school in brackets after its degree', () => {
  const schools = (rows: string[]) => extractFromLines(cv(['Ada Byron', 'ada@example.org', 'EDUCATION', ...rows])).education ?? [];

  it('reads the bracketed school as the school and what stands before as the degree', () => {
    expect(schools(['Master of Science in Physics (University of Velmora)', '2014 – 2016'])[0]).toMatchObject({
      institution: 'University of Velmora',
      degree: 'Master of Science in Physics',
    });
    expect(schools(['2014 – 2016\tMaster en Informatique (Université de Velmora)'])[0]).toMatchObject({
      institution: 'Université de Velmora',
      degree: 'Master en Informatique',
    });
  });

  it('leaves honours in brackets with the degree', () => {
    expect(schools(['MSc Physics (Honours), University of Velmora', '2014 – 2016'])[0]).toMatchObject({
      institution: 'University of Velmora',
    });
  });
});

describe('how long a job lasted, printed beside it', () => {
  it('keeps a header whose only figure is its duration, and keeps the duration out of title and employer', () => {
    expect(jobs(['Data Engineer at Velmora Labs, Lyon (3 months)', 'Jan 2019 – Mar 2019', '• Built the pipelines.'])[0]).toMatchObject({
      title: 'Data Engineer',
      company: 'Velmora Labs',
    });
    const found = jobs([
      'Werkstudent (6 Monate)',
      'Velmora Labs',
      'Jan 2019 – Jun 2019',
      '• Built the pipelines.',
      'Becario – Korvan Works',
      '1 año',
      '2017 – 2018',
      '• Kept the ledgers.',
    ]);
    expect(found.map((j) => [j.title, j.company])).toEqual([
      ['Werkstudent', 'Velmora Labs'],
      ['Becario', 'Korvan Works'],
    ]);
  });
});

describe('a duration with a decimal', () => {
  it('takes "1,5 Jahre" and "1.5 years" out of title and employer as whole durations', () => {
    expect(jobs(['Werkstudent (1,5 Jahre)', 'Velmora Labs', 'Jan 2019 – Jun 2020', '• Built the pipelines.'])[0]).toMatchObject({
      title: 'Werkstudent',
      company: 'Velmora Labs',
    });
    expect(jobs(['Data Engineer', 'Velmora Labs · 1.5 years', 'Jan 2019 – Jun 2020', '• Built the pipelines.'])[0]).toMatchObject({
      title: 'Data Engineer',
      company: 'Velmora Labs',
    });
  });
});

describe('a single entry with its town after the employer', () => {
  it('splits a known town after the last comma even with no other entry to agree', () => {
    expect(jobs(['Data Engineer at Velmora Labs, Lyon', 'Jan 2019 – Mar 2021', '• Built the pipelines.'])[0]).toMatchObject({
      title: 'Data Engineer',
      company: 'Velmora Labs',
      location: 'Lyon',
    });
    expect(jobs(['Data Engineer at Velmora Labs, Inc., Boston', 'Jan 2019 – Mar 2021', '• Built the pipelines.'])[0]).toMatchObject({
      company: 'Velmora Labs, Inc.',
      location: 'Boston',
    });
  });
});

describe('description lines in the languages CVs are written in', () => {
  it.each([
    ['fr', "Mise en place d'un suivi de production pour trois sites"],
    ['de', 'Entwicklung einer neuen Plattform für den Vertrieb'],
    ['es', 'Desarrollé una herramienta interna de informes'],
    ['it', 'Sviluppo di servizi interni per la contabilità'],
  ])('does not take an unpunctuated %s task line for the next job title: %s', (_language, task) => {
    const found = jobs([
      'Analyst, Korvan Logistik',
      'Nov 2021 – Present',
      task,
      'Engineer, Velmora Technik',
      'Dec 2019 – Nov 2021',
      task,
      'Intern, Borgaro Servizi',
      'Mar 2018 – Dec 2019',
      task,
    ]);
    expect(found.map((j) => [j.title, j.company])).toEqual([
      ['Analyst', 'Korvan Logistik'],
      ['Engineer', 'Velmora Technik'],
      ['Intern', 'Borgaro Servizi'],
    ]);
  });

  it('keeps a field of study in title case that opens on such a word', () => {
    const found =
      extractFromLines(
        cv(['Ada Byron', 'ada@example.org', 'EDUCATION', 'Tecnólogo', 'Gestão de Recursos Humanos', 'Faculdade Velmora', '2015 – 2018']),
      ).education ?? [];
    expect(found[0]?.institution).toBe('Faculdade Velmora');
  });
});

describe('a legal form after a full stop', () => {
  it('keeps "Co., Ltd." with the name the full stop ends', () => {
    const found = jobs(['Velmora. Co., Ltd.\tSeoul', 'Software Architect\tJun. 2017 – May 2018', '• Built the pipelines.']);
    expect(found[0]).toMatchObject({ title: 'Software Architect', company: 'Velmora. Co., Ltd.' });
  });
});

describe('a short sentence right under a dated header', () => {
  it('describes the entry when the header already names title and employer, on the dated line or over it', () => {
    const found = jobs([
      'Depuis septembre 2020 : Cheffe de projet, Brenvale',
      'Pilotage des équipes.',
      "De mars 2017 à août 2020 : Chargée d'études, Talvorne",
      'Analyse des données.',
    ]);
    expect(found.map((j) => [j.title, j.company])).toEqual([
      ['Cheffe de projet', 'Brenvale'],
      ["Chargée d'études", 'Talvorne'],
    ]);
    const over = jobs(['Softwareontwikkelaar, Grachtmeer B.V.', 'maart 2020 – heden', 'Ontwikkelen van diensten.']);
    expect(over.map((j) => [j.title, j.company])).toEqual([['Softwareontwikkelaar', 'Grachtmeer B.V.']]);
  });

  it('still reads an employer after the dates whose name ends on a legal form', () => {
    const found = jobs(['Platform Engineer', 'Jan 2020 – Present', 'Velmora Technik GmbH.', '• Built the pipelines.']);
    expect(found.map((j) => [j.title, j.company])).toEqual([['Platform Engineer', 'Velmora Technik GmbH.']]);
  });
});

describe('a hyphen among a line’s dashes', () => {
  it('keeps a spaced hyphen inside a field of a line whose fields are set apart by long dashes', () => {
    const found = jobs([
      'BARISTA – CAFFÈ LUNA - TORREFAZIONE OSTRAVA – 03/2022 – 08/2023 – BRNO, CZECHIA',
      'Prepared coffee for a busy roastery.',
      'WAREHOUSE CLERK – NORDLAGER – 01/2020 – 02/2022 – OSLO, NORWAY',
      'Kept the stock.',
    ]);
    expect(found.map((j) => [j.title, j.company])).toEqual([
      ['BARISTA', 'CAFFÈ LUNA - TORREFAZIONE OSTRAVA'],
      ['WAREHOUSE CLERK', 'NORDLAGER'],
    ]);
  });

  it('still splits a line whose fields are all set apart by hyphens', () => {
    const found = jobs(['Barista - Caffè Luna - 03/2022 - 08/2023', 'Prepared coffee.']);
    expect(found[0]).toMatchObject({ title: 'Barista', company: 'Caffè Luna' });
  });
});

describe('an organisation under the details of an entry that opens on its dates', () => {
  it('gives the entry the organisation and town set under its topic, not the next entry', () => {
    const found = jobs([
      '01/12/2021 – present\tResearch Fellow',
      'Topic: Synthetic yeast genomes',
      'Halvorsen Institute – Bergen, Norway',
      'Supervisor: Dr Ana Ruiz',
      '01/10/2017 – 15/12/2020\tDoctoral Student',
      'Topic: Phage enzymes',
      'and their pathways',
      'Lindqvist Institute – Oslo, Norway',
      'Supervisor: Dr Per Moe',
    ]);
    expect(found.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Research Fellow', 'Halvorsen Institute', 'Bergen, Norway'],
      ['Doctoral Student', 'Lindqvist Institute', 'Oslo, Norway'],
    ]);
  });
});

describe('a long degree set in capitals', () => {
  it('reads a degree of many words in capitals as the header under its dates, not as description', () => {
    const rows: [string, number][] = [
      ['Ada Byron', 16],
      ['ada@example.org', 10],
      ['EDUCATION AND TRAINING', 11],
      ['10/09/2021 – 30/06/2023 Torino, Italia', 9],
      ['HIGHER TECHNICAL DIPLOMA IN THE METHODS AND THE TOOLS FOR THE DESIGN OF EMBEDDED', 11],
      ['SYSTEMS VALDORO TECHNICAL INSTITUTE', 11],
      ['Field of study Electronics', 9],
      ['SKILLS', 11],
      ['Java', 10],
    ];
    const found = extractFromLines(rows.map(([text, size]) => ({ text, size }))).education ?? [];
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ start: '2021-09', end: '2023-06' });
    expect(found[0]!.institution).toContain('VALDORO TECHNICAL INSTITUTE');
  });
});

describe('a team within its organisation', () => {
  it('gives a post set in a team the organisation named after it, without the note on the work', () => {
    const found = jobs([
      'Mar 2020-present: Data Analyst, Fraud Insight Team, HMRB (mostly working in Python)',
      'Built the monthly risk dashboards.',
      'Jan 2017-Mar 2020: Statistician, Équipe d’analyse des prix, INSEF',
      'Kept the price indices.',
      'Jan 2015-Dec 2016: Analyst, Kestrel Systems, Leeds',
      'Wrote the reports.',
    ]);
    expect(found.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Data Analyst', 'HMRB', null],
      ['Statistician', 'INSEF', null],
      ['Analyst', 'Kestrel Systems', 'Leeds'],
    ]);
  });
});

describe('a school named by its initials', () => {
  const studies = (rows: string[]) => extractFromLines(cv(['Ada Byron', 'ada@example.org', 'FORMATION', ...rows])).education ?? [];

  it('reads the initials in brackets after a trade or a degree as its school', () => {
    const found = studies(['2021 - Développeur Web (OCLB) - niveau 5', '2015 - Technicien réseaux (AFPB) - niveau 4']);
    expect(found.map((e) => [e.institution, e.end])).toEqual([
      ['OCLB', '2021'],
      ['AFPB', '2015'],
    ]);
  });

  it('reads a field of initials as the school where no field names one by its words', () => {
    const found = studies(['2019 – 2020 Technicien réseaux – AFPB', '2017 – 2019 Aide-comptable – CNFB']);
    expect(found.map((e) => [e.institution, e.degree])).toEqual([
      ['AFPB', 'Technicien réseaux'],
      ['CNFB', 'Aide-comptable'],
    ]);
  });
});

describe('what a job used, and how long it lasted, beside its header', () => {
  it('reads a list of tools under a header as its description, not as its employer or title', () => {
    const found = jobs([
      '2023-now\tFirmware engineer, Nordwind,',
      'C, Firmware, FreeRTOS, CAN, Bluetooth, electronics',
      '2021-2022\tWeb developer, Lumen Labs',
      'Python, Flask, JavaScript, PostgreSQL',
    ]);
    expect(found.map((job) => [job.title, job.company])).toEqual([
      ['Firmware engineer', 'Nordwind'],
      ['Web developer', 'Lumen Labs'],
    ]);
  });

  it('keeps an employer with its town and country on the header it goes on from', () => {
    const found = jobs(['2020-2022\tAnalyst, Hartwell Foods,', 'Leeds, United Kingdom', 'Planned the weekly deliveries.']);
    expect(found).toHaveLength(1);
    expect(found[0]!.company).toContain('Hartwell Foods');
  });

  it('drops a short duration written out in words from the dates column', () => {
    const found = jobs([
      '2022\tTest engineer intern, Nordwind,',
      'Vier Wochen\tC, Firmware, FreeRTOS',
      '2021\tWeb developer, Lumen Labs,',
      'Six mois\tPython, JavaScript',
    ]);
    expect(found.map((job) => [job.title, job.company])).toEqual([
      ['Test engineer intern', 'Nordwind'],
      ['Web developer', 'Lumen Labs'],
    ]);
  });
});

describe('a header ending on a town and its country', () => {
  it('reads a job told without employer as a title and its place, whatever the other jobs name', () => {
    const found = jobs([
      'Software Engineer, Nordwind, Lisbon, Portugal\tMarch 2015 – March 2017',
      'Built the booking service.',
      'Programming Tutor, Lisbon, Portugal\tFebruary 2018 – February 2020',
      'Taught Java to school pupils.',
    ]);
    expect(found.map((job) => [job.title, job.company, job.location])).toEqual([
      ['Software Engineer', 'Nordwind', 'Lisbon, Portugal'],
      ['Programming Tutor', null, 'Lisbon, Portugal'],
    ]);
  });

  it('names the employer whole where units within units of an organisation come before the place', () => {
    const found = jobs([
      'Lecturer in Algorithms, Departamento de Informática, Faculdade de Ciências, UNL, Lisbon, Portugal\tFebruary 2018 – February 2020',
      'Taught first-year students.',
    ]);
    expect(found.map((job) => [job.title, job.company, job.location])).toEqual([
      ['Lecturer in Algorithms', 'Departamento de Informática, Faculdade de Ciências, UNL', 'Lisbon, Portugal'],
    ]);
  });

  it('makes a word whole that the header broke at a hyphen beside its wrapped dates', () => {
    const found = jobs([
      'February 2018 – Lecturer in Algorithms, Departamento de Infor-',
      'February 2020\tmática, Faculdade de Ciências, UNL, Lisbon, Portugal',
      'Taught first-year students.',
    ]);
    expect(found.map((job) => [job.title, job.company, job.start, job.end])).toEqual([
      ['Lecturer in Algorithms', 'Departamento de Informática, Faculdade de Ciências, UNL', '2018-02', '2020-02'],
    ]);
  });
});
