import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';
import type { SpokenLanguageWords } from './types.ts';

export type { SpokenLanguageWords } from './types.ts';

/** Spoken languages' names and level words in the languages CVs are read in. */
export const SPOKEN_LANGUAGE_WORDS: SpokenLanguageWords[] = [en, fr, de, es, it, nl, pt, ja];

/** The Common European Framework's levels, written alike in every language. */
export const CEFR_LEVELS = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'];
