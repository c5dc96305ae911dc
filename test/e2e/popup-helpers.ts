import { expect, test, type Page, type Worker } from '@playwright/test';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { launchWithExtension, type ExtensionBrowser } from './browser';

export const DEMO_COMPANY = 'DemoCompany00001';
export const BASIC_COMPANY = 'BasicCompany0001';
export const RECRUITER = { email: 'recruiter@example.com', password: 'sandbox-password' };

import type { CandidateMetaEntry } from '../../sandbox/store';

export type { CandidateMetaEntry };

/** A sandbox service and Chromium with the test build of the extension, pointed at each other. */
export interface PopupWorld {
  sandbox: RunningSandbox;
  browser: ExtensionBrowser;
  worker: Worker;
  /** Settings as the options page stores them (WXT `local:` items are plain storage.local keys). */
  configure(values: Record<string, string>): Promise<void>;
  /** A page in its own tab, and that tab's id as the extension sees it. */
  openTab(path: string): Promise<{ page: Page; tabId: number }>;
  /** The popup acting on `tabId`, opened as a page (`popup.html?tab=`). */
  openPopup(tabId?: number, query?: Record<string, string>): Promise<Page>;
  candidateMeta(): Promise<CandidateMetaEntry[]>;
  faults(rules: object[]): Promise<void>;
  clearFaults(): Promise<void>;
  close(): Promise<void>;
}

export async function startPopupWorld(): Promise<PopupWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cvi-popup-e2e-'));
  const sandbox = await startSandbox({ port: 0, dataDir, quiet: true });
  // CVI_EXTENSION_DIR: a private copy of the build, when others may rebuild .output-test meanwhile.
  const browser = await launchWithExtension(process.env.CVI_EXTENSION_DIR || undefined);
  const worker = browser.context.serviceWorkers()[0]!;

  async function admin(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(sandbox.url + path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
    return response.json();
  }

  const world: PopupWorld = {
    sandbox,
    browser,
    worker,
    async configure(values) {
      await worker.evaluate((items) => chrome.storage.local.set(items), values);
    },
    async openTab(path) {
      const page = await browser.context.newPage();
      const url = sandbox.url + path;
      await page.goto(url);
      const tabId = await worker.evaluate(async (wanted) => {
        const tabs = await chrome.tabs.query({});
        return tabs.find((tab) => tab.url === wanted)?.id ?? -1;
      }, url);
      expect(tabId, `tab id of ${url}`).toBeGreaterThan(0);
      return { page, tabId };
    },
    async openPopup(tabId, query = {}) {
      const page = await browser.context.newPage();
      const search = new URLSearchParams({ ...(tabId === undefined ? {} : { tab: String(tabId) }), ...query });
      await page.goto(`chrome-extension://${browser.extensionId}/popup.html?${search.toString()}`);
      return page;
    },
    async candidateMeta() {
      const snapshot = (await admin('GET', '/_sandbox/candidate-meta')) as { entries: CandidateMetaEntry[] };
      return snapshot.entries;
    },
    async faults(rules) {
      await admin('POST', '/_sandbox/faults', { rules });
    },
    async clearFaults() {
      await admin('DELETE', '/_sandbox/faults');
    },
    async close() {
      await browser.close();
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // The sandbox serves the careers host's calls too; saving the options then asks for no other host.
  await world.configure({ serviceUrl: sandbox.url, careersUrl: sandbox.url, companyId: DEMO_COMPANY });
  return world;
}

/** Signs in through the popup's form when it asks, as a recruiter would. */
export async function signInIfAsked(popup: Page): Promise<void> {
  const tabs = popup.getByRole('tab', { name: 'Candidate' });
  const form = popup.getByRole('button', { name: 'Sign in', exact: true });
  await expect(tabs.or(form).first()).toBeVisible();
  if (await tabs.isVisible()) return;
  await popup.getByLabel('Email').fill(RECRUITER.email);
  await popup.getByLabel('Password').fill(RECRUITER.password);
  await form.click();
  await expect(tabs).toBeVisible();
}

/**
 * A screenshot of what the popup shows (its viewport, as in the toolbar) as a test artifact; with
 * SAVE_SCREENSHOTS=1 also into docs/screenshots/ for the README.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const testInfo = test.info();
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  if (process.env.SAVE_SCREENSHOTS === '1') {
    const docs = resolve('docs/screenshots');
    mkdirSync(docs, { recursive: true });
    copyFileSync(path, join(docs, `${name}.png`));
  }
}

/** The popup's size in the toolbar (Chrome caps popups at 800 × 600), so screenshots look like the real thing. */
export const POPUP_VIEWPORT = { width: 440, height: 600 };

/** Visible form controls, buttons and links of the page that have no accessible name. */
export function unlabelledControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href]')]
      .filter((control) => !control.closest('[hidden]'))
      .filter((control) => {
        const labels = (control as HTMLInputElement).labels;
        const isField = ['INPUT', 'SELECT', 'TEXTAREA'].includes(control.tagName);
        return !(
          control.getAttribute('aria-label') ||
          control.getAttribute('aria-labelledby') ||
          (labels && labels.length > 0) ||
          (!isField && control.textContent?.trim())
        );
      })
      .map((control) => control.outerHTML.slice(0, 100)),
  );
}
