import type { Answer, MessageType, RequestOf, ResponseOf } from '../messages';
import type { SerializedError } from '../api';
import { sendToBackground } from '../platform/runtime';

/** A failure the background reported, with the same kinds as ApiError plus messaging ones. */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(readonly detail: SerializedError) {
    super(detail.message);
  }
  get kind(): string {
    return this.detail.kind;
  }
}

/**
 * Asks the background; resolves with its answer or rejects with a RequestError. The background
 * checks each answer against the protocol before sending it, so extension pages do not carry the
 * schemas (and zod) in the bundle they must open instantly with.
 */
export async function request<T extends MessageType>(type: T, payload: RequestOf<T>): Promise<ResponseOf<T>> {
  let answer: Answer<ResponseOf<T>> | undefined;
  try {
    answer = (await sendToBackground({ type, payload })) as Answer<ResponseOf<T>> | undefined;
  } catch (error) {
    // The browser stopped the worker mid-answer ("message channel closed", "receiving end does not
    // exist"): not a refusal. What the worker had stored (an import in the outbox) is still there.
    throw new RequestError({
      kind: 'background-restarted',
      message: error instanceof Error ? error.message : String(error),
      retryable: true,
    });
  }
  if (!answer) throw new RequestError({ kind: 'background-restarted', message: 'The extension did not answer.', retryable: true });
  if (!answer.ok) throw new RequestError(answer.error);
  return answer.data;
}
