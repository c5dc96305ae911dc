import { expect, test } from '@playwright/test';
import { launchWithExtension } from './browser';
import { serviceWorker } from './extension-helpers';

test('the built extension loads in Chromium and its service worker starts', async () => {
  const browser = await launchWithExtension();
  try {
    expect(browser.extensionId).toMatch(/^[a-p]{32}$/);
    const manifest = await serviceWorker(browser).evaluate(() => chrome.runtime.getManifest());
    expect(manifest.name).toBe('CV importer');
    expect(await serviceWorker(browser).evaluate(() => chrome.i18n.getMessage('appName'))).toBe('CV importer');
    expect(manifest.manifest_version).toBe(3);

    const popup = await browser.context.newPage();
    await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
    await expect(popup.getByRole('heading', { name: 'CV importer' })).toBeVisible();
  } finally {
    await browser.close();
  }
});
