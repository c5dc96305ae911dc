import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { launchWithExtension, type ExtensionBrowser } from './browser';
import { ask, configure, openExtensionPage, serviceWorker, tabIdOf } from './extension-helpers';

const COMPANY = 'DemoCompany00001';
const LOGIN = { email: 'recruiter@example.com', password: 'sandbox-password' };

let dataDir: string;
let sandbox: RunningSandbox;
let browser: ExtensionBrowser;

test.beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cvi-e2e-'));
  sandbox = await startSandbox({ port: 0, dataDir, quiet: true });
  browser = await launchWithExtension();
  await configure(browser, { serviceUrl: sandbox.url, companyId: COMPANY });
});

test.afterEach(async () => {
  await browser.close();
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the token is readable neither by the page nor by a content script, and a content script cannot use the session', async () => {
  const popup = await openExtensionPage(browser);
  expect(await ask(popup, 'session.signIn', LOGIN)).toMatchObject({ ok: true, data: { signedIn: true } });

  const pageUrl = `${sandbox.url}/demo/jsonld-profile.html`;
  const page = await browser.context.newPage();
  await page.goto(pageUrl);

  const fromPage = await page.evaluate(async () => ({
    localStorage: JSON.stringify({ ...localStorage }),
    cookies: document.cookie,
    databases: JSON.stringify(await indexedDB.databases()),
  }));
  expect(JSON.stringify(fromPage)).not.toContain('eyJ');

  const tabId = await tabIdOf(browser, pageUrl);
  const fromContentScript = await serviceWorker(browser).evaluate(async (tabId) => {
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId },
      func: async () => {
        const storage = await chrome.storage.local.get(null);
        const databases = await indexedDB.databases();
        const answer = await chrome.runtime.sendMessage({ type: 'session.get', payload: {} });
        return { storage: JSON.stringify(storage), databases: JSON.stringify(databases), answer };
      },
    });
    return injection?.result as { storage: string; databases: string; answer: { ok: boolean; error?: { kind: string } } };
  }, tabId);
  expect(fromContentScript.storage).toContain(sandbox.url); // it did read the settings...
  expect(fromContentScript.storage).not.toContain('eyJ'); // ...but no token is among them
  expect(fromContentScript.databases).not.toContain('eyJ');
  expect(fromContentScript.answer).toMatchObject({ ok: false, error: { kind: 'forbidden-sender' } });
});

test('an import made while the service is down is delivered when it comes back', async () => {
  const popup = await openExtensionPage(browser);
  expect(await ask(popup, 'session.signIn', LOGIN)).toMatchObject({ ok: true });

  const port = sandbox.port;
  await sandbox.close();

  const outcome = await ask<{ status: string; entry?: { lastError: { kind: string } } }>(popup, 'candidate.import', {
    reference: 'offline.candidate@example.org',
    label: 'Offline Candidate',
    value: { name: 'Offline Candidate', headline: 'Imported while the service was down' },
  });
  expect(outcome).toMatchObject({ ok: true, data: { status: 'pending', entry: { lastError: { kind: 'network' } } } });
  const badge = await serviceWorker(browser).evaluate(() => chrome.action.getBadgeText({}));
  expect(badge).toBe('1');

  sandbox = await startSandbox({ port, dataDir, quiet: true });
  await expect
    .poll(
      async () => {
        const stored = (await (await fetch(`${sandbox.url}/_sandbox/candidate-meta`)).json()) as {
          entries: Array<{ reference: string; value: { headline?: string } }>;
        };
        return stored.entries.find((entry) => entry.reference === 'offline.candidate@example.org')?.value.headline;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe('Imported while the service was down');
  await expect.poll(() => serviceWorker(browser).evaluate(() => chrome.action.getBadgeText({}))).toBe('');
});

test('a 401 ends the session: the popup asks to sign in again, and the waiting import is delivered after it', async () => {
  const popup = await openExtensionPage(browser);
  expect(await ask(popup, 'session.signIn', LOGIN)).toMatchObject({ ok: true });
  const port = sandbox.port;
  await sandbox.close();
  const outcome = await ask(popup, 'candidate.import', {
    reference: 'after.expiry@example.org',
    label: 'After Expiry',
    value: { name: 'After Expiry' },
  });
  expect(outcome).toMatchObject({ ok: true, data: { status: 'pending' } });

  // The service comes back with another signing key: the token it issued is now refused with 401.
  rmSync(dataDir, { recursive: true, force: true });
  sandbox = await startSandbox({ port, dataDir, quiet: true });
  await expect
    .poll(async () => (await ask<{ signedIn: boolean }>(popup, 'session.get', {})).data?.signedIn, { timeout: 30_000 })
    .toBe(false);
  // Still counted, and in the colour that asks for the recruiter (#b91c1c).
  expect(await serviceWorker(browser).evaluate(() => chrome.action.getBadgeText({}))).toBe('1');
  expect(await serviceWorker(browser).evaluate(() => chrome.action.getBadgeBackgroundColor({}))).toEqual([185, 28, 28, 255]);

  await popup.reload();
  await expect(popup.getByText('Your session has expired')).toBeVisible();
  await popup.getByLabel('Email').fill(LOGIN.email);
  await popup.getByLabel('Password').fill(LOGIN.password);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect
    .poll(
      async () => {
        const stored = (await (await fetch(`${sandbox.url}/_sandbox/candidate-meta`)).json()) as { entries: Array<{ reference: string }> };
        return stored.entries.map((entry) => entry.reference);
      },
      { timeout: 30_000 },
    )
    .toContain('after.expiry@example.org');
});
