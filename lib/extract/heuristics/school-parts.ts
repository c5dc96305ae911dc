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
