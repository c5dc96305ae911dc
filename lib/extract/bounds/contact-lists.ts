/**
 * A person has a few e-mail addresses and phone numbers. A page linking more than this many is a
 * directory (a team page, a mailing-list archive) whose links are other people's; in text, the
 * person's own come first (at the top of a CV), so the first are kept.
 */
export const MAX_OWN_CONTACTS = 10;

/** The distinct addresses of a page's links, or none when there are more than one person has. */
export function ownLinkedContacts(values: string[]): string[] {
  const distinct = [...new Set(values)];
  return distinct.length > MAX_OWN_CONTACTS ? [] : distinct;
}

/** The first distinct contacts written in a page's text. */
export const firstContacts = (values: string[]): string[] => [...new Set(values)].slice(0, MAX_OWN_CONTACTS);
