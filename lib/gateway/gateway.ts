import { ApiError, createApiClient, DEFAULT_TIMEOUT_MS, type ApiClient, type FetchLike } from '../api';
import { backoffDelay, INTERACTIVE_BACKOFF } from './backoff';
import { checkDestination, type DestinationPolicy } from './destination';
import { createKeyedSerialQueue } from './serial-queue';

export interface GatewayDeps {
  /** The service URL to call, read fresh each time (the setting may change). */
  serviceUrl: () => Promise<string>;
  /** The bearer token of the current session, or null when signed out. */
  token: () => Promise<string | null>;
  /** Where credentials may be sent: checked before every call. */
  destination: DestinationPolicy;
  /** Called once per 401: the session is over. */
  onUnauthorized: () => Promise<void>;
  fetch?: FetchLike;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

export interface CallOptions {
  /** Retries on 429 / 5xx / network errors before giving up; 0 for calls the outbox schedules itself. */
  retries?: number;
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

  async function client(requireToken: boolean, timeoutMs: number): Promise<ApiClient> {
    const token = await deps.token();
    if (requireToken && !token) {
      throw new ApiError('unauthorized', 'You are signed out. Please sign in.');
    }
    const baseUrl = await deps.serviceUrl();
    await checkDestination(baseUrl, deps.destination);
    return createApiClient({ baseUrl, token, fetch: deps.fetch, timeoutMs });
  }

  async function attempt<T>(fn: (api: ApiClient) => Promise<T>, requireToken: boolean, retries: number): Promise<T> {
    const deadline = now() + CALL_DEADLINE_MS;
    for (let tried = 0; ; tried++) {
      try {
        return await fn(await client(requireToken, Math.min(DEFAULT_TIMEOUT_MS, Math.max(1, deadline - now()))));
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'unauthorized' && requireToken) {
          await deps.onUnauthorized();
        }
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
      return serial(companyId, () => attempt(fn, true, options.retries ?? 2));
    },
    /** A call made without a session (login). */
    anonymous<T>(fn: (api: ApiClient) => Promise<T>): Promise<T> {
      return attempt(fn, false, 0);
    },
  };
}

export type Gateway = ReturnType<typeof createGateway>;
