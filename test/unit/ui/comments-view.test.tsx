// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CommentsView } from '../../../components/CommentsView';
import type { Comment } from '../../../lib/api';
import { fakeBackground, refusal } from './support/fake-background';
import { renderInEnglish } from './support/render';

vi.mock('wxt/browser', () => import('./support/browser'));

const APPLICANT = '9WwR5cg3y4PeT8th';

const comment = (id: number, author: string, text: string, replyTo: number | null): Comment => {
  const [firstname = '', lastname = ''] = author.split(' ');
  return {
    id,
    text,
    private: false,
    favorite: false,
    created_by: id,
    created_at: `2026-11-2${id}T09:00:00Z`,
    reply_to: replyTo,
    author: { id: `Author0000000${id}`.slice(-16), firstname, lastname },
  };
};

function showComments(applicantId: string | null) {
  const onApplicant = vi.fn();
  renderInEnglish(<CommentsView applicantId={applicantId} onApplicant={onApplicant} />);
  return { onApplicant };
}

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('the comments view', () => {
  it('shows each reply under the comment it answers', async () => {
    fakeBackground({
      'comments.list': ({ applicantId }) =>
        applicantId === APPLICANT
          ? [comment(1, 'Alice Martin', '<p>Strong profile.</p>', null), comment(2, 'Bob Leroy', '<p>Agreed.</p>', 1)]
          : [],
    });
    showComments(APPLICANT);

    const first = await screen.findByRole('article', { name: 'Comment by Alice Martin' });
    expect(await within(first).findByText('Strong profile.')).toBeTruthy();
    const replies = screen.getByRole('list', { name: 'Replies to Alice Martin' });
    expect(within(replies).getByRole('article', { name: 'Comment by Bob Leroy' })).toBeTruthy();
  });

  it('says when an applicant has no comment yet', async () => {
    fakeBackground({ 'comments.list': () => [] });
    showComments(APPLICANT);
    expect(await screen.findByText('No comment on this applicant yet.')).toBeTruthy();
  });

  it('says what failed when the comments cannot be had', async () => {
    fakeBackground({ 'comments.list': () => Promise.reject(refusal('not-found', 'Applicant not found.', { status: 404 })) });
    showComments(APPLICANT);
    expect((await screen.findByRole('alert')).textContent).toContain('The service could not find it.');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('takes an applicant id or a web-app link, and refuses anything else', () => {
    const { onApplicant } = showComments(null);
    const field = screen.getByLabelText('Applicant ID or link');

    fireEvent.input(field, { target: { value: 'not an id' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show comments' }));
    expect(screen.getByText('That is neither an applicant ID (16 letters and digits) nor a link to one.')).toBeTruthy();
    expect(onApplicant).not.toHaveBeenCalled();

    fireEvent.input(field, { target: { value: `https://app.example.com/company/DemoCompany00001/applicant/${APPLICANT}/comments` } });
    fireEvent.click(screen.getByRole('button', { name: 'Show comments' }));
    expect(onApplicant).toHaveBeenCalledWith(APPLICANT);
  });
});
