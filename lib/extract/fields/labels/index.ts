import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';
import type { HeaderWords } from './types.ts';

export type { HeaderWords, LabelKind } from './types.ts';

/** Header words of every language the reader knows; a CV's language need not be known to read it. */
export const HEADER_WORDS: HeaderWords[] = [en, fr, de, es, it, nl, pt];
