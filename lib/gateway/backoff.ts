export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

export const OUTBOX_BACKOFF: BackoffPolicy = { baseMs: 1_000, maxMs: 10 * 60_000 };
export const INTERACTIVE_BACKOFF: BackoffPolicy = { baseMs: 300, maxMs: 3_000 };

/**
 * Delay before retry number `attempt` (1 for the first retry): exponential with "equal jitter"
 * (half fixed, half random) so that many clients do not retry in step, never shorter than what the
 * service asked for with Retry-After.
 */
export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy,
  retryAfterMs: number | undefined = undefined,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  const jittered = ceiling / 2 + random() * (ceiling / 2);
  return Math.round(Math.max(jittered, retryAfterMs ?? 0));
}
