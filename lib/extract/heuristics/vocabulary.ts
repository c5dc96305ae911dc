// Words that mark a job title, a company, a school, a degree or a field of study, in every language
// of fields/entry-words (one data file per language), as one pattern each.
import { ENTRY_WORDS, type EntryWords } from '../fields/entry-words/index.ts';
import { memoByText } from './memo-by-text.ts';
import { alternativesOf, escapeForRegExp as escape } from './word-alternatives.ts';

/** A word as a pattern; `-schule` is the end of a compound word ("Realschule", "Berufsschule"). */
const wordSource = (word: string) => (word.startsWith('-') ? `\\p{L}*${escape(word.slice(1))}` : escape(word));

/** Whether a text holds one of a list's words. */
export interface WordTest {
  test(text: string): boolean;
}

const written = (word: string) => word !== word.toLowerCase();

/**
 * One test for a list of words of every language, whole words where the script spaces them. Words
 * are compared without case, except those the lists write with capitals: acronyms ("MIT", "TU",
 * "MA", "SA") match only as written, as in lower case they are common words of another language
 * (German "mit", French "tu", "ma", "sa").
 */
function wordPattern(pick: (words: EntryWords) => string[]): WordTest {
  const words = (spaced: boolean, asWritten: boolean, ending: boolean) =>
    ENTRY_WORDS.filter((w) => w.spaced === spaced)
      .flatMap(pick)
      .filter((word) => written(word) === asWritten && (!spaced || word.startsWith('-') === ending))
      .sort((a, b) => b.length - a.length)
      .map(wordSource)
      .join('|');
  // Whole words, the ends of compound words and the words of unspaced scripts are three searches, not one: a search
  // for whole words alone can skip along the text by their first letters, which the others would forbid.
  const bounded = (source: string) => source && `(?<![\\p{L}\\d])(?:${source})(?![\\p{L}\\d])`;
  const patterns = [false, true].flatMap((asWritten) =>
    [bounded(words(true, asWritten, false)), bounded(words(true, asWritten, true)), words(false, asWritten, false)]
      .filter(Boolean)
      .map((source) => new RegExp(source, asWritten ? 'u' : 'iu')),
  );
  // The same lines are asked about by many rules.
  return { test: memoByText((text) => patterns.some((pattern) => pattern.test(text))) };
}

export const TITLE_WORD = wordPattern((w) => w.titles);
export const COMPANY_WORD = wordPattern((w) => w.organisations);
export const INSTITUTION_WORD = wordPattern((w) => w.institutions);
export const DEGREE_WORD = wordPattern((w) => w.degrees);
export const FIELD_OF_STUDY_WORD = wordPattern((w) => w.studyFields);
export const STUDENT_WORD = wordPattern((w) => w.students);

/** A label and its colon at the start of a field: "Poste : …" (TITLE_LABEL), "Empresa: …" (ORGANISATION_LABEL). */
function labelPattern(pick: (words: EntryWords) => string[]): RegExp {
  return new RegExp(`^(?:${alternativesOf(ENTRY_WORDS.flatMap(pick))})\\s*[:：]\\s*`, 'iu');
}

export const TITLE_LABEL = labelPattern((w) => w.titleLabels);
export const ORGANISATION_LABEL = labelPattern((w) => w.organisationLabels);

/** "Business or sector Logistics", "Secteur d'activité : Transport": a form's label of the employer's line of business, opening its line. */
export const SECTOR_LABEL = new RegExp(`^(?:${alternativesOf(ENTRY_WORDS.flatMap((w) => w.sectorLabels))})(?![\\p{L}])`, 'iu');
