/** Answers remembered at most, per function: a long CV has a few thousand distinct lines and fields. */
export const MEMO_SIZE = 4096;

/**
 * A function of a text that remembers its answers. The rules reading a CV ask the same question of
 * the same line many times (is it dated, does it name a job), and each answer is a search through
 * hundreds of words, so only the first asking pays for it. Only a function whose answer depends on
 * the text alone may be wrapped, and its answers must not be changed by the callers (they are
 * shared). The memory starts afresh when it holds `size` answers, so it stays small across documents.
 */
export function memoByText<T>(answer: (text: string) => T, size = MEMO_SIZE): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    const remembered = known.get(text);
    if (remembered !== undefined || known.has(text)) return remembered as T;
    if (known.size >= size) known.clear();
    const value = answer(text);
    known.set(text, value);
    return value;
  };
}
