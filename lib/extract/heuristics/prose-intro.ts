// The self-introduction opening an About text, which says what the person does and where they live instead of a
// header: "Hi, I'm Jane Doe, Data Engineer in Leeds.", "Bonjour, je suis Marie Dupont, technicienne à Nantes.",
// "Hallo, ich bin Lena Vogt, Projektleiterin | Docker in Freiburg."
import { splitAtResidence, withoutGreeting } from '../fields/label-rows.ts';
import { isHeadline } from './headline.ts';
import { knownPlace, sentencesOf } from './prose-places.ts';
import { cleanText } from './text.ts';
import type { TextLine } from './text-lines.ts';
import { TITLE_WORD } from './vocabulary.ts';

// Lines of an About text read for the introduction, and the words of a place's name after its little word ("in", "à").
const MAX_LINES = 3;
const MAX_WORDS = 30;
const MAX_PLACE_WORDS = 3;
// The little word of place before a town ("in", "à", "a", "em", "te"): a short word in small letters.
const LITTLE_WORD = /^\p{Ll}{1,3}$/u;

/** "Data Engineer in Leeds" → the title and the place; a title alone when no known place ends the text. */
function titleAndPlace(text: string): { title: string; place: string | null } {
  const residence = splitAtResidence(text, MAX_WORDS);
  const told = residence && knownPlace(residence.after);
  if (residence && told) return { title: residence.before, place: told };
  const words = text.split(' ');
  for (let n = Math.min(MAX_PLACE_WORDS, words.length - 2); n >= 1; n--) {
    const place = knownPlace(words.slice(-n).join(' '));
    if (place && LITTLE_WORD.test(words.at(-n - 1)!)) return { title: words.slice(0, -n - 1).join(' '), place };
  }
  return { title: text, place: null };
}

/** What the person does and where they live, as a greeting naming them says it; nulls when none does. */
export function introInProse(lines: TextLine[], name: string | null): { headline: string | null; place: string | null } {
  const none = { headline: null, place: null };
  if (!name) return none;
  for (const line of lines.slice(0, MAX_LINES)) {
    const sentence = sentencesOf(cleanText(line.text))[0] ?? '';
    const greeted = withoutGreeting(sentence);
    if (greeted === sentence || !greeted.toLowerCase().startsWith(`${name.toLowerCase()},`)) continue;
    const { title, place } = titleAndPlace(cleanText(greeted.slice(name.length + 1)));
    // "Jane Doe, and I love building things": a title opens on a capital or names a job.
    const named = isHeadline(title) && (/^\p{Lu}/u.test(title) || TITLE_WORD.test(title));
    return { headline: named ? title : null, place };
  }
  return none;
}
