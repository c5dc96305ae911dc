import { ApiError, parseRetryAfter } from './errors';
import { errorBody } from './schemas/error-body';

/** Which call is being made, so that the same status can be told apart per call (a 403 means different things). */
export type CallKind = 'login' | 'candidate-meta' | 'comment' | 'careers-create' | 'other';

/** How the service words a refusal for a vacancy that exists but takes no applications (closed, draft, expired). */
const CLOSED_VACANCY = /\b(closed|not (?:open|published|active)|unpublished|archived|expired|draft)\b|clôtur|ferm[ée]|non publi/i;
/** How the service words the refusal of an API key where only a signed-in user may act. */
const USER_TOKEN_ONLY = /api[ -_]?key|user token|jeton utilisateur|clé api/i;

export function statusError(response: Response, text: string, kind: CallKind, token?: string): ApiError {
  const status = response.status;
  const serviceMessage = serviceMessageOf(text);
  const details = { status, serviceMessage };
  const said = serviceMessage ? ` The service said: ${serviceMessage}` : '';

  if (kind === 'login' && (status === 401 || status === 403)) {
    return new ApiError('bad-credentials', 'Wrong e-mail or password.', details);
  }
  if (kind === 'careers-create') {
    const careers = careersError(status, serviceMessage, said);
    if (careers) return new ApiError(careers[0], careers[1], details);
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
    case status === 403 && kind === 'comment' && ((serviceMessage !== undefined && USER_TOKEN_ONLY.test(serviceMessage)) || !isJwt(token)):
      return new ApiError('user-token-required', `Adding a note needs a signed-in user, not the company API key.${said}`, details);
    case status === 403:
      return new ApiError('forbidden', `You do not have access to this.${said}`, details);
    case status === 404:
      return new ApiError('not-found', `Not found.${said}`, details);
    case status === 400 || status === 422:
      return new ApiError('invalid-request', `The service refused the request.${said}`, details);
    case status === 429: {
      const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
      return new ApiError('rate-limited', 'The service asks us to slow down; retrying shortly.', { ...details, retryAfterMs });
    }
    case status >= 500:
      return new ApiError('service-failure', `The service failed (HTTP ${status}).${said}`, details);
    default:
      return new ApiError('invalid-request', `Unexpected answer (HTTP ${status}).${said}`, details);
  }
}

/**
 * The careers host takes the API key in the body: its 401/403 say the key is missing or wrong, never
 * that the recruiter's session is over (which `unauthorized` would end).
 */
function careersError(status: number, serviceMessage: string | undefined, said: string): [ApiError['kind'], string] | undefined {
  const closed = serviceMessage !== undefined && CLOSED_VACANCY.test(serviceMessage);
  if (status === 410 || (closed && [400, 403, 409, 422].includes(status))) {
    return ['vacancy-closed', `This vacancy no longer takes applications.${said}`];
  }
  if (status === 401 || status === 403) return ['api-key-refused', `The company API key is missing or was refused.${said}`];
  if (status === 404) return ['vacancy-unknown', `The careers site does not know this vacancy.${said}`];
  if (status === 413) return ['cv-too-large', `The CV is larger than the careers site accepts (10 MB).${said}`];
  return undefined;
}

function isJwt(token: string | undefined): boolean {
  return token !== undefined && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);
}

/** The service's own message from an error body, whatever form it took; undefined when there is none. */
export function serviceMessageOf(text: string): string | undefined {
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
