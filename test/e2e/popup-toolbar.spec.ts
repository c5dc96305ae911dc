import { expect, test, type Page } from '@playwright/test';
import { RECRUITER, startPopupWorld, type PopupWorld } from './popup-helpers';

/*
 * The real popup, opened by the browser as the toolbar button (and Alt+Shift+I) open it, over the
 * active tab: `action.openPopup()`. Playwright cannot hold the popup as a page, so a helper tab (an
 * extension page) reaches it with `extension.getViews({ type: 'popup' })` and reads its DOM.
 */

let world: PopupWorld;
let helper: Page;
test.beforeAll(async () => {
  world = await startPopupWorld();
  helper = await world.browser.context.newPage();
  await helper.goto(`chrome-extension://${world.browser.extensionId}/options.html`);
});
test.afterAll(async () => {
  await world.close();
});

/** Evaluates `expression` in the open popup (named `popup` there); undefined while none is open. */
function inPopup(expression: string): Promise<unknown> {
  // A string, not a function: the page has none of the helpers tsx would wrap a function in.
  return helper.evaluate(`(() => {
    const popup = chrome.extension.getViews({ type: 'popup' })[0];
    return popup ? (${expression}) : undefined;
  })()`);
}

// A popup a failed test left open would keep the next test's from opening.
test.afterEach(async () => {
  await inPopup('popup.close()');
});

test('the toolbar button opens the popup on the active tab’s candidate, and one click imports them', async () => {
  const signedIn = await helper.evaluate(
    (credentials) => chrome.runtime.sendMessage({ type: 'session.signIn', payload: credentials }),
    RECRUITER,
  );
  expect(signedIn.ok).toBe(true);
  const { page } = await world.openTab('/demo/plain-profile.html');
  await page.bringToFront();

  await helper.evaluate(() => chrome.action.openPopup());
  await expect.poll(() => inPopup(`popup.document.querySelector('[role="tab"][aria-selected="true"]')?.textContent`)).toBe('Candidate');
  await expect
    .poll(() => inPopup(`popup.document.querySelector('input[type="email"]')?.value`), { timeout: 10_000 })
    .toBe('daniel.okafor@example.net');

  const importButton = `[...popup.document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Import candidate')`;
  await expect.poll(() => inPopup(`${importButton}?.disabled`), { timeout: 10_000 }).toBe(false);
  await inPopup(`${importButton}.click()`);
  // The panel's text, so that a failure shows what the recruiter saw instead.
  await expect
    .poll(() => inPopup(`popup.document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent`), { timeout: 10_000 })
    .toContain('Imported');
  await expect
    .poll(async () => (await world.candidateMeta()).find((entry) => entry.reference === 'daniel.okafor@example.net')?.value)
    .toMatchObject({ emails: ['daniel.okafor@example.net'], page_url: `${world.sandbox.url}/demo/plain-profile.html` });
});

test('opened over a browser page, the toolbar popup shows the vacancies it listed last time', async () => {
  await helper.bringToFront(); // an extension page: nothing to import there
  await helper.evaluate(() => chrome.action.openPopup());
  await expect.poll(() => inPopup(`popup.document.querySelector('[role="tab"][aria-selected="true"]')?.textContent`)).toBe('Vacancies');
  await expect.poll(() => inPopup(`popup.document.querySelectorAll('ul.vacancies li').length`), { timeout: 10_000 }).toBeGreaterThan(0);
  await inPopup('popup.close()');

  // Opened again, it shows them in its first painted frame, from what it remembered.
  await helper.evaluate(() => chrome.action.openPopup());
  const listInFirstFrame = `new Promise((resolve) => {
    const times = {};
    for (const type of ['paint', 'element']) {
      new popup.PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'first-contentful-paint') times.paint = entry.startTime;
          if (entry.entryType === 'element') times.list = Math.min(times.list ?? Infinity, entry.renderTime);
        }
        if (times.paint !== undefined && times.list !== undefined) resolve(times.list <= times.paint);
      }).observe({ type, buffered: true });
    }
  })`;
  await expect.poll(() => inPopup(listInFirstFrame), { timeout: 10_000 }).toBe(true);
});
