import type { CountryCode } from 'libphonenumber-js';
import type { CandidateLink } from '../candidate.ts';
import { isPersonalDetail } from '../fields/label-rows.ts';
import { addressGoingOn, emailFromMailto, findEmails, besideLinked } from './emails.ts';
import { findUrlsInText, profileLinks } from './links.ts';
import { findPhones, hasPhoneLabel, isExtensionAlone, phoneFromTelHref } from './phones.ts';
import { splitFields } from './text.ts';
import { firstContacts, ownLinkedContacts } from '../bounds/contact-lists.ts';
import type { TextLine } from './text-lines.ts';

// `+33 6 …`, `+1 (415) …`: written in international form, a number is a phone wherever it stands.
const INTERNATIONAL_NUMBER = /(^|[\s:(])\+\d{1,3}[\s(.-]*\d/;

/** Lines within `reach` of a line holding an e-mail address: where a contact block sits, wherever the layout put it. */
export function linesNearEmails(lines: TextLine[], reach = 2): TextLine[] {
  const near = new Set<number>();
  lines.forEach((line, i) => {
    // An address a narrow column broke over two lines ("JANE.DOE@EXAM" / "PLE.ORG") counts too.
    const next = lines[i + 1]?.text ?? '';
    if (!line.text.includes('@') || !(findEmails(line.text).length || addressGoingOn(line.text, next))) return;
    for (let k = Math.max(0, i - reach); k <= Math.min(lines.length - 1, i + reach); k++) near.add(k);
  });
  return [...near].sort((a, b) => a - b).map((i) => lines[i]!);
}

export interface Contacts {
  emails: string[];
  phones: string[];
  links: CandidateLink[];
}

/**
 * E-mails, phones and links from lines of text. Phones are only taken from lines that say they
 * are phones or sit where contact details do (`contactLines`), as long digit runs are common in CVs.
 */
export function findContacts(lines: TextLine[], contactLines: Set<TextLine>, country?: CountryCode, baseUrl?: string): Contacts {
  const emails: string[] = [];
  const linkedEmails: string[] = [];
  const phones: string[] = [];
  const linkedPhones: string[] = [];
  const hrefs: string[] = [];
  for (const [i, line] of lines.entries()) {
    const wrapped = line.text.includes('@') && lines[i + 1] ? addressGoingOn(line.text, lines[i + 1]!.text) : null;
    // The part of a wrapped address left on the line ("jane@example.or") is no address of its own.
    emails.push(...findEmails(line.text).filter((email) => !wrapped?.startsWith(email)));
    if (wrapped) emails.push(wrapped);
    for (const href of line.links ?? []) {
      const mail = emailFromMailto(href);
      if (mail) linkedEmails.push(mail);
      const tel = phoneFromTelHref(href, country);
      if (tel) linkedPhones.push(tel);
      if (!mail && !tel) hrefs.push(href);
    }
    hrefs.push(...findUrlsInText(line.text));
    const labelled = hasPhoneLabel(line.text) || contactLines.has(line);
    if (!labelled && !INTERNATIONAL_NUMBER.test(line.text)) continue;
    // A birth date, an ID or social security number beside the phone is no phone: "Né le 03.05.1990 | Tél. 06 …".
    // "+351 239 555 0892" / "ramal 21": an extension wrapped onto the next line still follows its number.
    const extension = lines[i + 1] && isExtensionAlone(lines[i + 1]!.text) ? ` ${lines[i + 1]!.text}` : '';
    const text =
      splitFields(line.text)
        .filter((field) => !isPersonalDetail(field))
        .join(' | ') + extension;
    phones.push(...findPhones(text, country, labelled));
  }
  const ownEmails = ownLinkedContacts(linkedEmails);
  // A tel: link made from the number shown with its extension's digits run on ("tel:+4411749601234" for "+44 117
  // 496 0123 ext. 4", as CV classes write it) is that number.
  const digits = (phone: string) => phone.replace(/\D/g, '');
  const shown = new Set(phones.map(digits));
  const ownPhones = ownLinkedContacts(linkedPhones).filter((tel) => phones.includes(tel) || !shown.has(digits(tel)));
  return {
    emails: firstContacts([...besideLinked(emails, ownEmails), ...ownEmails]),
    phones: firstContacts([...phones, ...ownPhones]),
    links: profileLinks(hrefs, baseUrl),
  };
}
