import { findDateRange, hasEntryDate, isOnlyDates, removeDateRanges } from './dates.ts';
import { opensOnWrappedLegalForm } from './legal-forms.ts';
import type { TextLine } from './text-lines.ts';
import { alternativesOf } from './word-alternatives.ts';
import { ENTRY_WORDS } from '../fields/entry-words/index.ts';

// Words that join a name to its last part ("of", "de", "van"), and the words that join two names or two subjects
// ("Research and Development", "Datenanalyse und Qualitätssicherung").
const NAME_LINKS = ['of', 'de', 'du', 'des', 'di', 'da', 'del', 'do', 'dos', 'van', 'von', 'der', 'für'];
const NAME_JOINERS = ['and', '&', 'et', 'y', 'e', 'und', 'en'];
const CONNECTORS = [...NAME_LINKS, ...NAME_JOINERS, 'la', 'le', 'at', 'in', 'à'];
const MAX_WRAPPED_WORDS = 5;
// A dated header ending on "and" or "de" surely goes on: the rest of a long title or employer may fill the next line.
const MAX_WRAPPED_AFTER_CONNECTOR = 12;

/** Two lines set alike, neither a list item, the later no row of cells: what a name wrapped over two lines looks like. */
function inSameType(line: TextLine, before: TextLine): boolean {
  return !line.bullet && !before.bullet && line.size === before.size && !!line.bold === !!before.bold && !line.text.includes('\t');
}

/** A word no name ends on: a line ending so was cut where the name wraps ("Institute of" / "Technology"). */
export const CONNECTOR_END = new RegExp(`\\s(?:${alternativesOf(CONNECTORS)})$`, 'iu');

/**
 * A line the name on the line before it wraps onto, in the same type: cut after a connector word, and
 * going on with a capital, as names do (a sentence wrapped after "de" goes on in lower case).
 */
function goesOnAfterConnector(line: TextLine, before: TextLine): boolean {
  return (
    CONNECTOR_END.test(before.text.trim()) &&
    /^\p{Lu}/u.test(line.text.trim()) &&
    inSameType(line, before) &&
    !hasEntryDate(before.text) &&
    !before.text.includes('\t')
  );
}

// The words a school's name opens on ("Hochschule", "Universidad"): as the whole of a line's last field, a name cut after its first word.
const SCHOOL_HEAD_WORDS = new Set(
  ENTRY_WORDS.flatMap((w) => w.institutions.filter((word) => !word.startsWith('-')).map((word) => word.toLowerCase())),
);

/**
 * "Master of Science, Hochschule" / "Talheim, Talheim": a line whose last field is the word a school's name opens on, and nothing
 * more, goes on on the next line, in the same type and opening on a capital.
 */
function goesOnAfterSchoolWord(line: TextLine, before: TextLine): boolean {
  const lastField = before.text.trim().split(/,\s*/).at(-1) ?? '';
  const text = line.text.trim();
  return (
    before.text.includes(',') &&
    SCHOOL_HEAD_WORDS.has(lastField.toLowerCase()) &&
    /^\p{Lu}/u.test(text) &&
    text.split(/\s+/).length <= MAX_WRAPPED_WORDS &&
    !findDateRange(text) &&
    inSameType(line, before) &&
    !before.text.includes('\t')
  );
}

// A name's end wrapped onto the next line from before its connector word: "de Serra Clara", "of Applied Arts", "und Condition Monitoring".
const CONNECTOR_START = new RegExp(`^(?:${alternativesOf([...NAME_LINKS, ...NAME_JOINERS])})\\s+\\p{Lu}`, 'u');

/**
 * A line the name at the end of the line before it wraps onto, in the same type: opening on a connector word
 * and a capital ("Universidade Estadual" / "de Serra Clara"), short, where the line before ends its name on a
 * capitalised word (its dates, set apart by a tab, may follow).
 */
function goesOnFromConnector(line: TextLine, before: TextLine): boolean {
  const text = line.text.trim();
  const name = before.text.split('\t').find((cell) => !hasEntryDate(cell)) ?? '';
  return (
    CONNECTOR_START.test(text) &&
    text.split(/\s+/).length <= MAX_WRAPPED_WORDS &&
    /\p{Lu}\p{L}*$/u.test(name.trim()) &&
    inSameType(line, before)
  );
}

const unclosedBrackets = (text: string) => (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);

/**
 * "Feb 2019 – present: Analyst, Acme (mostly" / "in Python)", "Oct 2017 – Feb 2019: Manager, Acme" / "(mostly in SQL)": a dated
 * header's bracketed aside wrapped onto the next line in the same type, closing the bracket the line left open or standing alone.
 */
function bracketGoesOn(line: TextLine, before: TextLine): boolean {
  const text = line.text.trim();
  const closesOpen = unclosedBrackets(before.text) > 0 && unclosedBrackets(text) < 0;
  const asideAlone = /^\([^()]+\)$/.test(text);
  return (closesOpen || asideAlone) && hasEntryDate(before.text) && !findDateRange(text) && inSameType(line, before);
}

/** The line before with the wrapped words put back after the name they end, before its dates. */
function withNameEnd(before: TextLine, rest: string): string {
  const cells = before.text.split('\t');
  const at = cells.findIndex((cell) => !hasEntryDate(cell));
  cells[at] = `${cells[at]!.trimEnd()} ${rest}`;
  return cells.join('\t');
}

// A word cut by hyphenation at a line's end: "Universi-" / "dade da Ribeira Alta", in capitals "RESSOURCES HU-" / "MAINES".
const HYPHENATED_END = /\p{Ll}{2}-$/u;
const HYPHENATED_CAPITALS_END = /(?:^|\s)\p{Lu}{2,}-$/u;
const CAPITALS_START = /^\p{Lu}{2,}(?![\p{Ll}])/u;

/**
 * "2016 – 2019<tab>Mestrado, Engenharia Civil, Universidade do" / "Vale Sereno", "Licenciatura, …, Universi-" /
 * "dade da Ribeira Alta": a dated header line whose text ends, before or after its dates, on a connector word or a
 * hyphenated word, goes on on a line in the same type (a short one after a hyphen). The line with its name joined back,
 * its dates a cell of their own; null where the line does not go on so.
 */
function datedHeaderGoingOn(line: TextLine, before: TextLine): string | null {
  const text = line.text.trim();
  if (line.bullet || before.bullet || line.size !== before.size || !!line.bold !== !!before.bold || !hasEntryDate(before.text)) return null;
  const words = text.split(/\s+/).length;
  if (text.includes('\t') || findDateRange(text) || words > MAX_WRAPPED_AFTER_CONNECTOR) return null;
  const cells = before.text.split('\t');
  const at = cells.findLastIndex((cell) => !isOnlyDates(cell));
  if (at < 0) return null;
  // "…, Uni- 2015 – 2018": the dates set after the name in the same cell.
  const range = findDateRange(cells[at]!);
  const trailing = range && cells[at]!.trimEnd().endsWith(range.text.trim()) ? range.text.trim() : '';
  const name = cells[at]!.trimEnd()
    .slice(0, cells[at]!.trimEnd().length - trailing.length)
    .trimEnd();
  let joined: string;
  // A name before the connector, not dates alone ("2019 – 2021 at" / "Northwind").
  const named = /\p{L}{2}/u.test(removeDateRanges(name).replace(CONNECTOR_END, ''));
  // After a connector a name goes on in capitals, a long title in lower case too ("… responsable adjunta del área de" /
  // "calidad y mejora continua de procesos").
  if (CONNECTOR_END.test(name) && named && /^\p{L}/u.test(text)) joined = `${name} ${text}`;
  else if (words > MAX_WRAPPED_WORDS) return null;
  else if ((HYPHENATED_END.test(name) && /^\p{Ll}/u.test(text)) || (HYPHENATED_CAPITALS_END.test(name) && CAPITALS_START.test(text)))
    joined = `${name.slice(0, -1)}${text}`;
  else return null;
  cells.splice(at, 1, ...(trailing ? [joined, trailing] : [joined]));
  return cells.join('\t');
}

// Where a sentence stops: a line ending so is not cut inside a name.
const SENTENCE_END = /[.:;!?]$/;
const LOWER_CASE_OPENING = /^\p{Ll}{2,}/u;

/**
 * "Engenheira de dados e responsável adjunta pela qualidade e melhoria" / "contínua dos processos – Vinhos do Vale
 * (Braga), 11.2022 – 07.2025": a dated header line opening in lower case on words before its dates goes on from the
 * undated line over it, in type of the same size: a long title wrapped, the rest of the entry after it. Not a name's
 * particle before a capital ("de Vries Bouw"), nor a period's own word ("seit 2019").
 */
function endsWrappedIntoDates(line: TextLine, before: TextLine): boolean {
  const text = line.text.trim();
  const range = findDateRange(text);
  return (
    !!range &&
    hasEntryDate(text) &&
    text.indexOf(range.text) > 0 &&
    LOWER_CASE_OPENING.test(text) &&
    !CONNECTOR_START.test(text) &&
    !line.bullet &&
    !before.bullet &&
    !before.heading &&
    line.size === before.size &&
    !findDateRange(before.text) &&
    !before.text.includes('\t') &&
    !SENTENCE_END.test(before.text.trim())
  );
}

/**
 * An entry's header lines with the names wrapped over two lines joined back: an employer or a school
 * cut after a connector word ("Northwind Industries and" / "Trading Company"), or before its legal form
 * ("Velmora Technik Berlin" / "GmbH"). Left apart, the second half reads as a line of its own: a title,
 * an employer, a place.
 */
export function joinWrappedHeaderLines(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const before = out.at(-1);
    const going = before ? datedHeaderGoingOn(line, before) : null;
    if (before && going) {
      out[out.length - 1] = { ...before, text: going, fields: undefined };
    } else if (before && endsWrappedIntoDates(line, before)) {
      out[out.length - 1] = { ...line, text: `${before.text.trim()} ${line.text.trim()}`, fields: undefined };
    } else if (before && goesOnFromConnector(line, before)) {
      out[out.length - 1] = { ...before, text: withNameEnd(before, line.text.trim()), fields: undefined };
    } else if (
      before &&
      (opensOnWrappedLegalForm(line, before) ||
        goesOnAfterConnector(line, before) ||
        goesOnAfterSchoolWord(line, before) ||
        bracketGoesOn(line, before))
    ) {
      const rest = line.text.replace(/^[,\s]+|[,\s]+$/g, '');
      out[out.length - 1] = { ...before, text: `${before.text.replace(/[,\s]+$/u, '')} ${rest}`, fields: undefined };
    } else out.push(line);
  }
  return out;
}
