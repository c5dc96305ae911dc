import { isServiceId, SERVICE_ID_PATTERN as ID } from '../api/service-id';

function idAfter(input: string, markers: string): string | null {
  const trimmed = input.trim();
  if (isServiceId(trimmed)) return trimmed;
  const match = new RegExp(`(?:${markers})(?:/|=)(${ID})(?=$|[/?#&])`).exec(trimmed);
  return match?.[1] ?? null;
}

/** An applicant id typed as is, or read from a link of the service's web app (`…/applicant/<id>`, `?applicant=<id>`). */
export function applicantIdFrom(input: string): string | null {
  return idAfter(input, 'applicants?|candidates?');
}

/** The company id in a URL of the service's web app (`…/company/<id>/…`), when there is one. */
export function companyIdFrom(url: string): string | null {
  const match = new RegExp(`/compan(?:y|ies)/(${ID})(?=$|[/?#&])`).exec(url);
  return match?.[1] ?? null;
}
