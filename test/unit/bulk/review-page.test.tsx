// @vitest-environment jsdom
import { File as NodeFile } from 'node:buffer';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BatchView } from '../../../components/bulk/BatchView';
import { BulkI18nContext } from '../../../components/bulk/BulkI18n';
import { I18nContext } from '../../../components/I18n';
import { createBulkController, type BulkController } from '../../../lib/bulk/batch-controller';
import { useBulkBatch } from '../../../lib/bulk/hooks/use-bulk-batch';
import { bulkTranslator } from '../../../lib/bulk/i18n';
import type { ParseAnswer, ParseTask } from '../../../lib/bulk/parse-messages';
import type { ParseWorker } from '../../../lib/bulk/parse-pool';
import { createBulkStore } from '../../../lib/bulk/store';
import type { ReadingProblem } from '../../../lib/extract/documents/document-error';
import { request } from '../../../lib/messaging/client';
import type { RequestOf } from '../../../lib/messages';
import { translatorFor } from '../../../lib/ui/bundled-translator';
import { fakeBackground } from '../ui/support/fake-background';
import { ada, candidateOf, grace, type Person } from './rows';

vi.mock('wxt/browser', () => import('../ui/support/browser'));

/** What each file reads as: a person, or a reading problem. */
const FILES: Record<string, Person | ReadingProblem> = {
  'ada.pdf': ada,
  'grace.pdf': grace,
  'no-email.pdf': { first: 'Mary', last: 'Somerville', headline: 'Polymath' },
  'scan.pdf': { code: 'scanned-pdf' },
};

/** Answers at once with what FILES says of the file; the same bytes give the same digest. */
class CannedWorker implements ParseWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  postMessage(task: ParseTask): void {
    void task.file.text().then((content) => {
      const read = FILES[content]!;
      const answer: ParseAnswer =
        'code' in read
          ? { id: task.id, ok: false, hash: content, problem: read, ms: 1 }
          : { id: task.id, ok: true, hash: content, candidate: candidateOf(read), text: null, ms: 1 };
      this.onmessage?.({ data: answer });
    });
  }
  terminate(): void {}
}

/** A file whose bytes name the person it reads as (Node's File: IndexedDB here keeps what Node can copy). */
const file = (content: keyof typeof FILES, name: string = content) => new NodeFile([content], name) as unknown as File;

let databases = 0;
let ids = 0;
const controller = () =>
  createBulkController({
    store: createBulkStore(`bulk-page-${++databases}`),
    createWorker: () => new CannedWorker(),
    poolSize: 2,
    ask: request,
    locale: 'en-GB',
    newId: () => `id-${++ids}`,
  });

function Page({ make, online }: { make: () => BulkController; online: boolean }) {
  const { state, controller } = useBulkBatch(online, make);
  return state?.loaded && controller ? <BatchView state={state} controller={controller} online={online} /> : null;
}

function showPage(make: () => BulkController, online = false) {
  render(
    <I18nContext.Provider value={translatorFor('en', 'en-GB')}>
      <BulkI18nContext.Provider value={bulkTranslator('en', 'en-GB')}>
        <Page make={make} online={online} />
      </BulkI18nContext.Provider>
    </I18nContext.Provider>,
  );
}

const rowOf = (fileName: string) => screen.getByRole('cell', { name: fileName }).closest('tr')!;
const statusOf = (fileName: string) => rowOf(fileName).querySelector('.status-badge')!.textContent;
const fileColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]!.textContent);

async function dropFiles(files: File[]) {
  const input = await screen.findByLabelText('Choose CV files');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  // The library's fireEvent.change sends an input event (Preact's onChange listens to change itself).
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await screen.findByText(`${files.length} of ${files.length} read`).catch(() => undefined);
}

function background() {
  const imports: Array<RequestOf<'candidate.import'>> = [];
  fakeBackground({
    'applicants.search': ({ email }) =>
      email === 'grace@example.org'
        ? [
            {
              applicant: 'A1',
              vacancy: 'Data engineer',
              vacancy_id: 58233,
              column: 'Interview',
              status: 1,
              firstname: 'Grace',
              lastname: 'Hopper',
              email,
              phone: null,
              created_at: '01/01/26',
              source: null,
            },
          ]
        : [],
    'vacancies.list': () => ({ vacancies: [], fetchedAt: 0, error: null, source: 'service', pinned: [] }),
    'session.get': () => ({
      signedIn: true,
      method: 'password',
      email: 'recruiter@example.com',
      userKey: 'user:recruiter@example.com',
      expiresAt: null,
      credentials: { userToken: true, apiKey: true },
    }),
    'candidate.import': (payload) => {
      imports.push(payload);
      return {
        status: 'delivered',
        delivery: {
          id: `job-${imports.length}`,
          reference: payload.reference,
          label: payload.label,
          companyId: 'DemoCompany00001',
          resourceType: 'candidate',
          action: 'created',
          deliveredAt: Date.now(),
        },
      };
    },
    'outbox.list': () => ({
      entries: [],
      delivered: [],
      quarantined: [],
      summary: { pending: 0, failed: 0, unreadable: 0, paused: false },
    }),
  });
  return { imports };
}

/** jsdom's Blob reads through its FileReader. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('the bulk review table', () => {
  it('shows a row per file with its status and why: ready, needs review, unreadable, duplicate', async () => {
    showPage(controller);
    await dropFiles([file('ada.pdf'), file('no-email.pdf'), file('scan.pdf'), file('ada.pdf', 'ada-copy.pdf')]);
    await waitFor(() => expect(screen.getByRole('heading', { name: '4 CVs to review' })).toBeTruthy());
    await waitFor(() => expect(statusOf('no-email.pdf')).toBe('Needs review'));
    expect(within(rowOf('no-email.pdf')).getByText('No e-mail')).toBeTruthy();
    expect(statusOf('scan.pdf')).toBe('Unreadable');
    expect(within(rowOf('scan.pdf')).getByText('This CV is an image; there is no text to read.')).toBeTruthy();
    expect(statusOf('ada-copy.pdf')).toBe('Duplicate in this batch');
    expect(within(rowOf('ada-copy.pdf')).getByText('Same file as ada.pdf')).toBeTruthy();
    // Signed out: the duplicate check waits, and says so.
    expect(statusOf('ada.pdf')).toBe('Checking the ATS…');
    expect(screen.getByText('The duplicate check waits until you are signed in with a company.')).toBeTruthy();
    expect((within(rowOf('scan.pdf')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });

  it('filters by status and sorts by a column, both ways', async () => {
    showPage(controller);
    await dropFiles([file('scan.pdf'), file('no-email.pdf'), file('ada.pdf')]);
    await waitFor(() => expect(statusOf('ada.pdf')).toBe('Checking the ATS…'));

    fireEvent.click(screen.getByRole('button', { name: 'Unreadable (1)' }));
    expect(fileColumn()).toEqual(['scan.pdf']);
    fireEvent.click(screen.getByRole('button', { name: 'Needs review (1)' }));
    expect(fileColumn()).toEqual(['scan.pdf', 'no-email.pdf']);
    fireEvent.click(screen.getByRole('button', { name: 'All (3)' }));

    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(fileColumn()).toEqual(['ada.pdf', 'no-email.pdf', 'scan.pdf']);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(fileColumn()).toEqual(['no-email.pdf', 'ada.pdf', 'scan.pdf']);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('an e-mail typed into a row that had none is checked against the ATS, and the row is ready and ticked', async () => {
    background();
    showPage(controller, true);
    await dropFiles([file('no-email.pdf'), file('grace.pdf')]);
    await waitFor(() => expect(statusOf('grace.pdf')).toBe('Already in the ATS'));
    expect(within(rowOf('grace.pdf')).getByText('In Data engineer (column Interview)')).toBeTruthy();
    expect((within(rowOf('grace.pdf')).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);

    const email = screen.getByRole('textbox', { name: 'E-mail, no-email.pdf' });
    fireEvent.focus(email);
    fireEvent.input(email, { target: { value: 'mary@example.org' } });
    fireEvent.keyDown(email, { key: 'Enter' });
    fireEvent.blur(email);
    await waitFor(() => expect(statusOf('no-email.pdf')).toBe('Ready'));
    expect((within(rowOf('no-email.pdf')).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('Import all with no vacancy sends the ticked rows only, then sums up; the table exports as CSV', async () => {
    const { imports } = background();
    showPage(controller, true);
    await dropFiles([file('ada.pdf'), file('grace.pdf'), file('no-email.pdf')]);
    await waitFor(() => expect(statusOf('ada.pdf')).toBe('Ready'));
    await waitFor(() => expect(statusOf('grace.pdf')).toBe('Already in the ATS'));

    fireEvent.click(await screen.findByRole('button', { name: 'Import 1 candidate' }));
    await screen.findByRole('heading', { name: 'Import finished' });
    expect(imports.map((sent) => sent.reference)).toEqual(['ada@example.org']);
    expect(imports[0]).not.toHaveProperty('placement');
    const counts = Object.fromEntries(
      [...document.querySelectorAll('.summary-counts div')].map((item) => [
        item.querySelector('dt')!.textContent,
        item.querySelector('dd')!.textContent,
      ]),
    );
    expect(counts).toEqual({ Imported: '1', 'Already there': '1', Skipped: '1', Failed: '0' });
    expect(within(rowOf('ada.pdf')).getByText('Imported')).toBeTruthy();

    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads).toEqual([expect.stringMatching(/^cv-batch-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const lines = (await textOf(saved[0]!)).split('\r\n');
    expect(lines[0]).toBe('File,Name,E-mail,Phone,Headline,Location,Status,Why,Import,Import problem');
    expect(lines.slice(1, 4).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'ada.pdf,Ada Lovelace,ada@example.org',
      'grace.pdf,Grace Hopper,grace@example.org',
      'no-email.pdf,Mary Somerville,',
    ]);
  });
});
