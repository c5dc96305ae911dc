// Words an item of a list has on average at least when the list is a sentence cut at its commas.
const MIN_SENTENCE_ITEM_WORDS = 2.5;

/**
 * Whether the items of a line are the clauses of a sentence ("Strong written communication, good command
 * of spreadsheets, a taste for detail"): long on average, and those after the first going on in lower case.
 */
export function isSentence(items: string[]): boolean {
  if (items.length < 2) return false;
  const words = items.reduce((sum, item) => sum + item.split(/\s+/).length, 0);
  const goingOn = items.slice(1).filter((item) => /^\p{Ll}/u.test(item)).length;
  return words / items.length >= MIN_SENTENCE_ITEM_WORDS && goingOn * 2 > items.length - 1;
}
