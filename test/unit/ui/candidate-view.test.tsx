// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CandidateView } from '../../../components/CandidateView';
import type { TargetTab } from '../../../lib/ui/target-tab';
import { fakeBackground, refusal } from './support/fake-background';
import { renderInEnglish } from './support/render';

vi.mock('wxt/browser', () => import('./support/browser'));

const tab: TargetTab = { id: 7, url: 'https://people.example.com/jane' };

/** What the content script hands back for a page showing `body`. */
const snapshot = (body: string) => ({
  kind: 'page' as const,
  html: `<!doctype html><html lang="en"><head><title>Profile</title></head><body>${body}</body></html>`,
  truncated: false,
  pageUrl: tab.url!,
  pageTitle: 'Profile',
});

const janeWithoutEmail = `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Person',
  givenName: 'Jane',
  familyName: 'Doe',
  name: 'Jane Doe',
  telephone: '+33 6 12 34 56 78',
  jobTitle: 'Data engineer',
})}</script><h1>Jane Doe</h1><p>Data engineer</p>`;

function showCandidate(target: TargetTab | null = tab) {
  const onExtracted = vi.fn();
  renderInEnglish(
    <CandidateView
      tab={target}
      documentLink={null}
      onExtracted={onExtracted}
      onOpenComments={() => undefined}
      onOpenOutbox={() => undefined}
    />,
  );
  return { onExtracted };
}

// The popup loads the page reader on demand; loaded once here, so the first test does not wait on it.
// The modules the popup loads after its first paint, loaded once here: a test never ends while one is still loading.
beforeAll(() =>
  import('../../../lib/ui/read-document').then(() =>
    Promise.all([import('../../../lib/extract/page'), import('../../../components/ImportControls')]),
  ),
);
beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('the candidate view', () => {
  it('says nothing was found on a page without a candidate, and tells the popup so', async () => {
    fakeBackground({
      'candidate.extract': () => snapshot('<main><p>Monday to Friday, 9 am to 5 pm. Closed on public holidays.</p></main>'),
    });
    const { onExtracted } = showCandidate();

    expect(await screen.findByText(/^Nothing about a candidate was found on this page/)).toBeTruthy();
    expect(onExtracted).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Import candidate' })).toHaveProperty('disabled', true);
  });

  it('shows the candidate read, says the e-mail is missing and blocks the import until one is typed', async () => {
    fakeBackground({ 'candidate.extract': () => snapshot(janeWithoutEmail) });
    const { onExtracted } = showCandidate();

    expect(await screen.findByText(/^No e-mail address was found/)).toBeTruthy();
    expect(onExtracted).toHaveBeenCalledWith(true);
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Jane');
    expect(screen.getByLabelText('Last name')).toHaveProperty('value', 'Doe');
    expect(screen.queryByText('No phone number was found.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Import candidate' })).toHaveProperty('disabled', true);

    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'jane@example.com' } });
    expect(screen.queryByText(/^No e-mail address was found/)).toBeNull();
    // The import's controls load after the popup's first paint.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import candidate' })).toHaveProperty('disabled', false));
  });

  it('says why a page could not be read, and reads it again when asked', async () => {
    let reads = 0;
    fakeBackground({
      'candidate.extract': () => {
        reads += 1;
        if (reads === 1) return Promise.reject(refusal('page-unreadable', 'The browser keeps this page closed.'));
        return snapshot(janeWithoutEmail);
      },
    });
    showCandidate();

    expect((await screen.findByRole('alert')).textContent).toContain('The browser does not let extensions read this page.');
    fireEvent.click(screen.getByRole('button', { name: 'Read the page again' }));
    expect(await screen.findByDisplayValue('Jane')).toBeTruthy();
  });

  it('says there is no tab to read, and offers a CV file instead', () => {
    const { onExtracted } = showCandidate(null);
    expect(screen.getByRole('alert').textContent).toContain('There is no tab to read.');
    expect(screen.getByLabelText(/^CV file/)).toBeTruthy();
    expect(onExtracted).toHaveBeenCalledWith(false);
  });
});
