/** `Transport manage-` + `ment`: a word a narrow column broke at a hyphen goes on at the start of the next line. */
export function breaksWord(previous: string, line: string): boolean {
  return /\p{Ll}-$/u.test(previous) && /^\p{Ll}/u.test(line);
}

/** The previous line with the next one, a word broken at a hyphen made whole again. */
export function joinBrokenWord(previous: string, line: string): string {
  return `${previous.slice(0, -1)}${line}`;
}

// Lower-case words only, the first long enough not to be a tool's own lower-case name ("dbt", "npm").
const LOWER_CASE_WORDS = /^\p{Ll}{4,}(?: \p{Ll}+)*$/u;

/**
 * `Budget` + `management`: in a list whose items start with a capital, a line of lower-case words alone
 * is the rest of the item above, wrapped in a narrow column.
 */
export function goesOnLowerCase(line: string, capitalisedList: boolean): boolean {
  return capitalisedList && LOWER_CASE_WORDS.test(line);
}

/** Whether the other lines of a list, three in four of them, start with a capital. */
export function isCapitalised(texts: string[]): boolean {
  const others = texts.filter((text) => !LOWER_CASE_WORDS.test(text));
  return others.length >= 2 && others.filter((text) => /^\p{Lu}/u.test(text)).length * 4 >= others.length * 3;
}
