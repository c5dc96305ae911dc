// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OutboxList } from '../../../components/OutboxList';
import type { ResponseOf } from '../../../lib/messages';
import type { OutboxEntry } from '../../../lib/outbox/entry';
import { fakeBackground } from './support/fake-background';
import { renderInEnglish } from './support/render';

vi.mock('wxt/browser', () => import('./support/browser'));

type OutboxAnswer = ResponseOf<'outbox.list'>;

const waiting: OutboxEntry = {
  companyId: 'DemoCompany00001',
  appName: 'cv-importer',
  type: 'applicants',
  reference: 'grace.hopper@example.com',
  value: { name: 'Grace Hopper' },
  label: 'Grace Hopper',
  id: 'job-grace',
  userKey: 'user:recruiter@example.com',
  status: 'failed',
  attempts: 1,
  revision: 1,
  nextAttemptAt: 0,
  lastError: { kind: 'premium-required', message: 'The company lacks the Premium option.', status: 403, retryable: false },
  createdAt: 0,
  updatedAt: 0,
};

/** A background whose outbox holds one refused import and one record it could not read. */
function backgroundWithUnreadable() {
  const outbox: OutboxAnswer = {
    entries: [waiting],
    delivered: [],
    quarantined: [
      {
        version: 1,
        id: 'q1',
        userKey: waiting.userKey,
        item: 'outbox-job',
        raw: { label: 'Broken Record' },
        problem: 'outbox-job: reference: Invalid input',
        setAsideAt: 0,
      },
    ],
    summary: { pending: 0, failed: 1, unreadable: 1, paused: false },
  };
  const background = fakeBackground({
    'outbox.list': () => outbox,
    'outbox.discardQuarantined': ({ id }) => {
      outbox.quarantined = outbox.quarantined.filter((record) => record.id !== id);
      return null;
    },
    'outbox.discard': ({ id }) => {
      outbox.entries = outbox.entries.filter((entry) => entry.id !== id);
      return null;
    },
  });
  return background;
}

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('the Outbox view', () => {
  it('shows a refused import beside the one that could not be read, and discards the unreadable one when asked', async () => {
    const background = backgroundWithUnreadable();
    renderInEnglish(<OutboxList active />);

    const refused = await screen.findByRole('listitem', { name: 'Grace Hopper' });
    expect(refused.textContent).toContain('grace.hopper@example.com');
    const unreadable = screen.getByRole('region', { name: '1 import could not be read' });
    expect(screen.queryByText(/Nothing waiting/)).toBeNull();

    fireEvent.click(within(unreadable).getByRole('button', { name: 'Discard' }));
    await screen.findByRole('listitem', { name: 'Grace Hopper' });
    await expect.poll(() => screen.queryByRole('region', { name: /could not be read/ })).toBeNull();
    expect(background.received.filter((message) => message.type === 'outbox.discardQuarantined')).toEqual([
      { type: 'outbox.discardQuarantined', payload: { id: 'q1' } },
    ]);
    expect(screen.getByRole('listitem', { name: 'Grace Hopper' })).toBeTruthy();
  });

  it('says nothing waits only once no import is left, readable or not', async () => {
    backgroundWithUnreadable();
    renderInEnglish(<OutboxList active />);
    const refused = await screen.findByRole('listitem', { name: 'Grace Hopper' });
    fireEvent.click(within(refused).getByRole('button', { name: 'Discard' }));
    await expect.poll(() => screen.queryByRole('listitem', { name: 'Grace Hopper' })).toBeNull();
    expect(screen.queryByText(/Nothing waiting/)).toBeNull();

    fireEvent.click(within(screen.getByRole('region', { name: '1 import could not be read' })).getByRole('button', { name: 'Discard' }));
    await screen.findByText(/Nothing waiting/);
  });
});
