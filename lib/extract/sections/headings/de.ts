import type { HeadingWords } from './types.ts';

export const de: HeadingWords = {
  headings: {
    experience: [
      'berufserfahrung', 'berufserfahrungen', 'beruflicher werdegang', 'werdegang', 'berufliche erfahrung',
      'berufliche erfahrungen', 'berufstätigkeit', 'berufstaetigkeit', 'beruflicher hintergrund', 'praktische erfahrung',
      'praktische erfahrungen', 'praxiserfahrung', 'arbeitserfahrung', 'berufliche laufbahn', 'beschäftigungsverlauf',
      'berufliche stationen', 'stationen', 'tätigkeiten', 'berufliche tätigkeiten', 'karriere', 'praktika', 'berufspraxis',
      'bisherige tätigkeiten', 'erfahrung', 'erfahrungen', 'beruflicher werdegang praktika',
    ],
    education: [
      'ausbildung', 'bildung', 'bildungsweg', 'bildungsgang', 'schulbildung', 'studium', 'akademischer werdegang',
      'schulischer werdegang', 'ausbildung studium', 'studium ausbildung', 'hochschulbildung', 'akademische ausbildung',
      'schul berufsausbildung', 'schulausbildung', 'berufsausbildung', 'aus weiterbildung', 'ausbildung weiterbildung',
      'bildungsabschlüsse', 'abschlüsse', 'schulische ausbildung', 'hochschulstudium', 'akademischer hintergrund',
    ],
    skills: [
      'kenntnisse', 'fähigkeiten', 'fachkenntnisse', 'it kenntnisse', 'edv kenntnisse', 'kompetenzen', 'fachliche kompetenzen',
      'fertigkeiten', 'qualifikationen', 'besondere kenntnisse', 'technische kenntnisse', 'computerkenntnisse',
      'software kenntnisse', 'softwarekenntnisse', 'fähigkeiten kenntnisse', 'kenntnisse fähigkeiten', 'persönliche kompetenzen',
      'sonstige kenntnisse', 'weitere kenntnisse', 'programmiersprachen', 'technologien', 'werkzeuge', 'stärken',
      'kernkompetenzen', 'schlüsselqualifikationen', 'fachkompetenzen', 'methodenkompetenz', 'it skills', 'edv',
      'technische fähigkeiten', 'kenntnisse kompetenzen',
    ],
    languages: [
      'sprachen', 'sprachkenntnisse', 'fremdsprachen', 'fremdsprachenkenntnisse', 'sprachliche kenntnisse', 'sprache',
      'sprachkompetenzen',
    ],
    summary: [
      'profil', 'über mich', 'kurzprofil', 'zusammenfassung', 'persönliches profil', 'berufsprofil', 'zielsetzung',
      'kurzvorstellung', 'berufliches profil', 'einleitung',
    ],
    contact: [
      'kontakt', 'kontaktdaten', 'persönliche daten', 'persönliche angaben', 'angaben zur person', 'zur person',
      'persönliche informationen', 'persönliches', 'daten',
    ],
    interests: ['hobbys', 'hobbies', 'interessen', 'freizeit', 'freizeitaktivitäten', 'interessen hobbys', 'hobbys interessen'],
    other: [
      'projekte', 'projekt', 'ausgewählte projekte', 
      'ehrenamt', 'ehrenamtliches engagement', 'ehrenamtliche tätigkeiten',
      'engagement', 'soziales engagement', 'zertifikate', 'zertifizierungen', 'weiterbildungen', 'weiterbildung',
      'fortbildungen', 'fortbildung', 'kurse', 'publikationen', 'veröffentlichungen', 'referenzen', 'auszeichnungen', 'preise',
      'sonstiges', 'mitgliedschaften', 'führerschein', 'vorträge', 'lehrtätigkeit', 'stipendien', 'zusatzqualifikationen',
    ],
  },
  fillers: ['und', 'meine', 'mein', 'sowie'],
};
