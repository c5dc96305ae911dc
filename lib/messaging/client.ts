import { browser } from 'wxt/browser';
import { protocol, type Answer, type MessageType, type RequestOf, type ResponseOf } from '../messages';
import type { SerializedError } from '../outbox/entry';

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

/** Asks the background; resolves with its validated answer or rejects with a RequestError. */
export async function request<T extends MessageType>(type: T, payload: RequestOf<T>): Promise<ResponseOf<T>> {
  const answer = (await browser.runtime.sendMessage({ type, payload })) as Answer<unknown> | undefined;
  if (!answer) throw new RequestError({ kind: 'internal', message: 'The extension did not answer.', retryable: true });
  if (!answer.ok) throw new RequestError(answer.error);
  const parsed = protocol[type].response.safeParse(answer.data);
  if (!parsed.success) {
    throw new RequestError({ kind: 'internal', message: `Unexpected answer to ${type}.`, retryable: false });
  }
  return parsed.data as ResponseOf<T>;
}
