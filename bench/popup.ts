import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { launchWithExtension } from '../scripts/chromium';
import { startSandbox } from '../sandbox/server';
import { median, type BenchLine } from './stats';

const OPENINGS = 15;
const EXTENSION_DIR = resolve('.output-test/chrome-mv3');
const FLOOR_PAGE = 'bench-floor.html';

/**
 * The floor: an extension page with one line of text and one line of script that sets the same
 * mark as the popup, added to the built test extension for this run only. No popup can be in the
 * page, or painted, before this one is.
 */
function addFloorPage(): void {
  writeFileSync(
    join(EXTENSION_DIR, FLOOR_PAGE),
    '<!doctype html><meta charset="utf-8"><title>floor</title><p>floor</p><script type="module" src="/bench-floor.js"></script>\n',
  );
  writeFileSync(join(EXTENSION_DIR, 'bench-floor.js'), 'performance.mark("cvi:first-view");\n');
}

interface Opening {
  /** The first view is in the page: the popup's `cvi:first-view` mark (lib/ui/first-view-mark.ts). */
  inPage: number;
  /** The browser painted the page's first content. */
  firstPaint: number;
  /** The browser painted a vacancy title (Element Timing); null for the floor page. */
  listPainted: number | null;
}

/**
 * Run in the helper tab (an extension page): asks the browser to open the extension's popup, as the
 * toolbar button and the keyboard shortcut do, then reads the popup's own performance entries
 * (times from the popup's navigation start) and closes it. Plain JavaScript in a string: tsx would
 * wrap named functions in a helper the page does not have.
 */
const OPEN_AND_TIME_POPUP = `async (expectList) => {
  await chrome.action.openPopup();
  let view;
  for (let i = 0; i < 500 && !view; i++) {
    view = chrome.extension.getViews({ type: 'popup' })[0];
    if (!view || view.document.readyState === 'loading') { view = undefined; await new Promise((r) => setTimeout(r, 10)); }
  }
  if (!view) throw new Error('the popup did not open');
  function entries(type, wanted) {
    return new Promise((resolve) => {
      new view.PerformanceObserver((list) => { const found = list.getEntries().filter(wanted); if (found.length) resolve(found); })
        .observe({ type, buffered: true });
      setTimeout(() => resolve([]), 10000);
    });
  }
  const paints = await entries('paint', (entry) => entry.name === 'first-contentful-paint');
  const titles = expectList ? await entries('element', () => true) : [];
  const mark = view.performance.getEntriesByName('cvi:first-view')[0];
  const result = {
    inPage: mark ? mark.startTime : NaN,
    firstPaint: paints.length ? paints[0].startTime : NaN,
    listPainted: expectList ? (titles.length ? Math.min(...titles.map((t) => t.renderTime)) : NaN) : null,
  };
  view.close();
  return result;
}`;

async function openPopup(
  helper: Page,
  page: 'popup.html' | typeof FLOOR_PAGE,
  options: { stopWorkerFirst?: boolean } = {},
): Promise<Opening> {
  await helper.evaluate((popup) => chrome.action.setPopup({ popup }), page);
  if (options.stopWorkerFirst) {
    const cdp = await helper.context().newCDPSession(helper);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await cdp.detach();
    await helper.waitForTimeout(300);
  }
  const opening = (await helper.evaluate(`(${OPEN_AND_TIME_POPUP})(${page === 'popup.html'})`)) as Opening;
  await helper.waitForTimeout(200); // the popup's window is gone before the next one opens
  return opening;
}

async function openRepeatedly(helper: Page, page: 'popup.html' | typeof FLOOR_PAGE, options: { stopWorkerFirst?: boolean } = {}) {
  const openings: Opening[] = [];
  for (let i = 0; i < OPENINGS; i++) openings.push(await openPopup(helper, page, options));
  const medianOf = (pick: (opening: Opening) => number | null) => Math.round(median(openings.map((o) => pick(o) ?? NaN)) * 10) / 10;
  return {
    inPage: medianOf((o) => o.inPage),
    firstPaint: medianOf((o) => o.firstPaint),
    listPainted: medianOf((o) => o.listPainted),
    /** Openings whose first painted frame held the vacancy list: then the first view in the page was the list. */
    listInFirstFrame: openings.filter((o) => o.listPainted !== null && o.listPainted <= o.firstPaint).length,
  };
}

async function signIn(context: BrowserContext, base: string): Promise<Page> {
  const helper = await context.newPage();
  // The background answers only its own pages; the settings page is one that lists no vacancy, so
  // the first popup opening still finds nothing cached.
  await helper.goto(`${base}/options.html`);
  const signedIn = await helper.evaluate(() =>
    chrome.runtime.sendMessage({ type: 'session.signIn', payload: { email: 'recruiter@example.com', password: 'sandbox-password' } }),
  );
  if (!signedIn?.ok) throw new Error(`sign-in failed in the popup benchmark: ${JSON.stringify(signedIn)}`);
  await helper.goto(`${base}/${FLOOR_PAGE}`);
  return helper;
}

/**
 * The popup in real Chromium (headless), opened as the toolbar button opens it, over a tab with
 * nothing to import (an extension page), so its first useful view is the vacancy list:
 * - cold: the first opening after sign-in, nothing cached, the list comes from the sandbox;
 * - from cache: every later opening, with the service worker awake and, separately, asleep (the
 *   browser stops it after 30 s idle, so that is how recruiters mostly find it).
 * Times run from the popup's navigation start. "In the page" is when the view is in the DOM; the
 * browser paints it at its next frame. The floor page, opened the same way, is what this machine
 * allows any popup.
 */
export async function benchPopup(): Promise<BenchLine[]> {
  const build = spawnSync('npm', ['run', '--silent', 'build:test'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
  addFloorPage();
  const dataDir = mkdtempSync(join(tmpdir(), 'cvi-bench-popup-'));
  const sandbox = await startSandbox({ port: 0, dataDir, quiet: true });
  const browser = await launchWithExtension(EXTENSION_DIR);
  try {
    const worker = browser.context.serviceWorkers()[0]!;
    await worker.evaluate((settings) => chrome.storage.local.set(settings), {
      serviceUrl: sandbox.url,
      companyId: 'DemoCompany00001',
    });
    const helper = await signIn(browser.context, `chrome-extension://${browser.extensionId}`);

    const cold = await openPopup(helper, 'popup.html');
    const warm = await openRepeatedly(helper, 'popup.html');
    const floor = await openRepeatedly(helper, FLOOR_PAGE);
    const asleep = await openRepeatedly(helper, 'popup.html', { stopWorkerFirst: true });
    const floorAsleep = await openRepeatedly(helper, FLOOR_PAGE, { stopWorkerFirst: true });
    const round = (value: number | null) => Math.round((value ?? NaN) * 10) / 10;
    const floorText = (f: typeof floor) => `floor (bare page, same popup): in the page ${f.inPage} ms, painted ${f.firstPaint} ms`;
    return [
      {
        name: 'popup: vacancy list painted, cold (nothing cached)',
        value: round(cold.listPainted),
        unit: 'ms',
        detail: `first view in the page at ${round(cold.inPage)} ms; the list comes from the sandbox`,
      },
      {
        name: `popup: first useful view from cache, in the page (median of ${OPENINGS})`,
        value: warm.inPage,
        unit: 'ms',
        budget: 50,
        detail: `vacancy list painted at ${warm.listPainted} ms, in the first frame in ${warm.listInFirstFrame}/${OPENINGS}; ${floorText(floor)}`,
      },
      {
        name: `popup: same, service worker asleep (median of ${OPENINGS})`,
        value: asleep.inPage,
        unit: 'ms',
        detail: `vacancy list painted at ${asleep.listPainted} ms, in the first frame in ${asleep.listInFirstFrame}/${OPENINGS}; ${floorText(floorAsleep)}`,
      },
    ];
  } finally {
    await browser.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
