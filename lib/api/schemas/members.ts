import { z } from 'zod';
import { serviceId } from './common';

/** The user of a member, as `fields=user` adds it. */
export const memberUser = z.looseObject({
  id: serviceId,
  user_id: z.number().int().optional(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string(),
  language: z.string().nullable().optional(),
});

/**
 * A member of `GET /company/{companyId}/members?fields=user`: a user's place in a company. The
 * role is `role_id` (admin, manager or guest; the live numbering is not documented, the sandbox
 * uses 1, 2, 3); a guest can read and comment but not move or archive.
 */
export const member = z.looseObject({
  id: serviceId,
  role_id: z.number().int(),
  user: memberUser,
});
export type Member = z.infer<typeof member>;

export const memberList = z.array(member);
