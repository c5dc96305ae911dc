import type { Vacancy } from '../api';
import type { RequestOf } from '../messages';
import type { Candidate } from '../extract/candidate';
import { plainTypography } from '../extract/heuristics/text';
import { candidateReference, toCandidateMetaValue } from '../extract/meta-value';
import type { ChosenTag, Placement } from '../outbox/placement';

export type CandidateImport = RequestOf<'candidate.import'>;

/**
 * The `candidate.import` message for an edited candidate: the e-mail is the reference, the
 * candidate (with where it was read and when) is the value. Null while there is no e-mail.
 */
export function buildImportRequest(
  candidate: Candidate,
  context: { pageUrl: string; capturedAt: Date; type?: string },
): CandidateImport | null {
  const reference = candidateReference(candidate);
  if (!reference) return null;
  const label = candidate.name.full ?? ([candidate.name.first, candidate.name.last].filter(Boolean).join(' ') || reference);
  return {
    reference,
    label,
    value: { ...toCandidateMetaValue(candidate, { pageUrl: context.pageUrl, capturedAt: context.capturedAt }) },
    ...(context.type ? { type: context.type } : {}),
  };
}

/** What the recruiter chose beside the candidate, before it becomes the request's placement. */
export interface PlacementChoice {
  vacancy: Vacancy;
  column: { id: number; title: string } | null;
  /** The note as typed; an empty one is no note. */
  note: { text: string; visibleToTeam: boolean };
  tags: ChosenTag[];
}

export type ApplicantName = 'firstname' | 'lastname';

const plain = (text: string | null) => plainTypography(text ?? '').trim();

const webAddress = (url: string) => /^https?:\/\//i.test(url.trim());

const isLinkedIn = (url: string) => {
  try {
    return /(^|\.)linkedin\.com$/i.test(new URL(url).hostname);
  } catch {
    return false;
  }
};

/** The names the careers site requires and the candidate lacks (both are required there). */
export function missingApplicantNames(candidate: Candidate): ApplicantName[] {
  const missing: ApplicantName[] = [];
  if (!plain(candidate.name.first)) missing.push('firstname');
  if (!plain(candidate.name.last)) missing.push('lastname');
  return missing;
}

/**
 * The applicant as the careers site takes them, from the reviewed fields: names and first phone
 * with plain typography, the LinkedIn profile, and one other address (the first other link, or
 * the page the candidate was read from).
 */
export function applicantOf(candidate: Candidate, pageUrl: string): Placement['applicant'] {
  const links = candidate.links.map((link) => link.url.trim()).filter(webAddress);
  const linkedin = links.find(isLinkedIn);
  const other = links.find((url) => !isLinkedIn(url)) ?? (webAddress(pageUrl) && !isLinkedIn(pageUrl) ? pageUrl : undefined);
  return {
    firstname: plain(candidate.name.first),
    lastname: plain(candidate.name.last),
    phone: plain(candidate.phones[0] ?? null),
    urls: { ...(linkedin ? { linkedin } : {}), ...(other ? { other } : {}) },
  };
}

/** The request's placement: the vacancy by its three identifiers, and only a note that says something. */
export function buildPlacement(candidate: Candidate, pageUrl: string, choice: PlacementChoice): Placement {
  const { vacancy } = choice;
  const text = choice.note.text.trim();
  return {
    vacancy: { id: vacancy.id, vacancyId: vacancy.vacancy_id, slug: vacancy.slug, title: vacancy.title },
    column: choice.column,
    note: text ? { text, visibleToTeam: choice.note.visibleToTeam } : null,
    tags: choice.tags,
    applicant: applicantOf(candidate, pageUrl),
  };
}
