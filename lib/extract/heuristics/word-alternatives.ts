/** A word written into a regular expression as itself. */
export const escapeForRegExp = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Alternatives of a regular expression from a list of words, each once, longest first (so "bis heute" is tried before "bis"). */
export const alternativesOf = (words: string[]): string =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escapeForRegExp)
    .join('|');
