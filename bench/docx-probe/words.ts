// The words a Word CV prints around the person's data, in each probe language, written for this probe
// (not taken from the extractor's data, so the probe stays independent of the rules): section
// headings in two usual wordings, "present", month names, countries and the labels of tabular CVs.
import { COUNTRY_NAMES, MONTH_NAMES } from '../theme-probe/locale-names.ts';
import type { ProbeLanguage } from '../theme-probe/persons.ts';

export interface Headings {
  profile: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  contact: string;
  personal: string;
}

export interface Labels {
  address: string;
  phone: string;
  email: string;
  dates: string;
  position: string;
  employer: string;
  qualification: string;
  school: string;
  motherTongue: string;
  otherLanguages: string;
  digitalSkills: string;
}

export interface Words {
  /** The headings most CVs in the language use, then a second wording seen as often. */
  headings: [Headings, Headings];
  labels: Labels;
  present: string;
  months: string[];
  /** Month names as the language abbreviates them ("janv.", "März", "mrt."). */
  shortMonths: string[];
  countries: Record<string, string>;
}

export const WORDS: Record<ProbeLanguage, Words> = {
  en: {
    headings: [
      {
        profile: 'Profile',
        experience: 'Work Experience',
        education: 'Education',
        skills: 'Skills',
        languages: 'Languages',
        contact: 'Contact',
        personal: 'Personal details',
      },
      {
        profile: 'Summary',
        experience: 'Employment History',
        education: 'Education and Training',
        skills: 'Technical Skills',
        languages: 'Languages',
        contact: 'Contact details',
        personal: 'Personal information',
      },
    ],
    labels: {
      address: 'Address',
      phone: 'Phone',
      email: 'Email',
      dates: 'Dates',
      position: 'Position held',
      employer: 'Employer',
      qualification: 'Qualification',
      school: 'Organisation',
      motherTongue: 'Mother tongue',
      otherLanguages: 'Other languages',
      digitalSkills: 'Digital skills',
    },
    present: 'Present',
    months: MONTH_NAMES.en,
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    countries: COUNTRY_NAMES.en,
  },
  fr: {
    headings: [
      {
        profile: 'Profil',
        experience: 'Expériences professionnelles',
        education: 'Formation',
        skills: 'Compétences',
        languages: 'Langues',
        contact: 'Contact',
        personal: 'État civil',
      },
      {
        profile: 'À propos',
        experience: 'Parcours professionnel',
        education: 'Diplômes et formations',
        skills: 'Compétences techniques',
        languages: 'Langues',
        contact: 'Coordonnées',
        personal: 'Informations personnelles',
      },
    ],
    labels: {
      address: 'Adresse',
      phone: 'Téléphone',
      email: 'E-mail',
      dates: 'Dates',
      position: 'Poste occupé',
      employer: 'Employeur',
      qualification: 'Diplôme obtenu',
      school: 'Établissement',
      motherTongue: 'Langue maternelle',
      otherLanguages: 'Autres langues',
      digitalSkills: 'Compétences numériques',
    },
    present: 'aujourd’hui',
    months: MONTH_NAMES.fr,
    shortMonths: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    countries: COUNTRY_NAMES.fr,
  },
  de: {
    headings: [
      {
        profile: 'Profil',
        experience: 'Berufserfahrung',
        education: 'Ausbildung',
        skills: 'Kenntnisse',
        languages: 'Sprachen',
        contact: 'Kontakt',
        personal: 'Persönliche Daten',
      },
      {
        profile: 'Über mich',
        experience: 'Beruflicher Werdegang',
        education: 'Bildungsweg',
        skills: 'EDV-Kenntnisse',
        languages: 'Sprachkenntnisse',
        contact: 'Kontaktdaten',
        personal: 'Angaben zur Person',
      },
    ],
    labels: {
      address: 'Anschrift',
      phone: 'Telefon',
      email: 'E-Mail',
      dates: 'Zeitraum',
      position: 'Position',
      employer: 'Arbeitgeber',
      qualification: 'Abschluss',
      school: 'Hochschule',
      motherTongue: 'Muttersprache',
      otherLanguages: 'Weitere Sprachen',
      digitalSkills: 'Digitale Kompetenzen',
    },
    present: 'heute',
    months: MONTH_NAMES.de,
    shortMonths: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
    countries: COUNTRY_NAMES.de,
  },
  es: {
    headings: [
      {
        profile: 'Perfil',
        experience: 'Experiencia laboral',
        education: 'Formación',
        skills: 'Habilidades',
        languages: 'Idiomas',
        contact: 'Contacto',
        personal: 'Datos personales',
      },
      {
        profile: 'Sobre mí',
        experience: 'Experiencia profesional',
        education: 'Formación académica',
        skills: 'Conocimientos informáticos',
        languages: 'Idiomas',
        contact: 'Datos de contacto',
        personal: 'Información personal',
      },
    ],
    labels: {
      address: 'Dirección',
      phone: 'Teléfono',
      email: 'Correo',
      dates: 'Fechas',
      position: 'Cargo',
      employer: 'Empresa',
      qualification: 'Titulación',
      school: 'Centro de estudios',
      motherTongue: 'Lengua materna',
      otherLanguages: 'Otros idiomas',
      digitalSkills: 'Competencias digitales',
    },
    present: 'actualidad',
    months: MONTH_NAMES.es,
    shortMonths: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
    countries: COUNTRY_NAMES.es,
  },
  it: {
    headings: [
      {
        profile: 'Profilo',
        experience: 'Esperienze lavorative',
        education: 'Formazione',
        skills: 'Competenze',
        languages: 'Lingue',
        contact: 'Contatti',
        personal: 'Dati personali',
      },
      {
        profile: 'Chi sono',
        experience: 'Esperienza professionale',
        education: 'Istruzione',
        skills: 'Competenze informatiche',
        languages: 'Conoscenze linguistiche',
        contact: 'Recapiti',
        personal: 'Informazioni personali',
      },
    ],
    labels: {
      address: 'Indirizzo',
      phone: 'Telefono',
      email: 'E-mail',
      dates: 'Date',
      position: 'Ruolo',
      employer: 'Datore di lavoro',
      qualification: 'Titolo conseguito',
      school: 'Istituto',
      motherTongue: 'Lingua madre',
      otherLanguages: 'Altre lingue',
      digitalSkills: 'Competenze digitali',
    },
    present: 'in corso',
    months: MONTH_NAMES.it,
    shortMonths: ['gen.', 'feb.', 'mar.', 'apr.', 'mag.', 'giu.', 'lug.', 'ago.', 'set.', 'ott.', 'nov.', 'dic.'],
    countries: COUNTRY_NAMES.it,
  },
  nl: {
    headings: [
      {
        profile: 'Profiel',
        experience: 'Werkervaring',
        education: 'Opleiding',
        skills: 'Vaardigheden',
        languages: 'Talen',
        contact: 'Contact',
        personal: 'Persoonlijke gegevens',
      },
      {
        profile: 'Over mij',
        experience: 'Loopbaan',
        education: 'Opleidingen',
        skills: 'Kennis en vaardigheden',
        languages: 'Talenkennis',
        contact: 'Contactgegevens',
        personal: 'Personalia',
      },
    ],
    labels: {
      address: 'Adres',
      phone: 'Telefoon',
      email: 'E-mail',
      dates: 'Periode',
      position: 'Functie',
      employer: 'Werkgever',
      qualification: 'Diploma',
      school: 'Instelling',
      motherTongue: 'Moedertaal',
      otherLanguages: 'Andere talen',
      digitalSkills: 'Digitale vaardigheden',
    },
    present: 'heden',
    months: MONTH_NAMES.nl,
    shortMonths: ['jan.', 'feb.', 'mrt.', 'apr.', 'mei', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
    countries: COUNTRY_NAMES.nl,
  },
  pt: {
    headings: [
      {
        profile: 'Perfil',
        experience: 'Experiência profissional',
        education: 'Formação',
        skills: 'Competências',
        languages: 'Línguas',
        contact: 'Contacto',
        personal: 'Dados pessoais',
      },
      {
        profile: 'Sobre mim',
        experience: 'Percurso profissional',
        education: 'Formação académica',
        skills: 'Competências técnicas',
        languages: 'Idiomas',
        contact: 'Contactos',
        personal: 'Informação pessoal',
      },
    ],
    labels: {
      address: 'Morada',
      phone: 'Telefone',
      email: 'E-mail',
      dates: 'Datas',
      position: 'Função',
      employer: 'Empregador',
      qualification: 'Qualificação',
      school: 'Instituição',
      motherTongue: 'Língua materna',
      otherLanguages: 'Outras línguas',
      digitalSkills: 'Competências digitais',
    },
    present: 'atual',
    months: MONTH_NAMES.pt,
    shortMonths: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
    countries: COUNTRY_NAMES.pt,
  },
};

/** The words a CV typed by hand in Word prints beyond the headings above (the typed round, `typed/`). */
export interface TypedWords {
  /** More wordings of the experience and education headings, as people type them. */
  experienceHeadings: string[];
  educationHeadings: string[];
  /** A heading over skills and languages together, written as "label: value" rows. */
  knowledge: string;
  hobbies: string;
  /** Short contact labels, as typed before each contact line ("Tel.:", "Mail:"). */
  short: { phone: string; email: string; web: string };
  /** Personal details: the labels, then a value each (date of birth, nationality, licence, status). */
  details: [label: string, value: string][];
  /** The label typed before a job's duties ("Aufgaben:"). */
  duties: string;
  /** An entry's own word for work without an employer. */
  freelance: string;
  /** What a long job title goes on with, so that it wraps to a second line. */
  longTitleTail: string;
  /** The grade's label on a line of its own. */
  grade: string;
  hobbiesLine: string;
  referencesLine: string;
  /** A page footer: "Seite {p} von {n}". */
  pageOf: [before: string, between: string];
  /** Levels for a skills table. */
  levels: string[];
}

export const TYPED_WORDS: Record<ProbeLanguage, TypedWords> = {
  en: {
    experienceHeadings: ['Professional Experience', 'Career History', 'Experience'],
    educationHeadings: ['Qualifications', 'Academic Background'],
    knowledge: 'Skills and Languages',
    hobbies: 'Interests',
    short: { phone: 'Tel.:', email: 'E-mail:', web: 'Web:' },
    details: [
      ['Date of birth', '14 March 1991'],
      ['Nationality', 'British'],
      ['Driving licence', 'Full, clean'],
    ],
    duties: 'Responsibilities:',
    freelance: 'Self-employed',
    longTitleTail: 'and Deputy Head of the Regional Quality and Process Improvement Team',
    grade: 'Result:',
    hobbiesLine: 'Cycling, hill walking, cooking for friends',
    referencesLine: 'References available on request.',
    pageOf: ['Page ', ' of '],
    levels: ['Expert', 'Advanced', 'Good'],
  },
  fr: {
    experienceHeadings: ['Expérience professionnelle', 'Expériences', 'Parcours'],
    educationHeadings: ['Études', 'Cursus'],
    knowledge: 'Compétences et langues',
    hobbies: "Centres d'intérêt",
    short: { phone: 'Tél. :', email: 'Mail :', web: 'Site :' },
    details: [
      ['Née le', '14/03/1991'],
      ['Nationalité', 'française'],
      ['Permis', 'B, véhiculée'],
      ['Situation', 'célibataire'],
    ],
    duties: 'Missions :',
    freelance: 'Indépendant',
    longTitleTail: "et responsable adjointe de l'amélioration continue des processus qualité",
    grade: 'Mention :',
    hobbiesLine: 'Randonnée, photographie, théâtre amateur',
    referencesLine: 'Références sur demande.',
    pageOf: ['Page ', ' sur '],
    levels: ['Expert', 'Avancé', 'Bon niveau'],
  },
  de: {
    experienceHeadings: ['Praktische Erfahrung', 'Werdegang', 'Berufspraxis'],
    educationHeadings: ['Schul- und Berufsausbildung', 'Studium'],
    knowledge: 'Kenntnisse und Fähigkeiten',
    hobbies: 'Hobbys',
    short: { phone: 'Tel.:', email: 'E-Mail:', web: 'Web:' },
    details: [
      ['Geburtsdatum', '14.03.1991 in Kassel'],
      ['Staatsangehörigkeit', 'deutsch'],
      ['Führerschein', 'Klasse B'],
      ['Familienstand', 'ledig'],
    ],
    duties: 'Aufgaben:',
    freelance: 'Selbstständig',
    longTitleTail: 'und stellvertretende Leitung der Abteilung Qualitätssicherung und Prozessmanagement',
    grade: 'Note:',
    hobbiesLine: 'Radfahren, Klettern, Kochen',
    referencesLine: 'Referenzen auf Anfrage.',
    pageOf: ['Seite ', ' von '],
    levels: ['sehr gut', 'gut', 'Grundkenntnisse'],
  },
  es: {
    experienceHeadings: ['Experiencia', 'Trayectoria profesional', 'Historial laboral'],
    educationHeadings: ['Estudios', 'Formación reglada'],
    knowledge: 'Conocimientos',
    hobbies: 'Aficiones',
    short: { phone: 'Tel.:', email: 'E-mail:', web: 'Web:' },
    details: [
      ['Fecha de nacimiento', '14/03/1991'],
      ['Nacionalidad', 'española'],
      ['Carné de conducir', 'B'],
      ['Estado civil', 'soltera'],
    ],
    duties: 'Tareas:',
    freelance: 'Autónomo',
    longTitleTail: 'y responsable adjunta del área de calidad y mejora continua de procesos',
    grade: 'Calificación:',
    hobbiesLine: 'Senderismo, fotografía, lectura',
    referencesLine: 'Referencias disponibles a petición.',
    pageOf: ['Página ', ' de '],
    levels: ['Experto', 'Avanzado', 'Medio'],
  },
  it: {
    experienceHeadings: ['Esperienze professionali', 'Esperienza lavorativa', 'Percorso professionale'],
    educationHeadings: ['Istruzione e formazione', 'Titoli di studio'],
    knowledge: 'Competenze',
    hobbies: 'Interessi',
    short: { phone: 'Tel.:', email: 'E-mail:', web: 'Sito:' },
    details: [
      ['Data di nascita', '14/03/1991'],
      ['Nazionalità', 'italiana'],
      ['Patente', 'B, automunita'],
      ['Stato civile', 'nubile'],
    ],
    duties: 'Mansioni:',
    freelance: 'Libero professionista',
    longTitleTail: 'e vice responsabile della qualità e del miglioramento continuo dei processi',
    grade: 'Voto:',
    hobbiesLine: 'Escursionismo, fotografia, cucina',
    referencesLine: 'Referenze disponibili su richiesta.',
    pageOf: ['Pagina ', ' di '],
    levels: ['Ottimo', 'Buono', 'Discreto'],
  },
  nl: {
    experienceHeadings: ['Relevante werkervaring', 'Ervaring', 'Arbeidsverleden'],
    educationHeadings: ['Opleiding en cursussen', 'Onderwijs'],
    knowledge: 'Vaardigheden en talen',
    hobbies: 'Hobby’s',
    short: { phone: 'Tel.:', email: 'E-mail:', web: 'Website:' },
    details: [
      ['Geboortedatum', '14-03-1991'],
      ['Nationaliteit', 'Nederlandse'],
      ['Rijbewijs', 'B'],
      ['Burgerlijke staat', 'ongehuwd'],
    ],
    duties: 'Taken:',
    freelance: 'Zzp’er',
    longTitleTail: 'en plaatsvervangend hoofd van de afdeling kwaliteit en procesverbetering',
    grade: 'Eindcijfer:',
    hobbiesLine: 'Fietsen, zeilen, koken',
    referencesLine: 'Referenties op aanvraag.',
    pageOf: ['Pagina ', ' van '],
    levels: ['Uitstekend', 'Goed', 'Redelijk'],
  },
  pt: {
    experienceHeadings: ['Experiência laboral', 'Experiência', 'Percurso'],
    educationHeadings: ['Habilitações literárias', 'Formação académica e profissional'],
    knowledge: 'Competências',
    hobbies: 'Interesses',
    short: { phone: 'Tel.:', email: 'E-mail:', web: 'Site:' },
    details: [
      ['Data de nascimento', '14/03/1991'],
      ['Nacionalidade', 'portuguesa'],
      ['Carta de condução', 'B'],
      ['Estado civil', 'solteira'],
    ],
    duties: 'Funções:',
    freelance: 'Trabalhador independente',
    longTitleTail: 'e responsável adjunta pela qualidade e melhoria contínua dos processos',
    grade: 'Classificação:',
    hobbiesLine: 'Caminhadas, fotografia, leitura',
    referencesLine: 'Referências disponíveis mediante pedido.',
    pageOf: ['Página ', ' de '],
    levels: ['Avançado', 'Bom', 'Básico'],
  },
};
