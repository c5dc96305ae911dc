/**
 * Spoken languages as one language writes them: the languages' names ("Anglais", "Englisch"), and the
 * words that say how well one speaks them ("courant", "fließend"), including the headings of a
 * level grid ("Listening", "Compréhension"). Compared folded (no case, no accents).
 */
export interface SpokenLanguageWords {
  names: string[];
  levels: string[];
  /** Words between a name and its level that say nothing ("Fluent in Spanish", "English and French"). */
  fillers: string[];
  /** Words a sentence tells that someone speaks a language with ("speaks", "couramment", "fließend", "bilingüe"). */
  speaking: string[];
  /** Little words that may stand before a language's name in a sentence ("l'anglais", "del inglés"). */
  articles: string[];
}
