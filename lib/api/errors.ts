import type { SerializedError } from './schemas/serialized-error';

/**
 * Every way a service call can fail, as one error type a UI can switch on. `retryable` tells the
 * outbox whether trying again later can help.
 */
export type ApiErrorKind =
  | 'bad-credentials' // login refused
  | 'unauthorized' // 401 on an authenticated call: the token expired or was revoked
  | 'premium-required' // 403 on candidate meta: the company lacks the Premium option
  | 'forbidden' // any other 403
  | 'not-found'
  | 'invalid-request' // 400 / 422, with the service's message
  | 'rate-limited' // 429, with Retry-After when sent
  | 'service-failure' // 5xx
  | 'network' // no answer: refused, dropped, DNS, offline
  | 'timeout'
  | 'contract-violation' // the service answered something that breaks the contract
  | 'too-large' // the answer was over the size any real answer has, and was not read
  | 'cv-too-large' // 413 from the careers host: the CV is over its 10 MB limit
  | 'vacancy-unknown' // 404 from the careers host: no vacancy has this slug
  | 'vacancy-closed' // the careers host refuses applications to this vacancy (closed, draft)
  | 'api-key-refused' // 401/403 from the careers host: the company API key in the body is missing or wrong
  | 'user-token-required' // 403 on a comment sent with the company API key: notes need a signed-in user
  | 'cv-unavailable' // not the service's: the parsed CV's bytes are no longer kept to send
  | 'careers-destination-refused' // the careers URL is not one the recruiter allowed: nothing was sent
  | 'page-unreadable' // not the service's: the browser would not let the extension read the tab
  | 'destination-refused'; // the service URL is not one the recruiter allowed: nothing was sent

const retryableKinds: ReadonlySet<ApiErrorKind> = new Set(['rate-limited', 'service-failure', 'network', 'timeout']);

export interface ApiErrorDetails {
  status?: number;
  /** The service's own words, when it sent any. */
  serviceMessage?: string;
  retryAfterMs?: number;
  /** For contract violations: where in the body the mismatch is, as a zod path like `3.author.id`. */
  path?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly serviceMessage?: string;
  readonly retryAfterMs?: number;
  readonly path?: string;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.serviceMessage = details.serviceMessage;
    this.retryAfterMs = details.retryAfterMs;
    this.path = details.path;
  }

  get retryable(): boolean {
    return retryableKinds.has(this.kind);
  }

  /** A plain object that survives structured cloning across extension messaging. */
  toJSON(): SerializedError {
    return {
      kind: this.kind,
      message: this.message,
      status: this.status,
      serviceMessage: this.serviceMessage,
      retryAfterMs: this.retryAfterMs,
      path: this.path,
      retryable: this.retryable,
    };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** `Retry-After` is either delay-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
