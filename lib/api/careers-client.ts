import { createHttpCaller, type FetchLike } from './http-call';
import { careersCandidateRequest, careersCandidateResponse, type CareersCandidateRequest } from './schemas';

export const DEFAULT_CAREERS_URL = 'https://careers.flatchr.io';

export interface CareersClientOptions {
  /** Default: the production careers site. */
  baseUrl?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  maxAnswerBytes?: number;
}

/**
 * The careers host: it creates an applicant in a vacancy with the CV. The company API key travels
 * in the body (`token`), never as an Authorization header, and the answer carries no applicant id.
 */
export function createCareersClient(options: CareersClientOptions = {}) {
  // No token here: the key is in the body, so nothing is sent as a bearer token.
  const { baseUrl, call } = createHttpCaller({ ...options, baseUrl: options.baseUrl ?? DEFAULT_CAREERS_URL, token: null });

  const post = (path: string, request: CareersCandidateRequest) =>
    call({
      method: 'POST',
      path,
      body: { schema: careersCandidateRequest, value: request },
      response: careersCandidateResponse,
      kind: 'careers-create',
      authenticated: false,
    });

  return {
    baseUrl,
    /** Creates the applicant in the vacancy named by `request.vacancy` (its slug). */
    createCandidate: (request: CareersCandidateRequest) => post('/vacancy/candidate/json', request),
    /** The dry-run twin: the same checks, nothing created. */
    testCandidate: (request: CareersCandidateRequest) => post('/vacancy/candidate/test', request),
  };
}

export type CareersClient = ReturnType<typeof createCareersClient>;
