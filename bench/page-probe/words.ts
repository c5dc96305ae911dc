// The words a personal or academic web page prints around the person's data, in each probe language,
// written for this probe (not taken from the extractor's data): menu items, section headings, the
// sentences of an "About" page. Dates, labels and country names are the DOCX probe's (../docx-probe/words.ts).
import type { ProbeLanguage } from '../theme-probe/persons.ts';

export interface PageWords {
  home: string;
  about: string;
  blog: string;
  publications: string;
  projects: string;
  biography: string;
  interests: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  contact: string;
  cv: string;
  and: string;
  /** "Hi, I'm Jane Doe, a data analyst based in Leeds." */
  intro: (name: string, label: string, town: string) => string;
  /** "I am currently Analyst at Acme." */
  now: (title: string, company: string) => string;
  /** "Before that, I was Analyst at Acme (2019 – 2021)." */
  before: (title: string, company: string, period: string) => string;
  /** "I studied MSc Physics at the University of Arden." */
  studied: (degree: string, school: string) => string;
  speak: (languages: string) => string;
  reach: string;
  logo: (organisation: string) => string;
  rights: string;
}

export const PAGE_WORDS: Record<ProbeLanguage, PageWords> = {
  en: {
    home: 'Home',
    about: 'About',
    blog: 'Blog',
    publications: 'Publications',
    projects: 'Projects',
    biography: 'Biography',
    interests: 'Interests',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    contact: 'Contact',
    cv: 'CV',
    and: 'and',
    intro: (name, label, town) => `Hi, I'm ${name}, ${label}${town ? ` based in ${town}` : ''}.`,
    now: (title, company) => `I am currently ${title} at ${company}.`,
    before: (title, company, period) => `Before that, I was ${title} at ${company} (${period}).`,
    studied: (degree, school) => `I studied ${degree} at ${school}.`,
    speak: (languages) => `I speak ${languages}.`,
    reach: 'You can reach me at',
    logo: (o) => `${o} logo`,
    rights: 'All rights reserved.',
  },
  fr: {
    home: 'Accueil',
    about: 'À propos',
    blog: 'Blog',
    publications: 'Publications',
    projects: 'Projets',
    biography: 'Biographie',
    interests: 'Centres d’intérêt',
    experience: 'Expérience',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    contact: 'Contact',
    cv: 'CV',
    and: 'et',
    intro: (name, label, town) => `Bonjour, je suis ${name}, ${label}${town ? ` à ${town}` : ''}.`,
    now: (title, company) => `Je suis actuellement ${title} chez ${company}.`,
    before: (title, company, period) => `Auparavant, j’ai été ${title} chez ${company} (${period}).`,
    studied: (degree, school) => `J’ai obtenu mon ${degree} à ${school}.`,
    speak: (languages) => `Je parle ${languages}.`,
    reach: 'Vous pouvez m’écrire à',
    logo: (o) => `Logo ${o}`,
    rights: 'Tous droits réservés.',
  },
  de: {
    home: 'Start',
    about: 'Über mich',
    blog: 'Blog',
    publications: 'Publikationen',
    projects: 'Projekte',
    biography: 'Biografie',
    interests: 'Interessen',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    contact: 'Kontakt',
    cv: 'Lebenslauf',
    and: 'und',
    intro: (name, label, town) => `Hallo, ich bin ${name}, ${label}${town ? ` in ${town}` : ''}.`,
    now: (title, company) => `Derzeit arbeite ich als ${title} bei ${company}.`,
    before: (title, company, period) => `Davor war ich ${title} bei ${company} (${period}).`,
    studied: (degree, school) => `Studiert habe ich ${degree} an der ${school}.`,
    speak: (languages) => `Ich spreche ${languages}.`,
    reach: 'Sie erreichen mich unter',
    logo: (o) => `Logo von ${o}`,
    rights: 'Alle Rechte vorbehalten.',
  },
  es: {
    home: 'Inicio',
    about: 'Sobre mí',
    blog: 'Blog',
    publications: 'Publicaciones',
    projects: 'Proyectos',
    biography: 'Biografía',
    interests: 'Intereses',
    experience: 'Experiencia',
    education: 'Formación',
    skills: 'Habilidades',
    languages: 'Idiomas',
    contact: 'Contacto',
    cv: 'Currículum',
    and: 'y',
    intro: (name, label, town) => `Hola, soy ${name}, ${label}${town ? ` en ${town}` : ''}.`,
    now: (title, company) => `Actualmente trabajo como ${title} en ${company}.`,
    before: (title, company, period) => `Antes fui ${title} en ${company} (${period}).`,
    studied: (degree, school) => `Estudié ${degree} en ${school}.`,
    speak: (languages) => `Hablo ${languages}.`,
    reach: 'Puedes escribirme a',
    logo: (o) => `Logotipo de ${o}`,
    rights: 'Todos los derechos reservados.',
  },
  it: {
    home: 'Home',
    about: 'Chi sono',
    blog: 'Blog',
    publications: 'Pubblicazioni',
    projects: 'Progetti',
    biography: 'Biografia',
    interests: 'Interessi',
    experience: 'Esperienza',
    education: 'Istruzione',
    skills: 'Competenze',
    languages: 'Lingue',
    contact: 'Contatti',
    cv: 'Curriculum',
    and: 'e',
    intro: (name, label, town) => `Ciao, sono ${name}, ${label}${town ? ` a ${town}` : ''}.`,
    now: (title, company) => `Attualmente lavoro come ${title} presso ${company}.`,
    before: (title, company, period) => `In precedenza sono stato ${title} presso ${company} (${period}).`,
    studied: (degree, school) => `Ho conseguito ${degree} presso ${school}.`,
    speak: (languages) => `Parlo ${languages}.`,
    reach: 'Potete scrivermi a',
    logo: (o) => `Logo di ${o}`,
    rights: 'Tutti i diritti riservati.',
  },
  nl: {
    home: 'Home',
    about: 'Over mij',
    blog: 'Blog',
    publications: 'Publicaties',
    projects: 'Projecten',
    biography: 'Biografie',
    interests: 'Interesses',
    experience: 'Werkervaring',
    education: 'Opleiding',
    skills: 'Vaardigheden',
    languages: 'Talen',
    contact: 'Contact',
    cv: 'Cv',
    and: 'en',
    intro: (name, label, town) => `Hoi, ik ben ${name}, ${label}${town ? ` in ${town}` : ''}.`,
    now: (title, company) => `Op dit moment werk ik als ${title} bij ${company}.`,
    before: (title, company, period) => `Daarvoor was ik ${title} bij ${company} (${period}).`,
    studied: (degree, school) => `Ik studeerde ${degree} aan ${school}.`,
    speak: (languages) => `Ik spreek ${languages}.`,
    reach: 'Je kunt me mailen op',
    logo: (o) => `Logo van ${o}`,
    rights: 'Alle rechten voorbehouden.',
  },
  pt: {
    home: 'Início',
    about: 'Sobre mim',
    blog: 'Blog',
    publications: 'Publicações',
    projects: 'Projetos',
    biography: 'Biografia',
    interests: 'Interesses',
    experience: 'Experiência',
    education: 'Formação',
    skills: 'Competências',
    languages: 'Idiomas',
    contact: 'Contacto',
    cv: 'Currículo',
    and: 'e',
    intro: (name, label, town) => `Olá, sou ${name}, ${label}${town ? ` em ${town}` : ''}.`,
    now: (title, company) => `Atualmente trabalho como ${title} na ${company}.`,
    before: (title, company, period) => `Antes fui ${title} na ${company} (${period}).`,
    studied: (degree, school) => `Estudei ${degree} na ${school}.`,
    speak: (languages) => `Falo ${languages}.`,
    reach: 'Pode escrever-me para',
    logo: (o) => `Logótipo da ${o}`,
    rights: 'Todos os direitos reservados.',
  },
};
