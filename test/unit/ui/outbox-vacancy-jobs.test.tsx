// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OutboxList } from '../../../components/OutboxList';
import type { RequestOf, ResponseOf } from '../../../lib/messages';
import type { OutboxEntry } from '../../../lib/outbox/entry';
import { freshProgress } from '../../../lib/outbox/placement';
import { fakeBackground } from './support/fake-background';
import { renderInEnglish } from './support/render';

vi.mock('wxt/browser', () => import('./support/browser'));

const job = (change: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'job-jane',
  userKey: 'user:recruiter@example.com',
  companyId: 'DemoCompany00001',
  appName: 'cv-importer',
  type: 'applicants',
  reference: 'jane@example.com',
  label: 'Jane Doe',
  value: {},
  placement: {
    vacancy: { id: 'PrUuVcL2TF3bQPYw', vacancyId: 58231, slug: 'back-end', title: 'Back-end developer' },
    column: null,
    note: { text: 'Good fit.', visibleToTeam: false },
    tags: [{ tag: 'TagSeniority', value: 'Senior' }],
    applicant: { firstname: 'Jane', lastname: 'Doe', phone: '', urls: {} },
  },
  status: 'failed',
  attempts: 1,
  revision: 1,
  nextAttemptAt: 0,
  lastError: { kind: 'missing-user-token', message: 'Adding a note needs you signed in.', retryable: false },
  progress: { ...freshProgress(), createSent: true, created: true, applicantId: 'ApplicantJane001', stoppedAt: 'note' },
  createdAt: 0,
  updatedAt: 0,
  ...change,
});

function outboxOf(entries: OutboxEntry[], delivered: ResponseOf<'outbox.list'>['delivered'] = []) {
  const outbox: ResponseOf<'outbox.list'> = {
    entries,
    delivered,
    quarantined: [],
    summary: { pending: 0, failed: entries.length, unreadable: 0, paused: false },
  };
  const discarded: string[] = [];
  const edits: RequestOf<'outbox.edit'>[] = [];
  fakeBackground({
    'outbox.edit': (edit) => {
      edits.push(edit);
      return null;
    },
    'outbox.list': () => outbox,
    'outbox.discard': ({ id }) => {
      discarded.push(id);
      outbox.entries = outbox.entries.filter((entry) => entry.id !== id);
      return null;
    },
  });
  return { discarded, edits };
}

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('jobs into a vacancy in the outbox', () => {
  it('shows the vacancy, the step the job stopped at and why', async () => {
    outboxOf([job({})]);
    renderInEnglish(<OutboxList active />);
    const entry = await screen.findByRole('listitem', { name: 'Jane Doe' });
    expect(entry.textContent).toContain('Vacancy: Back-end developer');
    expect(entry.textContent).toContain('Stopped at: adding the note');
    expect(within(entry).getByRole('alert').textContent).toContain('Adding the note needs you signed in with your e-mail and password.');
  });

  it('asks before discarding a job whose applicant is already in the vacancy, and keeps it when told to', async () => {
    const { discarded } = outboxOf([job({})]);
    renderInEnglish(<OutboxList active />);
    const entry = await screen.findByRole('listitem', { name: 'Jane Doe' });
    fireEvent.click(within(entry).getByRole('button', { name: 'Discard' }));
    expect(within(entry).getByText('Jane Doe is already in Back-end developer; discarding stops the rest (note, tags).')).toBeTruthy();
    fireEvent.click(within(entry).getByRole('button', { name: 'Keep it' }));
    expect(discarded).toEqual([]);

    fireEvent.click(within(entry).getByRole('button', { name: 'Discard' }));
    fireEvent.click(within(entry).getByRole('button', { name: 'Discard anyway' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Jane Doe' })).toBeNull());
    expect(discarded).toEqual(['job-jane']);
  });

  it('discards at once a job that created nothing yet', async () => {
    const { discarded } = outboxOf([job({ progress: { ...freshProgress(), stoppedAt: 'create' } })]);
    renderInEnglish(<OutboxList active />);
    const entry = await screen.findByRole('listitem', { name: 'Jane Doe' });
    expect(entry.textContent).toContain('Stopped at: creating the applicant');
    fireEvent.click(within(entry).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(discarded).toEqual(['job-jane']));
  });

  it('corrects the applicant’s names and the note of a job into a vacancy, keeping the rest of its placement', async () => {
    const { edits } = outboxOf([job({})]);
    renderInEnglish(<OutboxList active />);
    const entry = await screen.findByRole('listitem', { name: 'Jane Doe' });
    fireEvent.click(within(entry).getByRole('button', { name: 'Edit' }));
    const save = within(entry).getByRole('button', { name: 'Save and send again' });
    fireEvent.input(within(entry).getByLabelText('Last name'), { target: { value: ' ' } });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.input(within(entry).getByLabelText('Last name'), { target: { value: 'Doe-Martin' } });
    fireEvent.input(within(entry).getByLabelText('Note (optional)'), { target: { value: 'Good fit, call on Monday.' } });
    fireEvent.click(save);

    await waitFor(() => expect(edits).toHaveLength(1));
    const placement = job({}).placement!;
    expect(edits[0]).toMatchObject({
      id: 'job-jane',
      change: {
        reference: 'jane@example.com',
        placement: {
          ...placement,
          applicant: { ...placement.applicant, lastname: 'Doe-Martin' },
          note: { text: 'Good fit, call on Monday.', visibleToTeam: false },
        },
      },
    });
  });

  it('lists an applicant added to a vacancy by the vacancy', async () => {
    outboxOf(
      [],
      [
        {
          id: 'job-tom',
          reference: 'tom@example.com',
          label: 'Tom Lee',
          companyId: 'DemoCompany00001',
          resourceType: 'candidate',
          action: 'created',
          deliveredAt: Date.now(),
          applicantId: 'ApplicantTom0001',
          vacancyTitle: 'Data engineer',
        },
      ],
    );
    renderInEnglish(<OutboxList active />);
    expect((await screen.findByText('Tom Lee')).parentElement?.textContent).toContain('Added to Data engineer.');
  });
});
