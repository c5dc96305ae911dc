import { z } from 'zod';
import { serviceId } from './common';

/** Body of `PUT /company/{companyId}/vacancy/{vacancyId}/applicant/{applicantId}`: move to a column. */
export const moveApplicantRequest = z.object({ column_id: z.number().int() });
export type MoveApplicantRequest = z.infer<typeof moveApplicantRequest>;

/** The person behind an application, as the pipeline calls embed them. */
export const pipelineCandidate = z.looseObject({
  id: z.string(),
  email: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
});

/**
 * One application (an "applicant": a person in one vacancy), as `PUT` (moved) and `DELETE`
 * (archived, status 0) on the pipeline path answer it. The service sends much more (dates as
 * Unix seconds, the vacancy, the company); it is kept, not checked.
 */
export const pipelineApplicant = z.looseObject({
  id: serviceId,
  vacancy_id: serviceId,
  column_id: z.number().int().nullable(),
  status: z.number().int(),
  candidate: pipelineCandidate.optional(),
});
export type PipelineApplicant = z.infer<typeof pipelineApplicant>;
