import { GRADE } from './entry-blocks.ts';
import { DEGREE_WORD, FIELD_OF_STUDY_WORD, INSTITUTION_WORD } from './vocabulary.ts';

// Where a degree's line breaks into its parts: a semicolon, a comma, or a full stop ending a word of three
// letters or more before a capital ("Law. University of …"; not "St. Mary's" nor an initial).
const PART_BREAK = /\s*;\s+|,\s+|(?<=\p{L}{3})\.\s+(?=\p{Lu})/u;

export interface SchoolParts {
  institution: string;
  degree: string | null;
  field: string | null;
}

/**
 * "Master of Engineering, Law. Northvale University", "Integrated MMath; Wrenmoor College", "History,
 * MSc, Acme Institute", "Università di Roma, Roma": a school's name read with the degree, field of
 * study or town written beside it on its line. The school is the one part whose words name a school,
 * or, where a part names the degree or its subject and none names a school, the one part that names
 * neither a degree, a field of study, a grade nor a place. Null where no single part stands out so.
 */
export function schoolAmongParts(text: string, isPlace: (part: string) => boolean): SchoolParts | null {
  const parts = text
    .split(PART_BREAK)
    .map((p) => p.trim().replace(/\.$/, ''))
    .filter(Boolean);
  if (parts.length < 2) return null;
  const named = parts.filter((p) => INSTITUTION_WORD.test(p) && !DEGREE_WORD.test(p));
  const degree = parts.find((p) => DEGREE_WORD.test(p) && !INSTITUTION_WORD.test(p)) ?? null;
  let school = named.length === 1 ? named[0]! : null;
  const studied = (p: string) => DEGREE_WORD.test(p) || FIELD_OF_STUDY_WORD.test(p);
  if (!school && !named.length && parts.some(studied)) {
    const unnamed = parts.filter((p) => !studied(p) && !GRADE.test(p) && !isPlace(p));
    if (unnamed.length === 1) school = unnamed[0]!;
  }
  if (!school) return null;
  const field = parts.find((p) => p !== school && p !== degree && FIELD_OF_STUDY_WORD.test(p) && !DEGREE_WORD.test(p)) ?? null;
  return { institution: school, degree, field };
}

// Words before a school's name in a degree's line: "at (the)", "from", "à l'", "en la", "por la", "an der", "presso l'", "na", "aan de".
const SCHOOL_AFTER =
  /\s+(?:at|from|à|au|en|an|bei|presso|na|no|por|pela|pelo|aan|bij)(?:\s+(?:the|la|le|el|der|dem|het|de|a|o)\b|\s+l['’]|\s+dell['’]|\s+della)?\s*(?=\p{Lu})/gu;

/**
 * A degree's field split where the school's name follows "at" / "à l'" / "an der"…: "MSc Computer
 * Science at Wrenmoor University", "Master en Informatique à l'Université de Lyon" (the last such word
 * before the school; a school after a comma is split at the comma instead).
 */
export function schoolAfterAt(field: string): string[] {
  let split: string[] = [field];
  for (const m of field.matchAll(SCHOOL_AFTER)) {
    const [degree, school] = [field.slice(0, m.index), field.slice(m.index + m[0].length)];
    if (degree && !school.includes(',') && INSTITUTION_WORD.test(school) && !INSTITUTION_WORD.test(degree)) split = [degree, school];
  }
  return split;
}

// A colon set apart by spaces, as French typography writes it: "Orsa Tech : Master Informatique".
const SPACED_COLON = /\s+:\s+/;

/**
 * "Orsa Tech : Master Informatique", "École Centrale de Brévane : Diplôme d'ingénieur": the school, a spaced colon, then
 * the degree it gave; split there. Not where the left names no school or the right no degree ("Sujet : …").
 */
export function schoolBeforeColon(field: string): string[] {
  const parts = field.split(SPACED_COLON);
  if (parts.length !== 2) return [field];
  const [school = '', degree = ''] = parts;
  return INSTITUTION_WORD.test(school) && !DEGREE_WORD.test(school) && DEGREE_WORD.test(degree) && !INSTITUTION_WORD.test(degree)
    ? [school, degree]
    : [field];
}
