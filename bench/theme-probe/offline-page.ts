import { chromium, type Browser, type Page } from '@playwright/test';
import { findChromium } from '../../scripts/chromium.ts';

/**
 * Chromium with one page that loads nothing from the network (themes link fonts and style sheets on
 * CDNs): the probes render offline, as the machine is.
 */
export async function openOfflinePage(): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  return { browser, page };
}
