// Where an About text says the person lives, when the page states no place of its own: "I'm a designer based in Leeds,
// where …", "Ingeniera de datos, vivo en Zaragoza desde 2019". The phrases of residence are the labels' (fields/labels).
import { residenceAfterWords } from '../fields/label-rows.ts';
import { readPlace } from './places.ts';
import type { TextLine } from './text-lines.ts';

// Words a sentence is read over for its phrase of residence, and the words after it a place's name may take.
const MAX_SENTENCE_WORDS = 40;
const MAX_PLACE_WORDS = 4;

/** The known place right after a phrase of residence in the sentences of some lines, as written; null if none says one. */
export function placeInProse(lines: TextLine[]): string | null {
  const sentences = lines.flatMap((line) => line.text.split(/(?<=[.!?])\s+/));
  for (const sentence of sentences) {
    const after = residenceAfterWords(sentence, MAX_SENTENCE_WORDS)?.split(/\s+/) ?? [];
    for (let n = Math.min(MAX_PLACE_WORDS, after.length); n >= 1; n--) {
      const words = after
        .slice(0, n)
        .join(' ')
        .replace(/[,;:.!?)]+$/, '');
      const place = readPlace(words);
      if (place?.country && place.text === words) return place.text;
    }
  }
  return null;
}
