import { endsOnLegalForm } from './legal-forms.ts';
import {
  findDateRange,
  hasEntryDate,
  isDurationAlone,
  isNowAlone,
  isOnlyDates,
  isOpenRange,
  rangeEndAtStart,
  removeDateRanges,
  type DateRange,
} from './dates.ts';
import { isPersonalDetail, isStreetAddress, readLabelRow } from '../fields/label-rows.ts';
import { asLocation } from './places.ts';
import { DEGREE_ROW_LABEL, INSTITUTION_ROW_LABEL } from './form-rows.ts';
import { cleanText, splitFields } from './text.ts';
import { alternativesOf } from './word-alternatives.ts';
import { ENTRY_WORDS } from '../fields/entry-words/index.ts';
import { COMPANY_WORD, DEGREE_WORD, INSTITUTION_WORD, ORGANISATION_LABEL, SECTOR_LABEL, TITLE_LABEL, TITLE_WORD } from './vocabulary.ts';
import { bodyTextSize, startsWithBullet, stripBullet, type TextLine } from './text-lines.ts';
import { MAX_HEADER_LINES, type EntryBlock, type Item, type Role } from './entry-items.ts';
import { namesDegreeAndSchool, schoolNamedAfter, schoolNamedBefore, schoolRole } from './degree-blocks.ts';
import { organisationUnderDetails } from './organisation-under-details.ts';
import { isOrganisationWithParent } from './organisation-pairs.ts';

// CV bullet points usually open with an action verb in the past tense ("Developed", "Led"); job titles
// may open with a participle too ("Registered Nurse", "Chartered Accountant").
const ACTION_VERB =
  /^(?!(?:Registered|Certified|Licensed|Chartered|Qualified|Accredited|Advanced|Experienced|Skilled|Seasoned|Dedicated|Detailed|Associated|United)\b)(?:[A-Z][a-z]+ed|Led|Built|Ran|Won|Wrote|Made|Drove|Grew|Cut|Set|Taught|Began|Brought|Spoke|Oversaw|Rebuilt)\b/;

// The other languages' openers of a description line. A line must go on after them in sentence case:
// "Gestão de Recursos Humanos" and "Gestion de patrimoine" may be a degree's field, while "Gestion des
// stocks de trois entrepôts" is a task.
const DESCRIPTION_OPENER = new RegExp(`^(?:${alternativesOf(ENTRY_WORDS.flatMap((w) => w.descriptionOpeners))})(?![\\p{L}])`, 'u');
const MIN_OPENED_WORDS = 4;
const LOWER_CASE_WORD = /^\p{Ll}{5,}/u;

// Where a header's fields part: a comma, a semicolon, a bar or a spaced dash.
const FIELD_BREAK = /\s*[,;|]\s*|\s+[-–—]\s+/;
const MAX_FIELD_WORDS = 4;

/** "Gestione aziendale, Master, Politecnico di Montecorvo": short fields, one naming a school or a degree, as a degree's header is written. */
function namesDegreeInFields(text: string): boolean {
  const fields = text.split(FIELD_BREAK).filter(Boolean);
  return (
    fields.length >= 2 &&
    fields.every((f) => f.split(' ').length <= MAX_FIELD_WORDS) &&
    fields.some((f) => INSTITUTION_WORD.test(f) || DEGREE_WORD.test(f))
  );
}

/**
 * Whether a line opens as a description does: "Developed …", "Mise en place d'un suivi …", "Entwicklung einer …";
 * not a degree's header whose field of study opens on such a word ("Gestion de patrimoine, Master, Université …").
 */
function opensDescription(text: string): boolean {
  if (ACTION_VERB.test(text)) return true;
  const opener = DESCRIPTION_OPENER.exec(text)?.[0];
  if (!opener || namesDegreeInFields(text)) return false;
  const words = text
    .slice(opener.length)
    .split(/[\s'’]+/)
    .filter(Boolean);
  return words.length + 1 >= MIN_OPENED_WORDS && words.some((w) => LOWER_CASE_WORD.test(w));
}

// Detail lines under a degree or a job: "GPA: 3.7", "Relevant coursework: …", "Advisor: …", and any
// short label with its value ("Sujet : …", "Technologies : …").
const DETAIL_LABEL =
  /^(?:(gpa|grade|honou?rs|coursework|relevant coursework|courses|thesis|advisor|supervisors?|minor|dean'?s list|mention|key achievements|achievements|technologies|tech stack|environment)\b\s*[:：]?|[\p{L}'’ ]{2,30}?\s?[:：]\s)/iu;

// "GPA 3.6", "Grade: 1.3", "Mention Bien": a grade beside a degree names neither a school nor a degree.
export const GRADE = /^(?:gpa|grade|honou?rs|mention|note|cgpa)\b/i;

// A degree's final mark on a line of its own: a figure after a word for a mark ("Note 1,7", "Voto 105/110", "Gemiddeld cijfer
// 7,8"), or a mark out of its scale ("Classificação final 17/20", "3.8/4.0", not "24/7"). Description under the degree, not its header.
const MARK_WORD = /\b(?:gpa|cgpa|note|abschlussnote|gesamtnote|nota|voto|cijfer|média|media|classificação|calificación)\b\D{0,20}\d/i;
const OUT_OF = /(?<![\d/])(\d{1,3}(?:[.,]\d{1,2})?)\s?\/\s?(\d{1,3}(?:[.,]\d{1,2})?)(?![\d/])/;
const MAX_MARK_WORDS = 6;
const figure = (text: string) => Number(text.replace(',', '.'));

function isMarkLine(text: string): boolean {
  // The mark alone: "Mestrado, Gestão, 17/20" names the degree it is given for.
  if (text.split(/\s+/).length > MAX_MARK_WORDS || hasEntryDate(text) || /,\s/.test(text) || DEGREE_WORD.test(text)) return false;
  const [, mark = '', scale = ''] = OUT_OF.exec(text) ?? [];
  return MARK_WORD.test(text) || (!!scale && figure(scale) >= 4 && figure(mark) <= figure(scale));
}

// Column labels of a Japanese work-history table and the company blurb under its name: neither
// an entry's title nor its description ("期間 業務内容" = period, duties; "事業内容：…" = business).
const TABLE_LABEL = /^(?:期間|業務内容|事業内容|従業員数|資本金|売上高|雇用形態|所属|役職)(?:[\s:：]|$)/;

// Little words a sentence never ends on, in the languages CVs are read in.
const WRAPPED_ON =
  /\s(?:of|to|and|the|a|an|with|for|on|de|du|des|la|le|les|et|pour|avec|au|aux|un|une|der|die|das|und|für|mit|zu|el|los|las|con|para|por|il|lo|di|per|het|een|voor|met|os|as|com)$/;

// A figure an achievement is told with: "14 campagnes", "31%", "€900k", "Led 3 Agile teams"; not "C-1" nor "B2".
const FIGURE = /(?<![\p{L}\d-])\d/u;

// A capitalised abbreviation of four letters at most ending a line: "Ara.", "Ltd.", "S.A.", "Jr.".
const ABBREVIATION_END = /(?:^|[\s.])\p{Lu}\p{L}{0,3}\.$/u;

// "Vocational . . . . . . .": a sub-heading drawn with dot leaders.
const DOT_LEADER = /(?:\s?\.){6,}\s*$/;

// An employer's site beside its name ("Nordhavn ∙ https://www.nordhavn.example.com") names neither title nor organisation.
const WEB_ADDRESS = /^(?:https?:\/\/|www\.)\S+$/i;

/**
 * "Chicago, IL", "Pacific Coast, CA", "Leeds, UK": a place with its region or country, one field and not two;
 * not an organisation and its town ("Vauclair, Montpellier").
 */
function isWholePlace(field: string): boolean {
  const parts = field.split(/,\s+/);
  return parts.length > 1 && !!asLocation(field) && (!!asLocation(parts[0]!) || /^\p{Lu}{2}$/u.test(parts.at(-1)!));
}

/** "York, United Kingdom", "Leeds": a line naming only a place. */
function isPlaceAlone(text: string): boolean {
  return text.split(/\s+/).length <= 5 && !INSTITUTION_WORD.test(text) && !COMPANY_WORD.test(text) && !!asLocation(text);
}

/**
 * "Orsa Group: Banca e Assicurazioni<tab>Verona, Italia": a line whose last cell, set apart, is a town; an employer's line
 * in the layouts that set the town across from it, though its name runs on after a colon. A detail's label has no town.
 */
function besidePlace(text: string): boolean {
  const cells = text.split('\t');
  return cells.length === 2 && isPlaceAlone(cells[1]!.trim());
}

/** Whether header text names a whole entry, at least a title and an organisation besides dates and places. */
function namesWholeEntry(text: string): boolean {
  const parts = splitFields(removeDateRanges(text))
    .filter((f) => !isWholePlace(f))
    .flatMap((f) => f.split(/,\s+/))
    .filter((f) => /\p{L}/u.test(f) && !WEB_ADDRESS.test(f) && !asLocation(f) && !GRADE.test(f));
  return parts.length >= 2 && !isOrganisationWithParent(parts);
}

/**
 * "Executive MBA – Droit social" over "Valtérac, Gif-sur-Yvette": a degree and its field alone name no
 * school, so a short line under them in smaller type is the school's, whatever its name.
 */
function schoolUnderDegree(anchor: string, line: string): boolean {
  const fields = splitFields(removeDateRanges(anchor)).flatMap((f) => f.split(/,\s+/));
  return (
    fields.length === 2 &&
    fields.some((f) => DEGREE_WORD.test(f)) &&
    !INSTITUTION_WORD.test(anchor) &&
    line.split(' ').length <= 6 &&
    !/[.;:]$/.test(line)
  );
}

/**
 * A bullet that is a whole dated entry ("<li>Engineer, Acme, 2019 – 2022</li>"), not a description point; or an
 * item naming a school or an employer with the year it ended set apart ("• Università di Valdora<tab>2016").
 */
function isDatedBullet(text: string): boolean {
  return (
    (hasEntryDate(text) || namesOrganisationBesideYear(text)) &&
    text.length <= 100 &&
    !/[.]$/.test(text) &&
    !opensDescription(stripBullet(text))
  );
}

function namesOrganisationBesideYear(text: string): boolean {
  const cells = text.split('\t');
  const beside = stripBullet(cells.slice(0, -1).join(' '));
  return (
    cells.length > 1 &&
    isOnlyDates(cells.at(-1) ?? '') &&
    isShortBulletItem(beside) &&
    (INSTITUTION_WORD.test(beside) || COMPANY_WORD.test(beside) || endsOnLegalForm(beside))
  );
}

/** "Acme S.r.l., Via Roma 4, Pavia": an employer named as such (its legal form, a word for a business) and its street address. */
function namesEmployerAndAddress(text: string): boolean {
  const [name = '', ...rest] = text.split(/,\s*/);
  return (endsOnLegalForm(name) || COMPANY_WORD.test(name)) && rest.some(isStreetAddress);
}

// Words a job title runs to at most, long as some are ("Analyst and deputy head of the regional quality and process team").
const MAX_TITLE_WORDS = 18;

/** Dates alone on a line, a length after them or not ("2019 – 2021", "2024 – present (1 year)"). */
function isDatesLine(text: string): boolean {
  const range = findDateRange(text);
  return !!range && hasEntryDate(text) && (isOnlyDates(text) || isDurationAlone(text.replace(range.text, ' ')));
}

/**
 * "Acme Ltd, Leeds" / "Analyst and deputy head of the regional quality and continuous improvement team" / "2019 – 2021": a
 * long line between an entry's undated header line and its dates alone, naming a job in capitalised words that end on no
 * sentence's stop, is the entry's title, though prose runs as long.
 */
function isLongTitleOverDates(line: TextLine, previous: Item | undefined, next: TextLine | undefined): boolean {
  const text = line.text.trim();
  const words = text.split(/\s+/).length;
  return (
    previous?.role === 'head' &&
    !previous.dates &&
    !!next &&
    !next.bullet &&
    isDatesLine(next.text) &&
    !line.bullet &&
    words <= MAX_TITLE_WORDS &&
    /^\p{Lu}/u.test(text) &&
    !/[\d.;:!?\t]/.test(text) &&
    TITLE_WORD.test(text) &&
    !opensDescription(text)
  );
}

// Characters a whole entry written on one line runs to at most: a long title, its employer and town, its period and length.
const MAX_ONE_LINE_ENTRY = 240;

/**
 * "Analyst and deputy head of the regional quality and process team – Acme Ltd (Leeds), feb. 2022 - nov. 2024 (2 years)": a
 * whole entry on one line, longer than a header is, ends on its period (and its length) and holds no sentence's stop.
 */
function isLongOneLineEntry(text: string): boolean {
  const range = findDateRange(text);
  if (
    !range ||
    text.length > MAX_ONE_LINE_ENTRY ||
    /\p{Ll}{2}[.;!?]\s+\p{Lu}/u.test(text) ||
    !/^\p{Lu}/u.test(text) ||
    opensDescription(text)
  )
    return false;
  const after = text.slice(text.lastIndexOf(range.text) + range.text.length).trim();
  return !after || isDurationAlone(after);
}

/** A line that carries description rather than an entry's title/company/date. */
function isBody(line: TextLine): boolean {
  const text = line.text;
  if (line.bullet || startsWithBullet(text)) return !isDatedBullet(text);
  // "Responsibilities:" over the description; "※ …", "* …" footnotes.
  // Labelled titles and employers, and short lines the document sets as headings, belong to headers.
  const labelled = [TITLE_LABEL, ORGANISATION_LABEL, DEGREE_ROW_LABEL, INSTITUTION_ROW_LABEL].some((label) => label.test(text));
  if (labelled || (line.heading && text.length <= 100 && !/[:：]$/.test(text))) return false;
  if (isMarkLine(text)) return true;
  // Europass's "Business or sector Logistics": the employer's trade, told after the description.
  if (SECTOR_LABEL.test(text)) return true;
  // A label naming a degree or a school introduces the entry itself ("Angestrebter Abschluss: Master …").
  // An employer's line with its town set across from it, however its name runs on: "Orsa Group: Banca e Assicurazioni (…)<tab>Verona".
  if (besidePlace(text) && !opensDescription(text)) return false;
  const label = DETAIL_LABEL.exec(text)?.[0] ?? '';
  if ((label && !DEGREE_WORD.test(label) && !INSTITUTION_WORD.test(label)) || /[:：]$/.test(text) || /^[※*]/.test(text)) return true;
  // A dated line, or a row whose last cell is its year ("acme.com<tab>Website<tab>2017").
  if (
    (hasEntryDate(text) && (text.length <= 160 || isLongOneLineEntry(text))) ||
    (text.includes('\t') && isOnlyDates(text.split('\t').at(-1) ?? '') && text.length <= 100)
  )
    return false;
  // Prose: long, lower-case at its start, opening on an action verb, or holding a sentence's end.
  if (text.length > 110 || /^\p{Ll}/u.test(text) || opensDescription(text) || (text.length > 60 && /\p{Ll}{2}[.!?]\s+\p{Lu}/u.test(text)))
    return true;
  // A figure opens no header; nor does a duration in the dates' column ("Vier Wochen<tab>C, Firmware").
  const durationCell = text.includes('\t') && isDurationAlone(text.split('\t')[0]!);
  if ((/^\d/.test(text) || durationCell) && !findDateRange(text)) return true;
  if (listsTools(text)) return true;
  // An achievement told with its figure ("Lancement de 14 campagnes produit", "Managed a budget of €900k"): in any language, description.
  // (A short header with a figure in brackets is no such thing, "Intern (40 hours per week)"; "Université Lyon 2" names a school;
  // "Acme S.r.l., Via Roma 4, Pavia" gives the employer's address.)
  if (
    cleanText(text.replace(/\([^()]*\)/g, ' ')).split(' ').length >= 5 &&
    FIGURE.test(removeDateRanges(text)) &&
    !findDateRange(text) &&
    !INSTITUTION_WORD.test(text) &&
    !DEGREE_WORD.test(text) &&
    !namesEmployerAndAddress(text)
  )
    return true;
  // A line that stops on a little word goes on on the next one: wrapped prose ("… d'autorisation pour").
  if (WRAPPED_ON.test(text)) return true;
  // Many words are prose, though not in capitals throughout: a long degree or job title set as a heading ("DIPLOMA … SISTEMI").
  if (text.split(' ').length > 12 && !findDateRange(text) && /\p{Ll}/u.test(text)) return true;
  // A sentence's full stop, not an abbreviation's ("Maracay. Edo. Ara.", "Acme Ltd.", "Globex S.A."), nor the one closing a
  // degree's line that names its school apart ("Licence, Chimie, Université de Brévane."), as some CV classes end entries.
  return (
    /[.;]$/.test(text) &&
    !ABBREVIATION_END.test(text) &&
    !endsOnLegalForm(text) &&
    text.split(' ').length > 3 &&
    !namesDegreeAndSchool(text.replace(/[.;]$/, ''))
  );
}

// Fields a list of what a job used has, naming nothing else, and the most words one of them has.
const MIN_LISTED_TOOLS = 4;
const MAX_TOOL_WORDS = 3;

/**
 * "C, Firmware, FreeRTOS, CAN, Bluetooth, electronics": four or more short fields naming no organisation, school, degree,
 * job or place (one may, as "electronics" sounds like a company's), told under a header without a label ("Technologies:"): what
 * the job used, its description.
 */
function listsTools(text: string): boolean {
  const fields = text.split(/\s*[,;·]\s*/).filter(Boolean);
  if (fields.length < MIN_LISTED_TOOLS || fields.some((field) => field.split(' ').length > MAX_TOOL_WORDS)) return false;
  const naming = fields.filter(
    (field) =>
      [COMPANY_WORD, INSTITUTION_WORD, DEGREE_WORD, TITLE_WORD].some((words) => words.test(field)) ||
      asLocation(field) !== null ||
      findDateRange(field) !== null,
  );
  return naming.length <= 1 && fields.length - naming.length >= MIN_LISTED_TOOLS;
}

// "Prozessen. Einführung eines …": the wrapped sentence's last word or two, then the next sentence on the same line.
const SENTENCE_ENDS_EARLY = /^[^\s.!?]+(?:\s[^\s.!?]+)?[.!?]\s+\p{Lu}/u;
// Words a sentence wrapped at a line's end has before the break, at least, and lower-case ones among them.
const MIN_WRAPPED_WORDS = 6;
const MIN_WRAPPED_LOWER_CASE = 3;

/**
 * "Pragmatic professional who enjoys turning messy problems into reliable" / "services.": a sentence of
 * description wrapped at the line's end, its last word or two (or a tail in lower case) ending it on the
 * next line in the same type at the same edge, the next sentence perhaps after it ("… mit sauberen" / "Abläufen. Aufbau eines …", where
 * nouns are capitalised). Though its first line stops on no full stop, it is prose.
 */
function startsWrappedSentence(line: TextLine, next: TextLine | undefined): boolean {
  if (!next || line.indent === undefined || next.indent === undefined || next.bullet) return false;
  if (line.size !== next.size || Math.abs(line.indent - next.indent) > 1) return false;
  const [text, tail] = [line.text, next.text];
  if (/\t/.test(text + tail) || /[.,;:!?]$/.test(text) || findDateRange(text) || findDateRange(tail)) return false;
  const words = text.split(' ');
  const endsSentence = /[.!?]$/.test(tail) && !ABBREVIATION_END.test(tail) && !endsOnLegalForm(tail);
  return (
    words.length >= MIN_WRAPPED_WORDS &&
    words.filter((w) => /^\p{Ll}/u.test(w)).length >= MIN_WRAPPED_LOWER_CASE &&
    endsSentence &&
    (tail.split(' ').length <= 2 || /^\p{Ll}/u.test(tail) || SENTENCE_ENDS_EARLY.test(tail)) &&
    !INSTITUTION_WORD.test(text) &&
    !DEGREE_WORD.test(text)
  );
}

const MAX_SHORT_SENTENCE = 60;

/** "Pilotage des équipes.", "Analyse des données.": words in sentence case ended by a full stop, no name's abbreviation or legal form. */
function isShortSentence(text: string): boolean {
  return (
    text.length <= MAX_SHORT_SENTENCE &&
    /^\p{Lu}\p{Ll}+(?:\s\p{Ll}[\p{L}'’-]*)+[.!]$/u.test(text) &&
    !ABBREVIATION_END.test(text) &&
    !endsOnLegalForm(text) &&
    !INSTITUTION_WORD.test(text) &&
    !COMPANY_WORD.test(text)
  );
}

/** The header lines right over a dated line, with it, as one row of cells. */
function headerUpTo(items: Item[], anchor: Item): string {
  const texts = [anchor.text];
  for (let j = items.indexOf(anchor) - 1; items[j]?.role === 'head'; j--) texts.unshift(items[j]!.text);
  return texts.join('\t');
}

/** A year alone at either end of a short line ("2016 Master, School", "School, 2016"): how degrees are often dated. */
function hasEdgeYear(text: string): boolean {
  const range = findDateRange(text);
  if (!range?.start || text.length > 100) return false;
  const trimmed = text.trim();
  return trimmed.startsWith(range.text.trim()) || trimmed.replace(/[\s.,;)]+$/, '').endsWith(range.text.trim());
}

/** A bullet short enough to be a role or a place under a bulleted date ("• May 2024 – Present" / "• Teacher"). */
function isShortBulletItem(text: string): boolean {
  const item = stripBullet(text);
  return item.split(' ').length <= 6 && item.length <= 50 && !/[.;:]$/.test(item) && !opensDescription(item) && !/^\p{Ll}/u.test(item);
}

/** "Master, Economics" / "• Wrenmoor University" / "• 2011 – 2014": a degree's facts set as a list, its school among them. */
function isSchoolBullet(line: TextLine): boolean {
  return (line.bullet || startsWithBullet(line.text)) && isShortBulletItem(line.text) && INSTITUTION_WORD.test(stripBullet(line.text));
}

/** "Globex Ltd", "Acme Logistik, Leeds": a line naming an organisation by its words or legal form, or a name and its town. */
function namesEmployer(text: string): boolean {
  const parts = text.split(/,\s+/);
  return namesOrganisation(text) || endsOnLegalForm(parts[0]!) || (parts.length === 2 && !!asLocation(parts[1]!) && !asLocation(parts[0]!));
}

/** The most frequent count (ties: the smaller), or 0 when there is none. */
function typicalCount(counts: number[]): number {
  const tally = new Map<number, number>();
  for (const c of counts) tally.set(c, (tally.get(c) ?? 0) + 1);
  return [...tally].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

const namesOrganisation = (text: string) => COMPANY_WORD.test(text) || INSTITUTION_WORD.test(text);

/** "Spring 2024: Teaching Assistant": a dated line whose only other words name a job title, and no organisation. */
function namesTitleAlone(text: string): boolean {
  const rest = cleanText(removeDateRanges(text).replace(/^[\s:–—-]+|[\s:–—-]+$/g, ''));
  return TITLE_WORD.test(rest) && !INSTITUTION_WORD.test(rest) && !/[,;|\t@]|\sat\s/.test(rest);
}

/** Whether a bullet under a dated line is the entry's role rather than description. */
function isRoleBullet(text: string, anchor: Item, anchorJustBefore: boolean, anchorOpensEntry: boolean): boolean {
  // "• May 2024 – Present" / "• Teacher": a bulleted date, then a short bullet.
  if (anchor.line.bullet || startsWithBullet(anchor.line.text)) return isShortBulletItem(text);
  // "Spring 2024: Teaching Assistant" / "• Fenwick Marine Laboratory" / "• Duties included: …": a dated title whose list opens
  // on the organisation it was held at, as Markdown CVs nest it.
  const item = stripBullet(text);
  if (anchorJustBefore && namesTitleAlone(anchor.text) && isShortBulletItem(text) && namesOrganisation(item) && !TITLE_WORD.test(item))
    return true;
  // "Mar 2021 – Present" / "• Staff Engineer, Globex": a date alone opening the entry, then its first bullet.
  return (
    anchorJustBefore &&
    anchorOpensEntry &&
    isOnlyDates(anchor.text) &&
    !/[.]$/.test(text) &&
    text.length <= 100 &&
    !opensDescription(stripBullet(text))
  );
}

// Points a description is set in from its entry's header, at the least; in ems of its type, at the most (further
// right, the line stands in a column of its own).
const MIN_INDENT = 4;
const MAX_INDENT_EMS = 3.5;

/**
 * How far past an entry's edge a line starts to be set in as its description: a little, or, under an entry
 * that is a bulleted item, past where the item's own text runs after its bullet (about two ems at most).
 */
function setInFrom(anchor: Item, line: TextLine): number {
  const size = line.size ?? 0;
  return anchor.line.bullet || startsWithBullet(anchor.line.text) ? size * 2 : Math.max(MIN_INDENT, size * 0.4);
}

/**
 * "• Acme Ltd – Leeds<tab>2019 – 2022" opening the list, after the description of the entry before, or set
 * as the item of the entry before was: a list whose items are the entries, the item naming one beside its
 * dates, not a point of description beside a date cell (which stands under its entry's header).
 */
function opensListedEntry(line: TextLine, beside: string, previous: Item | undefined, lastAnchor: Item | null): boolean {
  const siblingItem =
    !!lastAnchor &&
    (lastAnchor.line.bullet || startsWithBullet(lastAnchor.line.text)) &&
    Math.abs((lastAnchor.line.indent ?? NaN) - (line.indent ?? NaN)) < MIN_INDENT;
  return (!previous || previous.role === 'body' || siblingItem) && isShortBulletItem(beside);
}

/**
 * Where an entry's header starts on the page: the left edge of its dated line, unless that line opens on its
 * dates (a column of dates beside the text), else of the header line right over it.
 */
function headerEdge(items: Item[], anchor: Item): number | undefined {
  const range = findDateRange(anchor.text);
  const opensOnDates = !!range && anchor.text.trimStart().startsWith(range.text.trim());
  if (!opensOnDates) return anchor.line.indent;
  const above = items[items.indexOf(anchor) - 1];
  return above?.role === 'head' ? above.line.indent : undefined;
}

/**
 * Reads each line's role: a dated line anchors an entry, a short line may belong to an entry's
 * header, and the rest describes. A range whose end is on a later line of its date cell
 * (`2018年04月～` … `現在`) is closed there, and a date cell beside a description line
 * (`• Built it<tab>June 2023 – present`) anchors the entry above it.
 */
function readItems(lines: TextLine[]): Item[] {
  const items: Item[] = [];
  // The last dated line, whether no header line came right before it, and whether only description followed it.
  const last: { anchor: Item | null; opensEntry: boolean; onlyBodySince: boolean } = {
    anchor: null,
    opensEntry: false,
    onlyBodySince: false,
  };
  let bodyIndent = Infinity;
  // Where the last description line went back to the margin from a first line set in by a paragraph's indent (a few
  // ems), that first line's indent: a line set in as far again opens the next paragraph, it does not go on with this one.
  let paragraphIndent: number | undefined;
  let entryEdge: number | undefined;
  const push = (line: TextLine, role: Role, dates: DateRange | null) => {
    // "— Now" keeps its dash, which a bullet's mark would take: without it, "Now" names no date.
    const text = role === 'body' || (role === 'anchor' && !findDateRange(stripBullet(line.text))) ? line.text : stripBullet(line.text);
    const item: Item = { line, text, role, dates, openEnd: role === 'anchor' && isOpenRange(line.text) };
    if (role === 'anchor') Object.assign(last, { anchor: item, opensEntry: items.at(-1)?.role !== 'head', onlyBodySince: true });
    else if (role !== 'body') last.onlyBodySince = false;
    bodyIndent = role === 'body' ? (line.indent ?? Infinity) : Infinity;
    const setIn = (items.at(-1)?.line.indent ?? -Infinity) - (line.indent ?? Infinity);
    paragraphIndent = role === 'body' && setIn > MIN_INDENT && setIn <= 3 * (line.size ?? 10) ? items.at(-1)!.line.indent : undefined;
    items.push(item);
    // A header line in the dated line's type after a description, or set back from the line before it, opens the next
    // entry, whose edge its dates will tell.
    const before = items.at(-2);
    const setBack = (before?.line.indent ?? -Infinity) > (line.indent ?? Infinity) + MIN_INDENT;
    if (role === 'anchor') entryEdge = headerEdge(items, item);
    else if (role === 'head' && (before?.role === 'body' || setBack) && (line.size ?? 0) >= (last.anchor?.line.size ?? 0) * 0.95)
      entryEdge = undefined;
  };
  for (const [index, original] of lines.entries()) {
    if (TABLE_LABEL.test(original.text) || DOT_LEADER.test(original.text) || !/[\p{L}\d]/u.test(original.text)) continue;
    // "Geburtsdatum<tab>15.08.1997", "Date of birth: …": a personal detail's row, dated but no entry.
    if (readLabelRow(original.text) && isPersonalDetail(original.text)) continue;
    let text = original.text;
    const anchor = last.anchor;
    if (anchor?.openEnd && anchor.dates && last.onlyBodySince) {
      const closing = rangeEndAtStart(text);
      if (closing) {
        anchor.dates = { ...anchor.dates, end: closing.end, current: closing.current };
        anchor.openEnd = false;
        text = closing.rest;
        if (!text) continue;
      }
    }
    // "Present" alone, closing no range before it, is a date cell whose dates the page left empty: it names nothing.
    if (isNowAlone(text)) continue;
    // "Acme" / "4 years 1 month" / "Data Analyst" / …: how long a group of roles lasted, apart from any dates, names nothing
    // (beside its dates, "1 año" / "2017 – 2018", it is read with them).
    if (isDurationAlone(text) && items.at(-1)?.role !== 'anchor' && !findDateRange(lines[index + 1]?.text ?? '')) continue;
    const line: TextLine = text === original.text ? original : { ...original, text };
    const dates = findDateRange(text);
    const previous = items.at(-1);
    // A line indented past the last description line is its wrapped continuation, even dated where it goes on a bullet's
    // unfinished sentence ("• Forschungsprojekt Adaptive Fertigung in kleinen und mittleren" / "Unternehmen (2020–2022).").
    const opensParagraph = paragraphIndent !== undefined && Math.abs((line.indent ?? -Infinity) - paragraphIndent) <= 3;
    const goesOnBullet =
      !!previous?.line.bullet &&
      previous.role === 'body' &&
      !/[.!?:;]$/.test(previous.text) &&
      (line.indent ?? -Infinity) > (previous.line.indent ?? Infinity) + 3;
    if (line.indent !== undefined && line.indent > bodyIndent + 3 && (!dates || goesOnBullet) && !opensParagraph) {
      items.push({ line, text, role: 'body', dates: null, openEnd: false });
      continue;
    }
    // Under an entry's header, a line set in a little from the header's left edge, in no larger type, is its
    // description, whether or not a bullet's glyph survived in the text (an icon font's or a drawn bullet does not); not
    // a degree or a school set in under the school or the degree.
    if (
      anchor &&
      entryEdge !== undefined &&
      line.indent !== undefined &&
      line.indent > entryEdge + setInFrom(anchor, line) &&
      line.indent <= entryEdge + (line.size ?? 0) * MAX_INDENT_EMS &&
      !dates &&
      (line.size ?? 0) <= (anchor.line.size ?? 0) &&
      !DEGREE_WORD.test(text) &&
      !INSTITUTION_WORD.test(text)
    ) {
      push(line, 'body', null);
      continue;
    }
    // An employer's site on a line of its own is neither header nor description.
    if (/^(?:https?:\/\/|www\.)\S+$/i.test(text.trim())) continue;
    const cells = text.split('\t');
    const lastCell = cells.at(-1) ?? '';
    const beside = cells.slice(0, -1).join('\t');
    if (
      cells.length > 1 &&
      hasEntryDate(lastCell) &&
      isOnlyDates(lastCell) &&
      (line.bullet || startsWithBullet(beside)) &&
      isBody({ ...line, text: beside }) &&
      !opensListedEntry(line, beside, previous, anchor)
    ) {
      push({ ...line, text: lastCell, bullet: false }, 'anchor', findDateRange(lastCell));
      push({ ...line, text: beside }, 'body', null);
      continue;
    }
    // "Diploma, Berufskolleg für Technik," / "Gelsenkirchen": a header line that wrapped after its comma.
    if (previous && previous.role !== 'body' && /,$/.test(previous.text) && !line.bullet && !isBody(line)) {
      previous.text = `${previous.text} ${stripBullet(text)}`;
      if (!previous.dates && dates && hasEntryDate(text)) Object.assign(previous, { role: 'anchor', dates, openEnd: isOpenRange(text) });
      continue;
    }
    if (dates && (hasEntryDate(text) || hasEdgeYear(stripBullet(text))) && !isBody(line)) push(line, 'anchor', dates);
    // A short item naming a school among a degree's facts, or, alone, opening the section's list of studies.
    else if ((previous ? previous.role !== 'body' : !namesWholeEntry(stripBullet(line.text))) && isSchoolBullet(line))
      push(line, 'head', null);
    else if (
      (line.bullet || startsWithBullet(text)) &&
      anchor &&
      (previous === anchor || previous?.role === 'head') &&
      isRoleBullet(text, anchor, previous === anchor, last.opensEntry)
    )
      push(line, 'head', null);
    // The end of a sentence wrapped from the description line before it ("… for the bank's client" / "Itaú."),
    // on a page's laid-out lines, in the same type; not the next job's employer ending on its legal form ("Acme S.r.l.").
    else if (
      (isBody(line) && !isLongTitleOverDates(line, previous, lines[index + 1])) ||
      startsWrappedSentence(line, lines[index + 1]) ||
      (previous?.role === 'body' &&
        line.indent !== undefined &&
        line.size === previous.line.size &&
        !/[.;:!?]$/.test(previous.text) &&
        /[.;]$/.test(text) &&
        !endsOnLegalForm(text))
    )
      push(line, 'body', null);
    // Once a dated line names title and organisation, undated lines in smaller type describe the entry, and so do
    // those in its own type that follow it with nothing but description between, naming no job title, degree, place
    // or whole entry of their own; unless they name a school or a company.
    else if (
      anchor &&
      ((line.size ?? 0) < (anchor.line.size ?? 0) * 0.95 ||
        ((line.size ?? 0) <= (anchor.line.size ?? 0) &&
          (previous === anchor || (previous?.role === 'body' && last.onlyBodySince)) &&
          !namesWholeEntry(text) &&
          !TITLE_WORD.test(text) &&
          !DEGREE_WORD.test(text) &&
          !isPlaceAlone(text))) &&
      namesWholeEntry(anchor.text) &&
      !INSTITUTION_WORD.test(text) &&
      !COMPANY_WORD.test(text) &&
      !schoolUnderDegree(anchor.text, text)
    )
      push(line, 'body', null);
    // Right under a dated line that names title and organisation, a short sentence ("Pilotage des équipes.") describes the entry.
    else if (anchor && previous === anchor && isShortSentence(text) && namesWholeEntry(headerUpTo(items, anchor))) push(line, 'body', null);
    else push(line, 'head', null);
  }
  return items;
}

/**
 * "Globex" (h3) over "Barista" (h4): a title set smaller right under a larger one goes on with it, as an
 * organisation's name over its role, a school's over its degree; it opens no entry of its own.
 */
function isSubtitle(line: TextLine, above: TextLine, isTitle: (line: TextLine) => boolean): boolean {
  return isTitle(above) && (line.size ?? 0) < (above.size ?? 0) * 0.95;
}

/**
 * Where, in header lines shared by two entries, the later one's opens: its title in the largest type ("University of
 * Leeds" (h3) / "Mathematics" / "BSc" (h4): the school, not the degree set as a lesser title), or the larger title over it.
 */
function openingTitle(shared: Item[], isTitle: (line: TextLine) => boolean): number {
  const largest = Math.max(...shared.filter((item) => isTitle(item.line)).map((item) => item.line.size ?? 0));
  let at = shared.findLastIndex((item) => isTitle(item.line) && (item.line.size ?? 0) >= largest * 0.95);
  while (at > 0 && isSubtitle(shared[at]!.line, shared[at - 1]!.line, isTitle)) at--;
  return at;
}

/**
 * Entries of a section without dates: runs of header lines between descriptions, split at lines set as
 * titles, and where a line names a school or a degree again ("Doctorat, Commerce" / "École du Marlonge" /
 * "BUT, Négociation" / "Université de Castelmaur": two entries).
 */
function undatedBlocks(items: Item[], isTitle: (line: TextLine) => boolean): EntryBlock[] {
  const blocks: EntryBlock[] = [];
  let current: EntryBlock | null = null;
  let last: Item | null = null;
  for (const item of items) {
    if (item.role === 'body') {
      if (current) current.sawBody = true;
      continue;
    }
    const role = schoolRole(item.text);
    // "Ashcombe University — Bachelor, Computer Science" / "Wexley College — Master, Economics": a whole degree, school and all, twice.
    const schoolAgain =
      namesDegreeAndSchool(item.text) && !!current?.header.some((text) => namesDegreeAndSchool(text) || schoolRole(text) === 'school');
    const namedAgain = (!!role && !!current?.header.some((text) => schoolRole(text) === role)) || schoolAgain;
    const opensEntry = isTitle(item.line) && !!last && !isSubtitle(item.line, last.line, isTitle);
    if (
      !current ||
      current.sawBody ||
      current.header.length >= MAX_HEADER_LINES ||
      (opensEntry && current.header.length > 0) ||
      namedAgain
    ) {
      current = { header: [], dates: null, dateLine: -1, sawBody: false };
      blocks.push(current);
    }
    current.header.push(item.text);
    last = item;
  }
  return blocks;
}

/** Items of a list read as entries at most: an academic page's positions, a few schools; a longer list is a description. */
const MAX_LISTED_ENTRIES = 12;

/**
 * "• Associate Professor, University of Valdorso" / "• Research Fellow, Acme Institute": a section made only of a
 * list whose items each name a title and an organisation, without dates, lists its entries one by one.
 */
function bulletedEntries(items: Item[]): EntryBlock[] {
  const listed = items.filter((item) => item.line.bullet || startsWithBullet(item.line.text));
  const entries = listed.map((item) => stripBullet(item.text)).filter(isListedEntry);
  if (!entries.length || entries.length !== items.length || entries.length > MAX_LISTED_ENTRIES) return [];
  return entries.map((text) => ({ header: [text], dates: null, dateLine: -1, sawBody: false }));
}

/** A list item naming a whole entry in short fields, undated (a year read by the dated-schools reader): not a sentence, not a task. */
function isListedEntry(text: string): boolean {
  return (
    text.length <= 100 &&
    !findDateRange(text) &&
    !/[.;:!?]$/.test(text) &&
    !opensDescription(text) &&
    !/^\p{Ll}/u.test(text) &&
    namesWholeEntry(text)
  );
}

/**
 * Groups a section's lines into entries, anchored on their dates. Each dated line takes the header
 * lines the document sets around its dates: how many come before and after is read from the entries
 * whose header stands clear of descriptions, and applied where two headers touch. Lines set as titles
 * (an <h3>, larger type) start an entry's header when two touch.
 */
export function groupEntries(lines: TextLine[]): EntryBlock[] {
  const items = readItems(lines);
  const bodySize = bodyTextSize(lines);
  const isTitle = (line: TextLine) => !!line.heading || (bodySize > 0 && (line.size ?? 0) > bodySize * 1.08);
  const anchors = items.flatMap((item, i) => (item.role === 'anchor' ? [i] : []));
  if (!anchors.length) {
    const undated = undatedBlocks(items, isTitle).filter((b) => b.header.length);
    return undated.length ? undated : bulletedEntries(items);
  }
  if (datesFollowDescriptions(items, anchors)) return datedAfterDescriptions(items, anchors);
  // The header lines around each anchor, up to a description line, another anchor or the section's ends.
  // A larger line over a dated line that names a whole entry ("Vocational" over "2019–2021 Engineer, Acme, Leeds") titles a group of
  // entries; not one naming the school a degree's line leaves unnamed ("Wrenmoor University" over "Master of Science, Physics (2014 – 2016)").
  // Where every other entry has such a line over its dates too ("Acme<tab>Leeds" over "Consultant – SAP<tab>dates"), each
  // line is its own entry's.
  const above = anchors.map((i) => {
    let n = 0;
    while (items[i - n - 1]?.role === 'head') n++;
    return items.slice(i - n, i);
  });
  const setLarger = anchors.map(
    (i, k) => above[k]!.length > 0 && above[k]!.every((item) => (item.line.size ?? 0) > (items[i]!.line.size ?? 0)),
  );
  const largerCount = setLarger.filter(Boolean).length;
  const runBefore = anchors.map((i, k) => {
    const groupTitle =
      namesWholeEntry(items[i]!.text) &&
      setLarger[k]! &&
      !(anchors.length > 1 && largerCount === anchors.length) &&
      !(above[k]!.some((item) => schoolRole(item.text) === 'school') && !INSTITUTION_WORD.test(items[i]!.text));
    return groupTitle ? 0 : above[k]!.length;
  });
  const runAfter = anchors.map((i) => {
    let n = 0;
    while (items[i + n + 1]?.role === 'head') n++;
    return n;
  });
  // Dates alone right after a description close the entry over it (below), and show nothing of the lines before dates.
  const closing = (i: number, k: number) => runBefore[k] === 0 && items[i - 1]?.role === 'body' && isOnlyDates(items[i]!.text);
  const clearBefore = anchors.flatMap((i, k) => (items[i - runBefore[k]! - 1]?.role !== 'anchor' && !closing(i, k) ? [runBefore[k]!] : []));
  const before = Math.min(typicalCount(clearBefore), MAX_HEADER_LINES - 1);
  const after = Math.min(linesAfterDates(items, anchors, runAfter, before), MAX_HEADER_LINES - 1);
  const take = anchors.map((_, k) => Math.min(runBefore[k]!, before));
  const give = anchors.map((_, k) => Math.min(runAfter[k]!, after));
  // Where two headers touch, a line set as a title opens the later one; else it takes the lines its shape has before its dates.
  // Where the document's entries open on their dates ("2019 – 2021" / "Engineer" / "Acme"), the lines after one entry's
  // dates are its own, whatever their type.
  anchors.forEach((i, k) => {
    const next = anchors[k + 1];
    if (next === undefined || next - i - 1 !== runAfter[k]) return;
    const shared = items.slice(i + 1, next);
    const titleAt = before > 0 ? openingTitle(shared, isTitle) : -1;
    take[k + 1] = titleAt >= 0 && !isTitle(items[next]!.line) ? shared.length - titleAt : Math.min(shared.length, before);
    // "… 2018 – 2020" / "York, UK" / "Junior Analyst" / "2016 – 2018": a place alone after one entry's dates is that entry's
    // place, where the document sets lines after its dates; an entry's header does not open on its town.
    while (after > 0 && take[k + 1]! > 1 && isPlaceAlone(shared[shared.length - take[k + 1]!]!.text)) take[k + 1]!--;
    give[k] = Math.min(shared.length - take[k + 1]!, after);
  });
  // A header that does not yet name both title and organisation takes the line over it, where that line is its own.
  anchors.forEach((i, k) => {
    const clear = items[i - runBefore[k]! - 1]?.role !== 'anchor';
    const named = items
      .slice(i, i + give[k]! + 1)
      .map((item) => item.text)
      .join('\t');
    if (clear && take[k] === 0 && runBefore[k]! > 0 && !namesWholeEntry(named)) take[k] = 1;
  });
  // "2012 – 2015" / "Camp Counsellor" / "Riverside Holiday Centres": likewise, a header after its dates that names its title
  // alone takes the next line, where that line stands alone before a description or the section's end.
  anchors.forEach((i, k) => {
    const at = i + give[k]! + 1;
    const named = items
      .slice(i - take[k]!, at)
      .map((item) => item.text)
      .join('\t');
    const nextStart = (anchors[k + 1] ?? Infinity) - (take[k + 1] ?? 0);
    const alone = items[at + 1] === undefined || items[at + 1]!.role === 'body';
    if (
      give[k]! > 0 &&
      give[k]! < runAfter[k]! &&
      at < nextStart &&
      alone &&
      take[k]! + give[k]! + 1 < MAX_HEADER_LINES &&
      !namesWholeEntry(named)
    )
      give[k]!++;
  });
  // "Acme GmbH, Leeds" / "Analyst<tab>2022 – 2024" / "2019 – 2022<tab>Engineer" / "Globex Ltd, York": the line ending the section
  // after its last entry's dates, where that entry names its title alone, is that entry's (an employer set over its roles
  // before entries whose employer follows their title).
  const lastAnchor = anchors.length - 1;
  const afterLast = (anchors[lastAnchor] ?? 0) + 1;
  if (
    anchors.length > 1 &&
    give[lastAnchor] === 0 &&
    runAfter[lastAnchor] === 1 &&
    afterLast === items.length - 1 &&
    take[lastAnchor]! + 1 < MAX_HEADER_LINES &&
    !namesWholeEntry(
      items
        .slice(anchors[lastAnchor]! - take[lastAnchor]!, afterLast)
        .map((item) => item.text)
        .join('\t'),
    ) &&
    !isPlaceAlone(items[afterLast]!.text) &&
    namesEmployer(items[afterLast]!.text)
  )
    give[lastAnchor] = 1;
  // "Lakeside College" / "Economics" / "Master" / "— Now": a degree's header that names no school takes the school's line
  // over it, where that line is no other entry's.
  anchors.forEach((i, k) => {
    const above = i - take[k]! - 1;
    const header = items.slice(i - take[k]!, i + give[k]! + 1).map((item) => item.text);
    const free = k === 0 || above > anchors[k - 1]! + give[k - 1]!;
    if (
      free &&
      take[k]! < runBefore[k]! &&
      take[k]! + 1 < MAX_HEADER_LINES &&
      schoolRole(items[above]!.text) === 'school' &&
      header.some((text) => DEGREE_WORD.test(text)) &&
      !header.some((text) => INSTITUTION_WORD.test(text))
    )
      take[k]!++;
  });
  const undated = anchors.flatMap((i, k) => [
    ...schoolNamedBefore(items, i, take, k),
    ...schoolNamedAfter(items, anchors, { take, give, runAfter }, k),
  ]);
  const used = new Set<number>(undated.flatMap(({ at, block }) => block.header.map((_, j) => at + j)));
  // A header holds a few lines at most: where those before the dates and those after are more, the lines before are
  // the entry's own (its title opens it), and those after, read as its header only from how runs end, go.
  anchors.forEach((_, k) => {
    give[k] = Math.max(0, Math.min(give[k]!, MAX_HEADER_LINES - 1 - take[k]!));
  });
  // Where entries open on their dates, a header naming its title alone takes the organisation set under its first details.
  const late = anchors.map((i, k) => {
    const header = items.slice(i - take[k]!, i + give[k]! + 1).map((item) => item.text);
    if (before > 0 || header.length >= MAX_HEADER_LINES || namesWholeEntry(header.join('\t'))) return -1;
    const end = k + 1 < anchors.length ? anchors[k + 1]! - take[k + 1]! : items.length;
    const at = organisationUnderDetails(items, i + give[k]! + 1, end);
    return used.has(at) ? -1 : at;
  });
  const placed: { at: number; block: EntryBlock }[] = anchors.map((i, k) => {
    for (let j = i - take[k]!; j <= i + give[k]!; j++) used.add(j);
    if (late[k]! >= 0) used.add(late[k]!);
    return {
      at: i,
      block: {
        header: [...items.slice(i - take[k]!, i + give[k]! + 1), ...(late[k]! >= 0 ? [items[late[k]!]!] : [])]
          .map((item) => item.text)
          .slice(-MAX_HEADER_LINES),
        dates: items[i]!.dates,
        dateLine: take[k]!,
        sawBody: items[i + give[k]! + 1]?.role === 'body',
        openEnd: items[i]!.openEnd,
      },
    };
  });
  placed.push(...undated);
  // "University of Lindmoor" / "BSc Geography" / "• Hydrology" / "Sep 2014 – Jun 2017": dates alone after a description
  // close the entry whose header stands over that description, where no other dates took it.
  for (const { at, block } of placed) {
    if (block.header.some((h) => !isOnlyDates(h)) || items[at - 1]?.role !== 'body' || !hasEntryDate(items[at]!.text)) continue;
    let j = at - 1;
    while (items[j]?.role === 'body') j--;
    const run: number[] = [];
    while (items[j]?.role === 'head' && !used.has(j) && run.length < MAX_HEADER_LINES - 1) run.unshift(j--);
    if (!run.length || items[j]?.role === 'head') continue;
    run.forEach((r) => used.add(r));
    Object.assign(block, { header: run.map((r) => items[r]!.text), dateLine: -1, sawBody: true });
  }
  // An entry without dates among dated ones: header lines left over after a description, up to the next one or the section's
  // end, set as a title or naming a whole job.
  for (let i = 0; i < items.length; i++) {
    if (used.has(i) || items[i]!.role !== 'head' || items[i - 1]?.role !== 'body') continue;
    let end = i;
    while (items[end + 1]?.role === 'head' && !used.has(end + 1)) end++;
    const run = items.slice(i, end + 1);
    if (
      (items[end + 1]?.role === 'body' || end === items.length - 1) &&
      run.length <= MAX_HEADER_LINES &&
      ((run.length > 1 && isTitle(run[0]!.line)) || namesWholeEntry(run.map((r) => r.text).join('\t')))
    ) {
      placed.push({ at: i, block: { header: run.map((r) => r.text), dates: null, dateLine: -1, sawBody: true } });
    }
    i = end;
  }
  return placed
    .sort((a, b) => a.at - b.at)
    .map((p) => p.block)
    .filter((b) => b.header.some((h) => !isOnlyDates(h)));
}

/**
 * How many header lines follow an entry's dates. Runs of header lines ended by a description show it.
 * Where none is, two other runs bound it: between two dates that touch, what the later entry's lines
 * before its dates leave, and the run that goes on to the section's end (a section may end on lines
 * no header holds: a list of skills, a footer); the header takes the fewer.
 */
function linesAfterDates(items: Item[], anchors: number[], runAfter: number[], before: number): number {
  const ended = (k: number) => items[anchors[k]! + runAfter[k]! + 1];
  const clear = runAfter.filter((_, k) => ended(k)?.role !== 'anchor');
  if (runAfter.some((_, k) => ended(k)?.role === 'body')) return typicalCount(clear);
  const touching = runAfter.flatMap((run, k) => (ended(k)?.role === 'anchor' ? [Math.max(0, run - before)] : []));
  return Math.min(...[clear, touching].filter((runs) => runs.length).map(typicalCount));
}

/**
 * `Engineer, Acme` / `• Built it` / `2019 – 2021`: the section opens on a header and its description,
 * and its dates stand alone after it (a table's date cell read after the text beside it).
 */
function datesFollowDescriptions(items: Item[], anchors: number[]): boolean {
  const first = anchors[0]!;
  return items[first - 1]?.role === 'body' && isOnlyDates(items[first]!.text) && items[0]?.role === 'head';
}

/** Each lone date takes the header set over the description just before it. */
function datedAfterDescriptions(items: Item[], anchors: number[]): EntryBlock[] {
  return anchors.flatMap((i) => {
    let j = i - 1;
    while (items[j]?.role === 'body') j--;
    const header: string[] = [];
    while (items[j]?.role === 'head' && header.length < MAX_HEADER_LINES - 1) header.unshift(items[j--]!.text);
    const anchor = items[i]!;
    if (!isOnlyDates(anchor.text)) header.push(anchor.text);
    return header.length ? [{ header, dates: anchor.dates, dateLine: -1, sawBody: true, openEnd: anchor.openEnd }] : [];
  });
}
