import { expect, test, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import {
  BASIC_COMPANY,
  DEMO_COMPANY,
  POPUP_VIEWPORT,
  screenshot,
  signInIfAsked,
  startPopupWorld,
  type CandidateMetaEntry,
  type PopupWorld,
} from './popup-helpers';

let world: PopupWorld;
test.beforeAll(async () => {
  world = await startPopupWorld();
});
test.afterAll(async () => {
  await world.close();
});

async function popupFor(path: string): Promise<Page> {
  const { tabId } = await world.openTab(path);
  const popup = await world.openPopup(tabId);
  await popup.setViewportSize(POPUP_VIEWPORT);
  await signInIfAsked(popup);
  return popup;
}

async function storedMeta(reference: string): Promise<CandidateMetaEntry> {
  let found: CandidateMetaEntry | undefined;
  await expect.poll(async () => (found = (await world.candidateMeta()).find((entry) => entry.reference === reference))).toBeTruthy();
  return found!;
}

test('imports the candidate of a JSON-LD profile page, every field as read and shown', async () => {
  const popup = await popupFor('/demo/jsonld-profile.html');
  await expect(popup.getByRole('tab', { name: 'Candidate' })).toHaveAttribute('aria-selected', 'true');
  await expect(popup.getByLabel('Email')).toHaveValue('camille.laurent@example.org');
  await expect(popup.getByLabel('First name')).toHaveValue('Camille');
  await expect(popup.getByLabel('Last name')).toHaveValue('Laurent');
  await expect(popup.getByLabel('Headline')).toHaveValue('Senior Full-Stack Developer');
  await expect(popup.getByLabel('Email')).toHaveAccessibleDescription(/JSON-LD/);

  // Camille already applied twice: the duplicate check says where she is.
  const duplicates = popup.getByRole('region', { name: 'Duplicate check' });
  await expect(duplicates).toContainText('Already in your ATS');
  await expect(duplicates).toContainText('Senior Full-Stack Developer (TypeScript)');
  await expect(duplicates).toContainText('Column: Technical interview');
  await screenshot(popup, 'popup-candidate');

  await popup.getByRole('button', { name: 'Import candidate' }).click();
  await expect(popup.getByRole('tabpanel', { name: 'Candidate' })).toContainText('Imported');
  await expect(popup.getByRole('tabpanel', { name: 'Candidate' })).toContainText('candidate created');
  await screenshot(popup, 'popup-candidate-imported');

  const meta = await storedMeta('camille.laurent@example.org');
  expect(meta).toMatchObject({ company: DEMO_COMPANY, type: 'applicants', app_name: 'cv-importer' });
  expect(meta.value).toMatchObject({
    name: { full: 'Camille Laurent', first: 'Camille', last: 'Laurent' },
    emails: ['camille.laurent@example.org'],
    headline: 'Senior Full-Stack Developer',
    page_url: `${world.sandbox.url}/demo/jsonld-profile.html`,
    sources: { name: 'json-ld', emails: 'json-ld' },
  });
  const value = meta.value as {
    phones: string[];
    skills: string[];
    links: Array<{ url: string }>;
    location: string;
    experience: unknown[];
    captured_at: string;
  };
  expect(value.phones.map((phone) => phone.replace(/\D/g, ''))).toContain('33639981245');
  expect(value.skills).toEqual(expect.arrayContaining(['TypeScript', 'React', 'Node.js']));
  expect(value.links.map((link) => link.url)).toContain('https://github.com/camille-laurent-example');
  expect(value.location).toContain('Lyon');
  expect(value.experience.length).toBeGreaterThanOrEqual(2);
  expect(Date.parse(value.captured_at)).not.toBeNaN();
});

test('imports from a plain page, with the recruiter’s edit marked as theirs', async () => {
  const popup = await popupFor('/demo/plain-profile.html');
  await expect(popup.getByLabel('Email')).toHaveValue('daniel.okafor@example.net');
  await expect(popup.getByLabel('First name')).toHaveValue('Daniel');
  await expect(popup.getByRole('region', { name: 'Duplicate check' })).toContainText('Not in your ATS yet.');

  await popup.getByLabel('Headline').fill('Senior Data Engineer');
  await expect(popup.getByLabel('Headline')).toHaveAccessibleDescription(/edited/);
  await popup.getByRole('button', { name: 'Import candidate' }).click();
  await expect(popup.getByRole('tabpanel', { name: 'Candidate' })).toContainText('Imported');

  const meta = await storedMeta('daniel.okafor@example.net');
  expect(meta.value).toMatchObject({
    name: { first: 'Daniel', last: 'Okafor' },
    emails: ['daniel.okafor@example.net'],
    headline: 'Senior Data Engineer',
    sources: { headline: 'recruiter' },
    page_url: `${world.sandbox.url}/demo/plain-profile.html`,
  });
  expect((meta.value.phones as string[]).map((phone) => phone.replace(/\D/g, '').slice(-9))).toContain('700900314');
});

test('without an e-mail the import waits until one is typed', async () => {
  const popup = await popupFor('/demo/no-email.html');
  await expect(popup.getByLabel('First name')).toHaveValue('Ingrid');
  const importButton = popup.getByRole('button', { name: 'Import candidate' });
  await expect(importButton).toBeDisabled();
  await expect(popup.getByText('No e-mail address was found.')).toBeVisible();
  await screenshot(popup, 'popup-candidate-no-email');

  await popup.getByLabel('Email').fill('ingrid.johansson@');
  await expect(importButton).toBeDisabled();
  await popup.getByLabel('Email').fill('ingrid.johansson@example.se');
  await expect(importButton).toBeEnabled();
  await importButton.click();
  await expect(popup.getByRole('tabpanel', { name: 'Candidate' })).toContainText('Imported');

  const meta = await storedMeta('ingrid.johansson@example.se');
  expect(meta.value).toMatchObject({
    name: { first: 'Ingrid', last: 'Johansson' },
    emails: ['ingrid.johansson@example.se'],
    sources: { emails: 'recruiter' },
  });
});

test('imports from a PDF CV given as a file', async () => {
  const popup = await popupFor('/demo/index.html');
  const panel = popup.getByRole('tabpanel', { name: 'Candidate' });
  await popup.getByRole('tab', { name: 'Candidate' }).click();
  await panel.getByText('Read a CV file instead').click();
  await panel.getByLabel('CV file (PDF or DOCX)').setInputFiles(resolve('sandbox/demo/cv.pdf'));
  await expect(popup.getByLabel('Email')).toHaveValue('lea.moreau@example.org', { timeout: 20_000 });
  await expect(popup.getByLabel('Email')).toHaveAccessibleDescription(/PDF/);
  await popup.getByRole('button', { name: 'Import candidate' }).click();
  await expect(panel).toContainText('Imported');

  const meta = await storedMeta('lea.moreau@example.org');
  expect(meta.value).toMatchObject({
    name: { first: 'Léa', last: 'Moreau' },
    emails: ['lea.moreau@example.org'],
    sources: { emails: 'pdf' },
  });
  expect((meta.value.phones as string[]).map((phone) => phone.replace(/\D/g, '').slice(-9))).toContain('639982109');
  expect(meta.value.headline).toContain('Product Owner');
});

test('reads a Japanese CV (CJK fonts need pdf.js’s character maps, packaged with the extension)', async () => {
  const popup = await popupFor('/demo/index.html');
  const panel = popup.getByRole('tabpanel', { name: 'Candidate' });
  await popup.getByRole('tab', { name: 'Candidate' }).click();
  await panel.getByText('Read a CV file instead').click();
  // A rirekisho from the shared corpus (required beside the repository, as for the corpus tests).
  await panel.getByLabel('CV file (PDF or DOCX)').setInputFiles(resolve('../shared/corpus/docs/static-pdf/rirekisho__example.pdf'));
  await expect(popup.getByLabel('Email')).toHaveValue('hanako.tanaka@example.com', { timeout: 20_000 });
  await expect(popup.getByLabel('First name')).toHaveValue('花子');
  await expect(popup.getByLabel('Last name')).toHaveValue('田中');
});

test('reads the PDF CV the tab shows in the browser’s viewer', async () => {
  const popup = await popupFor('/demo/cv.pdf');
  await expect(popup.getByRole('tab', { name: 'Candidate' })).toHaveAttribute('aria-selected', 'true');
  await expect(popup.getByLabel('Email')).toHaveValue('lea.moreau@example.org', { timeout: 20_000 });
  await expect(popup.getByLabel('Email')).toHaveAccessibleDescription(/PDF/);
});

test('reads a linked PDF CV opened from the context menu (popup.html?document=)', async () => {
  const popup = await world.openPopup(undefined, { document: `${world.sandbox.url}/demo/cv.pdf` });
  await signInIfAsked(popup);
  await expect(popup.getByLabel('Email')).toHaveValue('lea.moreau@example.org', { timeout: 20_000 });
  await expect(popup.getByLabel('Last name')).toHaveValue('Moreau');
});

test('a company without Premium gets the refusal explained and the import kept in the outbox', async () => {
  await world.configure({ companyId: BASIC_COMPANY });
  try {
    const popup = await popupFor('/demo/plain-profile.html');
    await expect(popup.getByLabel('Email')).toHaveValue('daniel.okafor@example.net');
    await popup.getByRole('button', { name: 'Import candidate' }).click();
    const alert = popup.getByRole('tabpanel', { name: 'Candidate' }).getByRole('alert');
    await expect(alert).toContainText('Premium option');
    await expect(alert).toContainText('Ask your account manager');
    await expect(popup.getByRole('tabpanel', { name: 'Candidate' })).not.toContainText('Imported');
    await popup.getByRole('button', { name: 'See it in the outbox' }).click();
    const entry = popup.getByRole('listitem', { name: 'Daniel Okafor' });
    await expect(entry).toContainText('Premium option');
    await entry.getByRole('button', { name: 'Discard' }).click();
    await expect(entry).toHaveCount(0);
    expect((await world.candidateMeta()).filter((meta) => meta.company === BASIC_COMPANY)).toEqual([]);
  } finally {
    await world.configure({ companyId: DEMO_COMPANY });
  }
});

test('a scanned CV and a 40 MB PDF each get a plain message, and the recruiter can try another file', async () => {
  const popup = await popupFor('/demo/index.html');
  const panel = popup.getByRole('tabpanel', { name: 'Candidate' });
  await popup.getByRole('tab', { name: 'Candidate' }).click();
  await panel.getByText('Read a CV file instead').click();

  await panel.getByLabel('CV file (PDF or DOCX)').setInputFiles(resolve('test/fixtures/extract/docs/documents/scanned-cv.pdf'));
  await expect(panel).toContainText('This CV is an image; there is no text to read.', { timeout: 20_000 });
  await expect(panel).toContainText('scanned-cv.pdf could not be read.');

  const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(40 * 1024 * 1024, 0x20)]);
  await panel.getByLabel('CV file (PDF or DOCX)').setInputFiles({ name: 'huge-cv.pdf', mimeType: 'application/pdf', buffer: huge });
  await expect(panel).toContainText('20 MB', { timeout: 20_000 });

  await panel.getByLabel('CV file (PDF or DOCX)').setInputFiles(resolve('sandbox/demo/cv.pdf'));
  await expect(popup.getByLabel('Email')).toHaveValue('lea.moreau@example.org', { timeout: 20_000 });
});
