import type { Education } from '../candidate.ts';
import { findDateRange, removeDateRanges } from './dates.ts';
import { schoolAfterAt } from './school-parts.ts';
import { cleanText } from './text.ts';
import { stripBullet, type TextLine } from './text-lines.ts';
import { DEGREE_WORD, INSTITUTION_WORD } from './vocabulary.ts';

// Where the parts of a one-line entry meet: a spaced dash or dot, a comma, a colon, brackets, a tab, a full stop ending a
// word of three letters or more before a capital ("Doctor en Ciencias del Mar. Universidad de …"; not "St. Mary's").
const PART_BREAK = /\s+[-–—|·•]\s+|[,;:]\s+|\s*[()[\]\t]\s*|(?<=\p{L}{3})\.\s+(?=\p{Lu})/u;
// Longest a one-line entry gets; longer is a paragraph of prose, read by the entry blocks or not at all.
const MAX_LINE_CHARS = 200;

/**
 * A school told in one line of a list or a paragraph, with its date: "PhD in Physics, University of
 * Northvale, 2015", "Licence (06/2012) – Université de Brest". A single date is when the course ended.
 */
export function datedSchool(text: string): Education | null {
  // Tabs stay: they set the parts of a line apart.
  const line = stripBullet(text)
    .replace(/[^\S\t]+/g, ' ')
    .trim();
  const range = line.length <= MAX_LINE_CHARS ? findDateRange(line) : null;
  if (!range) return null;
  const parts = removeDateRanges(line)
    .split(PART_BREAK)
    .map((part) =>
      cleanText(part)
        .replace(/^[.\s]+/, '')
        .replace(/^(?:at|à|en|in|bei|an|em|en la|presso)\s+/i, '')
        .replace(/[.\s]+$/, ''),
    )
    .filter((part) => /\p{L}{2}/u.test(part))
    // "Doctora en Química por la Universidad de Alcorna (2012).": a degree and its school told as one phrase.
    .flatMap(schoolAfterAt);
  const institution =
    parts.find((p) => INSTITUTION_WORD.test(p) && !DEGREE_WORD.test(p)) ?? parts.find((p) => INSTITUTION_WORD.test(p)) ?? null;
  if (!institution || parts.length > 4) return null;
  const others = parts.filter((p) => p !== institution);
  const degree = others.find((p) => DEGREE_WORD.test(p)) ?? others[0] ?? null;
  const single = !range.end && !range.current;
  return {
    institution,
    degree,
    field: null,
    start: single ? null : range.start,
    end: single ? range.start : range.end,
  };
}

/**
 * The schools of Education sections whose entries are one line each, a date and a school among the
 * parts ("Master (2014) – University of Y"), as personal and academic pages list them.
 */
export function datedSchools(lines: TextLine[]): Education[] {
  return lines.map((line) => datedSchool(line.text)).filter((school): school is Education => school !== null);
}
