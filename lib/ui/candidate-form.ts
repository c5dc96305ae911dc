// The very pattern z.email() checks with, so the form and the import request agree, without the
// weight of zod in the popup.
import { regexes } from 'zod/v4/core';
import type { Candidate, CandidateField, CandidateLink } from '../extract/candidate';

/** The editable fields of the candidate form, as the recruiter sees them (lists one per line). */
export interface CandidateFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phones: string;
  headline: string;
  location: string;
  summary: string;
  links: string;
  skills: string;
  languages: string;
}
export type FormField = keyof CandidateFormValues;

/** Which candidate field each form field edits, for its source badge. */
export const FORM_SOURCES: Record<FormField, CandidateField> = {
  firstName: 'name',
  lastName: 'name',
  email: 'emails',
  phones: 'phones',
  headline: 'headline',
  location: 'location',
  summary: 'summary',
  links: 'links',
  skills: 'skills',
  languages: 'languages',
};

/** Where a field's value came from once the recruiter changed it. */
export const EDITED_SOURCE = 'recruiter';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const unique = (items: string[]) => [...new Set(items)];

export function splitFullName(full: string | null): { first: string; last: string } {
  const words = (full ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { first: words[0] ?? '', last: '' };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1)! };
}

export function formFromCandidate(candidate: Candidate): CandidateFormValues {
  const split = splitFullName(candidate.name.full);
  return {
    firstName: candidate.name.first ?? split.first,
    lastName: candidate.name.last ?? split.last,
    email: candidate.emails[0] ?? '',
    phones: candidate.phones.join('\n'),
    headline: candidate.headline ?? '',
    location: candidate.location ?? '',
    summary: candidate.summary ?? '',
    links: candidate.links.map((link) => link.url).join('\n'),
    skills: candidate.skills.join('\n'),
    languages: candidate.languages.join('\n'),
  };
}

export function isValidEmail(text: string): boolean {
  return regexes.email.test(text.trim());
}

export type MissingField = 'email' | 'name' | 'phone';

/** What the recruiter should know is missing; only a missing or invalid e-mail blocks the import. */
export function missingFields(form: CandidateFormValues): MissingField[] {
  const missing: MissingField[] = [];
  if (!isValidEmail(form.email)) missing.push('email');
  if (!form.firstName.trim() && !form.lastName.trim()) missing.push('name');
  if (lines(form.phones).length === 0) missing.push('phone');
  return missing;
}

/**
 * The extracted candidate with the recruiter's edits applied; edited fields name the recruiter as
 * their source, and lose the reader's confidence, which was about the value read.
 */
export function candidateFromForm(form: CandidateFormValues, original: Candidate): Candidate {
  const before = formFromCandidate(original);
  const first = form.firstName.trim();
  const last = form.lastName.trim();
  const email = form.email.trim();
  const knownLinks = new Map(original.links.map((link) => [link.url, link]));
  const links: CandidateLink[] = unique(lines(form.links)).map((url) => knownLinks.get(url) ?? { kind: 'website', url });
  const nameEdited = before.firstName !== form.firstName || before.lastName !== form.lastName;

  const sources = { ...original.sources };
  const confidence = { ...original.confidence };
  for (const field of Object.keys(form) as FormField[]) {
    if (form[field] === before[field]) continue;
    sources[FORM_SOURCES[field]] = EDITED_SOURCE;
    delete confidence[FORM_SOURCES[field]];
  }
  const joined = [first, last].filter(Boolean).join(' ') || null;
  return {
    ...original,
    name: { first: first || null, last: last || null, full: nameEdited ? joined : (original.name.full ?? joined) },
    emails: unique([email, ...original.emails.slice(1)].filter(Boolean)),
    phones: unique(lines(form.phones)),
    headline: form.headline.trim() || null,
    location: form.location.trim() || null,
    summary: form.summary.trim() || null,
    links,
    skills: unique(lines(form.skills)),
    languages: unique(lines(form.languages)),
    sources,
    confidence,
  };
}

/** Whether extraction found anything worth showing as a candidate. */
export function hasContent(candidate: Candidate): boolean {
  const { name } = candidate;
  return Boolean(
    name.full ||
    name.first ||
    name.last ||
    candidate.emails.length ||
    candidate.phones.length ||
    candidate.headline ||
    candidate.links.length,
  );
}
