// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CandidateView } from '../../../components/CandidateView';
import { documentJobs } from '../../../lib/document-jobs/job-store';
import { publishFinishedDocumentJob } from '../../../lib/platform/published-state';
import { lea } from '../document-jobs/lea';
import { fakeBackground, type FakeHandlers } from './support/fake-background';
import { renderInEnglish } from './support/render';

vi.mock('wxt/browser', () => import('./support/browser'));

/** A tab id no other test file's jobs use: the jobs live in the shared fake IndexedDB. */
const tab = { id: 4207, url: 'https://people.example.com/nobody' };

const emptyPage = {
  kind: 'page' as const,
  html: '<!doctype html><html lang="en"><head><title>Nobody</title></head><body><p>Opening hours.</p></body></html>',
  truncated: false,
  pageUrl: tab.url,
  pageTitle: 'Nobody',
};

/** The background's part: the document read (here: as Léa) and the pages told. */
const background: FakeHandlers = {
  'candidate.extract': () => emptyPage,
  'documents.parse': async ({ jobId }) => {
    await documentJobs.claim(jobId);
    await documentJobs.finish(jobId, { ok: true, result: { candidate: lea, notes: [] } });
    await publishFinishedDocumentJob(jobId);
    return null;
  },
};

const showCandidate = (on = tab) =>
  renderInEnglish(
    <CandidateView
      tab={on}
      documentLink={null}
      onExtracted={() => undefined}
      onOpenComments={() => undefined}
      onOpenOutbox={() => undefined}
    />,
  );

// The popup loads its readers and the job store on demand; loaded once here, so the test does not wait on them.
// The modules the popup loads after its first paint, loaded once here: a test never ends while one is still loading.
beforeAll(() =>
  Promise.all([import('../../../lib/ui/read-document'), import('../../../lib/extract/page'), import('../../../components/ImportControls')]),
);
beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('a CV file chosen in the popup', () => {
  it('is read by the background, and shown again without reading it twice when the popup reopens on that tab', async () => {
    const sent = fakeBackground(background);
    showCandidate();
    await screen.findByText(/^Nothing about a candidate was found on this page/);

    const bytes = new Uint8Array([37, 80, 68, 70]);
    // jsdom's File has no arrayBuffer(); the browser's does.
    const cv = Object.assign(new File([bytes], 'lea-moreau.pdf', { type: 'application/pdf' }), {
      arrayBuffer: () => Promise.resolve(bytes.buffer),
    });
    fireEvent.change(screen.getByLabelText('CV file (PDF or DOCX)'), { target: { files: [cv] } });
    await vi.waitFor(() => expect(screen.getByLabelText('Email')).toHaveProperty('value', 'lea.moreau@example.org'));

    cleanup();
    showCandidate();
    await vi.waitFor(() => expect(screen.getByLabelText('Email')).toHaveProperty('value', 'lea.moreau@example.org'));
    expect(sent.received.filter(({ type }) => type === 'documents.parse')).toHaveLength(1);
    // The reopened popup shows the file's candidate, not the tab's (whose snapshot it asked meanwhile).
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'lea.moreau@example.org');
  });

  it('larger than any CV read is refused by its size at once, without being read or sent to the background', async () => {
    const sent = fakeBackground(background);
    // Another tab: the first test's file job stays recent for its own.
    showCandidate({ id: 4208, url: 'https://people.example.com/nobody-else' });
    await screen.findByText(/^Nothing about a candidate was found on this page/);

    const read = vi.fn(() => Promise.reject(new Error('a 40 MB file is never read')));
    const huge = Object.assign(new File([new Uint8Array(4)], 'scan-of-everything.pdf', { type: 'application/pdf' }), { arrayBuffer: read });
    Object.defineProperty(huge, 'size', { value: 40 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('CV file (PDF or DOCX)'), { target: { files: [huge] } });

    expect(await screen.findByText('This PDF is larger than 20 MB; CVs that large are not read.')).toBeTruthy();
    expect(screen.getByText('scan-of-everything.pdf could not be read.')).toBeTruthy();
    expect(read).not.toHaveBeenCalled();
    expect(sent.received.filter(({ type }) => type === 'documents.parse')).toHaveLength(0);
  });
});
