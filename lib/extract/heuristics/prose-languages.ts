import { CEFR_LEVELS, SPOKEN_LANGUAGE_WORDS } from '../fields/spoken-languages/index.ts';
import { foldKey, uniqueBy } from './text.ts';

type Kind = 'name' | 'speaking' | 'glue';

const KINDS = new Map<string, Kind>();
for (const words of SPOKEN_LANGUAGE_WORDS) {
  for (const word of [...words.fillers, ...words.articles, ...words.levels, ...CEFR_LEVELS]) KINDS.set(foldKey(word), 'glue');
}
for (const words of SPOKEN_LANGUAGE_WORDS) for (const word of words.speaking) KINDS.set(foldKey(word), 'speaking');
for (const words of SPOKEN_LANGUAGE_WORDS) for (const name of words.names) KINDS.set(foldKey(name), 'name');
const LONGEST = Math.max(...[...KINDS.keys()].map((key) => key.split(' ').length));

/** The words of a text as written, apostrophes, slashes and hyphens parting them ("l'anglais", "English/Spanish"). */
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * The spoken languages a sentence says the person speaks: the names in a run of words made only of
 * language names, words that say one speaks them ("fluent in English and German", "parle couramment
 * l'anglais", "Bilingual English/Spanish") and the little words between, holding at least one of each.
 * A name outside such a run ("French national", "teaches Spanish") is no language the person is said to speak.
 */
function spokenInSentence(sentence: string): string[] {
  const words = wordsOf(sentence);
  const names: string[] = [];
  let run: string[] = [];
  let speaks = false;
  const close = () => {
    if (speaks) names.push(...run);
    run = [];
    speaks = false;
  };
  for (let i = 0; i < words.length;) {
    let length = Math.min(LONGEST, words.length - i);
    while (length > 0 && !KINDS.has(foldKey(words.slice(i, i + length).join(' ')))) length--;
    if (!length) {
      close();
      i++;
      continue;
    }
    const kind = KINDS.get(foldKey(words.slice(i, i + length).join(' ')));
    if (kind === 'name') run.push(words.slice(i, i + length).join(' '));
    if (kind === 'speaking') speaks = true;
    i += length;
  }
  close();
  return names;
}

/** Spoken languages told in prose ("Process engineer, fluent in English and German"), for a CV that lists none. */
export function languagesInProse(texts: string[]): string[] {
  const sentences = texts.flatMap((text) => text.split(/[.!?;:]\s|[\n\t]/));
  return uniqueBy(sentences.flatMap(spokenInSentence), foldKey);
}
