import { expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/**
 * Real Firefox (Debian's firefox-esr, headless) driven over WebDriver BiDi with puppeteer-core:
 * Playwright's Firefox needs its own patched build, which cannot be installed here. BiDi refuses to
 * navigate to moz-extension:// URLs itself, so the test build lets a loopback page open the popup
 * and the settings (see wxt.config.ts), and the tests follow that link as a recruiter's click would.
 */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const FIREFOX_EXTENSION_DIR = resolve('.output-test/firefox-mv3');
export const EXTENSION_ID = 'cv-importer@example.com';
const EXTENSION_UUID = '6f1c2a4e-5b3d-4c8e-9a7f-0d1e2f3a4b5c';

/** A machine without Firefox can still run the rest; CI installs it, so there it must run. */
export const firefoxMissing = !existsSync(FIREFOX) && process.env.CI !== 'true';

/** Headless Firefox with the extension's internal UUID fixed, so its pages have known addresses. */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [EXTENSION_ID]: EXTENSION_UUID }),
    },
  });
}

/**
 * Waits until `predicate`, run in the page, returns true (a plain value: a DOM node does not come
 * back from the page), asking every 200 ms from here.
 * Puppeteer's own waitForFunction builds its poller with `Function()`, which the extension pages'
 * content security policy refuses in Firefox ESR 140; an evaluation from the driver is not refused.
 * A page between two documents (its script context gone) is simply asked again.
 */
export async function waitFor<A extends unknown[]>(
  page: Page,
  predicate: (...args: A) => unknown,
  options: { timeout?: number; polling?: number } = {},
  ...args: A
): Promise<void> {
  const deadline = Date.now() + (options.timeout ?? 10_000);
  let lastError: unknown = null;
  for (;;) {
    try {
      if (await page.evaluate(predicate as (...values: unknown[]) => unknown, ...args)) return;
      lastError = null;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`Waiting failed: ${String(predicate).slice(0, 120)}`, { cause: lastError });
    await new Promise((resolve) => setTimeout(resolve, options.polling ?? 200));
  }
}

export function extensionUrl(path: string): string {
  return `moz-extension://${EXTENSION_UUID}/${path}`;
}

async function followTo(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    location.href = target;
  }, url);
  // The very address asked for: a page already there must not pass for the new one.
  await waitFor(
    page,
    (target) => location.href === target && document.querySelector('main, form, section') !== null,
    { polling: 200 },
    url,
  );
}

/**
 * The extension's page at `path` (with its query), reached from a page of the sandbox at `loopbackUrl`:
 * through the popup, which the test build lets loopback pages open, then on to any other of its pages.
 */
export async function openExtensionPage(page: Page, loopbackUrl: string, path: string): Promise<void> {
  await page.goto(`${loopbackUrl}/demo/`);
  const popup = path.startsWith('popup.html') ? path : 'popup.html';
  await followTo(page, extensionUrl(popup));
  if (popup !== path) await followTo(page, extensionUrl(path));
}

/** The control labelled `label`, found as a recruiter reads the form, filled with `value` (chosen, for a select). */
export async function fill(page: Page, label: string, value: string): Promise<void> {
  // The label names its control by `for`, or holds it; the control gets a marker the test can select.
  const tag = await page.evaluate((text) => {
    for (const marked of document.querySelectorAll('[data-test-target]')) marked.removeAttribute('data-test-target');
    const found = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim().startsWith(text));
    const control = found?.htmlFor ? document.getElementById(found.htmlFor) : found?.querySelector('input, select, textarea');
    control?.setAttribute('data-test-target', '');
    return control?.tagName ?? null;
  }, label);
  expect(tag, label).toBeTruthy();
  if (tag === 'SELECT') await page.select('[data-test-target]', value);
  else await page.type('[data-test-target]', value);
}

/** Presses the button named `name` once it can be pressed. */
export async function press(page: Page, name: string, timeout = 10_000): Promise<void> {
  await waitFor(
    page,
    (text) => [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === text && !button.disabled),
    { polling: 200, timeout },
    name,
  );
  await page.evaluate(
    (text) => [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === text && !button.disabled)?.click(),
    name,
  );
}

/**
 * Chooses the vacancy titled `title` by typing `typed` into the vacancy box; signed in with a
 * password, the company API key is asked for the first time only, and given.
 */
export async function chooseVacancy(page: Page, typed: string, title: string, apiKey: string): Promise<void> {
  // The last vacancy used may be offered already: the recruiter types over it.
  const vacancy = await page.waitForSelector('input[role=combobox]');
  await vacancy!.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await page.type('input[role=combobox]', typed);
  await waitFor(
    page,
    (wanted) => [...document.querySelectorAll('[role=option]')].some((o) => o.textContent?.includes(wanted)),
    { polling: 200 },
    title,
  );
  await page.evaluate(
    (wanted) =>
      [...document.querySelectorAll<HTMLElement>('[role=option]')].find((option) => option.textContent?.includes(wanted))?.click(),
    title,
  );
  const asked = await page.evaluate(() =>
    [...document.querySelectorAll('label')].some((label) => label.textContent?.trim() === 'Company API key'),
  );
  if (asked) {
    await fill(page, 'Company API key', apiKey);
    await press(page, 'Save the key');
    await waitFor(page, () => ![...document.querySelectorAll('label')].some((label) => label.textContent?.trim() === 'Company API key'), {
      polling: 200,
    });
  }
}

/** Chooses the column titled `title` in the form's Column list, once the pipeline has loaded. */
export async function chooseColumn(page: Page, title: string): Promise<void> {
  await waitFor(page, () => [...document.querySelectorAll('label')].some((label) => label.textContent?.trim() === 'Column'), {
    polling: 200,
  });
  const value = await page.evaluate((wanted) => {
    const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === 'Column');
    const select = document.querySelector<HTMLSelectElement>(`#${label?.htmlFor}`);
    return [...(select?.options ?? [])].find((option) => option.text === wanted)?.value;
  }, title);
  expect(value, `column ${title}`).toBeTruthy();
  await fill(page, 'Column', value!);
}
