import type { z } from 'zod';
import type { member } from '../../lib/api/schemas';
import { BASIC_COMPANY_ID, companies, DEMO_COMPANY_ID } from './accounts';

/** A member as `GET /company/{companyId}/members?fields=user` sends it, before normalisation. */
export type MemberInput = z.input<typeof member> & { company_id: number };

export interface SeedPerson {
  author: { id: string; firstname: string; lastname: string };
  /** The numeric id comments carry as `created_by`. */
  userId: number;
  email: string;
  language: string;
}

/** The recruiters of the seed: they write the seeded comments and are the companies' members. */
export const people = {
  claire: person('YGVvvrMohbLj6gHz', 'Claire', 'Bonnet', 9001, 'recruiter@example.com', 'fr_FR'),
  thomas: person('EShVj5KTLC8EFDfq', 'Thomas', 'Girard', 9002, 'thomas.girard@example.com', 'fr_FR'),
  priya: person('S7p3itT5wGcMhggY', 'Priya', 'Shah', 9003, 'priya.shah@example.com', 'en_GB'),
  oliver: person('xLMuf5UnmbzmHZGB', 'Oliver', 'Hughes', 9101, 'oliver.hughes@example.com', 'en_GB'),
} satisfies Record<string, SeedPerson>;

function person(id: string, firstname: string, lastname: string, userId: number, email: string, language: string): SeedPerson {
  return { author: { id, firstname, lastname }, userId, email, language };
}

/** The sandbox's role numbering (the live one is not documented). */
export const ROLE = { admin: 1, manager: 2, guest: 3 } as const;

const numericIdOf = (companyId: string) => companies.find((company) => company.id === companyId)!.numericId;

function membership(id: string, companyId: string, who: SeedPerson, roleId: number, since: string): MemberInput & { companyId: string } {
  return {
    companyId,
    id,
    role_id: roleId,
    external_id: null,
    company_id: numericIdOf(companyId),
    created_at: since,
    user: {
      id: who.author.id,
      user_id: who.userId,
      firstname: who.author.firstname,
      lastname: who.author.lastname,
      email: who.email,
      phone: null,
      status: 1,
      language: who.language,
      timezone: 'Europe/Paris',
    },
    last_login: null,
  };
}

export const members = [
  membership('Mb4101ClaireBnt1', DEMO_COMPANY_ID, people.claire, ROLE.admin, '2023-01-09T09:00:00.000Z'),
  membership('Mb4101ThomasGrd1', DEMO_COMPANY_ID, people.thomas, ROLE.manager, '2023-03-14T09:00:00.000Z'),
  membership('Mb4101PriyaShah1', DEMO_COMPANY_ID, people.priya, ROLE.guest, '2024-02-01T09:00:00.000Z'),
  membership('Mb4102OliverHgs1', BASIC_COMPANY_ID, people.oliver, ROLE.admin, '2023-06-05T09:00:00.000Z'),
  membership('Mb4102ClaireBnt1', BASIC_COMPANY_ID, people.claire, ROLE.manager, '2023-06-05T09:30:00.000Z'),
];
export type SeedMember = (typeof members)[number];
