import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { MessageType, RequestOf, ResponseOf } from '../../../../lib/messages';
import type { SerializedError } from '../../../../lib/api';

type Handler<T extends MessageType> = (payload: RequestOf<T>) => ResponseOf<T> | Promise<ResponseOf<T>>;
export type FakeHandlers = { [T in MessageType]?: Handler<T> };

/** What a handler throws for the background to answer with a failure. */
export class Refusal extends Error {
  constructor(readonly error: SerializedError) {
    super(error.message);
  }
}

export const refusal = (kind: string, message: string, extra: Partial<SerializedError> = {}) =>
  new Refusal({ kind, message, retryable: false, ...extra });

/** An answer that never comes: the page stays waiting. */
export const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** An answer the test gives when it chooses. */
export function later<T>() {
  let give: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (give = resolve));
  return { promise, give };
}

/**
 * A background behind the browser's messaging, answering the protocol's envelopes as the real one
 * does (`{ ok, data }` or `{ ok: false, error }`). Types without a handler are refused.
 */
export function fakeBackground(handlers: FakeHandlers) {
  const received: Array<{ type: MessageType; payload: unknown }> = [];
  fakeBrowser.runtime.onMessage.addListener(async (sent: unknown) => {
    const message = sent as { type: MessageType; payload: unknown };
    received.push(message);
    const handler = handlers[message.type] as ((payload: unknown) => unknown) | undefined;
    if (!handler) return { ok: false, error: { kind: 'internal', message: `No fake for ${message.type}.`, retryable: false } };
    try {
      return { ok: true, data: await handler(message.payload) };
    } catch (caught) {
      if (caught instanceof Refusal) return { ok: false, error: caught.error };
      throw caught;
    }
  });
  return { received };
}
