import { z } from 'zod';

/** Filters of `POST /company/{companyId}/search/applicants`; an empty object matches everyone. */
export const applicantSearchRequest = z.looseObject({
  email: z.string().optional(),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  phone: z.string().optional(),
});
export type ApplicantSearchRequest = z.infer<typeof applicantSearchRequest>;

/** One match; the service documents these fields "at least", so others are kept. */
export const applicantMatch = z.looseObject({
  applicant: z.union([z.string(), z.number()]).transform(String),
  vacancy: z.string().nullable(),
  vacancy_id: z.union([z.string(), z.number()]).nullable(),
  column: z.string().nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.string().regex(/^\d{2}\/\d{2}\/\d{2}$/, 'expected a date DD/MM/YY'),
  source: z.string().nullable(),
});
export type ApplicantMatch = z.infer<typeof applicantMatch>;

export const applicantSearchResponse = z.array(applicantMatch);
