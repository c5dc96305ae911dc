// Where an About text says the person lives, when the page states no place of its own: "I'm a designer based in Leeds,
// where …", "Ingeniera de datos, vivo en Zaragoza desde 2019". The phrases of residence are the labels' (fields/labels).
import { residenceAfterWords } from '../fields/label-rows.ts';
import { readPlace } from './places.ts';
import type { TextLine } from './text-lines.ts';

// Words a sentence is read over for its phrase of residence, and the words after it a place's name may take.
const MAX_SENTENCE_WORDS = 40;
const MAX_PLACE_WORDS = 4;

/** The sentences of a text: "I'm a designer. I live in Leeds." → two. */
export const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);

/** A known place written out as the whole of a text ("Leeds", "Porto, Portugal"), or null. */
export function knownPlace(text: string): string | null {
  const place = readPlace(text);
  return place?.country && place.text === text ? place.text : null;
}

/** The known place right after a phrase of residence in the sentences of some lines, as written; null if none says one. */
export function placeInProse(lines: TextLine[]): string | null {
  for (const sentence of lines.flatMap((line) => sentencesOf(line.text))) {
    const after = residenceAfterWords(sentence, MAX_SENTENCE_WORDS)?.split(/\s+/) ?? [];
    for (let n = Math.min(MAX_PLACE_WORDS, after.length); n >= 1; n--) {
      const place = knownPlace(
        after
          .slice(0, n)
          .join(' ')
          .replace(/[,;:.!?)]+$/, ''),
      );
      if (place) return place;
    }
  }
  return null;
}
