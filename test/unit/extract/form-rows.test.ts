import { describe, expect, it } from 'vitest';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

const lines = (rows: (string | [string, number])[]): TextLine[] =>
  rows.map((row) => (typeof row === 'string' ? { text: row, size: 10 } : { text: row[0], size: row[1] }));

const person = ['Lena Vortmann', 'lena.vortmann@example.org'];

/** The older Europass form: a label column beside the values, one row per fact, in one language. */
function europassForm(words: {
  work: string;
  school: string;
  dates: string;
  title: string;
  employer: string;
  degree: string;
  institution: string;
  now: string;
}) {
  return lines([
    ...person,
    [words.work, 14],
    `${words.dates}\t01/2019 – ${words.now}`,
    `${words.title}\tQuality Analyst`,
    `${words.employer}\tBrennholt Data GmbH, Kassel`,
    `${words.dates}\t03/2016 – 12/2018`,
    `${words.title}\tSupport Engineer`,
    `${words.employer}\tQuellwerk`,
    [words.school, 14],
    `${words.dates}\t2012 – 2016`,
    `${words.degree}\tBachelor Informatik`,
    `${words.institution}\tBrightwell`,
  ]);
}

describe('entries written as a form’s labelled rows (the older Europass CV)', () => {
  const forms = {
    en: {
      work: 'WORK EXPERIENCE',
      school: 'EDUCATION AND TRAINING',
      dates: 'Dates',
      title: 'Occupation or position held',
      employer: 'Name and address of employer',
      degree: 'Title of qualification awarded',
      institution: 'Name and type of organisation providing education and training',
      now: 'Present',
    },
    fr: {
      work: 'EXPÉRIENCE PROFESSIONNELLE',
      school: 'ÉDUCATION ET FORMATION',
      dates: 'Dates',
      title: 'Fonction ou poste occupé',
      employer: "Nom et adresse de l'employeur",
      degree: 'Intitulé du certificat ou diplôme délivré',
      institution: "Nom et type de l'établissement d'enseignement ou de formation",
      now: "Aujourd'hui",
    },
    de: {
      work: 'BERUFSERFAHRUNG',
      school: 'SCHUL- UND BERUFSBILDUNG',
      dates: 'Zeitraum',
      title: 'Beruf oder Funktion',
      employer: 'Name und Adresse des Arbeitgebers',
      degree: 'Bezeichnung der erworbenen Qualifikation',
      institution: 'Name und Art der Bildungs- oder Ausbildungseinrichtung',
      now: 'heute',
    },
    es: {
      work: 'EXPERIENCIA PROFESIONAL',
      school: 'EDUCACIÓN Y FORMACIÓN',
      dates: 'Fechas',
      title: 'Profesión o cargo desempeñado',
      employer: 'Nombre y dirección de la empresa o empleador',
      degree: 'Cualificación obtenida',
      institution: 'Nombre y tipo del centro de estudios',
      now: 'Actualidad',
    },
    it: {
      work: 'ESPERIENZA PROFESSIONALE',
      school: 'ISTRUZIONE E FORMAZIONE',
      dates: 'Date',
      title: 'Lavoro o posizione ricoperti',
      employer: 'Nome e indirizzo del datore di lavoro',
      degree: 'Titolo della qualifica rilasciata',
      institution: "Nome e tipo d'organizzazione erogatrice dell'istruzione e formazione",
      now: 'Attuale',
    },
    pt: {
      work: 'EXPERIÊNCIA PROFISSIONAL',
      school: 'EDUCAÇÃO E FORMAÇÃO',
      dates: 'Datas',
      title: 'Função ou cargo ocupado',
      employer: 'Nome e morada do empregador',
      degree: 'Designação da qualificação atribuída',
      institution: 'Nome e tipo da organização de ensino ou formação',
      now: 'atual',
    },
    nl: {
      work: 'WERKERVARING',
      school: 'OPLEIDING EN SCHOLING',
      dates: 'Data',
      title: 'Functie of positie',
      employer: 'Naam en adres van de werkgever',
      degree: 'Naam van het behaalde diploma',
      institution: 'Naam en type van de onderwijsinstelling',
      now: 'heden',
    },
  };

  it.each(Object.entries(forms))('reads the title, the employer and the school by their labels (%s)', (_, words) => {
    const draft = extractFromLines(europassForm(words));
    expect(draft.experience?.map((e) => [e.title, e.company, e.location, e.start, e.current])).toEqual([
      ['Quality Analyst', 'Brennholt Data GmbH', 'Kassel', '2019-01', true],
      ['Support Engineer', 'Quellwerk', null, '2016-03', false],
    ]);
    expect(draft.education?.map((e) => [e.institution, e.degree, e.start, e.end])).toEqual([
      ['Brightwell', 'Bachelor Informatik', '2012', '2016'],
    ]);
  });

  it('leaves out the rows that describe an entry, with the lines their values wrap onto', () => {
    const draft = extractFromLines(
      lines([
        ...person,
        ['WORK EXPERIENCE', 14],
        'Dates (from – to)\tMarch 2019 – Present',
        'Occupation or position held\tSoftware Developer',
        'Main activities and responsibilities\tBackend services for the',
        'warehouse team',
        'Name and address of employer\tBrennholt Data GmbH, Kassel',
        'Type of business or sector\tLogistics',
        ['EDUCATION AND TRAINING', 14],
        'Dates\t2012 – 2016',
        'Title of qualification awarded\tBSc Informatics',
        'Principal subjects/occupational skills covered\tAlgorithms',
        'Name and type of organisation providing education and training\tBrightwell',
        'Level in national or international classification\tISCED 6',
      ]),
    );
    expect(draft.experience?.map((e) => [e.title, e.company])).toEqual([['Software Developer', 'Brennholt Data GmbH']]);
    expect(draft.education?.map((e) => [e.institution, e.degree])).toEqual([['Brightwell', 'BSc Informatics']]);
  });

  it('reads a word alone in the label column as its label where the section is a form, its dates labelled too', () => {
    const draft = extractFromLines(
      lines([
        ...person,
        ['BERUFSERFAHRUNG', 14],
        'Zeitraum\t04/2020 – 09/2023',
        'Tätigkeit\tQualitätsprüferin',
        'Arbeitgeber\tMoorfeld Kunststoffe KG, Celle',
        'Zeitraum\t01/2017 – 03/2020',
        'Tätigkeit\tLaborantin',
        'Arbeitgeber\tHalbach Chemie GmbH, Gifhorn',
        ['AUSBILDUNG', 14],
        'Zeitraum\t2013 – 2016',
        'Abschluss\tBachelor of Science, Chemie',
        'Bildungseinrichtung\tHochschule Wendelsheim',
      ]),
    );
    expect(draft.experience?.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Qualitätsprüferin', 'Moorfeld Kunststoffe KG', 'Celle'],
      ['Laborantin', 'Halbach Chemie GmbH', 'Gifhorn'],
    ]);
    expect(draft.education?.map((e) => [e.institution, e.start, e.end])).toEqual([['Hochschule Wendelsheim', '2013', '2016']]);
  });

  it('reads one-word labels as labels where two or more rows of the section are labelled so, though no dates are', () => {
    const draft = extractFromLines(
      lines([...person, ['FORMATION', 14], 'Diplôme\tLicence, Histoire', 'Établissement\tInstitut Sainte-Orbe']),
    );
    expect(draft.education?.map((e) => [e.institution, e.degree])).toEqual([['Institut Sainte-Orbe', 'Licence, Histoire']]);
    // Not one word repeated, nor a word beside dates: the first cell of a row set "name<tab>place" over "title<tab>dates".
    const rows = extractFromLines(
      lines([...person, ['EXPERIENCE', 14], 'Client	Harwick', 'Position	2019 – 2021', 'Client	Lowbridge', 'Position	2016 – 2019']),
    );
    expect(rows.experience?.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Position', 'Client', 'Harwick'],
      ['Position', 'Client', 'Lowbridge'],
    ]);
  });

  it('reads a label set alone over its value as naming it, but not a single word, which may be a name', () => {
    const draft = extractFromLines(
      lines([
        ...person,
        ['WORK EXPERIENCE', 14],
        '2019 – 2021',
        'Occupation or position held',
        'Quality Lead',
        'Name and address of employer',
        'Tarnwick',
      ]),
    );
    expect(draft.experience?.map((e) => [e.title, e.company])).toEqual([['Quality Lead', 'Tarnwick']]);
  });
});
