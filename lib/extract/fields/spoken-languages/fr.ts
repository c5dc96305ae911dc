import type { SpokenLanguageWords } from './types.ts';

export const fr: SpokenLanguageWords = {
  names: [
    'Anglais', 'Français', 'Espagnol', 'Allemand', 'Italien', 'Portugais', 'Néerlandais', 'Flamand', 'Arabe', 'Chinois',
    'Mandarin', 'Cantonais', 'Japonais', 'Coréen', 'Russe', 'Hindi', 'Polonais', 'Suédois', 'Norvégien', 'Danois',
    'Finnois', 'Finlandais', 'Islandais', 'Grec', 'Turc', 'Hébreu', 'Ukrainien', 'Roumain', 'Tchèque', 'Slovaque', 'Slovène',
    'Croate', 'Serbe', 'Bosniaque', 'Bulgare', 'Macédonien', 'Albanais', 'Hongrois', 'Estonien', 'Letton', 'Lituanien',
    'Vietnamien', 'Thaï', 'Bengali', 'Ourdou', 'Pendjabi', 'Persan', 'Farsi', 'Tamoul', 'Catalan', 'Basque', 'Galicien',
    'Swahili', 'Indonésien', 'Malais', 'Tagalog', 'Irlandais', 'Gaélique', 'Gallois', 'Breton', 'Occitan', 'Corse',
    'Luxembourgeois', 'Maltais', 'Arménien', 'Géorgien', 'Azéri', 'Kazakh', 'Berbère', 'Kabyle', 'Amazigh', 'Tamazight',
    'Amharique', 'Somali', 'Yoruba', 'Wolof', 'Lingala', 'Malgache', 'Créole', 'Latin', 'Espéranto', 'Afrikaans',
    'Népalais', 'Cinghalais', 'Khmer', 'Lao', 'Birman', 'Mongol', 'Tibétain', 'Kurde', 'Pachto', 'Dari', 'Alsacien',
    'Langue des signes', 'Suisse allemand',
  ],
  levels: [
    'langue maternelle', 'maternelle', 'natif', 'native', 'bilingue', 'courant', 'couramment', 'courante', 'lu écrit parlé',
    'lu', 'écrit', 'parlé', 'professionnel', 'professionnelle', 'opérationnel', 'opérationnelle', 'intermédiaire', 'avancé', 'experte',
    'avancée', 'débutant', 'débutante', 'notions', 'notions de base', 'bases', 'scolaire', 'niveau scolaire', 'niveau',
    'bon niveau', 'très bon niveau', 'niveau correct', 'bonne maîtrise', 'maîtrise', 'compréhension', 'expression',
    'écouter', 'lire', 'parler', 'écrire', 'prendre part à une conversation', 'expression orale', 'expression écrite',
    'compréhension orale', 'compréhension écrite', 'oral', 'technique', 'utilisateur', 'utilisateur expérimenté',
    'utilisateur indépendant', 'utilisateur élémentaire', 'élémentaire', 'cecrl',
    'autres langues', 'langues étrangères', 'langues maternelles', 'langue s maternelle s',
  ],
  fillers: ['et', 'ou', 'en', 'de', 'du', 'avec'],
};
