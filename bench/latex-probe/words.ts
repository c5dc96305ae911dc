// The words a LaTeX CV prints around the person's data, in each probe language: section headings,
// "present", month names, country names, and babel's name for the language.
import { COUNTRY_NAMES, MONTH_NAMES } from '../theme-probe/locale-names.ts';
import type { ProbeLanguage } from '../theme-probe/persons.ts';

export interface Words {
  babel: string;
  profile: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  contact: string;
  present: string;
  /** The word between a job's title and its employer ("Engineer at Acme"). */
  at: string;
  publications: string;
  /** The heading of an academic CV's block naming the post the person holds now. */
  current: string;
  months: string[];
  countries: Record<string, string>;
}

export const WORDS: Record<ProbeLanguage, Words> = {
  en: {
    babel: 'british',
    profile: 'Profile',
    experience: 'Professional Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    contact: 'Contact',
    present: 'present',
    at: 'at',
    publications: 'Publications',
    current: 'Current position',
    months: MONTH_NAMES.en,
    countries: COUNTRY_NAMES.en,
  },
  fr: {
    babel: 'french',
    profile: 'Profil',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    contact: 'Coordonnées',
    present: "aujourd'hui",
    at: 'chez',
    publications: 'Publications',
    current: 'Poste actuel',
    months: MONTH_NAMES.fr,
    countries: COUNTRY_NAMES.fr,
  },
  de: {
    babel: 'ngerman',
    profile: 'Profil',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    contact: 'Kontakt',
    present: 'heute',
    at: 'bei',
    publications: 'Publikationen',
    current: 'Aktuelle Position',
    months: MONTH_NAMES.de,
    countries: COUNTRY_NAMES.de,
  },
  es: {
    babel: 'spanish',
    profile: 'Perfil',
    experience: 'Experiencia profesional',
    education: 'Formación académica',
    skills: 'Competencias',
    languages: 'Idiomas',
    contact: 'Contacto',
    present: 'actualidad',
    at: 'en',
    publications: 'Publicaciones',
    current: 'Puesto actual',
    months: MONTH_NAMES.es,
    countries: COUNTRY_NAMES.es,
  },
  it: {
    babel: 'italian',
    profile: 'Profilo',
    experience: 'Esperienza professionale',
    education: 'Istruzione e formazione',
    skills: 'Competenze',
    languages: 'Lingue',
    contact: 'Contatti',
    present: 'oggi',
    at: 'presso',
    publications: 'Pubblicazioni',
    current: 'Posizione attuale',
    months: MONTH_NAMES.it,
    countries: COUNTRY_NAMES.it,
  },
  nl: {
    babel: 'dutch',
    profile: 'Profiel',
    experience: 'Werkervaring',
    education: 'Opleiding',
    skills: 'Vaardigheden',
    languages: 'Talen',
    contact: 'Contact',
    present: 'heden',
    at: 'bij',
    publications: 'Publicaties',
    current: 'Huidige functie',
    months: MONTH_NAMES.nl,
    countries: COUNTRY_NAMES.nl,
  },
  pt: {
    babel: 'portuguese',
    profile: 'Perfil',
    experience: 'Experiência profissional',
    education: 'Formação académica',
    skills: 'Competências',
    languages: 'Idiomas',
    contact: 'Contacto',
    present: 'presente',
    at: 'em',
    publications: 'Publicações',
    current: 'Cargo atual',
    months: MONTH_NAMES.pt,
    countries: COUNTRY_NAMES.pt,
  },
};
