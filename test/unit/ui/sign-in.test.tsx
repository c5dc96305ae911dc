// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SignIn } from '../../../components/SignIn';
import type { SessionState } from '../../../lib/ui/hooks/use-session';
import { fakeBackground, refusal } from './support/fake-background';
import { renderInEnglish } from './support/render';

vi.mock('wxt/browser', () => import('./support/browser'));

const alice: SessionState = { signedIn: true, method: 'password', email: 'alice@example.com', userKey: 'user:alice', expiresAt: null };

function showSignIn({ preferApiKey = false } = {}) {
  const onSignedIn = vi.fn();
  renderInEnglish(<SignIn serviceUrl="https://api.example.com" preferApiKey={preferApiKey} expired={false} onSignedIn={onSignedIn} />);
  return { onSignedIn };
}

function signInWith(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
  // The extension may already reach the service: no request for access is shown.
  vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('signing in', () => {
  it('says the e-mail or password is wrong, and stays on the form', async () => {
    fakeBackground({ 'session.signIn': () => Promise.reject(refusal('bad-credentials', 'Invalid credentials.', { status: 401 })) });
    const { onSignedIn } = showSignIn();
    signInWith('alice@example.com', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Wrong e-mail or password.');
    expect(alert.textContent).toContain('Check both and try again; the password is case-sensitive.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
  });

  it('says a refused API key is the key’s fault', async () => {
    fakeBackground({
      'session.signInWithApiKey': () => Promise.reject(refusal('bad-credentials', 'Invalid credentials.', { status: 401 })),
    });
    showSignIn({ preferApiKey: true });
    fireEvent.input(screen.getByLabelText('API key'), { target: { value: 'not-a-key' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toContain('The service refused this API key.');
  });

  it('hands over the session and remembers it for the next opening', async () => {
    const background = fakeBackground({ 'session.signIn': () => alice });
    const { onSignedIn } = showSignIn();
    signInWith(' alice@example.com ', 'sandbox-password');

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(alice));
    expect(background.received).toEqual([
      { type: 'session.signIn', payload: { email: 'alice@example.com', password: 'sandbox-password' } },
    ]);
    expect(JSON.parse(localStorage.getItem('cvi.bootCache.v1') ?? 'null')?.session).toEqual(alice);
  });
});
