import type { VacancyInput } from '../../lib/api/schemas';
import { companies, type SeedCompany } from './accounts';

/**
 * Vacancies as the live service sends them, before the client normalises them: some carry the
 * contract's `partime` spelling or an old boolean `remote`, so the client's tolerance is exercised.
 */

interface Address {
  street: string;
  zip_code: string;
  city: string;
  country: string;
  country_code: string;
  lat: number;
  lng: number;
}

interface VacancySpec {
  id: string;
  vacancy_id: number;
  company: SeedCompany;
  reference: string;
  title: string;
  language: 'en_GB' | 'fr_FR' | 'en_IE';
  description: string;
  mission: string;
  profile: string;
  salary: string;
  currency: 'EUR' | 'GBP';
  mensuality: VacancyInput['mensuality'];
  remote: VacancyInput['remote'];
  /** 1 published, 0 closed, 2 draft. */
  status: number;
  experience: number;
  contract_type_id: number;
  education_level_id: number;
  activity_id: number;
  metier_id: number;
  address: Address;
  created_at: string;
  start_date: string | null;
  end_date?: string | null;
  partial?: boolean;
  driver_license?: boolean;
  handicap?: boolean;
  apply_url?: string | null;
  tags: Array<[title: string, values: string]>;
  questions: Array<[question: string, type: 'text' | 'yesno' | 'number']>;
  faqs: Array<[question: string, answer: string]>;
  benefits: string[];
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function buildVacancy(spec: VacancySpec): VacancyInput {
  const slug = slugify(spec.title);
  const french = spec.language === 'fr_FR';
  return {
    id: spec.id,
    vacancy_id: spec.vacancy_id,
    slug,
    reference: spec.reference,
    title: spec.title,
    description: spec.description,
    experience: spec.experience,
    mission: spec.mission,
    profile: spec.profile,
    salary: spec.salary,
    status: spec.status,
    language: spec.language,
    contract_type_id: spec.contract_type_id,
    education_level_id: spec.education_level_id,
    activity_id: spec.activity_id,
    channel_id: 1,
    metier_id: spec.metier_id,
    company_id: spec.company.numericId,
    mensuality: spec.mensuality,
    apply_url: spec.apply_url ?? null,
    currency: spec.currency,
    created_at: spec.created_at,
    updated_at: new Date(Date.parse(spec.created_at) + 3 * 86_400_000).toISOString(),
    start_date: spec.start_date,
    end_date: spec.end_date ?? null,
    driver_license: spec.driver_license ?? false,
    remote: spec.remote,
    handicap: spec.handicap ?? true,
    partial: spec.partial ?? false,
    meta_title: `${spec.title} – ${spec.company.name}`,
    meta_description: french
      ? `${spec.company.name} recrute : ${spec.title} à ${spec.address.city}.`
      : `${spec.company.name} is hiring: ${spec.title} in ${spec.address.city}.`,
    meta_tags: spec.tags.map(([, values]) => values).join(','),
    options: {
      required: ['firstname', 'lastname', 'email', 'resume'],
      optionals: spec.questions.length > 0 ? ['phone', 'cover_letter', 'questions'] : ['phone', 'cover_letter'],
      desactivated: spec.status === 2 ? ['indeed', 'linkedin', 'welcometothejungle'] : ['welcometothejungle'],
      motivationType: french ? 'lettre' : 'letter',
    },
    kanban: true,
    slug_mail: `${slug}-${spec.vacancy_id}`,
    address: { ...spec.address },
    tags: spec.tags.map(([title, values], index) => ({
      id: `${spec.id.slice(0, 10)}Tag${String(index + 1).padStart(3, '0')}`,
      tag_id: spec.vacancy_id * 10 + index,
      company_id: spec.company.numericId,
      title,
      values,
      multiple: values.includes(','),
      creatable: index === 0,
      folder: false,
      type: values.includes(',') ? 'list' : 'text',
      position: index,
    })),
    questions: spec.questions.map(([question, type], index) => ({
      id: spec.vacancy_id * 100 + index,
      question,
      type,
      required: index === 0,
      position: index,
    })),
    faqs: spec.faqs.map(([question, answer], index) => ({ id: spec.vacancy_id * 100 + index, question, answer })),
    benefits: spec.benefits.map((title, index) => ({ id: spec.vacancy_id * 100 + index, title })),
  };
}

const [demo, basic] = companies as [SeedCompany, SeedCompany];

const london: Address = {
  street: '20 Farringdon Road',
  zip_code: 'EC1M 3HE',
  city: 'London',
  country: 'United Kingdom',
  country_code: 'GB',
  lat: 51.5203,
  lng: -0.1048,
};
const paris: Address = {
  street: '12 rue de la Chaussée-d’Antin',
  zip_code: '75009',
  city: 'Paris',
  country: 'France',
  country_code: 'FR',
  lat: 48.8722,
  lng: 2.3327,
};
const manchester: Address = {
  street: '1 Spinningfields Square',
  zip_code: 'M3 3AP',
  city: 'Manchester',
  country: 'United Kingdom',
  country_code: 'GB',
  lat: 53.4808,
  lng: -2.2518,
};
const lyon: Address = {
  street: '45 quai Rambaud',
  zip_code: '69002',
  city: 'Lyon',
  country: 'France',
  country_code: 'FR',
  lat: 45.7406,
  lng: 4.8176,
};
const bordeaux: Address = {
  street: '3 place de la Bourse',
  zip_code: '33000',
  city: 'Bordeaux',
  country: 'France',
  country_code: 'FR',
  lat: 44.8412,
  lng: -0.5697,
};
const dublin: Address = {
  street: '77 Sir John Rogerson’s Quay',
  zip_code: 'D02 VK60',
  city: 'Dublin',
  country: 'Ireland',
  country_code: 'IE',
  lat: 53.3454,
  lng: -6.2396,
};
const nantes: Address = {
  street: '8 allée de l’Île Gloriette',
  zip_code: '44000',
  city: 'Nantes',
  country: 'France',
  country_code: 'FR',
  lat: 47.2108,
  lng: -1.5566,
};
const berlin: Address = {
  street: 'Torstraße 140',
  zip_code: '10119',
  city: 'Berlin',
  country: 'Germany',
  country_code: 'DE',
  lat: 52.5291,
  lng: 13.4012,
};
const birmingham: Address = {
  street: 'Unit 4, Tyseley Industrial Estate',
  zip_code: 'B11 2AF',
  city: 'Birmingham',
  country: 'United Kingdom',
  country_code: 'GB',
  lat: 52.4562,
  lng: -1.8363,
};
const leeds: Address = {
  street: '2 Wellington Place',
  zip_code: 'LS1 4AP',
  city: 'Leeds',
  country: 'United Kingdom',
  country_code: 'GB',
  lat: 53.7963,
  lng: -1.5531,
};
const marseille: Address = {
  street: '18 quai du Port',
  zip_code: '13002',
  city: 'Marseille',
  country: 'France',
  country_code: 'FR',
  lat: 43.2966,
  lng: 5.3707,
};

export const vacancies: VacancyInput[] = [
  buildVacancy({
    id: 'PrUuVcL2TF3bQPYw',
    vacancy_id: 58231,
    company: demo,
    reference: 'ENG-2024-031',
    title: 'Senior Full-Stack Developer (TypeScript)',
    language: 'en_GB',
    description:
      '<p>We build the scheduling platform used by <strong>1,200 clinics</strong> across the UK. You will join a team of six engineers shipping weekly.</p><ul><li>TypeScript end to end</li><li>Postgres, Node.js, React</li></ul>',
    mission:
      '<ul><li>Design and ship features from database to UI</li><li>Review code and mentor two mid-level developers</li><li>Own our appointment-booking API</li></ul>',
    profile: '5+ years building web applications, strong TypeScript, comfortable with SQL and testing.',
    salary: '70000-85000',
    currency: 'GBP',
    mensuality: 'y',
    remote: 'parttime',
    status: 1,
    experience: 4,
    contract_type_id: 1,
    education_level_id: 5,
    activity_id: 12,
    metier_id: 301,
    address: london,
    created_at: '2024-09-02T08:15:30.000Z',
    start_date: '2024-11-04',
    tags: [
      ['Stack', 'TypeScript,Node.js,React,PostgreSQL'],
      ['Team', 'Platform'],
    ],
    questions: [
      ['How many years have you worked with TypeScript?', 'number'],
      ['Do you have the right to work in the UK?', 'yesno'],
    ],
    faqs: [
      ['How many interview stages are there?', 'Three: a call with the hiring manager, a pairing session and a meeting with the team.'],
    ],
    benefits: ['25 days of holiday plus bank holidays', 'Private health insurance', '£1,000 yearly learning budget'],
  }),
  buildVacancy({
    id: 'yLJpBUZnss4v9kRK',
    vacancy_id: 58232,
    company: demo,
    reference: 'TECH-BACK-07',
    title: 'Développeur / Développeuse Back-End Node.js',
    language: 'fr_FR',
    description:
      '<p>Rejoignez une équipe de 15 personnes qui construit la plateforme de paiement de <em>commerçants indépendants</em>.</p><p>Nos services traitent 2 millions de transactions par mois.</p>',
    mission:
      '<ul><li>Concevoir et maintenir nos API REST en Node.js</li><li>Améliorer la fiabilité des traitements asynchrones</li><li>Participer aux revues de code et aux astreintes (1 semaine sur 6)</li></ul>',
    profile: 'Au moins 3 ans d’expérience en Node.js, à l’aise avec PostgreSQL et les files de messages.',
    salary: '50000-58000',
    currency: 'EUR',
    mensuality: 'y',
    remote: 'partime',
    status: 1,
    experience: 3,
    contract_type_id: 1,
    education_level_id: 5,
    activity_id: 12,
    metier_id: 302,
    address: paris,
    created_at: '2024-08-19T14:02:11.000Z',
    start_date: '2024-10-01',
    tags: [
      ['Technologies', 'Node.js,PostgreSQL,RabbitMQ'],
      ['Équipe', 'Paiements'],
    ],
    questions: [
      ['Quel est votre préavis ?', 'text'],
      ['Avez-vous déjà travaillé sur des systèmes de paiement ?', 'yesno'],
    ],
    faqs: [
      ['Le télétravail est-il possible ?', 'Oui, jusqu’à trois jours par semaine.'],
      ['Combien d’entretiens ?', 'Deux entretiens et un exercice technique à la maison.'],
    ],
    benefits: ['Tickets restaurant', 'Mutuelle prise en charge à 100 %', 'RTT'],
  }),
  buildVacancy({
    id: 'zeymHBTwq2MFyeHi',
    vacancy_id: 58233,
    company: demo,
    reference: 'DATA-CTR-12',
    title: 'Data Engineer (contract)',
    language: 'en_GB',
    description: '<p>Six-month contract to move our reporting from nightly batches to <strong>streaming pipelines</strong>.</p>',
    mission:
      '<ol><li>Migrate 40 Airflow DAGs to Kafka + Flink</li><li>Document the data model</li><li>Hand over to the internal team</li></ol>',
    profile: 'Proven delivery with Kafka, Python and dbt; outside IR35 experience welcome.',
    salary: '550',
    currency: 'GBP',
    mensuality: 'd',
    remote: true,
    status: 1,
    experience: 4,
    contract_type_id: 4,
    education_level_id: 5,
    activity_id: 12,
    metier_id: 305,
    address: manchester,
    created_at: '2024-09-10T10:00:00.000Z',
    start_date: '2024-10-14',
    end_date: '2025-04-11',
    tags: [['Stack', 'Python,Kafka,Flink,dbt']],
    questions: [['What is your day rate?', 'number']],
    faqs: [['Is the role inside IR35?', 'No, the engagement has been assessed as outside IR35.']],
    benefits: ['Fully remote', 'Possible extension'],
  }),
  buildVacancy({
    id: 'p3JehTnxSqV2LbUA',
    vacancy_id: 58234,
    company: demo,
    reference: 'RH-LYON-03',
    title: 'Chargé(e) de recrutement',
    language: 'fr_FR',
    description: '<p>Au sein du pôle RH (8 personnes), vous pilotez les recrutements de nos <strong>agences Rhône-Alpes</strong>.</p>',
    mission:
      '<ul><li>Rédiger et diffuser les annonces</li><li>Qualifier les candidatures et mener les entretiens</li><li>Animer la relation avec les écoles</li></ul>',
    profile: 'Bac+3/5 RH, première expérience en cabinet ou en entreprise, excellent relationnel.',
    salary: '3200',
    currency: 'EUR',
    mensuality: 'm',
    remote: false,
    status: 1,
    experience: 2,
    contract_type_id: 1,
    education_level_id: 4,
    activity_id: 7,
    metier_id: 120,
    address: lyon,
    created_at: '2024-07-30T09:45:00.000Z',
    start_date: null,
    tags: [['Service', 'Ressources humaines']],
    questions: [['Quelles sont vos prétentions salariales ?', 'text']],
    faqs: [['Y a-t-il des déplacements ?', 'Oui, environ deux jours par mois dans nos agences.']],
    benefits: ['Prime annuelle', 'Comité d’entreprise'],
  }),
  buildVacancy({
    id: 'NnGQ2Z8oCze6f7ac',
    vacancy_id: 58235,
    company: demo,
    reference: 'DES-2024-05',
    title: 'Product Designer (UX/UI)',
    language: 'en_GB',
    description:
      '<p>Our product team is fully remote across Europe. We are looking for a designer who loves <em>talking to users</em>.</p>',
    mission: '<ul><li>Run discovery interviews</li><li>Prototype in Figma and test with clinics</li><li>Grow our design system</li></ul>',
    profile: 'A portfolio showing end-to-end product work; 3+ years in SaaS.',
    salary: '60000-68000',
    currency: 'EUR',
    mensuality: 'y',
    remote: 'fulltime',
    status: 1,
    experience: 3,
    contract_type_id: 1,
    education_level_id: 5,
    activity_id: 12,
    metier_id: 410,
    address: london,
    created_at: '2024-09-15T16:20:45.000Z',
    start_date: '2024-12-02',
    tags: [
      ['Tools', 'Figma,Maze,Notion'],
      ['Team', 'Product'],
    ],
    questions: [['Link to your portfolio', 'text']],
    faqs: [['Which time zones?', 'Anywhere between UTC-1 and UTC+3.']],
    benefits: ['Home-office budget', 'Yearly team retreat'],
  }),
  buildVacancy({
    id: 'jGYxZC6MytqvGHEY',
    vacancy_id: 58236,
    company: demo,
    reference: 'SANTE-BX-21',
    title: 'Infirmier / Infirmière de nuit',
    language: 'fr_FR',
    description: '<p>Clinique de 120 lits, service de <strong>médecine polyvalente</strong>. Équipe de nuit stable et soudée.</p>',
    mission:
      '<ul><li>Assurer les soins et la surveillance des patients</li><li>Tracer les soins dans le dossier patient</li><li>Encadrer les aides-soignants de nuit</li></ul>',
    profile: 'Diplôme d’État d’infirmier exigé ; débutant(e)s accepté(e)s.',
    salary: '18.50',
    currency: 'EUR',
    mensuality: 'h',
    remote: 'notime',
    status: 1,
    experience: 0,
    contract_type_id: 2,
    education_level_id: 3,
    activity_id: 3,
    metier_id: 210,
    address: bordeaux,
    created_at: '2024-09-01T07:30:00.000Z',
    start_date: '2024-10-07',
    end_date: '2025-03-31',
    partial: true,
    handicap: true,
    tags: [
      ['Service', 'Médecine polyvalente'],
      ['Horaires', 'Nuit,Week-end'],
    ],
    questions: [['Êtes-vous titulaire du DE infirmier ?', 'yesno']],
    faqs: [['Quel planning ?', '3 nuits de 10 h par semaine, un week-end sur deux.']],
    benefits: ['Prime de nuit', 'Parking gratuit'],
  }),
  buildVacancy({
    id: 'Di7oYbjeVwT8ugii',
    vacancy_id: 58237,
    company: demo,
    reference: 'CS-DUB-02',
    title: 'Customer Success Manager',
    language: 'en_IE',
    description: '<p>Help our 300 enterprise customers get value from the platform, from onboarding to renewal.</p>',
    mission:
      '<ul><li>Own a portfolio of 40 accounts</li><li>Run quarterly business reviews</li><li>Feed customer insight to product</li></ul>',
    profile: '2+ years in customer success or account management for B2B software; French is a plus.',
    salary: '48000',
    currency: 'EUR',
    mensuality: 'y',
    remote: 'parttime',
    status: 1,
    experience: 2,
    contract_type_id: 1,
    education_level_id: 4,
    activity_id: 12,
    metier_id: 150,
    address: dublin,
    created_at: '2024-08-28T11:11:11.000Z',
    start_date: '2024-11-01',
    tags: [['Languages', 'English,French']],
    questions: [['Which CRM tools have you used?', 'text']],
    faqs: [['Is there a bonus?', 'Yes, up to 10% tied to renewals.']],
    benefits: ['Bike-to-work scheme', 'Pension contribution 5%'],
  }),
  buildVacancy({
    id: 'PRsfLymmyyayY8z4',
    vacancy_id: 58238,
    company: demo,
    reference: 'VENTE-NTE-09',
    title: 'Commercial(e) terrain B2B',
    language: 'fr_FR',
    description: '<p>Vous développez le portefeuille <strong>PME</strong> de l’agence de Nantes (Loire-Atlantique et Vendée).</p>',
    mission:
      '<ul><li>Prospecter et signer de nouveaux clients</li><li>Suivre 80 comptes existants</li><li>Remonter les besoins terrain</li></ul>',
    profile: 'Expérience réussie de la vente terrain, permis B indispensable.',
    salary: '38000 + variable',
    currency: 'EUR',
    mensuality: 'y',
    remote: 'notime',
    status: 1,
    experience: 2,
    contract_type_id: 1,
    education_level_id: 3,
    activity_id: 9,
    metier_id: 160,
    address: nantes,
    created_at: '2024-09-05T13:00:00.000Z',
    start_date: null,
    driver_license: true,
    tags: [['Secteur', 'PME,Industrie']],
    questions: [
      ['Avez-vous le permis B ?', 'yesno'],
      ['Quel chiffre d’affaires avez-vous signé l’an dernier ?', 'number'],
    ],
    faqs: [['Un véhicule est-il fourni ?', 'Oui, un véhicule de fonction hybride.']],
    benefits: ['Véhicule de fonction', 'Téléphone et ordinateur portables'],
  }),
  buildVacancy({
    id: 'auD8GfcwYnCoBX4L',
    vacancy_id: 58239,
    company: demo,
    reference: 'OPS-BER-04',
    title: 'DevOps Engineer (Kubernetes)',
    language: 'en_GB',
    description:
      '<p>This position has been filled. Thank you to everyone who applied.</p><p>Platform team in Berlin, running 60 services on <strong>Kubernetes</strong>.</p>',
    mission: '<ul><li>Operate our GKE clusters</li><li>Automate with Terraform</li><li>Improve observability</li></ul>',
    profile: 'Kubernetes in production, Terraform, on-call experience.',
    salary: '75000-85000',
    currency: 'EUR',
    mensuality: 'y',
    remote: 'fulltime',
    status: 0,
    experience: 4,
    contract_type_id: 1,
    education_level_id: 5,
    activity_id: 12,
    metier_id: 306,
    address: berlin,
    created_at: '2024-05-06T09:00:00.000Z',
    start_date: '2024-07-01',
    tags: [['Stack', 'Kubernetes,Terraform,GCP']],
    questions: [],
    faqs: [['Do you sponsor visas?', 'Yes, through the EU Blue Card.']],
    benefits: ['Relocation package', 'Urban Sports Club membership'],
  }),
  buildVacancy({
    id: '9vjTbt2cJzDAKoQ7',
    vacancy_id: 58240,
    company: demo,
    reference: 'MKT-STAGE-01',
    title: 'Stage – Assistant(e) marketing digital',
    language: 'fr_FR',
    description: '<p>Stage de 6 mois au sein de l’équipe marketing (brouillon, non publié).</p>',
    mission: '<ul><li>Gérer le calendrier éditorial</li><li>Analyser les campagnes e-mailing</li></ul>',
    profile: 'École de commerce ou master marketing, curiosité et rigueur.',
    salary: '1200',
    currency: 'EUR',
    mensuality: 'm',
    remote: 'parttime',
    status: 2,
    experience: 0,
    contract_type_id: 5,
    education_level_id: 4,
    activity_id: 8,
    metier_id: 170,
    address: paris,
    created_at: '2024-09-18T15:40:00.000Z',
    start_date: '2025-01-06',
    end_date: '2025-07-04',
    apply_url: 'https://careers.example.com/demo-recrutement/stage-marketing-digital',
    tags: [['Durée', '6 mois']],
    questions: [['Dates de stage souhaitées', 'text']],
    faqs: [['Le stage est-il gratifié ?', 'Oui, 1 200 € par mois et tickets restaurant.']],
    benefits: ['Tickets restaurant', 'Remboursement transport 50 %'],
  }),
  buildVacancy({
    id: 'q2ai8jvmd2dKzZjh',
    vacancy_id: 61010,
    company: basic,
    reference: 'WH-BHM-01',
    title: 'Warehouse Operative (nights)',
    language: 'en_GB',
    description: '<p>Picking and packing for our e-commerce clients in a modern, heated warehouse.</p>',
    mission: '<ul><li>Pick and pack orders accurately</li><li>Load vans for morning dispatch</li></ul>',
    profile: 'Reliable, safety-minded; forklift licence a plus.',
    salary: '12.60',
    currency: 'GBP',
    mensuality: 'h',
    remote: 'notime',
    status: 1,
    experience: 0,
    contract_type_id: 3,
    education_level_id: 1,
    activity_id: 15,
    metier_id: 510,
    address: birmingham,
    created_at: '2024-09-12T06:00:00.000Z',
    start_date: '2024-10-01',
    tags: [['Shift', 'Nights']],
    questions: [['Do you hold a forklift licence?', 'yesno']],
    faqs: [['Is there parking?', 'Yes, free on-site parking.']],
    benefits: ['Weekly pay', 'Free hot drinks'],
  }),
  buildVacancy({
    id: 'dQ4M8WVNgDvkqL4b',
    vacancy_id: 61011,
    company: basic,
    reference: 'FIN-LDS-02',
    title: 'Management Accountant',
    language: 'en_GB',
    description: '<p>Join a finance team of five supporting a fast-growing logistics business.</p>',
    mission: '<ul><li>Month-end close</li><li>Budgeting and forecasting</li><li>Board pack preparation</li></ul>',
    profile: 'CIMA or ACCA qualified (or finalist), strong Excel.',
    salary: '42000',
    currency: 'GBP',
    mensuality: 'y',
    remote: 'partime',
    status: 1,
    experience: 3,
    contract_type_id: 1,
    education_level_id: 5,
    activity_id: 6,
    metier_id: 140,
    address: leeds,
    created_at: '2024-08-22T12:30:00.000Z',
    start_date: null,
    tags: [['Qualification', 'CIMA,ACCA']],
    questions: [['Are you fully qualified?', 'yesno']],
    faqs: [['Hybrid working?', 'Two days a week from home.']],
    benefits: ['Study support', '28 days holiday'],
  }),
  buildVacancy({
    id: 'Bi7mPfbGvrhHKGtJ',
    vacancy_id: 61012,
    company: basic,
    reference: 'REST-MRS-05',
    title: 'Serveur / Serveuse (saison)',
    language: 'fr_FR',
    description: '<p>Restaurant de 80 couverts sur le Vieux-Port, cuisine méditerranéenne.</p>',
    mission: '<ul><li>Accueillir et servir la clientèle</li><li>Mettre en place la salle et la terrasse</li></ul>',
    profile: 'Une première expérience en salle, anglais apprécié.',
    salary: '1850',
    currency: 'EUR',
    mensuality: 'm',
    remote: false,
    status: 1,
    experience: 1,
    contract_type_id: 2,
    education_level_id: 1,
    activity_id: 14,
    metier_id: 520,
    address: marseille,
    created_at: '2024-04-02T10:00:00.000Z',
    start_date: '2025-04-01',
    end_date: '2025-09-30',
    partial: true,
    tags: [['Saison', 'Été 2025']],
    questions: [['Êtes-vous disponible tout l’été ?', 'yesno']],
    faqs: [['Logement possible ?', 'Non, mais nous aidons à en trouver un.']],
    benefits: ['Repas fournis', 'Pourboires partagés'],
  }),
];
