import { chromium, type BrowserContext } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const TEST_EXTENSION_DIR = resolve('.output-test/chrome-mv3');

const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(): string {
  const found = CHROMIUM_CANDIDATES.find((path): path is string => !!path && existsSync(path));
  if (!found) {
    throw new Error('No Chromium found: install Debian\'s "chromium" package or set CHROMIUM_PATH.');
  }
  return found;
}

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  close(): Promise<void>;
}

/** Real Chromium with the built extension loaded, in a fresh profile. */
export async function launchWithExtension(extensionDir = TEST_EXTENSION_DIR): Promise<ExtensionBrowser> {
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    throw new Error(`No built extension at ${extensionDir}: run "npm run build:test" first.`);
  }
  const profileDir = mkdtempSync(join(tmpdir(), 'cvi-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: findChromium(),
    headless: true,
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    extensionId,
    async close() {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}
