import { columnList, commentList, companyTagList, memberList, tagAccepts, vacancyList } from '../../lib/api/schemas';
import { apiKeys, companies, users } from './accounts';
import { applicants } from './applicants';
import { columns } from './columns';
import { members } from './members';
import { tags } from './tags';
import { vacancies } from './vacancies';

export * from './accounts';
export type { CommentInput, SeedApplicant } from './applicants';
export type { SeedColumn } from './columns';
export { people, ROLE, type SeedMember, type SeedPerson } from './members';
export type { SeedTag } from './tags';

export const seed = { companies, users, apiKeys, vacancies, applicants, columns, tags, members };
export type SeedData = typeof seed;

/** Fails loudly at start-up when the seed drifts from the contract the client expects, or from itself. */
export function assertSeedMatchesContract(data: SeedData = seed): void {
  vacancyList.parse(data.vacancies);
  columnList.parse(data.columns);
  companyTagList.parse(data.tags);
  memberList.parse(data.members);
  for (const applicant of data.applicants) {
    commentList.parse(applicant.comments);
    const column = data.columns.find((one) => one.company_id === applicant.companyId && one.title === applicant.column);
    if (!column) throw new Error(`Seed applicant ${applicant.id}: no column "${applicant.column}" in company ${applicant.companyId}.`);
    const numericId = data.companies.find((company) => company.id === applicant.companyId)?.numericId;
    for (const { tag: tagId, value } of applicant.traits ?? []) {
      const tag = data.tags.find((one) => one.id === tagId && one.company_id === numericId && one.type === 'candidates');
      if (!tag || !tagAccepts(tag, value)) throw new Error(`Seed applicant ${applicant.id}: tag ${tagId} does not take "${value}".`);
    }
  }
}
