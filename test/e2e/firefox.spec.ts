import { expect, test } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';

/**
 * Real Firefox (Debian's firefox-esr, headless): sign-in, an import from a page, a Japanese PDF;
 * driven over WebDriver BiDi with
 * puppeteer-core: Playwright's Firefox needs its own patched build, which cannot be installed here.
 * BiDi refuses to navigate to moz-extension:// URLs itself, so the test build lets a loopback page
 * open the popup (see wxt.config.ts), and the test follows that link as a recruiter's click would.
 */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const EXTENSION_DIR = resolve('.output-test/firefox-mv3');
const EXTENSION_ID = 'cv-importer@example.com';
const EXTENSION_UUID = '6f1c2a4e-5b3d-4c8e-9a7f-0d1e2f3a4b5c';

test.describe('Firefox', () => {
  // A machine without Firefox can still run the rest; CI installs it, so there it must run.
  test.skip(!existsSync(FIREFOX) && process.env.CI !== 'true', `firefox-esr not installed at ${FIREFOX}`);

  let sandbox: RunningSandbox;
  let dataDir: string;
  let firefox: Browser;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cvi-ff-'));
    sandbox = await startSandbox({ port: 0, dataDir, quiet: true });
    firefox = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: {
        'extensions.webextensions.uuids': JSON.stringify({ [EXTENSION_ID]: EXTENSION_UUID }),
      },
    });
  });

  test.afterAll(async () => {
    await firefox?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function openPopup(page: Page, query = ''): Promise<void> {
    await page.goto(`${sandbox.url}/demo/`);
    await page.evaluate((url) => {
      location.href = url;
    }, `moz-extension://${EXTENSION_UUID}/popup.html${query}`);
    await page.waitForFunction(() => location.protocol === 'moz-extension:' && document.querySelector('main, form, section'));
  }

  test('the Firefox build loads, its background answers, and the popup signs in against the sandbox', async () => {
    expect(await firefox.installExtension(EXTENSION_DIR)).toBe(EXTENSION_ID);
    const page = await firefox.newPage();
    await openPopup(page);

    const before = await page.evaluate(() => browser.runtime.sendMessage({ type: 'session.get', payload: {} }));
    expect(before).toMatchObject({ ok: true, data: { signedIn: false } });

    await page.evaluate((settings) => browser.storage.local.set(settings), { serviceUrl: sandbox.url, companyId: 'DemoCompany00001' });
    await openPopup(page);
    await page.waitForSelector('input[type=email]');
    await page.type('input[type=email]', 'recruiter@example.com');
    await page.type('input[type=password]', 'sandbox-password');
    await page.click('button[type=submit]');
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Sign out'));

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
    await popup.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[type=email]')?.value === 'daniel.okafor@example.net',
      { timeout: 20_000 },
    );
    await popup.evaluate(() =>
      [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Import candidate')?.click(),
    );
    await popup.waitForFunction(() => document.querySelector('[role=tabpanel]:not([hidden])')?.textContent?.includes('Imported'), {
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
    await popup.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[type=email]')?.value === 'hanako.tanaka@example.com',
      { timeout: 20_000 },
    );
    const lastName = await popup.evaluate(() => {
      const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === 'Last name');
      return document.querySelector<HTMLInputElement>(`#${label?.htmlFor}`)?.value;
    });
    expect(lastName).toBe('田中');
  });
});
