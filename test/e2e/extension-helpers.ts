import type { Page, Worker } from '@playwright/test';
import type { ExtensionBrowser } from './browser';

/** The extension's service worker (where `chrome.*` is fully available). */
export function serviceWorker(browser: ExtensionBrowser): Worker {
  const worker = browser.context.serviceWorkers()[0];
  if (!worker) throw new Error('The extension service worker is not running.');
  return worker;
}

/** Points the extension at a service and company, as the options page would. */
export async function configure(browser: ExtensionBrowser, settings: { serviceUrl: string; companyId: string }): Promise<void> {
  await serviceWorker(browser).evaluate((values) => chrome.storage.local.set(values), settings);
}

/** An extension page from which the test talks to the background exactly as the popup does. */
export async function openExtensionPage(browser: ExtensionBrowser, path = 'popup.html'): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`chrome-extension://${browser.extensionId}/${path}`);
  return page;
}

export async function ask<T = unknown>(
  page: Page,
  type: string,
  payload: unknown,
): Promise<{ ok: boolean; data?: T; error?: { kind: string; message: string } }> {
  return page.evaluate(({ type, payload }) => chrome.runtime.sendMessage({ type, payload }), { type, payload });
}

/** The id of the tab showing `url` (the test opens pages; the extension acts on tabs by id). */
export async function tabIdOf(browser: ExtensionBrowser, url: string): Promise<number> {
  const id = await serviceWorker(browser).evaluate(async (target) => {
    const tabs = await chrome.tabs.query({});
    return tabs.find((tab) => tab.url === target)?.id ?? null;
  }, url);
  if (id === null) throw new Error(`No tab shows ${url}`);
  return id;
}
