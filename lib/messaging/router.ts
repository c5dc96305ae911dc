import type { z } from 'zod';
import { ApiError } from '../api';
import { parseEnvelope, protocol, type Answer, type MessageType, type Protocol, type ResponseOf } from '../messages';

export type Handlers = {
  [T in MessageType]: (payload: z.infer<Protocol[T]['request']>) => Promise<ResponseOf<T>>;
};

export interface SenderLike {
  id?: string;
  url?: string;
}

/**
 * Only the extension's own pages may talk to the background, each known by its exact address (its
 * query and fragment aside): not any page of the extension's origin, such as one a bug or another
 * build could add. Content scripts never message it: the background injects them and reads their
 * return value, so a page cannot reach the background through them.
 */
export function isTrustedSender(sender: SenderLike, extensionId: string, trustedPages: readonly string[]): boolean {
  if (sender.id !== extensionId || typeof sender.url !== 'string') return false;
  return trustedPages.includes(sender.url.replace(/[?#].*$/, ''));
}

function refusal(kind: string, message: string): Answer<never> {
  return { ok: false, error: { kind, message, retryable: false } };
}

function failure(error: unknown): Answer<never> {
  if (error instanceof ApiError) return { ok: false, error: error.toJSON() };
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, error: { kind: 'internal', message, retryable: false } };
}

/** Validates, dispatches and answers one message; never throws. */
export async function dispatch(handlers: Handlers, message: unknown): Promise<Answer<unknown>> {
  const envelope = parseEnvelope(message);
  if (!envelope) return refusal('invalid-message', 'Unknown message.');
  const spec = protocol[envelope.type];
  const payload = spec.request.safeParse(envelope.payload);
  if (!payload.success) {
    return refusal('invalid-message', `Invalid ${envelope.type} message: ${payload.error.issues[0]?.message ?? 'bad payload'}.`);
  }
  let result: unknown;
  try {
    const handler = handlers[envelope.type] as (payload: unknown) => Promise<unknown>;
    result = await handler(payload.data);
  } catch (error) {
    return failure(error);
  }
  const answer = spec.response.safeParse(result);
  if (!answer.success) {
    const issue = answer.error.issues[0];
    return refusal('internal', `The answer to ${envelope.type} broke the protocol at ${issue?.path.join('.') || '(root)'}.`);
  }
  return { ok: true, data: answer.data };
}

/**
 * A `runtime.onMessage` listener. It answers through `sendResponse` and returns true, which both
 * Chrome and the test fake browser understand (a returned promise is not honoured everywhere).
 */
export function createMessageListener(handlers: Handlers, extensionId: string, trustedPages: readonly string[]) {
  return (message: unknown, sender: SenderLike, sendResponse: (answer: Answer<unknown>) => void): true => {
    if (!isTrustedSender(sender, extensionId, trustedPages)) {
      sendResponse(refusal('forbidden-sender', 'Messages are accepted only from the extension itself.'));
      return true;
    }
    void dispatch(handlers, message).then(sendResponse);
    return true;
  };
}
