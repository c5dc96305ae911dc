import { COMPANY_WORD, INSTITUTION_WORD, TITLE_WORD } from './vocabulary.ts';

/**
 * "Northern Operations Centre, Valmont Space Agency", "Faculty of Law, University of Valmont": an organisation and
 * the wider one it belongs to, both named as organisations and neither as a job; together they name the employer, not a
 * title and an employer.
 */
export function isOrganisationWithParent(parts: string[]): boolean {
  return parts.length === 2 && parts.every((part) => (COMPANY_WORD.test(part) || INSTITUTION_WORD.test(part)) && !TITLE_WORD.test(part));
}
