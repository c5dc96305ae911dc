import { isServiceId } from './service-id';
import { serviceAddressProblem } from './service-address';

/**
 * The applicant's page in the service's web app. Its address is not part of the API, so the
 * recruiter gives it once as a pattern, e.g. `https://app.example.com/company/{company}/applicant/{applicant}`,
 * and each import that created or found an applicant links to it.
 */
export const APPLICANT_SLOT = '{applicant}';
export const COMPANY_SLOT = '{company}';

const SAMPLE_ID = '0123456789abcdef';

export interface ApplicantIds {
  applicantId: string;
  companyId: string;
}

function fill(pattern: string, { applicantId, companyId }: ApplicantIds): string {
  return pattern.replaceAll(APPLICANT_SLOT, encodeURIComponent(applicantId)).replaceAll(COMPANY_SLOT, encodeURIComponent(companyId));
}

/** Empty (no link), or an https address (http on this machine where allowed) with a place for the applicant's id. */
export function isApplicantPagePattern(text: string, allowLoopbackHttp: boolean): boolean {
  if (text === '') return true;
  if (!text.includes(APPLICANT_SLOT)) return false;
  return serviceAddressProblem(fill(text, { applicantId: SAMPLE_ID, companyId: SAMPLE_ID }), allowLoopbackHttp) === null;
}

/** The link to this applicant's page, or null when there is no pattern or an id it needs is missing. */
export function applicantPageLink(pattern: string, ids: ApplicantIds, allowLoopbackHttp: boolean): string | null {
  if (pattern === '' || !isServiceId(ids.applicantId)) return null;
  if (pattern.includes(COMPANY_SLOT) && !isServiceId(ids.companyId)) return null;
  if (!isApplicantPagePattern(pattern, allowLoopbackHttp)) return null;
  return fill(pattern, ids);
}
