// Entries written as a form's rows, a label in a column beside each value, as the older Europass CV sets them:
// "Dates<tab>01/2019 – Present", "Occupation or position held<tab>Developer", "Name and address of employer<tab>Acme, Leeds".
import { ENTRY_WORDS, type EntryWords } from '../fields/entry-words/index.ts';
import { findDateRange, isOnlyDates } from './dates.ts';
import type { TextLine } from './text-lines.ts';
import { alternativesOf } from './word-alternatives.ts';

/** A label filling its cell, perhaps with a note in brackets ("Dates (from – to)", "Level in national classification (if appropriate)"). */
const cellLabel = (pick: (words: EntryWords) => string[]) =>
  new RegExp(`^\\s*(?:${alternativesOf(ENTRY_WORDS.flatMap(pick))})\\s*(?:\\([^()]*\\))?\\s*[:：]?\\s*$`, 'iu');

const DATE_LABEL = cellLabel((w) => w.formDateLabels);
/** "Período: 10/03/2022 até o momento.", "Dates : 2019 – 2021": the dates' label written before them with a colon. */
const DATE_LABEL_OPENING = new RegExp(`^\\s*(?:${alternativesOf(ENTRY_WORDS.flatMap((w) => w.formDateLabels))})\\s*[:：]\\s*`, 'iu');
/** Labels whose value a header reads by its label ("Poste : …"), as the colon form of TITLE_LABEL and its like. */
const NAMING_LABELS = [
  cellLabel((w) => w.titleLabels),
  cellLabel((w) => w.organisationLabels),
  cellLabel((w) => w.formDegreeLabels),
  cellLabel((w) => w.formInstitutionLabels),
];
const MIN_LABEL_WORDS = 3;
/** A form's label is a phrase ("Name and address of employer"); a word alone in its cell ("Employer", "Company") may be a name. */
const isNamingLabel = (label: string) => label.trim().split(/\s+/).length >= MIN_LABEL_WORDS && NAMING_LABELS.some((l) => l.test(label));
const DETAIL_LABEL = cellLabel((w) => [...w.formDetailLabels, ...w.sectorLabels]);

/** "Title of qualification awarded: BSc": a field opening on a form's label of the degree, or of the school. */
const labelOpening = (pick: (words: EntryWords) => string[]) =>
  new RegExp(`^(?:${alternativesOf(ENTRY_WORDS.flatMap(pick))})\\s*(?:\\([^()]*\\))?\\s*[:：]\\s*`, 'iu');
export const DEGREE_ROW_LABEL = labelOpening((w) => w.formDegreeLabels);
export const INSTITUTION_ROW_LABEL = labelOpening((w) => w.formInstitutionLabels);

/**
 * A form's row read as a CV writes it without the form: the dates' label goes ("Dates<tab>2019 – 2021" → "2019 – 2021"),
 * a naming label is written before its value with a colon ("Occupation or position held: Developer"), which the header
 * reads as the labelled field, and a row describing the entry goes with the lines its value wraps onto, up to the next
 * labelled row (an entry's description is not read). A label alone on its line names the next.
 */
export function readFormRows(lines: TextLine[]): TextLine[] {
  const read: TextLine[] = [];
  let pendingLabel: string | null = null;
  let inDetail = false;
  const rows = lines.map(withoutDateLabel);
  const cells = rows.map((line): [string, string] => {
    const tab = line.text.indexOf('\t');
    return tab > 0 ? [line.text.slice(0, tab), line.text.slice(tab + 1).trim()] : [line.text, ''];
  });
  // A section whose dates stand in a labelled cell ("Dates<tab>2019 – 2021"), or whose rows name values by two or more
  // of the labels forms use ("Degree<tab>…", "Institution<tab>…"), is a form: there a word alone in the label column beside
  // a value ("Employer<tab>Acme") is the label it reads as, not a name. One such word repeated ("Employer<tab>City" in
  // each entry), or a word beside dates, may be a name, as a template's placeholders are.
  const labels = new Set(
    cells
      .filter(([label, value]) => value && !findDateRange(value) && NAMING_LABELS.some((l) => l.test(label)))
      .map(([l]) => l.toLowerCase()),
  );
  const isForm = labels.size >= 2 || cells.some(([label, value]) => DATE_LABEL.test(label) && !!findDateRange(value));
  const namesValue = (label: string, value: string) =>
    isNamingLabel(label) || (isForm && !!value && !value.includes('\t') && NAMING_LABELS.some((l) => l.test(label)));
  for (const [i, line] of rows.entries()) {
    const [label, value] = cells[i]!;
    const labelled = DATE_LABEL.test(label) || DETAIL_LABEL.test(label) || namesValue(label, value);
    if (inDetail && !labelled) continue;
    inDetail = DETAIL_LABEL.test(label);
    if (inDetail) continue;
    if (pendingLabel !== null && !value && !labelled) {
      read.push({ ...line, text: `${pendingLabel}: ${line.text.trim()}`, fields: undefined });
      pendingLabel = null;
      continue;
    }
    pendingLabel = null;
    if (DATE_LABEL.test(label) && !value) continue;
    if (DATE_LABEL.test(label) && findDateRange(value)) read.push({ ...line, text: value, fields: undefined });
    else if (namesValue(label, value) && !value.includes('\t')) {
      const name = label.trim().replace(/\s*[:：]$/, '');
      if (value) read.push({ ...line, text: `${name}: ${value}`, fields: undefined });
      else pendingLabel = name;
    } else read.push(line);
  }
  return read;
}

/** A line of dates with their label and colon before them, as the dates alone (a sentence's full stop after them gone). */
function withoutDateLabel(line: TextLine): TextLine {
  const label = DATE_LABEL_OPENING.exec(line.text)?.[0];
  if (!label || line.text.includes('\t')) return line;
  const value = line.text.slice(label.length).replace(/\.$/, '').trim();
  return isOnlyDates(value) ? { ...line, text: value, fields: undefined } : line;
}
