import { z } from 'zod';

/** The careers host refuses a CV above this (HTTP 413). */
export const CAREERS_MAX_CV_BYTES = 10 * 1024 * 1024;

export const careersLinks = z.object({
  linkedin: z.string().optional(),
  facebook: z.string().optional(),
  twitter: z.string().optional(),
  other: z.string().optional(),
});
export type CareersLinks = z.infer<typeof careersLinks>;

/** A CV sent as a file: its bytes in base64. */
export const careersDocument = z.object({
  data: z.base64(),
  fileName: z.string().min(1),
  contentType: z.string().min(1),
});
export type CareersDocument = z.infer<typeof careersDocument>;

const careersApplicant = z.object({
  /** The vacancy's slug (not its id). */
  vacancy: z.string().min(1),
  /** The company API key: this host takes it in the body, never as a bearer token. */
  token: z.string().min(1),
  firstname: z.string().min(1),
  lastname: z.string().min(1),
  email: z.email().optional(),
  phone: z.string().optional(),
  /** Cover letter text. */
  comment: z.string().optional(),
  urls: careersLinks.optional(),
  offerer_id: z.number().int().optional(),
  answers: z.array(z.looseObject({})).optional(),
});

/**
 * Body of `POST /vacancy/candidate/json` (and of its dry-run twin `/vacancy/candidate/test`) on the
 * careers host: the CV as a document (base64) or as a link.
 */
export const careersCandidateRequest = z.discriminatedUnion('type', [
  careersApplicant.extend({ type: z.literal('document'), resume: careersDocument }),
  careersApplicant.extend({ type: z.literal('link'), resume: z.url({ protocol: /^https?$/ }) }),
]);
export type CareersCandidateRequest = z.infer<typeof careersCandidateRequest>;

/** `{status, response: "applicant created"}`: no applicant id (find the applicant with `search/applicants`). */
export const careersCandidateResponse = z.looseObject({
  status: z.union([z.number().int(), z.string()]).optional(),
  response: z.string(),
});
export type CareersCandidateResponse = z.infer<typeof careersCandidateResponse>;
