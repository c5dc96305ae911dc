// Made-up persons as JSON Resume documents (https://jsonresume.org/schema), seeded, in seven languages.
// Every name, employer, school and sentence here is invented for the probe.
import { seededRandom } from '../../sandbox/seeded-random.ts';
import { COUNTRY_NAMES, PERIOD_WORDS, SHORT_MONTHS } from './locale-names.ts';
import { seedOf } from './seed.ts';

const pick = <T>(r: () => number, a: readonly T[]): T => a[Math.floor(r() * a.length)]!;
const pickN = <T>(r: () => number, a: readonly T[], n: number): T[] => {
  const c = [...a];
  const out: T[] = [];
  while (out.length < n && c.length) out.push(c.splice(Math.floor(r() * c.length), 1)[0]!);
  return out;
};

type Place = [city: string, region: string, countryCode: string, phonePrefix: string];
interface LanguageData {
  first: string[];
  last: string[];
  places: Place[];
  titles: string[];
  companies: string[];
  schools: string[];
  degrees: [studyType: string, area: string][];
  langs: [language: string, fluency: string][];
  summary: string;
  highlight: string;
  street: string;
  /** Countries by code, as the language names them. */
  countries: Record<string, string>;
  /** How a phone's extension is written ("ext."), where the language has a usual way. */
  extension?: string;
}
export const PROBE_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt'] as const;
export type ProbeLanguage = (typeof PROBE_LANGUAGES)[number];

const DATA: Record<ProbeLanguage, LanguageData> = {
  en: {
    first: ['Oliver', 'Hannah', 'Marcus', 'Priya', 'Declan', 'Fiona', 'Gareth', 'Imogen', 'Rory', 'Tessa'],
    last: ['Whitfield', 'Osei', 'Pemberton', 'Lindqvist', 'Harrow', 'Caddick', 'Fenwick', 'Ashdown'],
    places: [
      ['Bristol', 'England', 'GB', '+44 117 496 0'],
      ['Leeds', 'England', 'GB', '+44 113 496 0'],
      ['Dublin', 'Leinster', 'IE', '+353 87 555 0'],
      ['Edinburgh', 'Scotland', 'GB', '+44 131 496 0'],
    ],
    titles: [
      'Software Engineer',
      'Product Manager',
      'Data Analyst',
      'Operations Manager',
      'UX Designer',
      'Financial Controller',
      'Site Reliability Engineer',
      'Marketing Lead',
    ],
    companies: [
      'Harbourline Systems',
      'Greyfield Analytics Ltd',
      'Northgate Retail',
      'Copperleaf Energy',
      'Bluewater Health Trust',
      'Kestrel Logistics',
    ],
    schools: ['University of Eastbrook', 'Harrowgate University', 'Kingsmere College', 'Northvale Institute of Technology'],
    degrees: [
      ['Bachelor', 'Computer Science'],
      ['Master', 'Economics'],
      ['BSc', 'Mathematics'],
      ['MSc', 'Data Science'],
    ],
    langs: [
      ['English', 'Native'],
      ['French', 'Intermediate'],
      ['Spanish', 'Basic'],
      ['German', 'Conversational'],
    ],
    summary: 'Pragmatic professional who enjoys turning messy problems into reliable services.',
    highlight: 'Led a team of six through a platform migration',
    street: 'Harbour Road',
    countries: COUNTRY_NAMES.en,
    extension: 'ext.',
  },
  fr: {
    first: ['Mathilde', 'Grégoire', 'Solène', 'Bastien', 'Éloïse', 'Timothée', 'Maëlle', 'Aurélien', 'Jean-Baptiste', 'Marie-Claire'],
    last: ['Vasseur', 'Lemoine', 'Carpentier', 'Delaunay', 'Charpentier', 'Roussel', 'Benard', 'Marchal'],
    places: [
      ['Nantes', 'Pays de la Loire', 'FR', '+33 2 40 55 0'],
      ['Grenoble', 'Auvergne-Rhône-Alpes', 'FR', '+33 4 76 55 0'],
      ['Rennes', 'Bretagne', 'FR', '+33 2 99 55 0'],
      ['Namur', 'Wallonie', 'BE', '+32 471 55 0'],
      ['Lille', 'Hauts-de-France', 'FR', '+33 6 55 55 0'],
    ],
    titles: [
      'Ingénieure logiciel',
      'Chef de projet',
      'Analyste financier',
      'Responsable des ressources humaines',
      'Développeur full-stack',
      'Consultante en stratégie',
      'Technicien de maintenance',
    ],
    companies: ['Atelier Brunel', 'Solvéa Conseil', 'Transports Morvan', 'Groupe Hélioparc', 'Banque Ardoise', 'Cimenterie du Lac'],
    schools: ['Université de Valdor', 'École Centrale de Montclair', 'Université Alpes-Vercane', 'INSA Brévant'],
    degrees: [
      ['Master', 'Informatique'],
      ['Licence', 'Économie'],
      ["Diplôme d'ingénieur", 'Génie civil'],
      ['BTS', 'Comptabilité'],
    ],
    langs: [
      ['Français', 'Langue maternelle'],
      ['Anglais', 'Courant'],
      ['Allemand', 'Notions'],
      ['Espagnol', 'Intermédiaire'],
    ],
    summary: 'Passionnée par les projets où la technique sert les utilisateurs.',
    highlight: "Mise en place d'un suivi de production pour trois sites",
    street: 'rue des Tilleuls',
    countries: COUNTRY_NAMES.fr,
    extension: 'poste',
  },
  de: {
    first: ['Jonas', 'Lea', 'Maximilian', 'Katharina', 'Florian', 'Johanna', 'Tobias', 'Miriam'],
    last: ['Hartmann', 'Vogt', 'Kessler', 'Brandt', 'Lindner', 'Seidel', 'Wendt', 'Pohl', 'von Ahlden', 'Müller-Lenz'],
    places: [
      ['Leipzig', 'Sachsen', 'DE', '+49 341 5550'],
      ['Freiburg', 'Baden-Württemberg', 'DE', '+49 761 5550'],
      ['Graz', 'Steiermark', 'AT', '+43 316 5550'],
      ['Bremen', 'Bremen', 'DE', '+49 421 5550'],
    ],
    titles: [
      'Softwareentwickler',
      'Projektleiterin',
      'Vertriebsmitarbeiter',
      'Wirtschaftsinformatikerin',
      'Teamleiter Logistik',
      'Werkstudent Datenanalyse',
    ],
    companies: ['Brückner Maschinenbau GmbH', 'Nordwind Energie AG', 'Stadtwerke Talheim', 'Kranich Software GmbH', 'Felsberg Logistik KG'],
    schools: ['Universität Talheim', 'Technische Universität Kranichfeld', 'Hochschule Seewald', 'Universität Lindau am Berg'],
    degrees: [
      ['Bachelor of Science', 'Informatik'],
      ['Master of Arts', 'Betriebswirtschaftslehre'],
      ['Diplom', 'Maschinenbau'],
    ],
    langs: [
      ['Deutsch', 'Muttersprache'],
      ['Englisch', 'Fließend'],
      ['Französisch', 'Grundkenntnisse'],
    ],
    summary: 'Zuverlässiger Entwickler mit Freude an sauberem Code und klaren Prozessen.',
    highlight: 'Einführung eines neuen Lagerverwaltungssystems',
    street: 'Lindenstraße',
    countries: COUNTRY_NAMES.de,
  },
  es: {
    first: ['Lucía', 'Javier', 'Carmen', 'Álvaro', 'Paula', 'Sergio', 'Nerea', 'Iván'],
    last: ['Morales', 'Castaño', 'Ibáñez', 'Serrano', 'Vidal', 'Navarro', 'Quintero', 'Salcedo', 'Ortega Brizuela', 'Lozano Ferrer'],
    places: [
      ['Valencia', 'Comunidad Valenciana', 'ES', '+34 963 55 0'],
      ['Sevilla', 'Andalucía', 'ES', '+34 954 55 0'],
      ['Zaragoza', 'Aragón', 'ES', '+34 976 55 0'],
      ['Bilbao', 'País Vasco', 'ES', '+34 944 55 0'],
    ],
    titles: ['Ingeniero de software', 'Analista de datos', 'Jefa de proyecto', 'Técnico de soporte', 'Diseñadora gráfica', 'Contable'],
    companies: ['Soluciones Brisa S.L.', 'Grupo Alcázar', 'Transportes Ebro', 'Datanube Tecnologías', 'Farmacias Olmo S.A.'],
    schools: ['Universidad de Valdemora', 'Universidad de Albarán', 'Universidad Castillejo', 'Universidad de Brisamar'],
    degrees: [
      ['Grado', 'Ingeniería Informática'],
      ['Máster', 'Dirección de Empresas'],
      ['Licenciatura', 'Economía'],
    ],
    langs: [
      ['Español', 'Nativo'],
      ['Inglés', 'Avanzado'],
      ['Francés', 'Básico'],
    ],
    summary: 'Profesional orientada a resultados con experiencia en equipos internacionales.',
    highlight: 'Reducción del tiempo de respuesta del servicio en un 30 %',
    street: 'Calle del Olmo',
    countries: COUNTRY_NAMES.es,
    extension: 'ext.',
  },
  it: {
    first: ['Giulia', 'Matteo', 'Chiara', 'Lorenzo', 'Federica', 'Davide', 'Silvia', 'Tommaso'],
    last: ['Ferrari', 'Colombo', 'Marchetti', 'Gallo', 'Fontana', 'Barbieri', 'Rinaldi', 'Caruso'],
    places: [
      ['Bologna', 'Emilia-Romagna', 'IT', '+39 051 555 0'],
      ['Torino', 'Piemonte', 'IT', '+39 011 555 0'],
      ['Verona', 'Veneto', 'IT', '+39 045 555 0'],
      ['Padova', 'Veneto', 'IT', '+39 049 555 0'],
    ],
    titles: ['Sviluppatore software', 'Responsabile commerciale', 'Analista di dati', 'Progettista meccanico', 'Consulente informatico'],
    companies: ['Officine Ardesia S.r.l.', 'Gruppo Lanterna', 'Tecnosfera S.p.A.', 'Studio Pellegrini', 'Logistica Adriatica'],
    schools: ['Università di Valdora', 'Politecnico di Montecorvo', 'Università di Lagoscuro', 'Università di Serravento'],
    degrees: [
      ['Laurea triennale', 'Ingegneria informatica'],
      ['Laurea magistrale', 'Economia'],
      ['Master', 'Gestione aziendale'],
    ],
    langs: [
      ['Italiano', 'Madrelingua'],
      ['Inglese', 'Buono'],
      ['Tedesco', 'Scolastico'],
    ],
    summary: 'Sviluppatore attento alla qualità, abituato a lavorare in team agili.',
    highlight: 'Migrazione dei servizi verso il cloud',
    street: 'Via dei Mille',
    countries: COUNTRY_NAMES.it,
  },
  nl: {
    first: ['Sanne', 'Thijs', 'Femke', 'Jeroen', 'Lotte', 'Bram', 'Ilse', 'Wouter'],
    last: ['de Boer', 'Mulder', 'Vermeulen', 'Bakker', 'van Dijk', 'Smit', 'Hendriks', 'Peeters'],
    places: [
      ['Utrecht', 'Utrecht', 'NL', '+31 30 555 0'],
      ['Eindhoven', 'Noord-Brabant', 'NL', '+31 40 555 0'],
      ['Groningen', 'Groningen', 'NL', '+31 50 555 0'],
      ['Gent', 'Oost-Vlaanderen', 'BE', '+32 470 55 0'],
    ],
    titles: ['Softwareontwikkelaar', 'Projectleider', 'Data-analist', 'Accountmanager', 'Teamleider klantenservice'],
    companies: ['Polderwerk Software B.V.', 'Duinland Energie', 'Grachtenhuis Media', 'Vaart Logistiek B.V.', 'Zeeuwse Zorggroep'],
    schools: ['Universiteit Duinwijk', 'Technische Universiteit Veldhoven-Oost', 'Rijksuniversiteit Noordhaven', 'Hogeschool Lindewaard'],
    degrees: [
      ['Bachelor', 'Informatica'],
      ['Master', 'Bedrijfskunde'],
      ['HBO', 'Communicatie'],
    ],
    langs: [
      ['Nederlands', 'Moedertaal'],
      ['Engels', 'Vloeiend'],
      ['Duits', 'Basis'],
    ],
    summary: 'Nuchtere ontwikkelaar die graag samenwerkt aan software die blijft werken.',
    highlight: 'Opzetten van een nieuw klantportaal voor drie regio’s',
    street: 'Kerkstraat',
    countries: COUNTRY_NAMES.nl,
  },
  pt: {
    first: ['Beatriz', 'Tiago', 'Mariana', 'Rui', 'Inês', 'Gonçalo', 'Leonor', 'Duarte'],
    last: ['Ferreira', 'Correia', 'Moura', 'Teixeira', 'Antunes', 'Lopes', 'Pinto', 'Carvalho', 'Sousa Mendes', 'da Costa'],
    places: [
      ['Braga', 'Norte', 'PT', '+351 253 555 0'],
      ['Coimbra', 'Centro', 'PT', '+351 239 555 0'],
      ['Porto', 'Norte', 'PT', '+351 22 555 0'],
      ['Campinas', 'São Paulo', 'BR', '+55 19 5555 0'],
    ],
    titles: ['Desenvolvedor de software', 'Analista de sistemas', 'Gestora de projetos', 'Técnico de suporte', 'Engenheira de dados'],
    companies: ['Tecnologias Atlântico Lda.', 'Grupo Serrano', 'Vinhos do Vale S.A.', 'Navegar Software', 'Construções Ribeiro'],
    schools: [
      'Universidade do Vale Sereno',
      'Universidade de Monteverde',
      'Universidade da Ribeira Alta',
      'Universidade Estadual de Serra Clara',
    ],
    degrees: [
      ['Licenciatura', 'Engenharia Informática'],
      ['Mestrado', 'Gestão'],
      ['Bacharelado', 'Ciência da Computação'],
    ],
    langs: [
      ['Português', 'Nativo'],
      ['Inglês', 'Fluente'],
      ['Espanhol', 'Intermediário'],
    ],
    summary: 'Profissional dedicado, com gosto por resolver problemas em equipa.',
    highlight: 'Implementação de um novo sistema de faturação',
    street: 'Rua das Flores',
    countries: COUNTRY_NAMES.pt,
    extension: 'ramal',
  },
};
/** Shapes of European CVs beyond the plain ones: qualified titles, employers with legal forms or divisions, local degrees, grades, theses. */
interface MoreShapes {
  /** Job titles with what kind of job it was: an internship, a student job, freelance, a specialty after a dash. */
  qualifiedTitles: string[];
  /** Employers with their legal form or a division after a dash. */
  formalCompanies: string[];
  /** Degrees as the country names them, degree and field on one line. */
  localDegrees: string[];
  /** Final grades and honours as the country writes them. */
  grades: string[];
  /** How the language introduces a thesis, before its subject. */
  thesis: [label: string, subject: string];
}

const MORE: Record<ProbeLanguage, MoreShapes> = {
  en: {
    qualifiedTitles: ['Data Engineer (Internship)', 'Freelance UX Designer', 'Senior Consultant – SAP', 'Graduate Analyst (part-time)'],
    formalCompanies: ['Marlowe & Finch Ltd', 'Thornbury Engineering plc', 'Ashcombe Bank – Retail Division'],
    localDegrees: ['BA (Hons) Economics', 'MEng Mechanical Engineering', 'HND in Business Studies'],
    grades: ['First Class Honours', 'Upper Second Class (2:1)', 'Distinction'],
    thesis: ['Dissertation:', 'Forecasting demand for rural bus routes'],
  },
  fr: {
    qualifiedTitles: [
      'Stagiaire contrôle de gestion',
      'Développeur web (freelance)',
      'Consultant senior – SAP',
      'Chargée de communication en alternance',
    ],
    formalCompanies: ['Verlaine Industries SAS', "Groupe Marsac – Direction des systèmes d'information", 'Ateliers Courbet SARL'],
    localDegrees: [
      'BTS Management des unités commerciales',
      "Master 2 Finance d'entreprise",
      'DUT Génie électrique',
      'Licence professionnelle Logistique',
    ],
    grades: ['mention Bien', 'mention Très bien', 'mention Assez bien'],
    thesis: ['Mémoire :', 'Les circuits courts dans la distribution alimentaire'],
  },
  de: {
    qualifiedTitles: ['Werkstudent Vertrieb', 'Praktikantin Marketing', 'Senior Consultant – SAP', 'Freiberuflicher Softwareentwickler'],
    formalCompanies: ['Hollmann Antriebstechnik GmbH & Co. KG', 'Stadtwerke Eichbrunn – Netzbetrieb', 'Ravensfeld Versicherung AG'],
    localDegrees: ['Diplom-Ingenieur Elektrotechnik', 'Ausbildung zum Industriekaufmann', 'Master of Science Wirtschaftsinformatik'],
    grades: ['Note 1,7', 'Abschlussnote 2,3', 'mit Auszeichnung'],
    thesis: ['Masterarbeit:', 'Lastprognose in kommunalen Wärmenetzen'],
  },
  es: {
    qualifiedTitles: ['Ingeniera de datos (prácticas)', 'Becario de marketing', 'Consultor sénior – SAP', 'Desarrollador web freelance'],
    formalCompanies: ['Construcciones Altamira S.L.', 'Banco Peñalba S.A. – División de Riesgos', 'Olivares Logística S.L.U.'],
    localDegrees: [
      'Máster en Big Data y Analítica',
      'Grado en Administración y Dirección de Empresas',
      'Técnico Superior en Desarrollo de Aplicaciones Web',
    ],
    grades: ['Nota media: 8,2', 'Matrícula de Honor', 'Sobresaliente'],
    thesis: ['Trabajo Fin de Máster:', 'Modelos de demanda eléctrica en edificios públicos'],
  },
  it: {
    qualifiedTitles: ['Stagista ufficio acquisti', 'Sviluppatore web (freelance)', 'Senior Consultant – SAP', 'Tirocinante area finanza'],
    formalCompanies: ['Meccanica Valtrebbia S.p.A.', 'Cantine Rocca S.r.l.', 'Assicurazioni Sirena – Divisione Danni'],
    localDegrees: ['Laurea magistrale in Ingegneria gestionale', 'Laurea triennale in Economia aziendale', 'Diploma di perito informatico'],
    grades: ['110/110 e lode', 'Voto 105/110', 'Voto finale 98/110'],
    thesis: ['Tesi:', 'Ottimizzazione delle scorte nella filiera agroalimentare'],
  },
  nl: {
    qualifiedTitles: ['Stagiair marketing', 'Freelance ontwikkelaar', 'Senior consultant – SAP', 'Werkstudent data-analyse'],
    formalCompanies: ['Hoogvliet Techniek B.V.', 'Zandvoort Media Groep N.V.', 'Waterschap Lingevaart – afdeling ICT'],
    localDegrees: ['HBO-bachelor Bedrijfskunde', 'WO-master Informatica', 'MBO niveau 4 Administratie'],
    grades: ['cum laude', 'Gemiddeld cijfer 7,8', 'met genoegen'],
    thesis: ['Scriptie:', 'Klantloyaliteit bij regionale energieleveranciers'],
  },
  pt: {
    qualifiedTitles: ['Estagiária de marketing', 'Programador (freelancer)', 'Consultor sénior – SAP', 'Engenheira de dados (estágio)'],
    formalCompanies: ['Cortiças do Sado, Lda.', 'Banco Marés S.A. – Direção de Sistemas', 'Metalúrgica Alvarenga Ltda.'],
    localDegrees: ['Licenciatura em Gestão', 'Mestrado Integrado em Engenharia Civil', 'Pós-graduação em Marketing Digital'],
    grades: ['Média final: 16 valores', 'Classificação final 17/20', 'Aprovado com distinção'],
    thesis: ['Dissertação:', 'Gestão de resíduos em pequenas autarquias'],
  },
};

const SKILL_GROUPS: [string, string[]][] = [
  ['Languages', ['TypeScript', 'Python', 'Go', 'Kotlin', 'SQL', 'Rust']],
  ['Tools', ['Docker', 'Kubernetes', 'Terraform', 'Git', 'Jenkins', 'Grafana']],
  ['Data', ['Pandas', 'Airflow', 'dbt', 'Tableau', 'PostgreSQL', 'Spark']],
  ['Office', ['Excel', 'SAP', 'Salesforce', 'Jira', 'Figma', 'Power BI']],
];

function ymd(y: number, m: number): string {
  return `${y}-${String(m).padStart(2, '0')}-01`;
}

/** How a person writes their periods, kept through the CV: one of the forms European CVs use. */
type PeriodForm = 'slash' | 'dotted' | 'iso' | 'short-months' | 'words' | 'duration';
const PERIOD_FORMS: PeriodForm[] = ['slash', 'dotted', 'iso', 'short-months', 'words', 'duration'];

/**
 * A job's period in the person's form: "03/2019 – 08/2021", "03.2019 – heute", "2019-03 – 2021-08",
 * "Mar. 2019 – Present", "seit 2019" / "von 2019 bis 2021", "2019 – 2021 (2 ans)".
 */
function periodAsWritten(form: PeriodForm, language: ProbeLanguage, startDate: string, endDate?: string): string {
  const w = PERIOD_WORDS[language];
  const [sy, sm] = startDate.split('-');
  const [ey, em] = endDate ? endDate.split('-') : [];
  const one = (y?: string, m?: string): string => {
    if (!y) return w.present;
    if (form === 'slash') return `${m}/${y}`;
    if (form === 'dotted') return `${m}.${y}`;
    if (form === 'iso') return `${y}-${m}`;
    if (form === 'short-months') return `${SHORT_MONTHS[language][Number(m) - 1]} ${y}`;
    return y;
  };
  if (form === 'words') return ey ? `${w.from} ${sy} ${w.to} ${ey}` : `${w.since} ${sy}`;
  if (form === 'duration') {
    const years = Math.max(1, Number(ey ?? 2025) - Number(sy));
    return `${sy} – ${one(ey, em)} (${w.years(years)})`;
  }
  return `${one(sy, sm)} – ${one(ey, em)}`;
}

export interface ProbePerson {
  id: string;
  language: ProbeLanguage;
  resume: JsonResume;
  /** The city the person lives in, however the resume writes it ("Nantes (France)"); none when only the country is given. */
  city?: string;
  /** Links written out as bare words in the summary ("github.com/…"), not as the resume's profiles. */
  textLinks: { network?: string; username?: string; url: string }[];
}

export interface JsonResume {
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string;
    url: string;
    summary: string;
    location: { address: string; postalCode: string; city: string; region: string; countryCode: string };
    profiles: { network: string; username: string; url: string }[];
  };
  work: {
    name: string;
    position: string;
    location: string;
    startDate: string;
    endDate?: string;
    summary?: string;
    highlights: string[];
    /** The period as the person writes it ("seit 03/2019", "2019 – 2021 (2 ans)"), for templates that print the person's text; themes format the dates themselves. */
    period?: string;
  }[];
  education: {
    institution: string;
    studyType: string;
    area: string;
    startDate: string;
    endDate: string;
    /** The final grade or honours ("mention Bien", "110/110 e lode"). */
    score?: string;
    courses?: string[];
  }[];
  skills: { name: string; level: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  interests: { name: string; keywords: string[] }[];
}

// Countries whose numbers, written at home, open on a trunk 0 before the area code.
const TRUNK_ZERO = new Set(['FR', 'BE', 'DE', 'AT', 'NL', 'GB', 'IE', 'CH']);

function nationalForm(international: string, countryCode: string): string {
  const national = international.replace(/^\+\d+\s/, '');
  return TRUNK_ZERO.has(countryCode) ? `0${national}` : national;
}

/** Digits in pairs from the end, as French and Belgian numbers are written: "2 40 55 01 23". */
const inPairs = (digits: string) => digits.replace(/\B(?=(\d{2})+$)/g, ' ');

/**
 * One of the ways people write their number: international ("+33 2 40 55 0123"), national
 * ("02 40 55 0123"), in pairs ("02 40 55 01 23"), with dots ("02.40.55.01.23"), with the trunk in
 * brackets ("+33 (0)2 40 55 01 23") or with an extension ("+44 117 496 0123 ext. 12").
 */
function phoneShape(r: () => number, d: LanguageData, international: string, countryCode: string): string {
  const [, country, rest] = /^(\+\d+) (.*)$/.exec(international)!;
  const national = nationalForm(international, countryCode);
  const trunk = TRUNK_ZERO.has(countryCode);
  const shape = r();
  if (shape < 0.3) return international;
  if (shape < 0.5) return national;
  if (shape < 0.62) return trunk ? inPairs(national.replace(/\s/g, '')) : national;
  if (shape < 0.74) return (trunk ? inPairs(national.replace(/\s/g, '')) : national).replace(/\s/g, '.');
  if (shape < 0.88 && trunk) return `${country} (0)${countryCode === 'FR' ? inPairs(rest!.replace(/\s/g, '')) : rest}`;
  if (shape >= 0.9 && d.extension) return `${international} ${d.extension} ${10 + Math.floor(r() * 89)}`;
  return international;
}

/** A postcode of the country's shape: "44000", "1000", "3511 AB". */
function postcodeOf(r: () => number, countryCode: string): string {
  const digits = (n: number) => String(Math.floor(r() * 10 ** n)).padStart(n, '0');
  if (countryCode === 'NL') return `${1000 + Math.floor(r() * 8999)} AB`;
  return ['BE', 'AT', 'CH', 'PT'].includes(countryCode)
    ? `${1 + Math.floor(r() * 9)}${digits(3)}`
    : `${1 + Math.floor(r() * 8)}${digits(4)}`;
}

const noPlace = { address: '', postalCode: '', city: '', region: '', countryCode: '' };

/**
 * The person's place as one of its usual shapes: city, region and country; city and country; a
 * street address; postcode and city; "City (Country)", "City – Country", "City, Country"; the country alone.
 */
function placeShape(r: () => number, d: LanguageData, city: string, region: string, countryCode: string): JsonResume['basics']['location'] {
  const shape = r();
  const country = d.countries[countryCode]!;
  if (shape < 0.2) return { ...noPlace, city, region, countryCode };
  if (shape < 0.35 || ((countryCode === 'GB' || countryCode === 'IE') && shape < 0.5)) return { ...noPlace, city, countryCode };
  if (shape < 0.55)
    return { ...noPlace, address: `${1 + Math.floor(r() * 90)} ${d.street}`, postalCode: postcodeOf(r, countryCode), city, countryCode };
  if (shape < 0.72) return { ...noPlace, postalCode: postcodeOf(r, countryCode), city };
  if (shape < 0.82) return { ...noPlace, city: `${city} (${country})` };
  if (shape < 0.86) return { ...noPlace, city: `${city} – ${country}` };
  if (shape < 0.9) return { ...noPlace, city: `${city}, ${country}` };
  return { ...noPlace, region: country };
}

/** The headline as people write it: the job title alone, or with what they are good at ("Data Analyst | SQL · Python"). */
function headlineShape(r: () => number, title: string, keywords: string[]): string {
  const shape = r();
  if (shape < 0.6 || keywords.length < 2) return title;
  if (shape < 0.8) return `${title} | ${keywords[0]} · ${keywords[1]}`;
  return `${title} – ${keywords[0]}, ${keywords[1]}`;
}

/** An address of one of the usual shapes: "first.last@", "f.last@", "firstlast84@", "contact@" their own domain. */
function emailShape(r: () => number, slug: string): string {
  const [f = '', l = ''] = slug.split('-');
  const shape = r();
  if (shape < 0.55) return `${f}.${l}@example.org`;
  if (shape < 0.7) return `${f[0]}.${l}@example.org`;
  if (shape < 0.85) return `${f}${l}${70 + Math.floor(r() * 29)}@example.com`;
  return `contact@${slug}.example.net`;
}

/** An education entry's dates: both, the final year alone, or none. */
function studyDates(r: () => number, endYear: number): { startDate: string; endDate: string } {
  const shape = r();
  if (shape < 0.55) return { startDate: ymd(endYear - 3, 9), endDate: ymd(endYear, 6) };
  if (shape < 0.8) return { startDate: '', endDate: String(endYear) };
  return { startDate: '', endDate: '' };
}

export function makePerson(language: ProbeLanguage, index: number, seed: number): ProbePerson {
  const r = seededRandom(seed);
  const d = DATA[language];
  const more = MORE[language];
  const first = pick(r, d.first);
  const last = pick(r, d.last);
  const [city, region, countryCode, phonePrefix] = pick(r, d.places);
  const slug = `${first}-${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f\s]/g, '')
    .toLowerCase();
  const nWork = 2 + Math.floor(r() * 3);
  const titles = pickN(r, d.titles, nWork);
  const companies = pickN(r, d.companies, nWork);
  // Some persons were promoted: their second job is at the employer of their first.
  if (r() < 0.2) companies[1] = companies[0]!;
  // Some jobs are named with what kind of job it was (an internship, freelance), some employers with their legal form or division.
  if (r() < 0.4) titles[Math.floor(r() * titles.length)] = pick(r, more.qualifiedTitles);
  if (r() < 0.4) companies[companies.length - 1] = pick(r, more.formalCompanies);
  // Half the persons write their periods in a form of their own, kept through the CV.
  const periodForm = r() < 0.5 ? pick(r, PERIOD_FORMS) : undefined;
  let year = 2025;
  let month = 1 + Math.floor(r() * 12);
  const work = titles.map((position, i) => {
    const end = i === 0 && r() < 0.6 ? undefined : ymd(year, month);
    const len = 1 + Math.floor(r() * 4);
    year -= len;
    month = 1 + Math.floor(r() * 12);
    const startDate = ymd(year, month);
    return {
      name: companies[i]!,
      position,
      location: pick(
        r,
        d.places.filter((p) => p[0] !== city),
      )[0],
      startDate,
      ...(end ? { endDate: end } : {}),
      ...(periodForm ? { period: periodAsWritten(periodForm, language, startDate, end) } : {}),
      ...(r() < 0.7 ? { summary: d.summary } : {}),
      highlights: r() < 0.5 ? [d.highlight] : [d.highlight, d.summary],
    };
  });
  const nEdu = 1 + Math.floor(r() * 2);
  const education = pickN(r, d.schools, nEdu).map((institution, i) => {
    const [studyType, area] = pick(r, d.degrees);
    const endY = year - 1 - i * 3;
    // Some write the degree and its field as one line, in the degree.
    const oneLine = r() < 0.25;
    // Others write it as the country names it ("Laurea magistrale in …", "Diplom-Ingenieur …").
    const local = !oneLine && r() < 0.3;
    const degree = local
      ? { studyType: pick(r, more.localDegrees), area: '' }
      : { studyType: oneLine ? `${studyType} ${area}` : studyType, area: oneLine ? '' : area };
    const score = r() < 0.3 ? { score: pick(r, more.grades) } : {};
    const thesis = r() < 0.15 ? { courses: [`${more.thesis[0]} ${more.thesis[1]}`] } : {};
    return { institution, ...degree, ...studyDates(r, endY), ...score, ...thesis };
  });
  const skills = pickN(r, SKILL_GROUPS, 2 + Math.floor(r() * 2)).map(([name, kw]) => ({ name, level: '', keywords: pickN(r, kw, 3) }));
  const languages = pickN(r, d.langs, 2 + Math.floor(r() * 2)).map(([language, fluency]) => ({ language, fluency }));
  const international = `${phonePrefix}${String(100 + Math.floor(r() * 899))}`;
  const phone = phoneShape(r, d, international, countryCode);
  const headline = headlineShape(
    r,
    titles[0]!,
    skills.flatMap((s) => s.keywords),
  );
  const location = placeShape(r, d, city, region, countryCode);
  // Addresses as people copy them: with or without "www.", an old "http://", a closing slash.
  const website = `${r() < 0.25 ? 'http' : 'https'}://${slug}.example.net${r() < 0.2 ? '/' : ''}`;
  const linkedin = {
    network: 'LinkedIn',
    username: slug,
    url: `https://${r() < 0.3 ? '' : 'www.'}linkedin.com/in/${slug}${r() < 0.3 ? '/' : ''}`,
  };
  const github =
    r() < 0.5 ? [{ network: 'GitHub', username: slug.replace('-', ''), url: `https://github.com/${slug.replace('-', '')}` }] : [];
  const gitlab = r() < 0.3 ? [{ network: 'GitLab', username: slug, url: `https://gitlab.com/${slug}` }] : [];
  const handle = slug.replace('-', '_');
  const otherNetworks = [
    { network: 'X', username: handle, url: `https://x.com/${handle}` },
    { network: 'Twitter', username: handle, url: `https://twitter.com/${handle}` },
    { network: 'Stack Overflow', username: slug, url: `https://stackoverflow.com/users/${1000000 + Math.floor(r() * 8999999)}/${slug}` },
    { network: 'Medium', username: slug, url: `https://medium.com/@${slug}` },
    { network: 'Behance', username: slug.replace('-', ''), url: `https://www.behance.net/${slug.replace('-', '')}` },
    { network: 'Dribbble', username: slug.replace('-', ''), url: `https://dribbble.com/${slug.replace('-', '')}` },
    { network: 'Mastodon', username: `@${slug}`, url: `https://mastodon.social/@${slug}` },
  ];
  // Some persons have one more profile, on a network beyond the code hosts.
  const other = r() < 0.4 ? [pick(r, otherNetworks)] : [];
  // A third of the persons write their site and code host as bare words at the end of their summary
  // (LinkedIn stays a profile: some themes need one).
  const bare = r() < 0.35;
  const textLinks = bare ? [{ url: website }, ...github] : [];
  const bareWords = textLinks.map((l) => l.url.replace(/^https?:\/\/(www\.)?/, ''));
  return {
    id: `${language}-${slug}-${index}`,
    language,
    city: location.city ? city : undefined,
    textLinks,
    resume: {
      basics: {
        name: `${first} ${last}`,
        label: headline,
        email: emailShape(r, slug),
        phone,
        url: bare ? '' : website,
        summary: bare ? `${d.summary} ${bareWords.join(' · ')}` : d.summary,
        location,
        profiles: bare ? [linkedin, ...gitlab, ...other] : [linkedin, ...github, ...gitlab, ...other],
      },
      work,
      education,
      skills,
      languages,
      interests: [{ name: 'Cycling', keywords: ['Mountains'] }],
    },
  };
}

/**
 * The index-th person a template renders. The language goes by the template's name too, so every template
 * renders persons in all seven and adding a template changes no other template's persons.
 */
export const personForTemplate = (template: string, index: number): ProbePerson =>
  makePerson(PROBE_LANGUAGES[(seedOf(template) + index) % PROBE_LANGUAGES.length]!, index, seedOf(template) + index);
