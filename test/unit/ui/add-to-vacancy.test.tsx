// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ImportPanel } from '../../../components/ImportPanel';
import type { ApplicantMatch, Vacancy } from '../../../lib/api';
import { emptyCandidate, type Candidate } from '../../../lib/extract/candidate';
import type { PipelineOptions, RequestOf, ResponseOf } from '../../../lib/messages';
import type { OutboxEntry } from '../../../lib/outbox/entry';
import type { JobProgress } from '../../../lib/outbox/placement';
import { publishState } from '../../../lib/platform/published-state';
import { buildImportRequest } from '../../../lib/ui/import-request';
import { fakeBackground, later, type FakeHandlers } from './support/fake-background';
import { renderInEnglish } from './support/render';

vi.mock('wxt/browser', () => import('./support/browser'));

const vacancy = (id: string, vacancyId: number, title: string) =>
  ({
    id,
    vacancy_id: vacancyId,
    slug: `slug-${vacancyId}`,
    title,
    reference: `REF-${vacancyId}`,
    status: 1,
    address: {},
  }) as unknown as Vacancy;

const BACKEND = vacancy('PrUuVcL2TF3bQPYw', 58231, 'Back-end developer');
const DATA = vacancy('zeymHBTwq2MFyeHi', 58233, 'Data engineer');

const PIPELINE: PipelineOptions = {
  columns: [
    { id: 1301, title: 'Sourcing', position: 0, visible: false, hired: false },
    { id: 1302, title: 'New', position: 1, visible: true, hired: false },
    { id: 1305, title: 'Interview', position: 2, visible: true, hired: false },
  ],
  defaultColumnId: 1302,
  tags: [
    { id: 'TagSeniority', title: 'Seniority', values: ['Junior', 'Senior'], multiple: false, creatable: false },
    { id: 'TagLanguages', title: 'Languages', values: ['French', 'English'], multiple: true, creatable: false },
    { id: 'TagSource', title: 'Source', values: ['LinkedIn', 'Fair'], multiple: false, creatable: true },
  ],
  fetchedAt: 0,
};

const jane: Candidate = {
  ...emptyCandidate(),
  name: { full: 'Jane Doe', first: 'Jane', last: 'Doe' },
  emails: ['jane@example.com'],
  phones: ['+33 6 12 34 56 78'],
  links: [{ kind: 'linkedin', url: 'https://www.linkedin.com/in/jane-doe' }],
};
const PAGE = 'https://people.example.com/jane';

const match = (change: Partial<ApplicantMatch>): ApplicantMatch => ({
  applicant: 'ApplicantJane001',
  vacancy: BACKEND.title,
  vacancy_id: BACKEND.vacancy_id,
  column: 'Interview',
  status: 1,
  firstname: 'Jane',
  lastname: 'Doe',
  email: 'jane@example.com',
  phone: null,
  created_at: '12/09/24',
  source: 'API',
  ...change,
});

type ImportPayload = RequestOf<'candidate.import'>;

/** A background with the company's vacancies and pipeline, a password session holding both credentials unless told otherwise. */
function background(handlers: FakeHandlers = {}) {
  const imports: ImportPayload[] = [];
  const fake = fakeBackground({
    'vacancies.list': () => ({ vacancies: [BACKEND, DATA], fetchedAt: 0, error: null, source: 'service', pinned: [] }),
    'pipeline.options': () => PIPELINE,
    'session.get': () => ({
      signedIn: true,
      method: 'password',
      email: 'recruiter@example.com',
      userKey: 'user:recruiter@example.com',
      expiresAt: null,
      credentials: { userToken: true, apiKey: true },
    }),
    'applicants.search': () => [],
    'candidate.import': (payload) => {
      imports.push(payload);
      return { status: 'delivered', delivery: delivered() };
    },
    ...handlers,
  });
  return { ...fake, imports };
}

const delivered = (change: Partial<ResponseOf<'outbox.list'>['delivered'][number]> = {}) => ({
  id: 'job-1',
  reference: 'jane@example.com',
  label: 'Jane Doe',
  companyId: 'DemoCompany00001',
  resourceType: 'candidate',
  action: 'updated',
  deliveredAt: 0,
  applicantId: 'ApplicantJane001',
  vacancyTitle: BACKEND.title,
  ...change,
});

function showPanel(candidate: Candidate = jane, document: { jobId: string; fileName: string } | null = null) {
  const onOpenOutbox = vi.fn();
  renderInEnglish(
    <ImportPanel
      importRequest={buildImportRequest(candidate, { pageUrl: PAGE, capturedAt: new Date(0) })}
      candidate={candidate}
      sourceUrl={PAGE}
      document={document}
      onOpenOutbox={onOpenOutbox}
    />,
  );
  return { onOpenOutbox };
}

const vacancyBox = () => screen.getByRole('combobox', { name: 'Vacancy' });

async function chooseVacancy(title: string) {
  // The panel's controls load after the popup's first paint.
  fireEvent.input(await screen.findByRole('combobox', { name: 'Vacancy' }), { target: { value: title } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(title) }));
  // Columns and tags come once a vacancy is chosen.
  await screen.findByRole('combobox', { name: 'Column' });
}

// The popup loads the import controls after its first paint and the PDF maker (jsPDF) when a CV is
// made; both loaded once here, so no test waits on them.
beforeAll(() => Promise.all([import('../../../components/ImportControls'), import('../../../lib/ui/cv-file')]));
beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true);
  vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('adding the candidate to a vacancy', () => {
  it('reads Import candidate without a vacancy, and Add to vacancy with one, which sends the placement and the CV document', async () => {
    const { imports } = background();
    showPanel(jane, { jobId: 'parse-job-7', fileName: 'Jane Doe CV.pdf' });
    expect(screen.getByRole('button', { name: 'Import candidate' })).toBeTruthy();

    await chooseVacancy('Back-end');
    expect((screen.getByRole('combobox', { name: 'Column' }) as HTMLSelectElement).value).toBe('1302');
    expect(within(screen.getByRole('combobox', { name: 'Column' })).queryByText('Sourcing')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Column' }), { target: { value: '1305' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Note (optional)' }), { target: { value: 'Met at the Lyon fair.' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Seniority' }), { target: { value: 'Senior' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    expect(screen.getByText('CV: Jane Doe CV.pdf')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add to vacancy' }));
    expect(await screen.findByText(`Added to ${BACKEND.title}.`)).toBeTruthy();
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({
      reference: 'jane@example.com',
      cv: { kind: 'document', documentJobId: 'parse-job-7' },
      placement: {
        vacancy: { id: BACKEND.id, vacancyId: BACKEND.vacancy_id, slug: BACKEND.slug, title: BACKEND.title },
        column: { id: 1305, title: 'Interview' },
        note: { text: 'Met at the Lyon fair.', visibleToTeam: false },
        tags: [
          { tag: 'TagSeniority', value: 'Senior' },
          { tag: 'TagLanguages', value: 'English' },
        ],
        applicant: {
          firstname: 'Jane',
          lastname: 'Doe',
          phone: '+33 6 12 34 56 78',
          urls: { linkedin: 'https://www.linkedin.com/in/jane-doe', other: PAGE },
        },
      },
    });
  });

  it('offers to load the vacancies again when the extension restarted while loading them, and then lists them', async () => {
    let asked = 0;
    background({
      'vacancies.list': () => {
        asked += 1;
        // The worker stopped mid-answer the first time: the message channel closed.
        if (asked === 1) throw new Error('The message channel closed before a response was received.');
        return { vacancies: [BACKEND, DATA], fetchedAt: 0, error: null, source: 'service', pinned: [] };
      },
    });
    showPanel();
    expect(await screen.findByText(/The vacancies could not be loaded/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    await chooseVacancy('Back-end');
    expect(vacancyBox()).toHaveProperty('value', BACKEND.title);
    expect(screen.queryByText(/The vacancies could not be loaded/)).toBeNull();
  });

  it('ends with a link to the applicant in the web app when its address is set, and with none otherwise', async () => {
    background();
    showPanel();
    await chooseVacancy('Back-end');
    fireEvent.click(screen.getByRole('button', { name: 'Add to vacancy' }));
    await screen.findByText(`Added to ${BACKEND.title}.`);
    expect(screen.queryByRole('link', { name: 'Open the applicant in the web app' })).toBeNull();
    cleanup();

    await fakeBrowser.storage.local.set({
      companyId: 'DemoCompany00001',
      applicantPageUrl: 'https://app.example.com/company/{company}/applicant/{applicant}',
    });
    background();
    showPanel();
    await chooseVacancy('Back-end');
    fireEvent.click(screen.getByRole('button', { name: 'Add to vacancy' }));
    const link = await screen.findByRole('link', { name: 'Open the applicant in the web app' });
    expect(link.getAttribute('href')).toBe('https://app.example.com/company/DemoCompany00001/applicant/ApplicantJane001');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.closest('p')?.textContent).toContain(`Added to ${BACKEND.title}.`);
  });

  it('for a web page, sends a PDF made from the reviewed fields, named after the candidate', async () => {
    const { imports } = background();
    showPanel();
    await chooseVacancy('Back-end');
    expect(await screen.findByText('CV: CV - Jane Doe.pdf (made from the reviewed details)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to vacancy' }));
    await screen.findByText(`Added to ${BACKEND.title}.`);
    const cv = imports[0]!.cv;
    expect(cv).toMatchObject({ kind: 'file', fileName: 'CV - Jane Doe.pdf', contentType: 'application/pdf' });
    const bytes = Buffer.from(cv?.kind === 'file' ? cv.base64 : '', 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a candidate-data-only import sends no placement and no CV', async () => {
    const { imports } = background();
    showPanel();
    await screen.findByRole('combobox', { name: 'Vacancy' });
    fireEvent.click(screen.getByRole('button', { name: 'Import candidate' }));
    await waitFor(() => expect(imports).toHaveLength(1));
    expect(imports[0]!.placement).toBeUndefined();
    expect(imports[0]!.cv).toBeUndefined();
  });

  it('remembers the vacancy, column, visibility and tags for the next candidate, but not the note', async () => {
    background();
    showPanel();
    await chooseVacancy('Data engineer');
    fireEvent.change(screen.getByRole('combobox', { name: 'Column' }), { target: { value: '1305' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Note (optional)' }), { target: { value: 'Strong SQL.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Visible to the team' }));
    fireEvent.input(screen.getByRole('combobox', { name: 'Source' }), { target: { value: 'Job board' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to vacancy' }));
    await screen.findByText(/^Added to/);
    cleanup();

    showPanel({ ...jane, name: { full: 'Tom Lee', first: 'Tom', last: 'Lee' }, emails: ['tom@example.com'] });
    await waitFor(() => expect((vacancyBox() as HTMLInputElement).value).toBe('Data engineer'));
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Column' }) as HTMLSelectElement).value).toBe('1305'));
    expect((screen.getByRole('checkbox', { name: 'Visible to the team' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Source' }) as HTMLInputElement).value).toBe('Job board');
    expect((screen.getByRole('textbox', { name: 'Note (optional)' }) as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Add to vacancy' })).toBeTruthy();

    // The vacancy used last comes first in the picker.
    fireEvent.click(screen.getByRole('button', { name: 'Show the vacancies' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[1]!.textContent).toContain('Data engineer');
    expect(options[1]!.textContent).toContain('recently used');
  });

  it('when the chosen vacancy already has this e-mail, says in which column and offers only the note and tags', async () => {
    background({ 'applicants.search': () => [match({})] });
    showPanel();
    await chooseVacancy('Back-end');
    expect(await screen.findByText('Already in this vacancy (column Interview)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add note and tags' })).toBeTruthy();

    await chooseVacancy('Data engineer');
    expect(await screen.findByText('Known in 1 other vacancy')).toBeTruthy();
    expect(screen.queryByText(/Already in this vacancy/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to vacancy' })).toBeTruthy();
  });

  it('asks once for the company API key when signed in with a password without one, and still lets the recruiter send', async () => {
    let apiKey = false;
    const session = () => ({
      signedIn: true as const,
      method: 'password' as const,
      email: 'recruiter@example.com',
      userKey: 'user:recruiter@example.com',
      expiresAt: null,
      credentials: { userToken: true, apiKey },
    });
    const { received } = background({
      'session.get': session,
      'session.addApiKey': () => {
        apiKey = true;
        return session();
      },
    });
    showPanel();
    await screen.findByRole('combobox', { name: 'Vacancy' });
    expect(screen.queryByLabelText('Company API key')).toBeNull();

    await chooseVacancy('Back-end');
    const key = await screen.findByLabelText('Company API key');
    expect(screen.getByRole('button', { name: 'Add to vacancy' })).toHaveProperty('disabled', false);
    fireEvent.input(key, { target: { value: ' sandbox-api-key-demo-0001 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the key' }));
    await waitFor(() => expect(screen.queryByLabelText('Company API key')).toBeNull());
    expect(received.find((message) => message.type === 'session.addApiKey')?.payload).toEqual({ apiKey: 'sandbox-api-key-demo-0001' });
  });

  it('asks for an e-mail and password once a note is typed in a session signed in with the API key', async () => {
    let userToken = false;
    const session = () => ({
      signedIn: true as const,
      method: 'api-key' as const,
      email: null,
      userKey: 'api-key:abc',
      expiresAt: null,
      credentials: { userToken, apiKey: true },
    });
    const { received } = background({
      'session.get': session,
      'session.addUserSignIn': () => {
        userToken = true;
        return session();
      },
    });
    showPanel();
    await chooseVacancy('Back-end');
    expect(screen.queryByLabelText('Your e-mail')).toBeNull();
    fireEvent.input(screen.getByRole('textbox', { name: 'Note (optional)' }), { target: { value: 'Call back Monday.' } });
    fireEvent.input(await screen.findByLabelText('Your e-mail'), { target: { value: 'recruiter@example.com' } });
    fireEvent.input(screen.getByLabelText('Your password'), { target: { value: 'sandbox-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in for notes' }));
    await waitFor(() => expect(screen.queryByLabelText('Your e-mail')).toBeNull());
    expect(received.find((message) => message.type === 'session.addUserSignIn')?.payload).toEqual({
      email: 'recruiter@example.com',
      password: 'sandbox-password',
    });
  });

  it('says both names are needed before sending to a vacancy', async () => {
    background();
    showPanel({ ...jane, name: { full: 'Jane', first: 'Jane', last: null } });
    await screen.findByRole('combobox', { name: 'Vacancy' });
    expect(screen.getByRole('button', { name: 'Import candidate' })).toHaveProperty('disabled', false);
    await chooseVacancy('Back-end');
    expect(screen.getByText(/needs both a first and a last name/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to vacancy' })).toHaveProperty('disabled', true);
  });

  it('asks for the careers site when it is not allowed, and sends nothing when the recruiter refuses', async () => {
    vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(false);
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(false);
    const { imports } = background();
    showPanel();
    await chooseVacancy('Back-end');
    fireEvent.click(screen.getByRole('button', { name: 'Add to vacancy' }));
    expect(await screen.findByText(/^Access to careers\.flatchr\.io was not allowed, so nothing was sent/)).toBeTruthy();
    expect(request).toHaveBeenCalledWith({ origins: ['https://careers.flatchr.io/*'] });
    expect(imports).toHaveLength(0);
  });
});

describe('the steps of an import into a vacancy', () => {
  const progress = (change: Partial<JobProgress>): JobProgress => ({
    createSent: true,
    created: false,
    applicantId: null,
    columnTitle: null,
    moved: false,
    noteSent: false,
    noteId: null,
    tagsSent: false,
    tagsSet: [],
    meta: null,
    stoppedAt: null,
    ...change,
  });

  function outboxWith(entry: OutboxEntry): ResponseOf<'outbox.list'> {
    return { entries: [entry], delivered: [], quarantined: [], summary: { pending: 1, failed: 0, unreadable: 0, paused: false } };
  }

  const stepTexts = () =>
    within(screen.getByRole('list', { name: 'Steps' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s+/g, ' ').trim());

  it('shows each step as the background publishes it, leaves out steps not asked for, and says plainly the meta was skipped', async () => {
    const answer = later<ResponseOf<'candidate.import'>>();
    const entry = (change: Partial<JobProgress>): OutboxEntry => ({
      id: 'job-1',
      userKey: 'user:recruiter@example.com',
      companyId: 'DemoCompany00001',
      appName: 'cv-importer',
      type: 'applicants',
      reference: 'jane@example.com',
      label: 'Jane Doe',
      value: {},
      placement: {
        vacancy: { id: BACKEND.id, vacancyId: BACKEND.vacancy_id, slug: BACKEND.slug, title: BACKEND.title },
        column: { id: 1302, title: 'New' },
        note: { text: 'Good fit.', visibleToTeam: false },
        tags: [],
        applicant: { firstname: 'Jane', lastname: 'Doe', phone: '', urls: {} },
      },
      status: 'pending',
      attempts: 0,
      revision: 1,
      nextAttemptAt: 0,
      lastError: null,
      progress: progress(change),
      createdAt: 0,
      updatedAt: 0,
    });
    // The job as the background wrote it, before its first step ran.
    let state = outboxWith(entry({ createSent: false }));
    background({ 'candidate.import': () => answer.promise, 'outbox.list': () => state });
    showPanel();
    await chooseVacancy('Back-end');
    // A column (the default) and a note, no tags.
    fireEvent.input(screen.getByRole('textbox', { name: 'Note (optional)' }), { target: { value: 'Good fit.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to vacancy' }));
    await waitFor(() => expect(stepTexts()[0]).toBe(`… Applicant created in ${BACKEND.title} (in progress)`));

    state = outboxWith(entry({ created: true, applicantId: 'ApplicantJane001' }));
    await publishState({ revision: 'created', outbox: state.summary });
    await waitFor(() =>
      expect(stepTexts()).toEqual([
        `✓ Applicant created in ${BACKEND.title} (done)`,
        '✓ Applicant found (done)',
        '… Moved to column New (in progress)',
        '○ Note added (to do)',
        '○ Candidate data posted (to do)',
      ]),
    );

    state = outboxWith(entry({ created: true, applicantId: 'ApplicantJane001', moved: true, noteId: 'c1', meta: 'skipped' }));
    await publishState({ revision: 'meta', outbox: state.summary });
    await waitFor(() => expect(stepTexts().at(-1)).toBe('✓ Candidate data skipped (no Premium) (done)'));

    answer.give({ status: 'delivered', delivery: delivered({ resourceType: 'applicant', action: 'added' }) });
    expect(await screen.findByText(`Added to ${BACKEND.title}.`)).toBeTruthy();
    expect(stepTexts().every((text) => text?.startsWith('✓'))).toBe(true);
  });

  it('shows where a stopped job stopped, why in the recruiter’s words, and retries it', async () => {
    const stopped: OutboxEntry = {
      id: 'job-2',
      userKey: 'api-key:abc',
      companyId: 'DemoCompany00001',
      appName: 'cv-importer',
      type: 'applicants',
      reference: 'jane@example.com',
      label: 'Jane Doe',
      value: {},
      placement: {
        vacancy: { id: BACKEND.id, vacancyId: BACKEND.vacancy_id, slug: BACKEND.slug, title: BACKEND.title },
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
      progress: progress({ created: true, applicantId: 'ApplicantJane001', stoppedAt: 'note' }),
      createdAt: 0,
      updatedAt: 0,
    };
    const { received } = background({
      'candidate.import': () => ({ status: 'failed', entry: stopped }),
      'outbox.retry': () => ({ ...stopped, status: 'pending' as const, lastError: null }),
      'outbox.list': () => outboxWith({ ...stopped, status: 'pending', lastError: null }),
    });
    const { onOpenOutbox } = showPanel();
    await chooseVacancy('Back-end');
    fireEvent.click(screen.getByRole('button', { name: 'Add to vacancy' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Adding the note needs you signed in with your e-mail and password.');
    expect(stepTexts()).toEqual([
      `✓ Applicant created in ${BACKEND.title} (done)`,
      '✓ Applicant found (done)',
      '✗ Note added (stopped here)',
      '○ Tags set (to do)',
      '○ Candidate data posted (to do)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'See it in the outbox' }));
    expect(onOpenOutbox).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(received.some((message) => message.type === 'outbox.retry')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(stepTexts()[2]).toBe('… Note added (in progress)');
  });
});
