import { ApiError, createApiClient, DEFAULT_TIMEOUT_MS, type ApiClient, type FetchLike } from '../api';
import { backoffDelay, INTERACTIVE_BACKOFF } from './backoff';
import { checkDestination, type DestinationPolicy } from './destination';
import { createKeyedSerialQueue } from './serial-queue';

export interface GatewayDeps {
  /** The service URL to call, read fresh each time (the setting may change). */
  serviceUrl: () => Promise<string>;
  /** The bearer token for a call, or null when the session has none of that kind (or nobody is signed in). */
  token: (credential: Credential) => Promise<string | null>;
  /** Where credentials may be sent: checked before every call. */
  destination: DestinationPolicy;
  /** Called once per 401 with the token the service refused: the session (or that credential) is over. */
  onUnauthorized: (refusedToken: string) => Promise<void>;
  fetch?: FetchLike;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

/** Which token a call carries: `session` is the user token when there is one, else the API key. */
export type Credential = 'session' | 'user-token' | 'api-key';

export interface CallOptions {
  /** Retries on 429 / 5xx / network errors before giving up; 0 for calls the outbox schedules itself. */
  retries?: number;
  credential?: Credential;
}

/**
 * However many retries, a call someone waits on ends within this: a slow service is reported as
 * slow in seconds, not after three full timeouts and the waits between them.
 */
export const CALL_DEADLINE_MS = 20_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one way the background talks to the service: one call at a time per company, the current
 * token attached, 401 turned into the end of the session, transient failures retried with backoff.
 */
export function createGateway(deps: GatewayDeps) {
  const serial = createKeyedSerialQueue();
  const sleep = deps.sleep ?? wait;
  const now = deps.now ?? Date.now;

  async function attempt<T>(fn: (api: ApiClient) => Promise<T>, credential: Credential | null, retries: number): Promise<T> {
    const deadline = now() + CALL_DEADLINE_MS;
    for (let tried = 0; ; tried++) {
      const token = credential ? await deps.token(credential) : null;
      if (credential && !token) throw new ApiError('unauthorized', 'You are signed out. Please sign in.');
      try {
        const baseUrl = await deps.serviceUrl();
        await checkDestination(baseUrl, deps.destination);
        const timeoutMs = Math.min(DEFAULT_TIMEOUT_MS, Math.max(1, deadline - now()));
        return await fn(createApiClient({ baseUrl, token, fetch: deps.fetch, timeoutMs }));
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'unauthorized' && token) await deps.onUnauthorized(token);
        if (!(error instanceof ApiError) || !error.retryable || tried >= retries) throw error;
        // A popup waiting on an answer should not hang for a long Retry-After: say so instead.
        if ((error.retryAfterMs ?? 0) > INTERACTIVE_BACKOFF.maxMs) throw error;
        const delay = backoffDelay(tried + 1, INTERACTIVE_BACKOFF, error.retryAfterMs, deps.random);
        if (now() + delay >= deadline) throw error;
        await sleep(delay);
      }
    }
  }

  return {
    /** An authenticated call on behalf of a company. */
    call<T>(companyId: string, fn: (api: ApiClient) => Promise<T>, options: CallOptions = {}): Promise<T> {
      return serial(companyId, () => attempt(fn, options.credential ?? 'session', options.retries ?? 2));
    },
    /** A call to another host on behalf of a company (the careers site), in the company's one-at-a-time queue. */
    queued<T>(companyId: string, fn: () => Promise<T>): Promise<T> {
      return serial(companyId, fn);
    },
    /** A call made without a session (login). */
    anonymous<T>(fn: (api: ApiClient) => Promise<T>): Promise<T> {
      return attempt(fn, null, 0);
    },
  };
}

export type Gateway = ReturnType<typeof createGateway>;
