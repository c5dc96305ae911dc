import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { pdfText } from './pdf-text';
import {
  chooseColumn,
  chooseVacancy,
  EXTENSION_ID,
  FIREFOX,
  FIREFOX_EXTENSION_DIR,
  fill,
  firefoxMissing,
  waitFor,
  launchFirefox,
  openExtensionPage,
} from './firefox-helpers';

/**
 * Real Firefox (see firefox-helpers.ts): sign-in, an import from a page, a Japanese PDF, a profile
 * page and a PDF CV each added to a vacancy.
 */
test.describe('Firefox', () => {
  test.skip(firefoxMissing, `firefox-esr not installed at ${FIREFOX}`);

  let sandbox: RunningSandbox;
  let dataDir: string;
  let firefox: Browser;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cvi-ff-'));
    sandbox = await startSandbox({ port: 0, dataDir, quiet: true });
    firefox = await launchFirefox();
  });

  test.afterAll(async () => {
    await firefox?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function openPopup(page: Page, query = ''): Promise<void> {
    return openExtensionPage(page, sandbox.url, `popup.html${query}`);
  }

  test('the Firefox build loads, its background answers, and the popup signs in against the sandbox', async () => {
    expect(await firefox.installExtension(FIREFOX_EXTENSION_DIR)).toBe(EXTENSION_ID);
    const page = await firefox.newPage();
    await openPopup(page);

    const before = await page.evaluate(() => browser.runtime.sendMessage({ type: 'session.get', payload: {} }));
    expect(before).toMatchObject({ ok: true, data: { signedIn: false } });

    await page.evaluate((settings) => browser.storage.local.set(settings), {
      serviceUrl: sandbox.url,
      careersUrl: sandbox.url,
      companyId: 'DemoCompany00001',
    });
    await openPopup(page);
    await page.waitForSelector('input[type=email]');
    await page.type('input[type=email]', 'recruiter@example.com');
    await page.type('input[type=password]', 'sandbox-password');
    await page.click('button[type=submit]');
    await waitFor(page, () => [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Sign out'), {
      polling: 200,
    });

    const after = await page.evaluate(() => browser.runtime.sendMessage({ type: 'session.get', payload: {} }));
    expect(after).toMatchObject({ ok: true, data: { signedIn: true, email: 'recruiter@example.com' } });
  });

  test('in Firefox too, the popup reads a profile page and imports the candidate', async () => {
    const profile = await firefox.newPage();
    await profile.goto(`${sandbox.url}/demo/plain-profile.html`);
    const popup = await firefox.newPage();
    await openPopup(popup);
    // Firefox's URL filter takes no port, so the tab is found among all of them.
    const tabId = await popup.evaluate(
      async (url) => (await browser.tabs.query({})).find((tab) => tab.url === url)?.id,
      `${sandbox.url}/demo/plain-profile.html`,
    );
    expect(tabId).toBeGreaterThan(0);

    await openPopup(popup, `?tab=${tabId}`);
    await waitFor(popup, () => document.querySelector<HTMLInputElement>('input[type=email]')?.value === 'daniel.okafor@example.net', {
      timeout: 20_000,
      polling: 200,
    });
    // The import controls load after the first paint: the button is pressed once it can be.
    await waitFor(
      popup,
      () =>
        [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Import candidate' && !button.disabled),
      { polling: 200 },
    );
    await popup.evaluate(() =>
      [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Import candidate')?.click(),
    );
    await waitFor(popup, () => document.querySelector('[role=tabpanel]:not([hidden])')?.textContent?.includes('Imported'), {
      timeout: 20_000,
    });

    const stored = (await (await fetch(`${sandbox.url}/_sandbox/candidate-meta`)).json()) as {
      entries: Array<{ reference: string; value: Record<string, unknown> }>;
    };
    expect(stored.entries.find((entry) => entry.reference === 'daniel.okafor@example.net')?.value).toMatchObject({
      emails: ['daniel.okafor@example.net'],
      page_url: `${sandbox.url}/demo/plain-profile.html`,
    });
  });

  async function addToVacancy(popup: Page, vacancyTyped: string, vacancyTitle: string, note: string): Promise<void> {
    await chooseVacancy(popup, vacancyTyped, vacancyTitle, 'sandbox-api-key-demo-0001');
    await chooseColumn(popup, 'Technical interview');
    await fill(popup, 'Note (optional)', note);
    await fill(popup, 'Seniority', 'Senior');
    await waitFor(
      popup,
      () => [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Add to vacancy' && !button.disabled),
      { polling: 200 },
    );
    await popup.evaluate(() =>
      [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Add to vacancy')?.click(),
    );
    await waitFor(
      popup,
      (title) => document.querySelector('[role=tabpanel]:not([hidden])')?.textContent?.includes(`Added to ${title}.`),
      { timeout: 30_000, polling: 200 },
      vacancyTitle,
    ).catch(async (error: unknown) => {
      const shown = await popup.evaluate(() => document.querySelector('[role=tabpanel]:not([hidden])')?.textContent ?? '');
      throw new Error(`not added: ${shown.slice(-600)}`, { cause: error });
    });
  }

  async function applicantWith(email: string) {
    const answer = (await (await fetch(`${sandbox.url}/_sandbox/applicants?email=${encodeURIComponent(email)}`)).json()) as {
      applicants: Array<{
        id: string;
        vacancy: { title: string };
        column: string;
        notes: Array<{ text: string }>;
        tags: Array<{ value: string }>;
        cv: unknown;
      }>;
    };
    return answer.applicants;
  }

  test('in Firefox too, a profile page and a PDF CV are each added to a vacancy with a column, a note and a tag', async () => {
    const title = 'Senior Full-Stack Developer (TypeScript)';
    const profile = await firefox.newPage();
    await profile.goto(`${sandbox.url}/demo/plain-profile.html`);
    const popup = await firefox.newPage();
    await openPopup(popup);
    const tabId = await popup.evaluate(
      async (url) => (await browser.tabs.query({})).find((tab) => tab.url === url)?.id,
      `${sandbox.url}/demo/plain-profile.html`,
    );
    await openPopup(popup, `?tab=${tabId}`);
    await waitFor(popup, () => document.querySelector<HTMLInputElement>('input[type=email]')?.value === 'daniel.okafor@example.net', {
      timeout: 20_000,
    });
    await addToVacancy(popup, 'full-stack', title, 'Seen in Firefox.');
    const [daniel, ...more] = await applicantWith('daniel.okafor@example.net');
    expect(more).toEqual([]);
    expect(daniel).toMatchObject({
      vacancy: { title },
      column: 'Technical interview',
      notes: [{ text: 'Seen in Firefox.' }],
      tags: [{ value: 'Senior' }],
      cv: { fileName: 'CV - Daniel Okafor.pdf', contentType: 'application/pdf' },
    });
    const madeCv = await (await fetch(`${sandbox.url}/_sandbox/applicants/${daniel!.id}/cv`)).arrayBuffer();
    const madeText = await pdfText(new Uint8Array(madeCv));
    expect(madeText).toContain('Daniel Okafor');
    expect(madeText).toContain('daniel.okafor@example.net');

    const cvPopup = await firefox.newPage();
    await openPopup(cvPopup);
    await cvPopup.waitForSelector('[role=tab]');
    await cvPopup.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[role=tab]')].find((tab) => tab.textContent === 'Candidate')?.click(),
    );
    await cvPopup.waitForSelector('#panel-candidate:not([hidden]) input[type=file]');
    await (await cvPopup.$('input[type=file]'))!.uploadFile(resolve('sandbox/demo/cv.pdf'));
    await waitFor(cvPopup, () => document.querySelector<HTMLInputElement>('input[type=email]')?.value === 'lea.moreau@example.org', {
      timeout: 20_000,
    });
    await addToVacancy(cvPopup, 'full-stack', title, 'PDF in Firefox.');
    const [lea, ...twice] = await applicantWith('lea.moreau@example.org');
    expect(twice).toEqual([]);
    const original = readFileSync(resolve('sandbox/demo/cv.pdf'));
    expect(lea).toMatchObject({
      vacancy: { title },
      column: 'Technical interview',
      notes: [{ text: 'PDF in Firefox.' }],
      tags: [{ value: 'Senior' }],
      cv: { fileName: 'cv.pdf', sha256: createHash('sha256').update(original).digest('hex') },
    });
  });

  test('in Firefox too, a Japanese PDF CV given as a file is read', async () => {
    const popup = await firefox.newPage();
    await openPopup(popup);
    await popup.waitForSelector('[role=tab]');
    await popup.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[role=tab]')].find((tab) => tab.textContent === 'Candidate')?.click(),
    );
    await popup.waitForSelector('#panel-candidate:not([hidden]) input[type=file]');
    const input = await popup.$('input[type=file]');
    await input!.uploadFile(resolve('../shared/corpus/docs/static-pdf/rirekisho__example.pdf'));
    await waitFor(popup, () => document.querySelector<HTMLInputElement>('input[type=email]')?.value === 'hanako.tanaka@example.com', {
      timeout: 20_000,
      polling: 200,
    });
    const lastName = await popup.evaluate(() => {
      const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === 'Last name');
      return document.querySelector<HTMLInputElement>(`#${label?.htmlFor}`)?.value;
    });
    expect(lastName).toBe('田中');
  });
});
