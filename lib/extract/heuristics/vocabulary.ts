// Words that mark a job title, a company, a school, a degree or a field of study, in every language
// of fields/entry-words (one data file per language), as one pattern each.
import { ENTRY_WORDS, type EntryWords } from '../fields/entry-words/index.ts';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word as a pattern; `-schule` is the end of a compound word ("Realschule", "Berufsschule"). */
const wordSource = (word: string) => (word.startsWith('-') ? `\\p{L}*${escape(word.slice(1))}` : escape(word));

/** One case-insensitive pattern for a list of words of every language, whole words where the script spaces them. */
function wordPattern(pick: (words: EntryWords) => string[]): RegExp {
  const alternatives = (spaced: boolean) =>
    ENTRY_WORDS.filter((w) => w.spaced === spaced)
      .flatMap(pick)
      .sort((a, b) => b.length - a.length)
      .map(wordSource)
      .join('|');
  const spaced = alternatives(true);
  const unspaced = alternatives(false);
  return new RegExp(`(?<![\\p{L}\\d])(?:${spaced})(?![\\p{L}\\d])${unspaced ? `|${unspaced}` : ''}`, 'iu');
}

export const TITLE_WORD = wordPattern((w) => w.titles);
export const COMPANY_WORD = wordPattern((w) => w.organisations);
export const INSTITUTION_WORD = wordPattern((w) => w.institutions);
export const DEGREE_WORD = wordPattern((w) => w.degrees);
export const FIELD_OF_STUDY_WORD = wordPattern((w) => w.studyFields);

/** A label and its colon at the start of a field: "Poste : …" (TITLE_LABEL), "Empresa: …" (ORGANISATION_LABEL). */
function labelPattern(pick: (words: EntryWords) => string[]): RegExp {
  const labels = ENTRY_WORDS.flatMap(pick)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  return new RegExp(`^(?:${labels})\\s*[:：]\\s*`, 'iu');
}

export const TITLE_LABEL = labelPattern((w) => w.titleLabels);
export const ORGANISATION_LABEL = labelPattern((w) => w.organisationLabels);
