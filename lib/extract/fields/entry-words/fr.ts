import type { EntryWords } from './types.ts';

export const fr: EntryWords = {
  months: {
    janvier: 1, janv: 1, jan: 1, février: 2, fevrier: 2, févr: 2, fevr: 2, fév: 2, fev: 2, mars: 3, avril: 4, avr: 4, mai: 5, juin: 6, juillet: 7,
    juil: 7, août: 8, aout: 8, septembre: 9, sept: 9, octobre: 10, oct: 10, novembre: 11, nov: 11, décembre: 12, decembre: 12, déc: 12, dec: 12,
  },
  present: ["aujourd'hui", 'aujourd’hui', 'actuel', 'actuelle', 'actuellement', 'en cours', 'présent', 'maintenant', 'ce jour', 'à ce jour'],
  since: ['depuis', 'dès'],
  from: ['de', 'du'],
  rangeWords: ['à', 'au', "jusqu'à", 'jusqu’à', 'jusqu’en', "jusqu'en"],
  durationUnits: ['ans', 'an', 'années', 'année', 'mois'],
  titles: [
    'stagiaire', 'stage', 'alternant', 'alternante', 'alternance', 'apprenti', 'apprentie', 'ingénieur', 'ingénieure',
    'ingenieur', 'développeur', 'développeuse', 'developpeur', 'developpeuse', 'analyste', 'architecte', 'assistant',
    'assistante', 'technicien', 'technicienne', 'gérant', 'gérante', 'chef', 'cheffe', 'responsable', 'directeur',
    'directrice', 'chargé', 'chargée', 'consultant', 'consultante', 'fondateur', 'fondatrice', 'cofondateur', 'cofondatrice',
    'commercial', 'commerciale', 'vendeur', 'vendeuse', 'recruteur', 'recruteuse', 'conseiller', 'conseillère', 'juriste',
    'avocat', 'avocate', 'élève-avocat', 'notaire', 'comptable', 'contrôleur', 'contrôleuse', 'acheteur', 'acheteuse',
    'infirmier', 'infirmière', 'médecin', 'pharmacien', 'pharmacienne', 'kinésithérapeute', 'professeur', 'professeure',
    'enseignant', 'enseignante', 'maître de conférences', 'formateur', 'formatrice', 'chercheur', 'chercheuse',
    'doctorant', 'doctorante', 'post-doctorant', 'postdoctorant', 'rédacteur', 'rédactrice', 'journaliste', 'graphiste',
    'concepteur', 'conceptrice', 'coordinateur', 'coordinatrice', 'animateur', 'animatrice', 'gestionnaire', 'opérateur',
    'opératrice', 'agent', 'employé', 'employée', 'secrétaire', 'auditeur', 'auditrice', 'économiste', 'traducteur',
    'traductrice', 'interprète', 'pilote', 'proviseur', 'proviseure', 'adjoint', 'adjointe', 'associé', 'associée',
    'stagiaire', 'vacataire', 'bénévole', 'indépendant', 'indépendante', 'freelance', 'cadre', 'superviseur', 'expert',
    'experte', 'intégrateur', 'intégratrice', 'administrateur', 'administratrice', 'délégué', 'déléguée', 'attaché',
    'attachée', 'ouvrier', 'ouvrière', 'serveur', 'serveuse', 'cuisinier', 'cuisinière', 'caissier', 'caissière',
  ],
  organisations: [
    'sa', 'sas', 'sasu', 'sarl', 'eurl', 'sci', 'groupe', 'agence', 'cabinet', 'société', 'compagnie', 'banque', 'mutuelle',
    'association', 'fondation', 'hôpital', 'clinique', 'chu', 'mairie', 'ministère', 'conseil', 'laboratoire', 'atelier',
    'entreprise', 'industries', 'services', 'conseil',
  ],
  institutions: [
    'université', 'universite', 'école', 'ecole', 'institut', 'académie', 'academie', 'lycée', 'lycee', 'collège',
    'iut', 'ens', 'polytechnique', 'conservatoire', 'faculté', 'faculte', 'hec', 'essec', 'escp', 'edhec', 'insa',
    'centrale', 'mines', 'sciences po', 'supélec', 'supelec', 'telecom', 'télécom', 'cnam', 'iae', 'epita', 'epitech',
    'grande école', 'prépa', 'classe préparatoire', 'cpge', 'sorbonne', 'inp', 'enseeiht', 'utc', 'ufr',
  ],
  degrees: [
    'licence', 'licence pro', 'master', 'mastère', 'mastere', 'doctorat', 'diplôme', 'diplome', 'bts', 'dut', 'but', 'bac',
    'baccalauréat', 'baccalaureat', "diplôme d'ingénieur", 'ingénieur', 'cap', 'bep', 'deug', 'dess', 'dea', 'mba',
    'certificat', 'titre', 'brevet', 'classe préparatoire', 'habilitation', 'agrégation', 'capes',
  ],
  studyFields: [
    'informatique', 'ingénierie', 'mathématiques', 'gestion', 'droit', 'commerce', 'économie', 'lettres', 'communication',
    'sciences', 'physique', 'chimie', 'biologie', 'finance', 'comptabilité', 'marketing', 'médecine', 'pharmacie',
    'psychologie', 'sociologie', 'histoire', 'philosophie', 'architecture', 'design', 'arts', 'langues', 'génie',
    'électronique', 'mécanique', 'logistique', 'management', 'ressources humaines',
  ],
  spaced: true,
};
