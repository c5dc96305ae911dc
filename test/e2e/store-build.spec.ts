import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { launchWithExtension } from './browser';

// The builds a recruiter installs (`npm run build`): what the test build may do to reach the local
// sandbox (http on loopback, pages of ours framed by loopback pages) must not be in them.
const STORE_BUILDS = { chrome: resolve('.output/chrome-mv3'), firefox: resolve('.output/firefox-mv3') };

interface Manifest {
  host_permissions?: string[];
  optional_host_permissions?: string[];
  web_accessible_resources?: unknown[];
}

for (const [browserName, dir] of Object.entries(STORE_BUILDS)) {
  test(`the ${browserName} store build asks for https only and exposes no page to websites`, () => {
    expect(existsSync(resolve(dir, 'manifest.json')), `run "npm run build" first (${dir})`).toBe(true);
    const manifest = JSON.parse(readFileSync(resolve(dir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.web_accessible_resources ?? []).toEqual([]);
    expect(manifest.host_permissions ?? []).toEqual([]);
    expect(manifest.optional_host_permissions).toEqual(['https://*/*']);
  });
}

test('a loopback page cannot frame the store build’s popup or settings in Chromium', async () => {
  const server = createServer((request, response) => {
    const id = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('id');
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(
      `<iframe id="popup" src="chrome-extension://${id}/popup.html"></iframe><iframe id="options" src="chrome-extension://${id}/options.html"></iframe>`,
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const browser = await launchWithExtension(STORE_BUILDS.chrome);
  try {
    const page = await browser.context.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/?id=${browser.extensionId}`);
    for (const id of ['popup', 'options']) {
      const frame = await (await page.locator(`#${id}`).elementHandle())!.contentFrame();
      // The browser refuses the load: the frame holds its error page, never our document.
      await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
      expect(await frame?.evaluate(() => document.body.innerText)).not.toMatch(/CV importer|Sign in|Service URL/);
    }
  } finally {
    await browser.close();
    server.close();
  }
});
