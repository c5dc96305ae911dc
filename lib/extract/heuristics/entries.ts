import type { Education, Experience } from '../candidate.ts';
import { findDateRange, isOnlyDates, removeDateRanges } from './dates.ts';
import { joinWrappedDateCells, joinWrappedDurations, joinWrappedRangeEnds } from './date-cells.ts';
import { namesOnlyEngagement, withoutEngagementNote } from './engagement-notes.ts';
import {
  keepDashBeforeEngagement,
  keepDashBeforeQualifier,
  keepDashBeforeUnit,
  keepDashInSchoolName,
  keepHyphenAmongLongDashes,
  namesUnit,
  restoreKeptDash,
} from './dashed-names.ts';
import { holdsPageNumber, withoutPageNumbers } from './page-numbers.ts';
import { groupEntries } from './entry-blocks.ts';
import type { EntryBlock } from './entry-items.ts';
import { mergeHistoryRows } from './history-rows.ts';
import { DEGREE_ROW_LABEL, INSTITUTION_ROW_LABEL, readFormRows } from './form-rows.ts';
import { CONNECTOR_END, joinWrappedHeaderLines } from './wrapped-header-lines.ts';
import { schoolAfterAt, schoolAmongParts, schoolBeforeColon } from './school-parts.ts';
import { withRunInTitlesApart, withRunOnDescriptionsApart } from './run-in-titles.ts';
import { asLocation } from './places.ts';
import { countryNamed } from '../fields/gazetteer/index.ts';
import { isOrganisationWithParent } from './organisation-pairs.ts';
import { ENTRY_WORDS } from '../fields/entry-words/index.ts';
import { alternativesOf } from './word-alternatives.ts';
import {
  COMPANY_WORD,
  DEGREE_WORD,
  FIELD_OF_STUDY_WORD,
  INSTITUTION_WORD,
  ORGANISATION_LABEL,
  TITLE_LABEL,
  TITLE_WORD,
  type WordTest,
} from './vocabulary.ts';
import { cleanText, foldKey, splitFields, uniqueBy } from './text.ts';
import { endsOnLegalForm, opensOnLegalForm, withLegalFormsJoined } from './legal-forms.ts';
import { joinTimelineYears } from './timeline-years.ts';
import type { TextLine } from './text-lines.ts';

// "Bachelor of Science in Computer Engineering" → the field after "in"; else after "of" / "en".
const FIELD_AFTER_IN = /\bin\s+(.+)$/i;
const FIELD_AFTER_OF = /\b(?:of|en)\s+(.+)$/i;
const AT_SEPARATOR = /\s+(?:(?:at|chez|bei|presso|bij)\s+|@\s*)(?=[\p{Lu}\d])/u;
// "Docente en Universidad de Valdora", "Analista em Banco Serra (Recife)": "en"/"em" before an employer, which it stands for
// "at" only where what follows is named as an organisation or placed in brackets ("Ingeniero en Sistemas" names a field).
const EN_SEPARATOR = /\s+(?:en|em)\s+(?=\p{Lu})/u;
// "[Jornada parcial – Presencial]", "[remote]": a note in square brackets closing a job's header, on how it was held.
const SQUARE_BRACKETED_NOTE = /\s*\[[^\]]*\]\s*$/u;
// "@ Acme", "@Acme": an employer after the sign written for "at".
const AT_SIGN_START = /^@\s*(\p{Lu}.*)$/u;
// "https://www.acme.example.com": an employer's site beside its name; a bare "acme.com" may be the name itself.
const WEB_ADDRESS = /^(?:https?:\/\/|www\.)\S+$/i;
// "acme.com": a business named by its site.
const DOMAIN_NAME = /^[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}$/iu;
// "Bank of", "Université de": a name that goes on into the place after it.
// "Acme (Berlin)": a place in brackets after an organisation.
const BRACKETED_TAIL = /^(.+?)\s*\(([^()]+)\)$/;
// "(Valmont 38430)", "(26210 Valmont)": a town with its postal code, which only a place is written with.
const TOWN_WITH_POSTCODE = /^(?:\p{Lu}[\p{L}'’.-]*(?:\s[\p{L}'’.-]+){0,3}\s\d{4,5}|\d{4,5}\s\p{Lu}[\p{L}'’.-]*(?:\s[\p{L}'’.-]+){0,3})$/u;

type Kind = 'experience' | 'education';

/**
 * Trims separators left by removed dates (and the full stop that closed them, "2021 – actualidad. Investigador"), and the
 * full stop closing a line after a whole word ("Universidad de Olmedilla.", not "Acme Inc."); a bracket goes only when its
 * partner is gone too.
 */
function tidyField(field: string): string {
  let f = cleanText(field.replace(/\(\s*\)/g, ' '))
    .replace(/^[,;:\s]+|[,;:\s]+$/g, '')
    // "Acme, Leeds / 2019 – 2021": a slash set apart before the dates parted them from the place.
    .replace(/^\/\s+|\s+\/$/g, '')
    .replace(/^\.\s+/, '')
    .replace(/(?<=\p{Ll}{4})\.$/u, '');
  if (f.startsWith('(') && !f.includes(')')) f = f.slice(1);
  if (f.endsWith('(')) f = f.slice(0, -1);
  if (f.endsWith(')') && !f.includes('(')) f = f.slice(0, -1);
  return f.trim();
}

/** Words that give a field its role: a job title, an employer, a school, a degree. */
function hasRoleWord(field: string): boolean {
  return TITLE_WORD.test(field) || COMPANY_WORD.test(field) || INSTITUTION_WORD.test(field) || DEGREE_WORD.test(field);
}

// Places already looked up: an entry's fields are asked about several times, and the gazetteer lookup is the dear part.
const placeNames = new Map<string, boolean>();

/** A short name of a place (`Leeds`, `Springfield, IL`) that names no job, employer or school. */
function isPlaceName(field: string): boolean {
  let known = placeNames.get(field);
  if (known === undefined) {
    if (placeNames.size > 1000) placeNames.clear();
    // "Boston, MA", "Jackson, MS": a state's code after the comma is no degree.
    const named = field.replace(/,\s*\p{Lu}{2}$/u, '');
    known = field.split(/[\s,]+/).length <= 4 && !hasRoleWord(named) && !!asLocation(field);
    placeNames.set(field, known);
  }
  return known;
}

const TOWN_IN_COUNTRY = /^(\p{Lu}[\p{L}'’ -]{1,40}) \(([^()]+)\)$/u;

/** What an organisation's bracket holds when it names where it is: `(Leeds)`, `(Valmont 38430)`. */
function isBracketedPlace(text: string): boolean {
  return isPlaceName(text) || TOWN_WITH_POSTCODE.test(text);
}

/** `Castellón (España)`: a town the gazetteer may not know, with the country it is in. */
function isTownInCountry(field: string): boolean {
  const m = TOWN_IN_COUNTRY.exec(field);
  return !!m && !!countryNamed(m[2]!) && !hasRoleWord(m[1]!);
}

/**
 * `Acme Corp, Springfield, IL` → [`Acme Corp`, `Springfield, IL`], and where the document sets its places
 * after its employers with no separator left (`spaced`), `Pixelgrove Utrecht` → [`Pixelgrove`, `Utrecht`]; null
 * when no place ends the field.
 */
function splitTrailingPlace(field: string, spaced = false): [string, string] | null {
  // Before a country in brackets, the town in it: Europass's `Acme GmbH, Chemnitz (Deutschland)`.
  const parts = field.split(', ');
  for (let i = Math.max(1, parts.length - 2); i < parts.length; i++) {
    const place = parts.slice(i).join(', ');
    const isPlace = isPlaceName(place) || (i === parts.length - 1 && isTownInCountry(place));
    if (isPlace && !isPlaceName(parts.slice(0, i).join(', '))) return [parts.slice(0, i).join(', '), place];
  }
  const bracketed = BRACKETED_TAIL.exec(field);
  if (bracketed?.[1] && bracketed[2] && isBracketedPlace(bracketed[2])) return [bracketed[1], bracketed[2]];
  const named = townAfterWord(field);
  if (named) return named;
  if (parts.length > 1 || !spaced) return null;
  const words = field.split(' ');
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const head = words.slice(0, -n).join(' ');
    const place = words.slice(-n).join(' ');
    // "Bank of London" names no place after its bank, nor "Universität Wien" after its university.
    if (isPlaceName(place) && !CONNECTOR_END.test(head) && !isPlaceName(head) && !INSTITUTION_WORD.test(head)) return [head, place];
  }
  return null;
}

// "Lycée Renoir à Lyon", "Acme GmbH in Köln": the little word a language sets between an organisation and its town.
const PLACE_WORD = new RegExp(`\\s(?:${alternativesOf(ENTRY_WORDS.flatMap((w) => w.placeWords))})\\s+(?=\\p{Lu})`, 'gu');

/**
 * `Lycée Renoir à Lyon` → [`Lycée Renoir`, `Lyon`]: an organisation named with its town after such a word; not a
 * degree's field ("Master in Finance") nor a title ("Consultant in Lyon" names where, not whom), which name no organisation.
 */
function townAfterWord(field: string): [string, string] | null {
  for (const m of field.matchAll(PLACE_WORD)) {
    const [head, place] = [field.slice(0, m.index), field.slice(m.index + m[0].length)];
    if (isPlaceName(place) && !isPlaceName(head) && !TITLE_WORD.test(head) && !DEGREE_WORD.test(head)) return [head, place];
  }
  return null;
}

/** "B.S. in Computer Science, Wrenmoor University" splits; "State University, Springfield" does not. */
function isDegreeAndSchool(parts: string[]): boolean {
  const schools = parts.filter((p) => INSTITUTION_WORD.test(p)).length;
  const degrees = parts.filter((p) => DEGREE_WORD.test(p) || FIELD_OF_STUDY_WORD.test(p)).length;
  return schools === 1 && degrees >= 1;
}

/**
 * "Acme<tab>Springfield" over "Engineer<tab>2019 – 2021": the short field set flush right across from
 * the dates is the place, and the line carrying it names the organisation (roles have no place).
 */
function placeAcrossFromDates(block: EntryBlock, line: string): string | null {
  const right = line.includes('\t') ? (line.split('\t').at(-1) ?? '') : '';
  const datesOnRight = block.header.some((h) => h !== line && h.includes('\t') && isOnlyDates(h.split('\t').at(-1) ?? ''));
  return datesOnRight && !findDateRange(line) && right.split(' ').length <= 3 && !/\d/.test(right) ? tidyField(right) : null;
}

// A full stop after a word that is no capitalised abbreviation ("matériaux. École", not "Univ. Lyon" nor "St. Mary's").
// (The word before is looked at from the full stop: looked at first, it would be sought before every character.)
const FULL_STOP = /\.(?<=(?:^|\s)(?:\p{Ll}\p{L}*|\p{Lu}\p{L}{4,})\.)\s+(?=\p{Lu})/u;

/** "Science des matériaux. École du Marlonge.": fields written as short sentences, each ended by its full stop. */
function splitAtFullStops(field: string): string[] {
  // "Acme. Co., Ltd.": a legal form after the full stop still belongs to the name before it.
  const sentences = field.split(FULL_STOP).reduce<string[]>((joined, s) => {
    if (joined.length && opensOnLegalForm(s)) joined[joined.length - 1] += `. ${s}`;
    else joined.push(s);
    return joined;
  }, []);
  return sentences.length > 1 ? sentences.map((s) => (/(?:^|[\s.])\p{Lu}\p{L}{0,3}\.$/u.test(s) ? s : s.replace(/\.$/, ''))) : sentences;
}

/** "CR" over "CRV Orsalis": a logo's monogram, not a field. */
function isMonogramOf(field: string, others: string[]): boolean {
  return /^\p{Lu}{1,3}$/u.test(field) && others.some((o) => o !== field && foldKey(o).startsWith(foldKey(field)));
}

// "Edo. Ara.", "N. Y.": a field written in abbreviations only.
const ABBREVIATIONS_ONLY = /^(?:\p{L}{1,4}\.\s*)+$/u;

interface HeaderFields {
  fields: string[];
  location: string | null;
  organisation: string | null;
}

/** "Retail Division, Bristol", "Transports Morvan (Namur)": a field naming something besides a place, though it ends on one. */
function namesBesidesPlace(field: string): boolean {
  return !isPlaceName(splitTrailingPlace(field)?.[0] ?? field);
}

/** The fields of each header line with its dates and durations taken out: `Engineer at Acme`, `Acme | Paris` … */
function lineFields(block: EntryBlock, kind: Kind): { parts: string[][]; location: string | null; organisation: string | null } {
  let location: string | null = null;
  let organisation: string | null = null;
  const parts = block.header.map((original, lineIndex) => {
    const place = placeAcrossFromDates(block, original);
    const line = place ? original.slice(0, original.lastIndexOf('\t')) : original;
    if (place) {
      location ??= place;
      organisation ??= tidyField(line);
    }
    const date = findDateRange(line);
    // "Engineer, Acme (2019 - 2021) Led the team." and "CEO – Acme (2020 – 2025): 900 stores, …", a description run in
    // after the dates' closing bracket and a colon → keep what comes before the dates.
    const at = date ? line.indexOf(date.text) : -1;
    const runIn = at > 0 && (/[.]$/.test(line) || /^\)\s*:\s/.test(line.slice(at + date!.text.length)));
    const head = runIn ? line.slice(0, at) : line;
    const undated = removeDateRanges(head).replace(SQUARE_BRACKETED_NOTE, '');
    const dashed = keepHyphenAmongLongDashes(undated);
    const text =
      kind === 'education'
        ? keepDashInSchoolName(dashed, isPlaceName)
        : keepDashBeforeQualifier(keepDashBeforeUnit(keepDashBeforeEngagement(dashed)), isPlaceName);
    let fields = splitFields(text)
      .map(restoreKeptDash)
      .flatMap(splitAtFullStops)
      .map(tidyField)
      // "Été 2014 et été 2013": the word that joined two dates is left alone, and names nothing.
      .filter((f) => /\p{L}/u.test(f) && !WEB_ADDRESS.test(f) && !(CONNECTOR_END.test(` ${f}`) && !f.includes(' ')));
    if (kind === 'experience') fields = fields.filter((f) => !namesOnlyEngagement(f));
    const named = fields.filter(namesBesidesPlace);
    const titleElsewhere = block.header.some(
      (h, i) => i !== lineIndex && /\p{L}/u.test(removeDateRanges(h)) && namesBesidesPlace(tidyField(removeDateRanges(h))),
    );
    // Two names apart by a spaced dash on one line of a job's header, another line of which names the rest of the job:
    // "Engineering Program – State University – Boston", "Acme - Cloud Division" are one organisation's name (not
    // before a run of abbreviations, "Acme - Edo. Mir.", which names a place); in "Senior Consultant – SAP", "Data
    // Engineer – Payments" what follows a job title's dash says what the job was about and names no employer.
    const [first = '', second = ''] = named;
    if (
      kind === 'experience' &&
      titleElsewhere &&
      named.length === 2 &&
      /\s[-–—]\s/.test(undated) &&
      !undated.trim().includes('\t') &&
      (named.every((f) => !TITLE_WORD.test(f) && !ABBREVIATIONS_ONLY.test(f)) ||
        (TITLE_WORD.test(first) && !TITLE_WORD.test(second) && !COMPANY_WORD.test(second) && !endsOnLegalForm(second)))
    )
      fields = [named.join(' – '), ...fields.filter((f) => isPlaceName(f))];
    if (kind === 'experience') fields = fields.map(withoutEngagementNote).filter((f) => /\p{L}/u.test(f));
    // "Engineer at Acme" and "Lecturer at Riverside College" split, the employer after "at"; "University of
    // Texas at Austin" does not, a school named before its "at".
    if (kind === 'experience') fields = fields.flatMap((f) => splitAtEmployer(f, (employer) => (organisation ??= employer)));
    // "@ Acme", "@Acme" on a line or in a field of its own: the employer, the "@" standing for "at".
    if (kind === 'experience')
      fields = fields.map((f) => {
        const employer = AT_SIGN_START.exec(f)?.[1];
        if (employer) organisation ??= employer;
        return employer ?? f;
      });
    // "MSc Computer Science at Wrenmoor University", "Master à l'Université de Lyon": the school after "at".
    if (kind === 'education')
      fields = fields.flatMap(schoolBeforeColon).flatMap(schoolInBrackets).flatMap(schoolAfterAt).flatMap(schoolAfterCapitals);
    return fields;
  });
  return { parts, location, organisation };
}

/** "Engineer at Acme" → [`Engineer`, `Acme`], the employer given to `found`; not where a school stands before the "at". */
function splitAtEmployer(field: string, found: (employer: string) => void): string[] {
  const parts = field.split(AT_SEPARATOR).map(cleanText);
  if (parts.length === 1) return splitAtEnEmployer(field, found);
  if (INSTITUTION_WORD.test(parts[0]!)) return [field];
  if (parts.length === 2) found(parts[1]!);
  return parts;
}

/** "Docente en Universidad de Valdora (Ibarra)" → [`Docente`, `Universidad de Valdora (Ibarra)`], the employer given to `found`. */
function splitAtEnEmployer(field: string, found: (employer: string) => void): string[] {
  const parts = field.split(EN_SEPARATOR).map(cleanText);
  if (parts.length !== 2) return [field];
  const [title = '', employer = ''] = parts;
  const placed = BRACKETED_TAIL.exec(employer);
  const named = isOrganisationWord(employer) || (!!placed?.[2] && isBracketedPlace(placed[2]));
  if (!named || INSTITUTION_WORD.test(title) || DEGREE_WORD.test(title) || FIELD_OF_STUDY_WORD.test(employer)) return [field];
  found(placed?.[1] ?? employer);
  return parts;
}

/**
 * "Master of Science in Physics (University of Velmora)", "Technicien réseaux (AFPB)": a degree or a trade's title, its school
 * in brackets after it, named as a school or by its initials.
 */
function schoolInBrackets(field: string): string[] {
  const [, degree, school] = BRACKETED_TAIL.exec(field) ?? [];
  const isDegree = (text: string) => DEGREE_WORD.test(text) || FIELD_OF_STUDY_WORD.test(text);
  const namesSchool = (text: string) => INSTITUTION_WORD.test(text) || (INITIALS.test(text) && !isPlaceName(text));
  const namesQualification = (text: string) => isDegree(text) || TITLE_WORD.test(text);
  return degree && school && namesSchool(school) && !INSTITUTION_WORD.test(degree) && namesQualification(degree) && !isDegree(school)
    ? [degree, school]
    : [field];
}

// "LAUREA IN BIOLOGIA Università di Pavia": a degree set in capitals, then a name in mixed case where the capitals end.
const CAPITALS_THEN_NAME = /^((?:[\p{Lu}\d'’().,&-]+\s+){1,}[\p{Lu}\d'’().,&-]+)\s+(\p{Lu}\p{Ll}.*)$/u;

/** A degree in capitals run on into its school's name in mixed case, as forms set them in two styles on one line. */
function schoolAfterCapitals(field: string): string[] {
  const [, degree, school] = CAPITALS_THEN_NAME.exec(field) ?? [];
  return degree && school && /\p{Lu}{2}/u.test(degree) && INSTITUTION_WORD.test(school) && DEGREE_WORD.test(degree)
    ? [degree, school]
    : [field];
}

/**
 * Header fields of an entry, places set apart: a place stands as a field of its own among others
 * (`Acme | Leeds`), or follows an organisation (`Acme, Leeds`, `Acme (Leeds)`). What remains, if it
 * is one field with commas, reads as `Title, Company[, City]` or `Degree, School`.
 */
function entryFields(block: EntryBlock, kind: Kind, spacedPlaces = false): HeaderFields {
  const { parts, location: across, organisation } = lineFields(block, kind);
  let location = across;
  let placedOrganisation = organisation;
  const all = parts.flat();
  const fields: string[] = [];
  for (const lineParts of parts) {
    for (const [i, field] of lineParts.entries()) {
      if (isMonogramOf(field, all)) continue;
      const placed = all.length > 1 ? splitTrailingPlace(field, spacedPlaces) : null;
      // "Huesca | Edinburgh": of two fields named like places, the place is the later; the earlier names the organisation.
      const placeFollows = lineParts.slice(i + 1).some(isPlaceName);
      // Roles have no place: the field a place follows names the organisation.
      if (placed) {
        location ??= placed[1];
        fields.push(placed[0]);
        placedOrganisation ??= placed[0];
      } else if (all.length > 1 && isPlaceName(field) && !placeFollows) {
        location ??= field;
        if (lineParts.length > 1) placedOrganisation ??= fields.at(-1) ?? null;
      } else fields.push(field);
    }
  }
  if (fields.length === 1) {
    let placed: string | null = null;
    const alone = aloneOnHeader(fields[0]!, kind, (place, before) => {
      location ??= place;
      placed ??= before ?? null;
    });
    // "Acme (Valmont 38430)" alone over its dates: roles have no place, so the field a place follows names the employer.
    return { fields: alone, location, organisation: organisation ?? (alone.length === 1 && alone[0] === placed ? placed : null) };
  }
  return { fields: fields.slice(0, 4), location, organisation: placedOrganisation };
}

/** A field's parts between its commas, a comma within brackets left inside ("Abitur (Gymnasium Nord, Speyer)"). */
function splitOutsideBrackets(field: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < field.length; i++) {
    const char = field[i];
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ',' && field[i + 1] === ' ' && depth === 0) {
      parts.push(field.slice(start, i));
      start = i + 2;
    }
  }
  return [...parts, field.slice(start)];
}

/** One field alone in the header: `Title, Company, City`, `Degree, School, City, Grade`, `Acme (Leeds)`. */
function aloneOnHeader(field: string, kind: Kind, setPlace: (place: string, before?: string) => void): string[] {
  const commaParts = withLegalFormsJoined(splitOutsideBrackets(field).map(tidyField).filter(Boolean));
  if (kind === 'education') {
    if (commaParts.length === 2 && isDegreeAndSchool(commaParts)) return commaParts;
    // "Mathematics, MSc, University of Harwick", "Design graphique, IUT Brennac": the part named a school, and the rest.
    const namedSchools = commaParts.filter((p) => INSTITUTION_WORD.test(p) && !DEGREE_WORD.test(p));
    if (commaParts.length > 1 && namedSchools.length === 1) return commaParts.filter((p) => !isPlaceName(p));
    const [degree = '', ...rest] = commaParts;
    const schools = rest.filter((p) => INSTITUTION_WORD.test(p));
    const school = schools.length <= 1 ? (schools[0] ?? rest[0]) : undefined;
    if (rest.length && DEGREE_WORD.test(degree) && school && !DEGREE_WORD.test(school)) return [degree, school];
    return [field];
  }
  const placed = BRACKETED_TAIL.exec(field);
  if (placed?.[1] && placed[2] && isBracketedPlace(placed[2])) {
    setPlace(placed[2], placed[1]);
    return aloneOnHeader(placed[1], kind, setPlace);
  }
  if (isOrganisationWithParent(commaParts)) return [field];
  // "Hollowmere Energie, Utrecht" alone beside its dates (a job typed without its title): an employer and its town, where no title
  // word names a role ("Data Engineer, Globex" names a job and its employer, whatever else "Globex" names).
  const [employer = '', employerTown = ''] = commaParts;
  if (commaParts.length === 2 && isPlaceName(employerTown) && !isPlaceName(employer) && !TITLE_WORD.test(employer)) {
    setPlace(employerTown, employer);
    return [employer];
  }
  if (commaParts.length === 2) return commaParts;
  // "Programming Tutor, Lisbon, Portugal", "Lecturer, Department of …, Faculty of …, UNL, Lisbon, Portugal": a known town and its
  // country end the header; what goes before them is read as a header of its own.
  const [town = '', country = ''] = commaParts.slice(-2);
  if (countryNamed(country) && isPlaceName(town) && !isOrganisationWord(town)) {
    setPlace(`${town}, ${country}`);
    return aloneOnHeader(commaParts.slice(0, -2).join(', '), kind, setPlace);
  }
  // "Assistant Professor, Department of Economics, University of Brackwater": a unit within its organisation; the employer is the wider.
  const [title = '', unit = '', widest = ''] = commaParts;
  if (commaParts.length === 3 && isOrganisationWord(unit) && isOrganisationWord(widest) && !isPlaceName(widest)) return [title, widest];
  // "Lecturer, Department of Computing, Faculty of Science, UNL": units within units of an organisation, named whole.
  const chain = commaParts.slice(1);
  const namesOrganisation = (part: string) => (isOrganisationWord(part) || INITIALS.test(part)) && !isPlaceName(part);
  if (chain.length >= 3 && chain.every(namesOrganisation) && !isOrganisationWord(title)) return [title, chain.join(', ')];
  // "Data Analyst, Fraud Insight Team, HMRB (mostly in Python)": a team's name, then the organisation it is in, by its initials.
  const organisation = widest.replace(LOWER_CASE_NOTE, '');
  if (
    commaParts.length === 3 &&
    namesUnit(unit) &&
    (isOrganisationWord(organisation) || INITIALS.test(organisation)) &&
    !isPlaceName(organisation)
  )
    return [title, organisation];
  if (commaParts.length === 3 && !/\d/.test(commaParts[2] ?? '')) {
    setPlace(commaParts[2]!.replace(/\.$/, ''));
    return commaParts.slice(0, 2);
  }
  // "Engineer, Acme, Leeds, UK" and "Ingénieur R&D, Acme, Valmont, France": the town and its state or country.
  if (commaParts.length === 4 && (/^[A-Z]{2}$/.test(country) || (countryNamed(country) && !/\d/.test(town) && !isOrganisationWord(town)))) {
    setPlace(commaParts.slice(2).join(', '));
    return commaParts.slice(0, 2);
  }
  return [field];
}

// "(mostly in Python)", "(remote)": a note on the job after the organisation's name, not a part of it.
const LOWER_CASE_NOTE = /\s*\(\p{Ll}[^()]*\)$/u;
// "HMRB", "DfW": a name of two capitals or more, no two small letters together.
const INITIALS = /^(?=(?:\P{Lu}*\p{Lu}){2})\p{Lu}(?:[\p{Lu}\d&]|\p{Ll}(?!\p{Ll})){1,7}$/u;

const isOrganisationWord = (text: string) => COMPANY_WORD.test(text) || INSTITUTION_WORD.test(text) || DOMAIN_NAME.test(text);

/** How much a field reads as a job title rather than an employer, by its words. */
function titleScore(field: string): number {
  if (TITLE_LABEL.test(field)) return 2;
  if (ORGANISATION_LABEL.test(field)) return -2;
  const score = Number(TITLE_WORD.test(field)) - Number(isOrganisationWord(field));
  return score || (TITLE_WORD.test(field) ? headWordScore(field) : 0);
}

/**
 * A field worded both ways ("Software Engineer", "Head of Systems", "Acme Software"): the word naming
 * what the whole is tells, the last one ("Software Engineer"), or a title's first one before "of" /
 * "de" ("Directeur du groupe"); an employer's sector word ends its name ("Acme Software").
 */
function headWordScore(field: string): number {
  const words = field.split(' ');
  const [first = '', second = '', last = ''] = [words[0], words[1], words.at(-1)];
  if (words.length < 2) return 0;
  if (TITLE_WORD.test(last) && !isOrganisationWord(last)) return 1;
  if (TITLE_WORD.test(first) && !isOrganisationWord(first) && /^(?:of|de|du|des|der|di|del|della|do|da|van)$|^d['’]/i.test(second))
    return 1;
  return isOrganisationWord(last) && !TITLE_WORD.test(first) ? -1 : 0;
}

/**
 * 1 when the first of two fields is the title, -1 when the second is, 0 when nothing tells: by
 * their words, else the organisation is the field a place goes with.
 */
function knownOrder(first: string, second: string, organisation: string | null): number {
  return byWords(first, second) || byPlace(first, second, organisation);
}

const byWords = (first: string, second: string) => Math.sign(titleScore(first) - titleScore(second));
const byPlace = (first: string, second: string, organisation: string | null) =>
  organisation === second ? 1 : organisation === first ? -1 : 0;

type OrderedHeader = { fields: string[]; organisation: string | null };

/**
 * "Title<tab>Town" / "Employer<tab>Dates": in a section whose town stands on the title's line, the entries told by their words
 * say so, two or more, none the other way; there the town tells nothing, and an entry worded either way takes their order.
 * 0 where the section's place is no such sign.
 */
function orderWherePlaceMisleads(headers: OrderedHeader[]): number {
  const told = headers
    .map(({ fields: [first, second], organisation }) =>
      first && second ? [byWords(first, second), byPlace(first, second, organisation)] : [0, 0],
    )
    .filter(([words, place]) => words && place);
  const misled = told.filter(([words, place]) => words !== place);
  return misled.length >= 2 && misled.length === told.length && misled.every(([words]) => words === misled[0]![0]) ? misled[0]![0]! : 0;
}

/** Of more than two fields, the one worded as a title and the one worded as an organisation, in their order; else the first two. */
function mostTelling(fields: string[]): string[] {
  if (fields.length <= 2) return fields;
  const title = fields.find((f) => titleScore(f) > 0);
  const organisation = fields.find((f) => titleScore(f) < 0);
  const rest = fields.filter((f) => f !== title && f !== organisation);
  const pair = [title ?? rest.shift(), organisation ?? rest.shift()].filter((f): f is string => !!f);
  return pair.sort((a, b) => fields.indexOf(a) - fields.indexOf(b));
}

/** Lines that read as a role with dates (`QA Engineer, Contoso (2018 - 2021)`), for CVs without an Experience heading. */
export function roleLines(lines: TextLine[]): TextLine[] {
  return lines.filter((l) => !l.bullet && findDateRange(l.text) && TITLE_WORD.test(removeDateRanges(l.text)) && !DEGREE_WORD.test(l.text));
}

/** Fields an entry's header line holds at most: title, organisation, place, dates and a little more. */
const MAX_HEADER_FIELDS = 6;

/** A line whose fields a page sets side by side (`<span>Engineer</span> <span>Acme</span>`), read as cells apart. */
function withFieldsApart(line: TextLine): TextLine {
  return line.fields && line.fields.length <= MAX_HEADER_FIELDS && !line.bullet ? { ...line, text: line.fields.join('\t') } : line;
}

/**
 * A line without its page furniture: a copyright notice ("© European Union, 2002–2013", "© Copyright
 * Studio 2016.") and what follows it on its line (site, page number, credits), and a page number. What
 * stood before the notice is kept where it still names something; a footer's date alone goes.
 */
function withoutPageFurniture(line: TextLine): TextLine[] {
  if (!line.text.includes('©') && !holdsPageNumber(line.text)) return [line];
  const kept = cleanText(withoutPageNumbers(line.text.replace(/©[\s\S]*$/u, ''))).replace(/[\s|\t]+$/u, '');
  return /\p{L}{3,}/u.test(removeDateRanges(kept)) ? [{ ...line, text: kept, fields: undefined }] : [];
}

/** Entry blocks of each section apart: each section repeats its own shape. */
function blocksOf(sections: TextLine[][]): EntryBlock[] {
  return sections.flatMap((lines) =>
    groupEntries(
      mergeHistoryRows(
        joinWrappedDateCells(
          joinWrappedDurations(
            joinWrappedRangeEnds(
              withRunInTitlesApart(
                withRunOnDescriptionsApart(
                  joinWrappedHeaderLines(readFormRows(joinTimelineYears(lines.map(withFieldsApart).flatMap(withoutPageFurniture)))),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

/** Title and company from each header; a CV sets all its jobs the same way, which settles the unclear ones. */
export function parseExperience(...sections: TextLine[][]): Experience[] {
  const blocks = blocksOf(sections);
  // "Pixelgrove Utrecht": a place after the employer with only a space between is read as such when most of
  // the document's entries end their employer so (a layout whose separators were lost), not for one.
  const readings = blocks.map((block) => ({
    block,
    plain: entryFields(block, 'experience'),
    spaced: entryFields(block, 'experience', true),
  }));
  const spacedPlaces = readings.filter((r) => !r.plain.location && r.spaced.location).length;
  const spaced = spacedPlaces >= 2 && spacedPlaces * 3 >= blocks.length * 2;
  const headers = readings.map((r) => ({ block: r.block, ...(spaced ? r.spaced : r.plain) }));
  // Where neither words nor a place tell title from company, the order of the other entries does.
  const votes = headers.reduce(
    (sum, { fields: [first, second], organisation }) => sum + (first && second ? knownOrder(first, second, organisation) : 0),
    0,
  );
  const placeMisleads = orderWherePlaceMisleads(headers.map(({ fields, organisation }) => ({ fields: mostTelling(fields), organisation })));
  const entries = headers
    .map(({ block, fields, location, organisation }) => {
      let title: string | null = null;
      let company: string | null = null;
      const [first, second] = mostTelling(fields);
      if (first && second) {
        const order = byWords(first, second) || placeMisleads || byPlace(first, second, organisation) || (votes >= 0 ? 1 : -1);
        [title, company] = order > 0 ? [first, second] : [second, first];
      } else if (first) {
        if ((COMPANY_WORD.test(first) || first === organisation) && !TITLE_WORD.test(first)) company = first;
        else title = first;
      }
      return {
        title: title?.replace(TITLE_LABEL, '') ?? null,
        company: company?.replace(ORGANISATION_LABEL, '') ?? null,
        location,
        start: block.dates?.start ?? null,
        end: block.dates?.end ?? null,
        current: block.dates?.current ?? false,
      };
    })
    .filter((e) => e.title || e.company);
  inheritGroupEmployer(entries, headers);
  employerInBrackets(entries);
  employerNamedLikePlace(entries);
  withoutProjectRoles(entries);
  placeInEmployersSlot(entries);
  // A job told twice with the same start (a rirekisho's history table, then the detailed 職務経歴) is one job.
  return withoutUndatedRetellings(uniqueBy(entries, (e, i) => (e.start ? foldKey(`${e.title} ${e.company} ${e.start}`) : String(i))));
}

/**
 * A job named again without dates, by the same title and employer as a dated one (an academic CV's
 * "Current position" block over its list of posts, a header's "Title at Employer"), is that job.
 */
function withoutUndatedRetellings(entries: Experience[]): Experience[] {
  const key = (e: Experience) => foldKey(`${e.title} ${e.company}`);
  const dated = new Set(entries.filter((e) => e.start && e.title && e.company).map(key));
  return entries.filter((e) => e.start || !e.title || !e.company || !dated.has(key(e)));
}

/**
 * "QVR<tab>Brasil" / "Developer<tab>2022 – Present" / … / "Intern<tab>2021 – 2022": an employer set once
 * over several roles. A role whose header is its title alone, besides its dates, takes the employer of the role
 * before it, where that employer stood on an undated line of its own above that role's title.
 */
function inheritGroupEmployer(entries: Experience[], headers: { block: EntryBlock; fields: string[] }[]): void {
  if (entries.length !== headers.length) return;
  for (let i = 1; i < entries.length; i++) {
    const [entry, before] = [entries[i]!, entries[i - 1]!];
    const { block } = headers[i]!;
    const above = headers[i - 1]!.block;
    const employerLine = above.header[0] ?? '';
    // "QVR<tab>Brasil", "Nordwind Energie AG, Freiburg": the employer's field, its town after a tab or a comma.
    const employerField = splitFields(employerLine)[0] ?? '';
    const employerAbove =
      above.dateLine > 0 &&
      !findDateRange(employerLine) &&
      !!before.company &&
      [employerField, employerField.split(/,\s+/)[0]!].some((field) => foldKey(field) === foldKey(before.company!));
    // The title alone, with its dates on its line or on a line of their own ("Intern" / "2021 – 2022"), and its place after
    // them; a town's name opening the header stands where the employers above stand, and is one ("Lugo" / dates / title).
    const titleAlone = block.header.filter((h, k) => !isOnlyDates(h) && !(k > 0 && isPlaceName(h))).length === 1;
    if (entry.title && !entry.company && titleAlone && employerAbove) entry.company = before.company;
  }
}

// "Vikar (Landeskirche Nordmark)": a role, then a bracket opening on a capital or a figure.
const ROLE_THEN_BRACKET = /^(.+?)\s+\(([\p{Lu}\d][^()]*)\)$/u;

/**
 * "TypeScript Entwickler (Neckar IT)", "Vikar (Landeskirche …)": where most of a document's roles (two at least) name no employer
 * but for a bracket closing their title, the bracket names it; a bracket after one title alone ("Engineer (Backend)") says
 * what that job was about.
 */
function employerInBrackets(entries: Experience[]): void {
  const bracketed = entries.filter((e) => {
    const m = e.title && !e.company ? ROLE_THEN_BRACKET.exec(e.title) : null;
    return !!m && !isPlaceName(m[2]!) && !isOnlyDates(m[2]!);
  });
  if (bracketed.length < 2 || bracketed.length * 2 < entries.length) return;
  for (const entry of bracketed) {
    const [, title, employer] = ROLE_THEN_BRACKET.exec(entry.title!)!;
    entry.title = title!;
    entry.company = employer!;
  }
}

// "(Projetista)", "(Site engineer)": a role in brackets, alone on its line.
const BRACKETED_ROLE = /^\(([^()]+)\)$/;

/**
 * "Acme 2010/2020" / "Structural Engineer" / "Harbour works, Bergen" / "(Designer)": projects told within a job, each a
 * name over the role held on it in brackets, with no dates of their own, are that job's, not jobs of their own; a dated
 * job whose title alone is bracketed ("Acme 2007/2009" / "(Field engineer)") keeps it, brackets gone.
 */
function withoutProjectRoles(entries: Experience[]): void {
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    const role = entry.title ? BRACKETED_ROLE.exec(entry.title) : null;
    if (!role) continue;
    if (!entry.start && entries.slice(0, i).some((e) => e.start)) entries.splice(i, 1);
    else entry.title = role[1]!.trim();
  }
}

/**
 * "Analyst | Huesca", "Engineer | Brivanel": an employer named like a town. Where a role's only field
 * besides its title was read as its place, and most of the document's other roles name an employer, that
 * field is the employer (of two places, the first): a CV names where each job was held the same way throughout.
 */
function employerNamedLikePlace(entries: Experience[]): void {
  for (const entry of entries) {
    if (!entry.title || entry.company || !entry.location) continue;
    // "Lisbon, Portugal": a town and its country say where the job was, not whom for.
    const [, country, ...more] = entry.location.split(', ');
    if (country && !more.length && countryNamed(country)) continue;
    const others = entries.filter((e) => e !== entry);
    if (others.length && others.filter((e) => e.company).length * 2 > others.length) {
      // "Huesca, San Diego": two names of places, the employer's first.
      const [employer = '', ...place] = entry.location.split(', ');
      entry.company = employer;
      entry.location = place.join(', ') || null;
    }
  }
}

// "Neuchâtel", "Bad Soden": a short capitalised name, as a town is written.
const TOWN_LIKE = /^\p{Lu}[\p{L}'’.-]*(?:\s[\p{L}'’.-]+){0,2}$/u;

/**
 * "Fintora, Neuchâtel" among "Brivio" / "Basel", "Lumenfall" / "Zürich": where most of a document's roles
 * set their town apart from their employer, a town no gazetteer knows, after a comma in the employer's
 * field, is that role's town too: a CV sets every job the same way. Legal forms ("Acme, Inc.") and
 * names of roles or schools stay in the employer.
 */
function placeInEmployersSlot(entries: Experience[]): void {
  for (const entry of entries) {
    const tail = entry.company?.split(', ');
    if (!entry.company || entry.location || !tail || tail.length < 2) continue;
    const town = tail.at(-1)!;
    const others = entries.filter((e) => e !== entry);
    if (others.filter((e) => e.company && e.location).length * 2 <= others.length) continue;
    if (!TOWN_LIKE.test(town) || hasRoleWord(town) || /^\p{Lu}{1,4}\.?$/u.test(town)) continue;
    entry.company = tail.slice(0, -1).join(', ');
    entry.location = town;
  }
}

// "Université de Brennac (Mention assez bien)", "University of Lindmoor (First Class Honours)": a grade or honours
// in brackets after the school's name; an acronym in brackets ("(EPFL)") is part of it.
const BRACKETED_ASIDE = /\s*\((?![\p{Lu}\d&.-]{2,10}\))[^()]*\)$/u;

function withoutAside(institution: string): string {
  return institution.replace(BRACKETED_ASIDE, '').trim() || institution;
}

/** A form's labelled rows name the school and the degree whatever their words: the school first, then the degree, labels gone. */
function labelledSchool(header: HeaderFields): HeaderFields & { labelled?: boolean } {
  const school = header.fields.find((f) => INSTITUTION_ROW_LABEL.test(f));
  const degree = header.fields.find((f) => DEGREE_ROW_LABEL.test(f));
  if (!school && !degree) return header;
  const rest = header.fields.filter((f) => f !== school && f !== degree);
  const fields = [school?.replace(INSTITUTION_ROW_LABEL, ''), degree?.replace(DEGREE_ROW_LABEL, ''), ...rest].filter(
    (f): f is string => !!f,
  );
  return { ...header, fields, labelled: !!school };
}

export function parseEducation(...sections: TextLine[][]): Education[] {
  const headers = blocksOf(sections).map((block) => ({ block, ...labelledSchool(entryFields(block, 'education')) }));
  // Which slot holds the school where words do not say: the one that holds it in this document's other entries.
  let schoolFirst = 0;
  for (const {
    fields: [first = '', second = ''],
  } of headers) {
    schoolFirst +=
      Number(INSTITUTION_WORD.test(first) && !INSTITUTION_WORD.test(second)) -
      Number(INSTITUTION_WORD.test(second) && !INSTITUTION_WORD.test(first));
  }
  const schools = headers
    .map(({ block, fields, labelled }) => {
      const used = new Set<string>();
      let institution =
        (labelled ? fields[0] : undefined) ??
        fields.find((f) => INSTITUTION_WORD.test(f) && !DEGREE_WORD.test(f)) ??
        fields.find((f) => INSTITUTION_WORD.test(f)) ??
        // "AFPB", "ENSIMAG": a school named by its initials, where no field names one by its words.
        fields.find((f) => INITIALS.test(f) && !DEGREE_WORD.test(f) && !isPlaceName(f)) ??
        null;
      if (institution) used.add(institution);
      let degree = fields.find((f) => !used.has(f) && DEGREE_WORD.test(f)) ?? null;
      if (degree) used.add(degree);
      const rest = fields.filter((f) => !used.has(f));
      if (!institution && !degree && rest.length >= 2 && schoolFirst < 0) rest.reverse();
      // Of fields no word names a school ("Valtérac", "UniCaravel"), the field of study ("Computer Science") is not it.
      const named = institution || !degree ? -1 : rest.findIndex((f) => !FIELD_OF_STUDY_WORD.test(f));
      if (named > 0) rest.unshift(...rest.splice(named, 1));
      institution ??= rest.shift() ?? null;
      degree ??= rest.shift() ?? null;
      let field = degree ? ((FIELD_AFTER_IN.exec(degree) ?? FIELD_AFTER_OF.exec(degree))?.[1] ?? null) : null;
      // "Wrenmoor University, Computer Science", "MSc Physics; Acme College": the school among what its line says besides.
      institution = institution && withoutAside(institution);
      const parts = institution ? schoolAmongParts(institution, isPlaceName) : null;
      if (parts) {
        institution = parts.institution;
        if (parts.degree && !(degree && DEGREE_WORD.test(degree))) degree = parts.degree;
        field = parts.field ?? field;
      }
      // A school dated once ("2016", "Expected May 2027") is dated by when the course ends, not by when it began.
      const once = !!block.dates && !block.dates.end && !block.dates.current && !block.openEnd;
      const start = once ? null : (block.dates?.start ?? null);
      const end = once ? (block.dates?.start ?? null) : (block.dates?.end ?? null);
      return { institution, degree, field, start, end };
    })
    .filter((e) => e.institution);
  // A degree told twice with the same dates (a page that prints its content twice, for print and for screen) is one, as jobs are.
  return uniqueBy(schools, (e, i) => (e.start ? foldKey(`${e.institution} ${e.degree} ${e.start} ${e.end}`) : String(i)));
}

// Degrees an entry list must name, with no job title nor employer among its entries, to be read as studies.
const MIN_LISTED_DEGREES = 2;

/**
 * A list read as jobs whose entries name degrees and no job title nor employer ("Akademische Laufbahn" or "Academic
 * Experience" over "Promotion im Maschinenbau", "Master of Science in …"): the person's studies, under a heading that
 * may name either.
 */
export function listsDegrees(lines: TextLine[]): boolean {
  if (lines.filter((line) => DEGREE_WORD.test(line.text)).length < MIN_LISTED_DEGREES) return false;
  const entries = parseExperience(lines);
  const fields = entries.flatMap((entry) => [entry.title, entry.company]).filter((field): field is string => !!field);
  return (
    fields.filter((field) => DEGREE_WORD.test(field)).length >= MIN_LISTED_DEGREES &&
    !fields.some((field) => TITLE_WORD.test(field) || COMPANY_WORD.test(field))
  );
}

/**
 * Schools read among jobs: under one heading naming both ("Bildungsweg & Arbeitserfahrung"), or where a document's
 * education has no heading of its own (a heading drawn by the style sheet, a word no list knows). Entries naming a
 * school or a degree and no job title are the schools, the school the field a school's word names, else the
 * employer's slot ("Abitur (Gymnasium Nord)").
 */
export function schoolsAmongJobs(jobs: Experience[]): { jobs: Experience[]; schools: Education[] } {
  const names = (f: string | null, word: WordTest) => !!f && word.test(f);
  const isSchool = (job: Experience) =>
    [job.title, job.company].some((f) => names(f, INSTITUTION_WORD) || names(f, DEGREE_WORD)) &&
    !names(job.title, TITLE_WORD) &&
    !names(job.company, TITLE_WORD);
  const schools = jobs.filter(isSchool).map((job) => {
    // "Theologisches Vorstudium (Studienzentrum Nordheide)": a degree, and its school in brackets.
    const lone = job.title && job.company ? null : (job.title ?? job.company);
    const bracketed = lone ? ROLE_THEN_BRACKET.exec(lone) : null;
    if (bracketed && INSTITUTION_WORD.test(bracketed[2]!))
      return { institution: bracketed[2]!, degree: bracketed[1]!, field: null, start: job.start, end: job.end };
    const institution = names(job.title, INSTITUTION_WORD) && !names(job.company, INSTITUTION_WORD) ? job.title : job.company;
    const degree = institution === job.title ? job.company : job.title;
    return { institution, degree, field: null, start: job.start, end: job.end };
  });
  return { jobs: jobs.filter((job) => !isSchool(job)), schools };
}
