import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { createMessageListener, dispatch, isTrustedSender, type Handlers } from '@/lib/messaging/router';

const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${EXTENSION_ID}/`;
const PAGES = [`${ORIGIN}popup.html`, `${ORIGIN}options.html`];

function handlers(overrides: Partial<Handlers> = {}): Handlers {
  return new Proxy(overrides as Handlers, {
    get: (target, key: string) =>
      (target as Record<string, unknown>)[key] ??
      (async () => {
        throw new Error(`unexpected ${key}`);
      }),
  });
}

describe('message validation', () => {
  it('answers a valid message with its handler result', async () => {
    const answer = await dispatch(handlers({ 'session.get': async () => ({ signedIn: false, expired: false }) }), {
      type: 'session.get',
      payload: {},
    });
    expect(answer).toEqual({ ok: true, data: { signedIn: false, expired: false } });
  });

  it('refuses unknown message types and malformed payloads without calling a handler', async () => {
    let called = false;
    const h = handlers({
      'session.signIn': async () => {
        called = true;
        return { signedIn: false, expired: false };
      },
    });
    expect(await dispatch(h, { type: 'steal.token', payload: {} })).toMatchObject({ ok: false, error: { kind: 'invalid-message' } });
    expect(await dispatch(h, { type: 'session.signIn', payload: { email: 42 } })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-message' },
    });
    expect(await dispatch(h, 'hello')).toMatchObject({ ok: false });
    expect(called).toBe(false);
  });

  it('refuses to send an answer that breaks the protocol', async () => {
    const answer = await dispatch(handlers({ 'session.get': async () => ({ signedIn: true }) as never }), {
      type: 'session.get',
      payload: {},
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });

  it('passes a service error through with its kind', async () => {
    const answer = await dispatch(
      handlers({
        'comments.list': async () => {
          throw new ApiError('premium-required', 'No Premium');
        },
      }),
      { type: 'comments.list', payload: { applicantId: 'x' } },
    );
    expect(answer).toMatchObject({ ok: false, error: { kind: 'premium-required', message: 'No Premium', retryable: false } });
  });
});

describe('sender checks', () => {
  it('trusts only the extension own pages, by their exact address', () => {
    expect(isTrustedSender({ id: EXTENSION_ID, url: `${ORIGIN}popup.html` }, EXTENSION_ID, PAGES)).toBe(true);
    expect(isTrustedSender({ id: EXTENSION_ID, url: `${ORIGIN}popup.html?tab=12#top` }, EXTENSION_ID, PAGES)).toBe(true);
    expect(isTrustedSender({ id: EXTENSION_ID, url: `${ORIGIN}other.html` }, EXTENSION_ID, PAGES)).toBe(false);
    expect(isTrustedSender({ id: EXTENSION_ID, url: `${ORIGIN}popup.html.evil` }, EXTENSION_ID, PAGES)).toBe(false);
    expect(isTrustedSender({ id: EXTENSION_ID, url: 'https://www.linkedin.com/in/someone' }, EXTENSION_ID, PAGES)).toBe(false);
    expect(isTrustedSender({ id: 'another-extension', url: `chrome-extension://another-extension/popup.html` }, EXTENSION_ID, PAGES)).toBe(
      false,
    );
    expect(isTrustedSender({}, EXTENSION_ID, PAGES)).toBe(false);
  });

  it('answers a content script or a web page with a refusal and never runs the handler', async () => {
    let called = false;
    const listener = createMessageListener(
      handlers({
        'session.get': async () => {
          called = true;
          return { signedIn: false, expired: false };
        },
      }),
      EXTENSION_ID,
      PAGES,
    );
    const answer = await new Promise((resolve) => {
      expect(listener({ type: 'session.get', payload: {} }, { id: EXTENSION_ID, url: 'https://evil.example/' }, resolve)).toBe(true);
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'forbidden-sender' } });
    expect(called).toBe(false);
  });
});
