import { ENGAGEMENT_WORDS } from '../fields/engagements.ts';
import { TITLE_WORD } from './vocabulary.ts';

// "(Tempo pieno, durante il dottorato)", "(Part-time)": brackets opening on the kind of engagement, closing the field.
const ENGAGEMENT_NOTE = new RegExp(`\\s*\\((?:${ENGAGEMENT_WORDS})(?![\\p{L}])[^()]*\\)$`, 'iu');

/**
 * "Orsa Bank (Part-time, alongside my studies)" → "Orsa Bank": how the job was held is no part of the employer's name.
 * A title keeps it ("Graduate Analyst (part-time)").
 */
export function withoutEngagementNote(field: string): string {
  return TITLE_WORD.test(field) ? field : field.replace(ENGAGEMENT_NOTE, '');
}

// "Stage & CDI", "Freelance": a field of engagement words only, joined by "&", "+", "/" or "et".
const ENGAGEMENTS_ALONE = new RegExp(`^(?:${ENGAGEMENT_WORDS})(?:\\s*(?:&|\\+|/|et|and|und|e|y)\\s*(?:${ENGAGEMENT_WORDS}))*$`, 'iu');

/** "Stage & CDI – Orsa Conseil, Lyon": a field telling only how the job was held names neither title nor employer. */
export function namesOnlyEngagement(field: string): boolean {
  return ENGAGEMENTS_ALONE.test(field);
}
