import type { CountryCode } from 'libphonenumber-js';
import type { Budget } from './budget.ts';
import type { SourcedDraft } from './merge.ts';
import { isCreditText, profileLinks } from './heuristics/links.ts';
import { emailFromMailto } from './heuristics/emails.ts';
import { phoneFromTelHref } from './heuristics/phones.ts';
import { ownLinkedContacts } from './bounds/contact-lists.ts';

/** A credit line is short; a longer text around a link is a paragraph that may merely mention a theme or a tool. */
const MAX_CREDIT_LENGTH = 200;

/** `mailto:` and `tel:` links anywhere on the page, and `rel="me"` links (the author's own profiles). */
export function contactLinkDrafts(doc: Document, budget: Budget, country?: CountryCode, baseUrl?: string): SourcedDraft[] {
  const emails: string[] = [];
  const phones: string[] = [];
  const anchors = [...doc.querySelectorAll('a[href^="mailto:" i], a[href^="tel:" i]')].slice(0, 200);
  // Whether the element around a link is a credit line, read once per element (a directory's links share one).
  const creditLines = new Map<Element | null, boolean>();
  const inCredit = (a: Element) => {
    const around = a.parentElement;
    if (!creditLines.has(around)) {
      const text = around?.textContent ?? '';
      creditLines.set(around, text.length <= MAX_CREDIT_LENGTH && isCreditText(text));
    }
    return creditLines.get(around)!;
  };
  for (const a of anchors) {
    // "Template by <a href="mailto:…">…</a>": the address of a template's author.
    if (inCredit(a)) continue;
    const href = a.getAttribute('href') ?? '';
    const email = emailFromMailto(href);
    if (email) emails.push(email);
    const phone = phoneFromTelHref(href, country);
    if (phone) phones.push(phone);
  }
  const relMe = [...doc.querySelectorAll('a[rel~="me"], link[rel~="me"]')].slice(0, 100).map((a) => a.getAttribute('href') ?? '');
  if (anchors.length === 200 || relMe.length === 100) budget.note({ code: 'contact-links-cut' });
  const own = { emails: ownLinkedContacts(emails), phones: ownLinkedContacts(phones) };
  if (own.emails.length < new Set(emails).size || own.phones.length < new Set(phones).size) budget.note({ code: 'contact-directory' });
  return [
    { source: 'mailto', draft: { emails: own.emails } },
    { source: 'tel', draft: { phones: own.phones } },
    { source: 'rel-me', draft: { links: profileLinks(relMe, baseUrl) } },
  ];
}
