import type { HeadingWords } from './types.ts';

export const fr: HeadingWords = {
  headings: {
    experience: [
      'expérience', 'expériences', 'expérience professionnelle', 'expériences professionnelles', 'parcours professionnel',
      'parcours', 'emplois', 'emplois occupés', 'postes occupés', 'carrière', 'historique professionnel',
      'activités professionnelles', 'expériences pro', 'expérience pro', 'parcours pro', 'stages', 'stages et emplois',
      'expérience en entreprise', 'expériences en entreprise', 'missions', 'missions réalisées', 'vie professionnelle',
      'expériences significatives', 'principales expériences', 'expérience de travail',
    ],
    education: [
      'formation', 'formations', 'diplômes', 'diplôme', 'études', 'cursus', 'parcours académique', 'parcours scolaire',
      'parcours universitaire', 'cursus universitaire', 'cursus scolaire', 'formation académique', 'formation initiale',
      'diplômes formations', 'formations diplômes', 'formation diplômes', 'études diplômes', 'scolarité', 'éducation',
      'formation universitaire', 'enseignement supérieur', 'titres diplômes', 'parcours de formation',
    ],
    skills: [
      'compétences', 'compétence', 'compétences techniques', 'compétences informatiques', 'compétences clés',
      'compétences professionnelles', 'compétences transversales', 'compétences numériques', 'savoir faire', 'savoir être',
      'savoirs', 'outils', 'outils maîtrisés', 'informatique', 'connaissances', 'connaissances techniques',
      'connaissances informatiques', 'aptitudes', 'domaines de compétence', 'domaines de compétences', 'expertises',
      'technologies', 'logiciels', 'environnement technique', 'environnements techniques', 'qualités', 'atouts',
      'compétences outils', 'savoir faire compétences', 'points forts', 'maîtrise', 'stack technique',
    ],
    languages: [
      'langues', 'langue', 'langues parlées', 'langues étrangères', 'langues vivantes', 'compétences linguistiques',
      'niveau de langue', 'niveaux de langue', 'linguistique',
    ],
    summary: [
      'profil', 'à propos', 'à propos de moi', 'présentation', 'profil professionnel', 'objectif',
      'objectif professionnel', 'accroche', 'qui suis je', 'synthèse', 'en bref', 'projet professionnel', 'introduction',
    ],
    contact: [
      'coordonnées', 'informations personnelles', 'infos personnelles', 'état civil', 'me contacter', 'contactez moi',
      'données personnelles', 'renseignements personnels', 'informations', 'infos',
    ],
    interests: [
      'centres d intérêt', 'centres d intérêts', 'centre d intérêt', 'centre d intérêts', 'intérêts', 'loisirs', 'passions',
      'hobbies',
    ],
    other: [
      'activités', 'activités extra professionnelles', 'activités extrascolaires', 'activités associatives',
      'vie associative', 'associatif', 'engagements', 'engagement', 'bénévolat', 'projets', 'projet', 'projets personnels',
      'projets académiques', 'projets réalisés', 'réalisations', 'certifications', 'certificats', 'publications',
      'références', 'distinctions', 'prix', 'récompenses', 'prix distinctions', 'divers', 'autres', 'informations complémentaires',
      'permis', 'permis de conduire', 'conférences', 'enseignement', 'formations complémentaires', 'stages courts',
    ],
  },
  fillers: ['et', 'mes', 'mon', 'ma', 'de', 'les', 'le', 'la'],
};
