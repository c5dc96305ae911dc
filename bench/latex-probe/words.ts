// The words a LaTeX CV prints around the person's data, in each probe language: section headings,
// "present", month names, country names, and babel's name for the language.
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
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    countries: { GB: 'United Kingdom', IE: 'Ireland' },
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
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    countries: { FR: 'France', BE: 'Belgique' },
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
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    countries: { DE: 'Deutschland', AT: 'Österreich' },
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
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    countries: { ES: 'España' },
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
    months: [
      'gennaio',
      'febbraio',
      'marzo',
      'aprile',
      'maggio',
      'giugno',
      'luglio',
      'agosto',
      'settembre',
      'ottobre',
      'novembre',
      'dicembre',
    ],
    countries: { IT: 'Italia' },
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
    months: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
    countries: { NL: 'Nederland', BE: 'België' },
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
    months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
    countries: { PT: 'Portugal', BR: 'Brasil' },
  },
};
