// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ImportPanel } from '../../../components/ImportPanel';
import { emptyCandidate } from '../../../lib/extract/candidate';
import type { ResponseOf } from '../../../lib/messages';
import type { DeliveredImport, OutboxEntry } from '../../../lib/outbox/entry';
import { publishState } from '../../../lib/platform/published-state';
import { formatDateTime } from '../../../lib/ui/format';
import type { CandidateImport } from '../../../lib/ui/import-request';
import { fakeBackground, refusal } from './support/fake-background';
import { renderInEnglish } from './support/render';

vi.mock('wxt/browser', () => import('./support/browser'));

const candidate: CandidateImport = { reference: 'jane@example.com', label: 'Jane Doe', value: { firstname: 'Jane' } };

const entry = (change: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'job-1',
  userKey: 'user:alice',
  companyId: 'DemoCompany00001',
  appName: 'cv-importer',
  type: 'applicants',
  reference: 'jane@example.com',
  label: 'Jane Doe',
  value: {},
  status: 'pending',
  attempts: 1,
  revision: 1,
  nextAttemptAt: Date.UTC(2026, 10, 23, 9, 30),
  lastError: null,
  createdAt: 0,
  updatedAt: 0,
  ...change,
});

const delivery: DeliveredImport = {
  id: 'job-1',
  reference: 'jane@example.com',
  label: 'Jane Doe',
  companyId: 'DemoCompany00001',
  resourceType: 'candidate',
  action: 'created',
  deliveredAt: 0,
};

const outbox = (entries: OutboxEntry[], delivered: DeliveredImport[]): ResponseOf<'outbox.list'> => ({
  entries,
  delivered,
  quarantined: [],
  summary: { pending: entries.length, failed: 0, unreadable: 0, paused: false },
});

const serviceDown = { kind: 'service-failure', message: 'HTTP 503', status: 503, retryable: true };

function showPanel(importRequest: CandidateImport | null = candidate) {
  const onOpenOutbox = vi.fn();
  renderInEnglish(
    <ImportPanel
      importRequest={importRequest}
      candidate={{ ...emptyCandidate(), name: { full: 'Jane Doe', first: 'Jane', last: 'Doe' }, emails: ['jane@example.com'] }}
      sourceUrl="https://example.com/jane"
      document={null}
      onOpenOutbox={onOpenOutbox}
    />,
  );
  return { onOpenOutbox };
}

const importButton = () => screen.getByRole('button', { name: 'Import candidate' });
/** The panel's controls load after the popup's first paint; until then the button shows, not yet usable. */
const controlsLoaded = () => screen.findByRole('combobox', { name: 'Vacancy' });

// The controls load after the popup's first paint; loaded once here so no test ends while they load.
beforeAll(() => import('../../../components/ImportControls'));
beforeEach(() => fakeBrowser.reset());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the import panel', () => {
  it('cannot import without an e-mail', () => {
    showPanel(null);
    expect(importButton()).toHaveProperty('disabled', true);
  });

  it('shows an import the service accepted as imported, with the service’s answer', async () => {
    fakeBackground({ 'candidate.import': () => ({ status: 'delivered', delivery }) });
    showPanel();
    await controlsLoaded();
    fireEvent.click(importButton());
    expect(await screen.findByText('Imported: the service reports candidate created.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'See it in the outbox' })).toBeNull();
  });

  it('shows a pending import with its next attempt and why, and follows it until it is imported', async () => {
    const pending = entry({ lastError: serviceDown });
    let state = outbox([pending], []);
    fakeBackground({ 'candidate.import': () => ({ status: 'pending', entry: pending }), 'outbox.list': () => state });
    const { onOpenOutbox } = showPanel();
    await controlsLoaded();
    fireEvent.click(importButton());

    expect(
      await screen.findByText(`Pending: kept in the outbox, next attempt ${formatDateTime(pending.nextAttemptAt, 'en-GB')}.`),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The service had a problem.');
    expect(screen.getByRole('alert').textContent).toContain('Nothing is lost: it will be retried automatically, or use Retry.');
    fireEvent.click(screen.getByRole('button', { name: 'See it in the outbox' }));
    expect(onOpenOutbox).toHaveBeenCalledOnce();

    // The background delivers it and says so: the panel is told, it does not poll.
    state = outbox([], [delivery]);
    await publishState({ revision: 'delivered', outbox: state.summary });
    expect(await screen.findByText('Imported: the service reports candidate created.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an import the service refused as failed, with what to do and the way to the outbox', async () => {
    const premium = { kind: 'premium-required', message: 'Premium needed', status: 403, retryable: false };
    fakeBackground({ 'candidate.import': () => ({ status: 'failed', entry: entry({ status: 'failed', lastError: premium }) }) });
    showPanel();
    await controlsLoaded();
    fireEvent.click(importButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Your company's subscription does not include adding data to candidates (the Premium option).");
    expect(screen.getByRole('button', { name: 'See it in the outbox' })).toBeTruthy();
  });

  it('says why an import could not even be queued', async () => {
    fakeBackground({
      'candidate.import': () => Promise.reject(refusal('unauthorized', 'You are signed out. Please sign in.', { status: 401 })),
    });
    showPanel();
    await controlsLoaded();
    fireEvent.click(importButton());

    expect((await screen.findByRole('alert')).textContent).toContain('You are signed out, or your session expired.');
    expect(screen.queryByRole('button', { name: 'See it in the outbox' })).toBeNull();
    expect(importButton()).toHaveProperty('disabled', false);
  });

  it('when the background was stopped mid-answer, says so and offers the way to the outbox, where the import may wait', async () => {
    fakeBrowser.runtime.onMessage.addListener(() =>
      Promise.reject(new Error('The message channel closed before a response was received.')),
    );
    const { onOpenOutbox } = showPanel();
    await controlsLoaded();
    fireEvent.click(importButton());

    expect((await screen.findByRole('alert')).textContent).toContain(
      "The browser restarted the extension's background while it was answering.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'See it in the outbox' }));
    expect(onOpenOutbox).toHaveBeenCalledOnce();
  });
});
