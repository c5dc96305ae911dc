import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';
import type { HeadingWords } from './types.ts';

export type { HeadingWords, SectionKind } from './types.ts';

/** Section headings of every language the reader knows; a CV's language need not be known to read it. */
export const HEADING_WORDS: HeadingWords[] = [en, fr, de, es, it, nl, pt, ja];
