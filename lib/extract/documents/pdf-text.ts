// Repairs of a PDF's text layer, line by line: the text as the page shows it.

// Spacing accents that pdfTeX (OT1 fonts) sets as glyphs of their own over a letter, and the
// combining mark each stands for; the cedilla and ogonek go under the letter and follow it.
const ABOVE: Record<string, string> = {
  '\u00b4': '\u0301',
  '`': '\u0300',
  '\u02c6': '\u0302',
  '\u00a8': '\u0308',
  '\u02dc': '\u0303',
  '\u02c7': '\u030c',
  '\u02d8': '\u0306',
  '\u02da': '\u030a',
  '\u00af': '\u0304',
  '\u02dd': '\u030b',
  '\u02d9': '\u0307',
};
const BELOW: Record<string, string> = { '\u00b8': '\u0327', '\u02db': '\u0328' };
/** The accent glyphs set over a letter, and those set under it, as the characters of a pattern's class. */
export const ABOVE_GLYPHS = Object.keys(ABOVE).join('');
export const BELOW_GLYPHS = Object.keys(BELOW).join('');
const ABOVE_CLASS = `[${ABOVE_GLYPHS}]`;
const ANY_ACCENT = new RegExp(`[${ABOVE_GLYPHS}${BELOW_GLYPHS}]`);

/** The letter with the mark put on it, when Unicode has that accented letter; else null. */
function accented(letter: string, mark: string | undefined): string | null {
  // pdfTeX accents a dotless i (\'{\i}): the accented letter is an i.
  const composed = ((letter === '\u0131' ? 'i' : letter) + (mark ?? '')).normalize('NFC');
  return mark && composed.length === 1 ? composed : null;
}

// "´Ecole", "H´ebert", and "PETROVI ´C": in a word in capitals pdf.js reads the kern before a wide
// accented capital as a space.
const ACCENT_BEFORE = new RegExp(`(\\p{Lu} )?(${ABOVE_CLASS}) ?(\\p{L})`, 'gu');
// "Franc¸ais" (under the letter), and an accent left after the last letter of a word ("e´ "); not a
// backtick after a word, which closes code ("`make`").
const ACCENT_AFTER = new RegExp(`(\\p{L})([\u00b8\u02db]|(?!\`)${ABOVE_CLASS}(?!\\p{L}))`, 'gu');

// A cedilla before a c: pdfTeX sets \c{c} in Computer Modern as an accent before the letter
// ("Gon¸calo"), other fonts after it ("Franc¸ais"); a cedilla beside a c is that c's.
const CEDILLA_BEFORE_C = /(?<![cC])\u00b8([cC])/g;

/** Recombines accents split from their letters into one character each. */
export function joinSplitAccents(text: string): string {
  if (!ANY_ACCENT.test(text)) return text;
  return text
    .replace(/\/ ?\u02dc/g, '/~') // \~{} in a URL: "example.org/˜jane"
    .replace(CEDILLA_BEFORE_C, (_, c: string) => accented(c, '\u0327')!)
    .replace(ACCENT_BEFORE, (whole, capitalBefore: string | undefined, accent: string, letter: string) => {
      const joined = accented(letter, ABOVE[accent]);
      if (!joined) return whole;
      const before = capitalBefore && letter === letter.toUpperCase() ? capitalBefore.trimEnd() : (capitalBefore ?? '');
      return before + joined;
    })
    .replace(ACCENT_AFTER, (whole, letter: string, accent: string) => accented(letter, BELOW[accent] ?? ABOVE[accent]) ?? whole);
}

// A run of single letters with a space after each ("D É V E L O P P E U R"): letter-spaced display
// type, which pdf.js reads with a space between the letters and none where the words meet. A word's
// punctuation is spread with it ("G O ,").
const SPACED_LETTERS = /^(?:\p{L}\p{M}* )+\p{L}\p{M}*(?: [,.;:])?$/u;

/** Whether a run is letter-spaced display type as the text layer gives it: letters apart by spaces ("D É V"). */
export const isLetterSpaced = (run: string) => SPACED_LETTERS.test(run);
// Where words run together in such a run: a capital after three small letters ("LenaHOFFMANN").
const WORDS_MEET = /(?<=\p{Ll}{3})(?=\p{Lu})/gu;

/**
 * Letter-spaced runs of a row as words, where the words can be told apart: each run is a word of its
 * own ("D É V E L O P P E U R", "W E B", with separators between them or not), or a small letter meets a capital ("L e n a H O F F M A N N").
 * A run of capitals alone that lost its word gaps ("L A N G U A G E S I S P E A K") stays as it is.
 */
export function closeLetterSpacing(runs: string[]): string[] {
  // A separator between the words ("|", "·", "–") is no word: it neither counts nor keeps the others spaced.
  const spaced = runs.filter((run) => /\p{L}/u.test(run)).map((run) => SPACED_LETTERS.test(run));
  const eachAWord = spaced.length >= 2 && spaced.every(Boolean);
  return runs.map((run) => {
    if (!SPACED_LETTERS.test(run)) return run;
    const letters = run.replace(/ /g, '');
    if (eachAWord) return letters;
    const words = letters.replace(WORDS_MEET, ' ');
    return words !== letters && letters.length >= 4 ? words : run;
  });
}

// Dot leaders between a label and its value ("Perfil ·········", "Python .......... expert").
const LEADER = /\s*(?:[.·…_]\s?){4,}\s*/g;

// A brace opening a line, or the cell after its first tab, that never closes it: a symbol font's bullet at the
// brace's code (moderncv's list bullet is marvosym's, read "{ Led the migration", "Present<tab>{ Led …").
const BRACE_BULLET = /^((?:[^\t{}]*\t)?)\{ (?=[^}]*$)/;

/**
 * A line's text as a reader sees it: accents on their letters, composed (NFC), leaders as a gap, a
 * symbol font's bullet as a bullet.
 */
export function repairLineText(text: string): string {
  const joined = joinSplitAccents(text.normalize('NFC')).replace(BRACE_BULLET, '$1• ');
  return joined.replace(LEADER, (leader: string, at: number) => (at === 0 || at + leader.length === joined.length ? '' : '\t')).trim();
}
