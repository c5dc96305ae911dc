import type { z } from 'zod';
import { ApiError } from './errors';
import { statusError, type CallKind } from './status-error';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export const DEFAULT_TIMEOUT_MS = 15_000;
/** Far above any real answer (a company's whole vacancy list with descriptions is a few hundred kB). */
export const DEFAULT_MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export interface HttpCallerOptions {
  baseUrl: string;
  fetch?: FetchLike;
  /** Sent as `Authorization: Bearer …` on calls that are not marked unauthenticated. */
  token?: string | null;
  timeoutMs?: number;
  /** Answers longer than this are refused unread (a 150 MB answer would freeze the popup). */
  maxAnswerBytes?: number;
}

/** A request body and the schema it must satisfy before anything is sent: as JSON, or as multipart form data. */
export type RequestBody = { schema: z.ZodType; value: unknown; encoding?: 'json' | 'form' };

export interface CallSpec<S extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined>;
  body?: RequestBody;
  response: S;
  kind?: CallKind;
  authenticated?: boolean;
}

/**
 * The one way both hosts' clients make a call: the request checked against its schema before it is
 * sent, a time limit, an answer read only up to a size cap, transport failures and error statuses
 * turned into ApiError, and the answer checked against its schema.
 */
export function createHttpCaller(options: HttpCallerOptions) {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxAnswerBytes = options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;

  async function call<S extends z.ZodType>(spec: CallSpec<S>): Promise<z.infer<S>> {
    const url = new URL(baseUrl + spec.path);
    for (const [key, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(key, value);
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    const body = spec.body ? encodedBody(spec.body, headers) : undefined;
    if (spec.authenticated !== false && options.token) headers.Authorization = `Bearer ${options.token}`;

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url.toString(), { method: spec.method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      text = await cappedText(response, maxAnswerBytes);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw transportError(error, url);
    }

    if (!response.ok) throw statusError(response, text, spec.kind ?? 'other', options.token ?? undefined);
    return validAnswer(spec.response, response.status, text);
  }

  return { baseUrl, call };
}

/**
 * JSON gets its Content-Type; form data gets none, so that fetch writes the multipart boundary.
 * Booleans and numbers of a form travel as their text (`true`, `3618`); absent fields are left out.
 */
function encodedBody(body: RequestBody, headers: Record<string, string>): string | FormData {
  const value = validRequest(body.schema, body.value);
  if (body.encoding !== 'form') {
    headers['Content-Type'] = 'application/json';
    return JSON.stringify(value);
  }
  const form = new FormData();
  for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
    if (field !== undefined && field !== null) form.append(name, String(field));
  }
  return form;
}

function validAnswer<S extends z.ZodType>(schema: S, status: number, text: string): z.infer<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError('contract-violation', 'The service answered with something that is not JSON.', { status, path: '(body)' });
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
  throw new ApiError('contract-violation', `The service's answer does not match the contract at ${path}: ${issue?.message ?? 'invalid'}.`, {
    status,
    path,
    cause: parsed.error,
  });
}

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
