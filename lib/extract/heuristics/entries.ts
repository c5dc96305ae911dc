import type { Education, Experience } from '../candidate.ts';
import { findDateRange, isOnlyDates, removeDateRanges } from './dates.ts';
import { groupEntries, type EntryBlock } from './entry-blocks.ts';
import { mergeHistoryRows } from './history-rows.ts';
import { asLocation } from './places.ts';
import { COMPANY_WORD, DEGREE_WORD, FIELD_OF_STUDY_WORD, INSTITUTION_WORD, TITLE_WORD } from './vocabulary.ts';
import { cleanText, foldKey, splitFields, uniqueBy } from './text.ts';
import type { TextLine } from './text-lines.ts';

// "Bachelor of Science in Computer Engineering" → the field after "in"; else after "of" / "en".
const FIELD_AFTER_IN = /\bin\s+(.+)$/i;
const FIELD_AFTER_OF = /\b(?:of|en)\s+(.+)$/i;
const AT_SEPARATOR = /\s+(?:at|@|chez|à)\s+/i;

/** Trims separators left by removed dates; a bracket goes only when its partner is gone too. */
function tidyField(field: string): string {
  let f = cleanText(field.replace(/\(\s*\)/g, ' ')).replace(/^[,;:\s]+|[,;:\s]+$/g, '');
  if (f.startsWith('(') && !f.includes(')')) f = f.slice(1);
  if (f.endsWith('(')) f = f.slice(0, -1);
  if (f.endsWith(')') && !f.includes('(')) f = f.slice(0, -1);
  return f.trim();
}

/** `Acme Corp, Springfield, IL` → [`Acme Corp`, `Springfield, IL`]; null when no place ends the field. */
function splitTrailingPlace(field: string): [string, string] | null {
  const parts = field.split(', ');
  for (let i = parts.length - 1; i >= 1; i--) {
    // "Engineer, Acme, Paris" is title, company, city, not "Engineer" at "Acme, Paris"; "Acme, Springfield, IL" is.
    if (i === 1 && parts.length >= 3 && !/^[A-Z]{2}$/.test(parts.at(-1) ?? '')) break;
    const place = asLocation(parts.slice(i).join(', '));
    if (place && parts.slice(0, i).join(', ')) return [parts.slice(0, i).join(', '), place];
  }
  return null;
}

/** "B.S. in Computer Science, Ridgemont University" splits; "State University, Springfield" does not. */
function isDegreeAndSchool(parts: string[]): boolean {
  const schools = parts.filter((p) => INSTITUTION_WORD.test(p)).length;
  const degrees = parts.filter((p) => DEGREE_WORD.test(p) || FIELD_OF_STUDY_WORD.test(p)).length;
  return schools === 1 && degrees >= 1;
}

/** "Degree, School, City, Grade": the degree first, then the school (the part named a school, else the next one). */
function degreeThenSchool(parts: string[]): [string, string] | null {
  const [degree = '', ...rest] = parts;
  if (!rest.length || !DEGREE_WORD.test(degree)) return null;
  const schools = rest.filter((p) => INSTITUTION_WORD.test(p));
  const school = schools.length <= 1 ? schools[0] ?? rest[0] : undefined;
  return school && !DEGREE_WORD.test(school) ? [degree, school] : null;
}

/**
 * "Acme<tab>Springfield" over "Engineer<tab>2019 – 2021": the short field set flush right across from
 * the dates is the place, and the line carrying it names the organisation (roles have no place).
 */
function placeAcrossFromDates(block: EntryBlock, line: string): string | null {
  const right = line.includes('\t') ? line.split('\t').at(-1) ?? '' : '';
  const datesOnRight = block.header.some((h) => h !== line && h.includes('\t') && isOnlyDates(h.split('\t').at(-1) ?? ''));
  return datesOnRight && !findDateRange(line) && right.split(' ').length <= 3 && !/\d/.test(right) ? tidyField(right) : null;
}

/** Header fields of an entry with its dates taken out: `Engineer at Acme`, `Acme | Paris` … */
function entryFields(block: EntryBlock, splitAtWord: boolean): { fields: string[]; location: string | null; organisation: string | null } {
  let location: string | null = null;
  let organisation: string | null = null;
  const fields: string[] = [];
  for (const original of block.header) {
    const place = placeAcrossFromDates(block, original);
    const line = place ? original.slice(0, original.lastIndexOf('\t')) : original;
    if (place) { location ??= place; organisation ??= tidyField(line); }
    const date = findDateRange(line);
    // "Engineer, Acme (2019 - 2021) Led the team." → keep what comes before the dates.
    const head = date && /[.]$/.test(line) && line.indexOf(date.text) > 0 ? line.slice(0, line.indexOf(date.text)) : line;
    let lineFields = splitFields(removeDateRanges(head))
      .map(tidyField)
      .filter((f) => /\p{L}/u.test(f));
    // "Engineering Program – State University": a dash inside one organisation's name, not between fields.
    if (splitAtWord && lineFields.length === 2 && /\s[–—]\s/.test(head) && !head.includes('\t') &&
      lineFields.every((f) => !asLocation(f) && !TITLE_WORD.test(f))) lineFields = [lineFields.join(' – ')];
    const named = lineFields.filter((field) => {
      const place = asLocation(field);
      const isPlace = place && (fields.length > 0 || lineFields.length > 1) && !INSTITUTION_WORD.test(field) && !COMPANY_WORD.test(field);
      if (isPlace) location ??= place;
      return !isPlace;
    });
    for (const field of named) {
      // "Engineer at Acme" splits; "University of Texas at Austin" does not.
      const parts = splitAtWord ? field.split(AT_SEPARATOR) : [field];
      if (parts.length === 2) { fields.push(...parts.map(cleanText)); continue; }
      const placed = splitTrailingPlace(field);
      const withoutPlace = placed ? placed[0] : field;
      if (placed) location ??= placed[1];
      // "Title, Company" or "Title, Company, City" alone on a line.
      const commaParts = withoutPlace.split(', ').map(tidyField);
      const degreeSchool = named.length === 1 && !splitAtWord ? degreeThenSchool(commaParts) : null;
      if (named.length === 1 && commaParts.length === 2 && (splitAtWord || isDegreeAndSchool(commaParts))) fields.push(...commaParts);
      else if (degreeSchool) fields.push(...degreeSchool);
      else if (named.length === 1 && commaParts.length === 3 && !/\d/.test(commaParts[2] ?? '')) {
        fields.push(...commaParts.slice(0, 2));
        location ??= commaParts[2]?.replace(/\.$/, '') ?? null;
      } else fields.push(withoutPlace);
    }
  }
  return { fields: fields.slice(0, 4), location, organisation };
}

function pick(fields: string[], test: RegExp, exclude: Set<string>): string | null {
  return fields.find((f) => !exclude.has(f) && test.test(f)) ?? null;
}

/** Lines that read as a role with dates (`QA Engineer, Contoso (2018 - 2021)`), for CVs without an Experience heading. */
export function roleLines(lines: TextLine[]): TextLine[] {
  return lines.filter((l) => !l.bullet && findDateRange(l.text) && TITLE_WORD.test(removeDateRanges(l.text)) && !DEGREE_WORD.test(l.text));
}

export function parseExperience(lines: TextLine[]): Experience[] {
  const entries = groupEntries(mergeHistoryRows(lines)).map((block) => {
    const { fields, location, organisation } = entryFields(block, true);
    const used = new Set<string>();
    let company = pick(fields, COMPANY_WORD, used) ?? (fields.includes(organisation ?? '') ? organisation : null);
    if (company && TITLE_WORD.test(company) && fields.length > 1) company = null;
    if (company) used.add(company);
    let title = pick(fields, TITLE_WORD, used);
    if (title) used.add(title);
    const rest = fields.filter((f) => !used.has(f));
    title ??= rest.shift() ?? null;
    company ??= rest.shift() ?? null;
    return {
      title, company, location,
      start: block.dates?.start ?? null,
      end: block.dates?.end ?? null,
      current: block.dates?.current ?? false,
    };
  }).filter((e) => e.title || e.company);
  // A job told twice with the same start (a rirekisho's history table, then the detailed 職務経歴) is one job.
  return uniqueBy(entries, (e, i) => (e.start ? foldKey(`${e.title} ${e.company} ${e.start}`) : String(i)));
}

export function parseEducation(lines: TextLine[]): Education[] {
  return groupEntries(mergeHistoryRows(lines)).map((block) => {
    const { fields } = entryFields(block, false);
    const used = new Set<string>();
    let institution = pick(fields, INSTITUTION_WORD, used);
    if (institution) used.add(institution);
    let degree = pick(fields, DEGREE_WORD, used);
    if (degree) used.add(degree);
    const rest = fields.filter((f) => !used.has(f));
    institution ??= rest.shift() ?? null;
    degree ??= rest.shift() ?? null;
    let field = degree ? (FIELD_AFTER_IN.exec(degree) ?? FIELD_AFTER_OF.exec(degree))?.[1] ?? null : null;
    // "Princeton University, Computer Science": the school, then the field of study.
    const [school, ...subject] = institution?.split(', ') ?? [];
    if (school && subject.length && INSTITUTION_WORD.test(school) && !subject.some((p) => INSTITUTION_WORD.test(p)) &&
      FIELD_OF_STUDY_WORD.test(subject.join(' '))) {
      institution = school;
      field ??= subject.join(', ');
    }
    return { institution, degree, field, start: block.dates?.start ?? null, end: block.dates?.end ?? null };
  }).filter((e) => e.institution);
}
