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
  const alternatives = (spaced: boolean, asWritten: boolean) =>
    ENTRY_WORDS.filter((w) => w.spaced === spaced)
      .flatMap(pick)
      .filter((word) => written(word) === asWritten)
      .sort((a, b) => b.length - a.length)
      .map(wordSource)
      .join('|');
  const pattern = (asWritten: boolean) => {
    const spaced = alternatives(true, asWritten);
    const unspaced = alternatives(false, asWritten);
    const source = [spaced && `(?<![\\p{L}\\d])(?:${spaced})(?![\\p{L}\\d])`, unspaced].filter(Boolean).join('|');
    return source ? new RegExp(source, asWritten ? 'u' : 'iu') : null;
  };
  const anyCase = pattern(false);
  const asWritten = pattern(true);
  // The same lines are asked about by many rules, and each asking searches hundreds of words.
  return { test: memoByText((text) => !!anyCase?.test(text) || !!asWritten?.test(text)) };
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
