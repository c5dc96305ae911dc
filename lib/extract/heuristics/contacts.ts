import type { CountryCode } from 'libphonenumber-js';
import type { CandidateLink } from '../candidate.ts';
import { emailFromMailto, findEmails } from './emails.ts';
import { findUrlsInText, isProfileLike, linkKind, parseHttpUrl, tidyUrl } from './links.ts';
import { findPhones, hasPhoneLabel, phoneFromTelHref } from './phones.ts';
import { uniqueBy } from './text.ts';
import type { TextLine } from './text-lines.ts';

// `+33 6 …`, `+1 (415) …`: written in international form, a number is a phone wherever it stands.
const INTERNATIONAL_NUMBER = /(^|[\s:(])\+\d{1,3}[\s(.-]*\d/;

/** Profile links from hrefs and written-out URLs, tidied, classified and without duplicates. */
export function profileLinks(hrefs: string[], baseUrl?: string): CandidateLink[] {
  const links: CandidateLink[] = [];
  for (const href of hrefs) {
    const url = parseHttpUrl(href, baseUrl);
    if (url && isProfileLike(url)) links.push({ kind: linkKind(url), url: tidyUrl(url) });
  }
  const key = (l: CandidateLink) => l.url.toLowerCase().replace(/^https?:\/\/(www\.)?/, '');
  const unique = uniqueBy(links, key);
  // A URL cut where a line wrapped ("linkedin.com/in/jane-" + "doe") is the prefix of the full link target.
  return unique.filter((l) => !unique.some((other) => other !== l && key(other).startsWith(key(l)) && key(other).length > key(l).length));
}

/**
 * Network profiles, plus one personal website: the first one. Pages and CVs link to many sites
 * (employers, papers, projects); the person's own site comes first, next to their contact details.
 */
export function personalLinks(links: CandidateLink[]): CandidateLink[] {
  const website = links.find((l) => l.kind === 'website');
  return links.filter((l) => l.kind !== 'website' || l === website);
}

export interface Contacts { emails: string[]; phones: string[]; links: CandidateLink[] }

/**
 * E-mails, phones and links from lines of text. Phones are only taken from lines that say they
 * are phones or sit where contact details do (`contactLines`), as long digit runs are common in CVs.
 */
export function findContacts(lines: TextLine[], contactLines: Set<TextLine>, country?: CountryCode, baseUrl?: string): Contacts {
  const emails: string[] = [];
  const phones: string[] = [];
  const hrefs: string[] = [];
  for (const line of lines) {
    emails.push(...findEmails(line.text));
    for (const href of line.links ?? []) {
      const mail = emailFromMailto(href);
      if (mail) emails.push(mail);
      const tel = phoneFromTelHref(href, country);
      if (tel) phones.push(tel);
      if (!mail && !tel) hrefs.push(href);
    }
    hrefs.push(...findUrlsInText(line.text));
    if (hasPhoneLabel(line.text) || contactLines.has(line)) phones.push(...findPhones(line.text, country, true));
    else if (INTERNATIONAL_NUMBER.test(line.text)) phones.push(...findPhones(line.text, country));
  }
  return { emails: [...new Set(emails)], phones: [...new Set(phones)], links: personalLinks(profileLinks(hrefs, baseUrl)) };
}
