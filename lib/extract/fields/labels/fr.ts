import type { HeaderWords } from './types.ts';

export const fr: HeaderWords = {
  labels: {
    name: ['nom', 'nom complet', 'nom et prénom', 'nom prénom', 'prénom et nom', 'prénom nom', 'nom et prénoms', 'candidat', 'candidate'],
    firstName: ['prénom', 'prénoms'],
    lastName: ['nom de famille', "nom d'usage", 'nom de naissance'],
    position: ['poste', 'poste recherché', 'poste visé', 'poste souhaité', 'poste actuel', 'fonction', 'fonction actuelle', 'titre', 'intitulé du poste', 'emploi recherché', 'métier', 'profession'],
    address: ['adresse', 'adresse postale', 'domicile', 'ville', 'lieu de résidence', 'résidence', 'localisation', 'lieu', 'habite à', 'basé à', 'basée à', 'domiciliation'],
    phone: ['téléphone', 'tél', 'tel', 'portable', 'mobile', 'tél portable', 'téléphone portable', 'gsm', 'numéro de téléphone', 'fixe'],
    email: ['email', 'e-mail', 'mail', 'courriel', 'adresse e-mail', 'adresse email', 'adresse mail', 'mél'],
    birth: ['date de naissance', 'né le', 'née le', 'né(e) le', 'né', 'née', 'lieu de naissance', 'date et lieu de naissance', 'naissance'],
    nationality: ['nationalité', 'citoyenneté'],
    licence: ['permis', 'permis de conduire', 'permis b', 'véhicule'],
    marital: ['situation familiale', 'état civil', 'situation matrimoniale', 'situation de famille'],
    age: ['âge'],
    gender: ['sexe', 'genre'],
  },
  personalWords: ['ans', 'marié', 'mariée', 'célibataire', 'pacsé', 'pacsée', 'divorcé', 'divorcée', 'enfant', 'enfants', 'permis b', 'véhiculé', 'véhiculée', 'nationalité française'],
  streetWords: ['rue', 'avenue', 'av', 'boulevard', 'bd', 'bld', 'chemin', 'allée', 'impasse', 'place', 'quai', 'route', 'cours', 'passage', 'square', 'résidence', 'lotissement', 'lieu-dit', 'hameau', 'cedex', 'bp', 'appartement', 'apt', 'bâtiment', 'bât', 'esc', 'chaussée', 'faubourg'],
  documentTitles: ['cv', 'curriculum vitae', 'candidature', 'lettre de motivation', 'dossier de candidature'],
  refereeHeadings: ['références', 'référents', 'références professionnelles', 'recommandations', 'personnes de référence'],
  greetings: ['bonjour, je suis', 'salut, je suis', 'je suis', "je m'appelle", "moi c'est", "bonjour, moi c'est"],
};
