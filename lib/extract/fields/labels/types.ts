/** What a label row ("Nom : Dupont", "Telefon<tab>+49 …") says its value is. */
export type LabelKind =
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'position'
  | 'address'
  | 'phone'
  | 'email'
  | 'birth'
  | 'nationality'
  | 'licence'
  | 'marital'
  | 'age'
  | 'gender';

/**
 * The words of one language for a CV's header (compared folded: case and accents do not matter).
 * `labels`: label rows by kind. `personalWords`: words that mark a personal-details line even
 * without a label ("32 ans", "Marié, deux enfants"). `streetWords`: words of a street address
 * ("rue", "Straße"). `extensionWords`: what opens a phone's extension ("ext.", "poste"). `documentTitles`: what a CV calls itself ("Lebenslauf", "Candidature"), never
 * a name. `refereeHeadings`: sections listing other people's contacts ("References", "Referenzen").
 * `greetings`: how a page introduces its owner ("Hi, I'm", "Je suis", "Résumé of").
 */
export interface HeaderWords {
  labels: Partial<Record<LabelKind, string[]>>;
  personalWords: string[];
  streetWords: string[];
  extensionWords: string[];
  documentTitles: string[];
  refereeHeadings: string[];
  greetings: string[];
}
