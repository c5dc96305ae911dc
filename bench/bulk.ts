import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { launchWithExtension } from '../scripts/chromium';
import { median, type BenchLine } from './stats';
import { CORPUS_DIR } from '../lib/extract/node/corpus.ts';
import { poolSizeFor } from '../lib/bulk/parse-pool.ts';

const EXTENSION_DIR = resolve(process.env.CVI_EXTENSION_DIR || '.output-test/chrome-mv3');
const CORPUS_PDFS = `${CORPUS_DIR}/docs/gen-pdf`;
const FILES = 100;
const KEYSTROKES = 30;

/**
 * Run in the bulk page before the files are given: records when reading is done (every row read),
 * each keystroke's input-to-next-frame latency (from the event's own time stamp to the next
 * animation frame, which runs once the page has handled it), and nothing else. Plain JavaScript in
 * a string: tsx would wrap named functions in a helper the page does not have.
 */
const INSTRUMENT = `() => {
  const bench = { readAt: null, latencies: [], longTasks: [] };
  window.__bulkBench = bench;
  new PerformanceObserver((list) => bench.longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask' });
  document.addEventListener('keydown', (event) => {
    const pressed = event.timeStamp;
    requestAnimationFrame(() => bench.latencies.push(performance.now() - pressed));
  }, true);
  const watch = () => {
    const rows = document.querySelectorAll('.review-table tbody tr').length;
    const reading = document.querySelectorAll('.review-table .status-reading').length;
    if (rows === ${FILES} && reading === 0) bench.readAt = performance.now();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}`;

/** Samples the page's JS heap (CDP Performance.getMetrics) until stopped; resolves to the peak in bytes. */
async function heapPeak(page: Page): Promise<{ stop: () => Promise<number> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  let peak = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { metrics } = await cdp.send('Performance.getMetrics');
      peak = Math.max(peak, metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await sampling;
      await cdp.detach();
      return peak;
    },
  };
}

/**
 * `npm run bench`, section 'bulk': 100 PDF CVs of the corpus given to the bulk import page of the
 * built extension in real Chromium, read by its parse workers end to end (the time from the files
 * chosen to every row read); while they are read, keystrokes typed into a cell of the table and the
 * time each takes to the next frame; the page's peak JS heap. Signed out: reading needs no service.
 */
export async function benchBulk(): Promise<BenchLine[]> {
  const files = readdirSync(CORPUS_PDFS)
    .filter((name) => name.endsWith('.pdf'))
    .sort()
    .slice(0, FILES)
    .map((name) => join(CORPUS_PDFS, name));
  // Other work on the machine takes the same processors: the figures say how busy it was.
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const browser = await launchWithExtension(EXTENSION_DIR);
  try {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`chrome-extension://${browser.extensionId}/bulk.html`);
    const input = page.getByLabel('Choose CV files');
    await input.waitFor();
    const workers = poolSizeFor(await page.evaluate(() => navigator.hardwareConcurrency));
    await page.evaluate(`(${INSTRUMENT})()`);
    const heap = await heapPeak(page);

    const chosenAt = await page.evaluate(() => performance.now());
    await input.setInputFiles(files);
    // As soon as the first row is there, type into one of its cells while the rest is read.
    const cell = page.getByRole('textbox', { name: /^Headline, / }).first();
    await cell.click();
    await page.keyboard.type('x'.repeat(KEYSTROKES), { delay: 40 });
    await page.waitForFunction(
      () => (window as unknown as { __bulkBench: { readAt: number | null } }).__bulkBench.readAt !== null,
      undefined,
      {
        timeout: 120_000,
      },
    );
    const peak = await heap.stop();
    const { readAt, latencies, longTasks } = await page.evaluate(
      () => (window as unknown as { __bulkBench: { readAt: number; latencies: number[]; longTasks: number[] } }).__bulkBench,
    );
    const reads = await page.evaluate(() => performance.getEntriesByName('cvi:bulk-read').map((entry) => entry.duration));
    const total = readAt - chosenAt;
    const whileReading = latencies.slice(0, KEYSTROKES);
    const round = (value: number) => Math.round(value * 10) / 10;
    return [
      {
        name: `bulk: ${FILES} PDF CVs read in the page, end to end`,
        value: Math.round(total),
        unit: 'ms',
        budget: 5_000,
        detail: `${workers} parse worker(s) (navigator.hardwareConcurrency less one, kept for the page); from the files chosen to every row read; machine load ${load} at the start`,
      },
      {
        name: 'bulk: time per CV (end to end / files)',
        value: round(total / FILES),
        unit: 'ms',
        budget: 50,
        detail: `in a worker: median ${round(median(reads))} ms, slowest ${round(Math.max(...reads))} ms (the first of each worker loads pdf.js)`,
      },
      {
        name: 'bulk: keystroke in the table while reading, worst input-to-next-frame',
        value: round(Math.max(...whileReading)),
        unit: 'ms',
        budget: 50,
        detail: `median ${round(median(whileReading))} ms over ${whileReading.length} keystrokes typed into a cell while the files were read; the page's main thread had ${longTasks.length} tasks over 50 ms (longest ${round(Math.max(0, ...longTasks))} ms)`,
      },
      {
        name: 'bulk: peak JS heap of the page while reading',
        value: round(peak / 1024 / 1024),
        unit: 'MB',
        detail: 'the page itself (CDP JSHeapUsedSize); each parse worker has its own heap, one file at a time',
      },
    ];
  } finally {
    await browser.close();
  }
}
