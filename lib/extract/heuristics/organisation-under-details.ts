import { hasEntryDate } from './dates.ts';
import { asLocation } from './places.ts';
import { splitFields } from './text.ts';
import { TITLE_WORD } from './vocabulary.ts';
import type { Item } from './entry-items.ts';

/** Detail lines ("Topic: …", a wrapped subject) an organisation's line may stand under. */
const MAX_DETAIL_LINES = 3;
const MAX_ORGANISATION_LINE = 90;

/** "Halvorsen Institute – Bergen, Norway": a name, then its town (with its country) after a dash or a bar. */
function namesOrganisationAndPlace(text: string): boolean {
  const fields = splitFields(text);
  if (fields.length !== 2 || text.length > MAX_ORGANISATION_LINE || hasEntryDate(text) || /[.:;：]$/.test(text)) return false;
  const [name, place] = fields as [string, string];
  return !!asLocation(place) && !asLocation(name) && !TITLE_WORD.test(name) && /^\p{Lu}/u.test(name);
}

/**
 * `2021 – now<tab>Research Fellow` / `Topic: synthetic genomes` / `Halvorsen Institute – Bergen, Norway`:
 * where entries open on their dated line, an organisation named with its town under an entry's first
 * detail lines is that entry's, not the next one's. Returns the organisation line's index, or -1.
 */
export function organisationUnderDetails(items: Item[], from: number, end: number): number {
  let at = from;
  while (at < end && at - from < MAX_DETAIL_LINES && items[at]!.role === 'body') at++;
  if (at === from || at >= end || items[at]!.role !== 'head') return -1;
  return namesOrganisationAndPlace(items[at]!.text) ? at : -1;
}
