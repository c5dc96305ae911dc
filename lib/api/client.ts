import type { z } from 'zod';
import { ApiError, parseRetryAfter } from './errors';
import {
  applicantSearchRequest,
  applicantSearchResponse,
  candidateMetaRequest,
  candidateMetaResponse,
  commentFields,
  commentList,
  errorBody,
  loginRequest,
  loginResponse,
  vacancy,
  vacancyList,
  type ApplicantSearchRequest,
  type CandidateMetaRequest,
  type CommentField,
  type LoginRequest,
  type VacancyField,
} from './schemas';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: FetchLike;
  /** A user token or a company API key: both are sent as a bearer token. */
  token?: string | null;
  timeoutMs?: number;
  /** Answers longer than this are refused unread (a 150 MB answer would freeze the popup). */
  maxAnswerBytes?: number;
}

/** Which call is being made, so a 401/403 can be told apart per call. */
type CallKind = 'login' | 'candidate-meta' | 'other';

interface CallSpec<S extends z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | undefined>;
  /** The request body and the schema it must satisfy before anything is sent. */
  body?: { schema: z.ZodType; value: unknown };
  response: S;
  kind?: CallKind;
  authenticated?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
/** Far above any real answer (a company's whole vacancy list with descriptions is a few hundred kB). */
export const DEFAULT_MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export function createApiClient(options: ApiClientOptions) {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxAnswerBytes = options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;

  async function call<S extends z.ZodType>(spec: CallSpec<S>): Promise<z.infer<S>> {
    const url = new URL(baseUrl + spec.path);
    for (const [key, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(key, value);
    }
    const body = spec.body ? validRequest(spec.body.schema, spec.body.value) : undefined;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (spec.authenticated !== false && options.token) headers.Authorization = `Bearer ${options.token}`;

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url.toString(), {
        method: spec.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await cappedText(response, maxAnswerBytes);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw transportError(error, url);
    }

    if (!response.ok) throw statusError(response, text, spec.kind ?? 'other');

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError('contract-violation', 'The service answered with something that is not JSON.', {
        status: response.status,
        path: '(body)',
      });
    }
    const parsed = spec.response.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
      throw new ApiError(
        'contract-violation',
        `The service's answer does not match the contract at ${path}: ${issue?.message ?? 'invalid'}.`,
        { status: response.status, path, cause: parsed.error },
      );
    }
    return parsed.data;
  }

  return {
    baseUrl,

    login(credentials: LoginRequest) {
      return call({
        method: 'POST',
        path: '/user/login',
        body: { schema: loginRequest, value: credentials },
        response: loginResponse,
        kind: 'login',
        authenticated: false,
      });
    },

    getVacancy(vacancyId: string, fields: readonly VacancyField[] = []) {
      return call({
        method: 'GET',
        path: `/vacancy/${encodeURIComponent(vacancyId)}`,
        query: { fields: fields.join(',') },
        response: vacancy,
      });
    },

    listVacancies(companyId: string, query: { fields?: readonly VacancyField[]; status?: number } = {}) {
      return call({
        method: 'GET',
        path: `/company/${encodeURIComponent(companyId)}/vacancies`,
        query: { fields: query.fields?.join(','), status: query.status?.toString() },
        response: vacancyList,
      });
    },

    searchApplicants(companyId: string, filters: ApplicantSearchRequest = {}) {
      return call({
        method: 'POST',
        path: `/company/${encodeURIComponent(companyId)}/search/applicants`,
        body: { schema: applicantSearchRequest, value: filters },
        response: applicantSearchResponse,
      });
    },

    getComments(companyId: string, applicantId: string, fields: readonly CommentField[] = commentFields) {
      return call({
        method: 'GET',
        path: `/company/${encodeURIComponent(companyId)}/applicant/${encodeURIComponent(applicantId)}/comments`,
        query: { fields: fields.join(',') },
        response: commentList,
      });
    },

    postCandidateMeta(companyId: string, payload: CandidateMetaRequest) {
      return call({
        method: 'POST',
        path: `/company/${encodeURIComponent(companyId)}/search/candidate`,
        body: { schema: candidateMetaRequest, value: payload },
        response: candidateMetaResponse,
        kind: 'candidate-meta',
      });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The answer's text, read only up to `maxBytes`: a longer one is cancelled as soon as it is seen to
 * be too long (from its Content-Length, or while it streams in), so memory stays bounded.
 */
async function cappedText(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new ApiError('too-large', `The service's answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MB; it was not read.`, {
      status: response.status,
    });
  const declared = Number(response.headers.get('Content-Length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** A request that breaks the contract is refused before it is sent, as the service would refuse it. */
function validRequest(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  throw new ApiError('invalid-request', `Invalid request${path ? ` (${path})` : ''}: ${issue?.message ?? 'invalid'}.`, { path });
}

function transportError(error: unknown, url: URL): ApiError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ApiError('timeout', `The service at ${url.host} did not answer in time.`, { cause: error });
  }
  return new ApiError('network', `Could not reach the service at ${url.host}.`, { cause: error });
}

/** The service's own message from an error body, whatever form it took; undefined when there is none. */
function serviceMessageOf(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    return trimmed.startsWith('<') ? undefined : trimmed.slice(0, 500);
  }
  const body = errorBody.safeParse(json);
  if (!body.success) return undefined;
  const { message, error } = body.data;
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && message.every((m) => typeof m === 'string')) return message.join('; ');
  if (message && typeof message === 'object') return JSON.stringify(message);
  return error || undefined;
}

function statusError(response: Response, text: string, kind: CallKind): ApiError {
  const status = response.status;
  const serviceMessage = serviceMessageOf(text);
  const details = { status, serviceMessage };
  const said = serviceMessage ? ` The service said: ${serviceMessage}` : '';

  if (kind === 'login' && (status === 401 || status === 403)) {
    return new ApiError('bad-credentials', 'Wrong e-mail or password.', details);
  }
  switch (true) {
    case status === 401:
      return new ApiError('unauthorized', 'Your session has expired. Please sign in again.', details);
    // The contract reserves candidate meta for Premium companies; a 403 whose message says
    // something else (no access to this company, say) is reported as it is.
    case status === 403 && kind === 'candidate-meta' && (!serviceMessage || /premium|option/i.test(serviceMessage)):
      return new ApiError(
        'premium-required',
        `This company does not have the Premium option needed to add candidate data.${said}`,
        details,
      );
    case status === 403:
      return new ApiError('forbidden', `You do not have access to this.${said}`, details);
    case status === 404:
      return new ApiError('not-found', `Not found.${said}`, details);
    case status === 400 || status === 422:
      return new ApiError('invalid-request', `The service refused the request.${said}`, details);
    case status === 429: {
      const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
      return new ApiError('rate-limited', 'The service asks us to slow down; retrying shortly.', {
        ...details,
        retryAfterMs,
      });
    }
    case status >= 500:
      return new ApiError('service-failure', `The service failed (HTTP ${status}).${said}`, details);
    default:
      return new ApiError('invalid-request', `Unexpected answer (HTTP ${status}).${said}`, details);
  }
}
