import { commentList, vacancyList } from '../../lib/api/schemas';
import { apiKeys, companies, users } from './accounts';
import { applicants } from './applicants';
import { vacancies } from './vacancies';

export * from './accounts';
export type { CommentInput, SeedApplicant } from './applicants';

export const seed = { companies, users, apiKeys, vacancies, applicants };
export type SeedData = typeof seed;

/** Fails loudly at start-up when the seed drifts from the contract the client expects. */
export function assertSeedMatchesContract(data: SeedData = seed): void {
  vacancyList.parse(data.vacancies);
  for (const applicant of data.applicants) commentList.parse(applicant.comments);
}
