// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SignOutButton } from '../../../components/SignOutButton';
import type { ResponseOf } from '../../../lib/messages';
import { fakeBackground } from './support/fake-background';
import { renderInEnglish } from './support/render';

vi.mock('wxt/browser', () => import('./support/browser'));

const signedOut = { signedIn: false as const, expired: false };

const outboxHolding = (pending: number, failed: number): ResponseOf<'outbox.list'> => ({
  entries: [],
  delivered: [],
  quarantined: [],
  summary: { pending, failed, unreadable: 0, paused: false },
});

function showButton() {
  const onSignedOut = vi.fn();
  renderInEnglish(<SignOutButton onSignedOut={onSignedOut} />);
  return { onSignedOut };
}

beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
});
afterEach(cleanup);

describe('signing out', () => {
  it('signs out at once when nothing is waiting to be sent', async () => {
    fakeBackground({ 'outbox.list': () => outboxHolding(0, 0), 'session.signOut': () => signedOut });
    const { onSignedOut } = showButton();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledWith(signedOut));
    expect(JSON.parse(localStorage.getItem('cvi.bootCache.v1') ?? 'null')?.session).toEqual(signedOut);
  });

  it('says how many imports would be erased, and keeps them when cancelled', async () => {
    const background = fakeBackground({ 'outbox.list': () => outboxHolding(2, 1), 'session.signOut': () => signedOut });
    const { onSignedOut } = showButton();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      '3 import(s) have not reached the service yet. Signing out erases them.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(background.received.map((message) => message.type)).toEqual(['outbox.list']);

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out and erase them' }));
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledWith(signedOut));
  });
});
