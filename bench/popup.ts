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
/** The popup's own mark: its first view is in the page (lib/ui/first-view-mark.ts). */
const FIRST_VIEW_MARK = 'cvi:first-view';

/**
 * The floor: an extension page with one line of script and one line of text, added to the built
 * test extension for this run only. No popup can show anything before this page does.
 */
function addFloorPage(): void {
  writeFileSync(join(EXTENSION_DIR, 'bench-floor.html'), '<!doctype html><meta charset="utf-8"><title>floor</title><p>floor</p><script type="module" src="/bench-floor.js"></script>\n');
  writeFileSync(join(EXTENSION_DIR, 'bench-floor.js'), `performance.mark(${JSON.stringify(FIRST_VIEW_MARK)});\n`);
}

interface Opening {
  /** The page's first view is in the DOM (the popup's mark; the floor page's script ran). */
  inPage: number;
  /** The browser painted its first content. */
  firstPaint: number;
  /** The browser painted a vacancy title (Element Timing); NaN when none was painted within 5 s. */
  vacanciesPainted: number;
}

/** Opens the page in a fresh tab, as a popup is a fresh page each time; times are from its navigation start. */
async function open(context: BrowserContext, url: string, options: { stopWorkerFirst?: boolean } = {}): Promise<Opening> {
  const page: Page = await context.newPage();
  try {
    if (options.stopWorkerFirst) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await cdp.detach();
      await page.waitForTimeout(300);
    }
    await page.goto(url);
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    return await page.evaluate(async ([mark, listExpected]) => {
      const painted = await new Promise<number>((resolve) => {
        if (!listExpected) return resolve(NaN);
        const observer = new PerformanceObserver((list) => {
          const times = list.getEntries().map((entry) => (entry as PerformanceEntry & { renderTime: number }).renderTime);
          if (times.length > 0) resolve(Math.min(...times));
        });
        observer.observe({ type: 'element', buffered: true });
        setTimeout(() => resolve(NaN), 5000);
      });
      const firstPaint = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({ type: 'paint', buffered: true });
      });
      const inPage = performance.getEntriesByName(mark)[0]?.startTime ?? NaN;
      return { inPage, firstPaint, vacanciesPainted: painted };
    }, [FIRST_VIEW_MARK, !url.endsWith('bench-floor.html')] as const);
  } finally {
    await page.close();
  }
}

async function openRepeatedly(context: BrowserContext, url: string, options: { stopWorkerFirst?: boolean } = {}) {
  const openings: Opening[] = [];
  for (let i = 0; i < OPENINGS; i++) openings.push(await open(context, url, options));
  const medianOf = (pick: (opening: Opening) => number) => Math.round(median(openings.map(pick)) * 10) / 10;
  return { inPage: medianOf((o) => o.inPage), firstPaint: medianOf((o) => o.firstPaint), vacanciesPainted: medianOf((o) => o.vacanciesPainted) };
}

/**
 * The popup in real Chromium (headless), opened on a tab with nothing to import, so its first
 * useful view is the vacancy list:
 * - cold: the first opening after sign-in, nothing cached, the list comes from the sandbox;
 * - from cache: every later opening, with the service worker awake and, separately, asleep
 *   (the browser stops it after 30 s idle, so that is how recruiters mostly find it).
 * Times are from the page's navigation start to the browser's paint of a vacancy title. The
 * floor page, measured in the same browser, shows what this machine allows any extension page.
 */
export async function benchPopup(): Promise<BenchLine[]> {
  const build = spawnSync('npm', ['run', '--silent', 'build:test'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
  addFloorPage();
  const dataDir = mkdtempSync(join(tmpdir(), 'cvi-bench-popup-'));
  const sandbox = await startSandbox({ port: 0, dataDir, quiet: true });
  const browser = await launchWithExtension(EXTENSION_DIR);
  try {
    const { context, extensionId } = browser;
    const worker = context.serviceWorkers()[0]!;
    await worker.evaluate((settings) => chrome.storage.local.set(settings), {
      serviceUrl: sandbox.url,
      companyId: 'DemoCompany00001',
    });
    const base = `chrome-extension://${extensionId}`;
    const setup = await context.newPage();
    await setup.goto(`${base}/bench-floor.html`);
    const signedIn = await setup.evaluate(() =>
      chrome.runtime.sendMessage({ type: 'session.signIn', payload: { email: 'recruiter@example.com', password: 'sandbox-password' } }),
    );
    if (!signedIn?.ok) throw new Error('sign-in failed in the popup benchmark');
    await setup.close();

    const cold = await open(context, `${base}/popup.html`);
    const warm = await openRepeatedly(context, `${base}/popup.html`);
    const floor = await openRepeatedly(context, `${base}/bench-floor.html`);
    const asleep = await openRepeatedly(context, `${base}/popup.html`, { stopWorkerFirst: true });
    const floorAsleep = await openRepeatedly(context, `${base}/bench-floor.html`, { stopWorkerFirst: true });
    const round = (value: number) => Math.round(value * 10) / 10;
    return [
      {
        name: 'popup: vacancy list painted, cold (nothing cached)',
        value: round(cold.vacanciesPainted),
        unit: 'ms',
        detail: `first paint (the workspace) at ${round(cold.firstPaint)} ms; the list comes from the sandbox`,
      },
      {
        name: `popup: first useful view from cache, painted (median of ${OPENINGS})`,
        value: warm.vacanciesPainted,
        unit: 'ms',
        budget: 50,
        detail: `in the page at ${warm.inPage} ms; floor on this machine (bare extension page): script ${floor.inPage} ms, paint ${floor.firstPaint} ms`,
      },
      {
        name: `popup: first useful view from cache, service worker asleep (median of ${OPENINGS})`,
        value: asleep.vacanciesPainted,
        unit: 'ms',
        detail: `in the page at ${asleep.inPage} ms; bare extension page after the same stop: paint ${floorAsleep.firstPaint} ms`,
      },
    ];
  } finally {
    await browser.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
