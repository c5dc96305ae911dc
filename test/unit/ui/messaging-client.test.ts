import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { request, RequestError } from '../../../lib/messaging/client';

describe('asking the background', () => {
  it('reports a worker stopped mid-answer as a restart, not as a refusal', async () => {
    fakeBrowser.runtime.onMessage.addListener(() =>
      Promise.reject(
        new Error(
          'A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received',
        ),
      ),
    );
    const failure = await request('outbox.list', {}).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RequestError);
    expect([(failure as RequestError).kind, (failure as RequestError).detail.retryable]).toEqual(['background-restarted', true]);
    fakeBrowser.reset();
  });
});
