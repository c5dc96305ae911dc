import { COMPANY_WORD, DEGREE_WORD, FIELD_OF_STUDY_WORD, INSTITUTION_WORD, TITLE_WORD } from './vocabulary.ts';
import { endsOnLegalForm } from './legal-forms.ts';
import { FIELD_SEPARATOR } from './text.ts';
import { GRADE } from './entry-blocks.ts';
import { ENTRY_WORDS } from '../fields/entry-words/index.ts';
import { alternativesOf } from './word-alternatives.ts';
import { ENGAGEMENT_WORDS } from '../fields/engagements.ts';

const SPACED_DASH = /\s[-–—]\s/g;
// A dash kept inside a name: no field separator, read back as a plain dash once the line is split.
const KEPT_DASH = ' \u2011 ';

/** A name written with capitals ("Ensimag", "MARCONI ACADEMY", "Humboldt"), not a grade or a phrase ("Mention bien"). */
function isProperName(text: string): boolean {
  const words = text.split(' ');
  return (
    !GRADE.test(text) &&
    words.length <= 5 &&
    words.every((w) => /^[\p{Lu}\d]/u.test(w) || /^(?:de|du|des|la|le|of|the|di|da|der|von|van|y|e|et|and|&)$/i.test(w))
  );
}

/**
 * "Brennac INP - Ensivel", "Humboldt - Realschule", "Istituto Tecnico – Marconi Academy": a dash
 * inside one school's name. The dash is kept where one side names a school, the other is a name in
 * capitals, and neither names a degree, a field of study, a role or a place (`isPlace`), so the line's
 * other dashes still split it ("Université de Lyon – Paris", "NordSupérieur — Master 2").
 */
export function keepDashInSchoolName(line: string, isPlace: (text: string) => boolean): string {
  return line.replace(SPACED_DASH, (dash, at: number) => {
    const field = (line.slice(0, at).split(FIELD_SEPARATOR).at(-1) ?? '').split(', ');
    const left = field.at(-1)!.trim();
    const after = (line.slice(at + dash.length).split(FIELD_SEPARATOR)[0] ?? '').trim();
    const right = after.split(', ')[0]!.trim();
    // "HBO, Communicatie – Hogeschool Veldhoven", "Master, Economia, Voto 105/110 – Università di Valdora": after a degree and
    // its comma, before a school named in full, what stands before the dash is the degree's field, grade or honours, no part of
    // the school's name (as "Lessing" is of "Lessing - Realschule").
    if (
      field.length > 1 &&
      DEGREE_WORD.test(field[0]!) &&
      !INSTITUTION_WORD.test(left) &&
      INSTITUTION_WORD.test(right) &&
      right.includes(' ')
    )
      return dash;
    // "Harwick University – Harwick, NJ": a place with its state follows (not "Ensivel, Brennac": a name and its town).
    if (isPlace(after) && /,\s*\p{Lu}{2}$/u.test(after)) return dash;
    const sides = [left, right];
    const named =
      sides.every(
        (s) => s && isProperName(s) && !DEGREE_WORD.test(s) && !FIELD_OF_STUDY_WORD.test(s) && !TITLE_WORD.test(s) && !isPlace(s),
      ) && sides.some((s) => INSTITUTION_WORD.test(s));
    return named ? KEPT_DASH : dash;
  });
}

const UNIT_WORD = alternativesOf(ENTRY_WORDS.flatMap((w) => w.organisationUnits));
/** One to `max` words naming what a unit deals with, before the unit's word ("Retail Division"). */
const namingWords = (max: number) => `(?:\\p{Lu}[\\p{L}&-]*\\s){1,${max}}`;
// "Abteilung Netze", "Direction des achats": a unit of the organisation named before the dash, opening on its word.
const OPENS_ON_UNIT = new RegExp(`^(?:${UNIT_WORD})(?![\\p{L}])`, 'iu');
// "Retail Division", "Finance Department, Leeds": a unit named by a word or two before its word, up to the field's end.
const NAMED_UNIT = new RegExp(`^${namingWords(3)}(?:${UNIT_WORD})(?=$|,|\\s\\(|\\s[-–—|]\\s|\\t)`, 'iu');

const TEAM_OR_UNIT_WORD = alternativesOf(ENTRY_WORDS.flatMap((w) => [...w.organisationUnits, ...w.organisationTeams]));
// The unit's or team's word at the end of its name ("Claims Modelling Team"), or opening it before what it deals with
// ("Équipe d'analyse", "Department of Economics").
const WHOLE_UNIT_NAME = new RegExp(
  `^(?:${namingWords(5)}(?:${TEAM_OR_UNIT_WORD})|(?:${TEAM_OR_UNIT_WORD})\\s(?:(?:of|de|des|du|di|del|della|do|da|der)\\s|d['’])[\\p{L}\\s&'’-]{2,40})$`,
  'iu',
);

/** "Claims Modelling Team", "Retail Division", "Équipe d'analyse": a field that is the whole name of a team or unit. */
export function namesUnit(field: string): boolean {
  return WHOLE_UNIT_NAME.test(field);
}

/**
 * "Ashford Bank – Retail Division", "Stadtwerke Ulm – Abteilung Netze": a dash before a unit of the
 * organisation is inside the employer's name, not between the employer and a title.
 */
export function keepDashBeforeUnit(line: string): string {
  return line.replace(SPACED_DASH, (dash, at: number) => {
    const after = line.slice(at + dash.length);
    // "Analyst, Ashford Bank – Retail Division, Leeds": after a comma the title and the employer share the field the dash is in.
    const afterComma = (line.slice(0, at).split(FIELD_SEPARATOR).at(-1) ?? '').includes(', ');
    // "Analyst – Ashford Bank – Retail Division (Leeds)": after a dash that set the title apart, likewise.
    const afterTitle = /\s[-–—]\s/.test(line.slice(0, at));
    return OPENS_ON_UNIT.test(after) || ((afterComma || afterTitle) && /^\p{Lu}/u.test(after) && NAMED_UNIT.test(after)) ? KEPT_DASH : dash;
  });
}

const MAX_QUALIFIER_WORDS = 2;

/**
 * "Senior Consultant – SAP – Acme Advisory", "Data Engineer – Payments, Acme Bank, Leeds": a job title, a dash and a word
 * or two saying what the job was about, before the employer named after them: the dash is inside the title. Not where the
 * words after the dash name the employer (a business's word or legal form) or its town (`isPlace`), or a title of their own.
 */
export function keepDashBeforeQualifier(line: string, isPlace: (text: string) => boolean): string {
  return line.replace(SPACED_DASH, (dash, at: number) => {
    const title = (line.slice(0, at).split(FIELD_SEPARATOR).at(-1) ?? '').trim();
    const after = line.slice(at + dash.length);
    const qualifier = /^[^,\t|–—-]+?(?=\s[-–—]\s|,\s)/u.exec(after)?.[0].trim() ?? '';
    const rest = after.slice(qualifier.length).trimStart();
    const fields = rest
      .split(FIELD_SEPARATOR)
      .flatMap((f) => f.split(', '))
      .map((f) => f.trim())
      .filter((f) => /\p{L}{2}/u.test(f));
    // After a comma, the qualifier's words may be the employer's, with its town after them ("Intern – Acme Water, Hull"):
    // the employer and its town both follow them.
    const byComma = rest.startsWith(',');
    const named =
      !!qualifier &&
      qualifier.split(' ').length <= MAX_QUALIFIER_WORDS &&
      TITLE_WORD.test(title) &&
      !COMPANY_WORD.test(title) &&
      ![TITLE_WORD, COMPANY_WORD, INSTITUTION_WORD].some((word) => word.test(qualifier)) &&
      !endsOnLegalForm(qualifier) &&
      !isPlace(qualifier) &&
      !!fields[0] &&
      !isPlace(fields[0]) &&
      (!byComma || (fields.length >= 2 && isPlace(fields.at(-1)!)));
    return named ? KEPT_DASH : dash;
  });
}

// The field after the dash names nothing but the engagement: "Tirocinio", "Part-time".
const ENGAGEMENT_FIELD = new RegExp(`^(?:${ENGAGEMENT_WORDS})$`, 'iu');

/**
 * "Software Developer – Tirocinio", "Ingénieur logiciel – Stage": a job title and, after a dash, the kind of
 * engagement it was, ending the field. The dash is inside the title; the employer is named elsewhere.
 */
export function keepDashBeforeEngagement(line: string): string {
  return line.replace(SPACED_DASH, (dash, at: number) => {
    const title = (line.slice(0, at).split(FIELD_SEPARATOR).at(-1) ?? '').trim();
    const after = (line.slice(at + dash.length).split(FIELD_SEPARATOR)[0] ?? '').trim();
    return ENGAGEMENT_FIELD.test(after) && TITLE_WORD.test(title) ? KEPT_DASH : dash;
  });
}

/** The plain dash back in a field split from a line read by `keepDashInSchoolName`. */
export function restoreKeptDash(field: string): string {
  return field.replaceAll(KEPT_DASH.trim(), '-');
}

const LONG_DASH = /\s[–—]\s/g;
const SPACED_HYPHEN = /\s-\s/g;

/**
 * "Barista – Caffè Luna - Torrefazione – 2022 – Brno": a line whose fields are set apart by long
 * dashes, two or more, keeps its spaced hyphens inside its fields; whoever chose the long dash
 * between fields wrote the hyphen as part of a name.
 */
export function keepHyphenAmongLongDashes(line: string): string {
  if ((line.match(LONG_DASH) ?? []).length < 2) return line;
  return line.replace(SPACED_HYPHEN, KEPT_DASH);
}
