import { chromium, type BrowserContext } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's Chromium, or CHROMIUM_PATH, or Playwright's own Chromium when one was installed. */
export function findChromium(): string {
  const found = CHROMIUM_CANDIDATES.find((path): path is string => !!path && existsSync(path));
  if (found) return found;
  try {
    const bundled = chromium.executablePath();
    if (existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  throw new Error(
    'No Chromium found. Install one with "sudo apt-get install -y chromium" (Debian/Ubuntu), ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  close(): Promise<void>;
}

/**
 * Real Chromium with a built extension loaded, in a fresh profile that is removed on close; or in
 * `profileDir`, kept on close, so a test can restart the browser over the same profile.
 */
export async function launchWithExtension(
  extensionDir: string,
  options: { headless?: boolean; profileDir?: string } = {},
): Promise<ExtensionBrowser> {
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    throw new Error(`No built extension at ${extensionDir}.`);
  }
  const profileDir = options.profileDir ?? mkdtempSync(join(tmpdir(), 'cvi-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: findChromium(),
    headless: options.headless ?? true,
    viewport: options.headless === false ? null : { width: 1280, height: 800 },
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      // This machine's network is closed: without these Chromium keeps trying to reach Google.
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
      if (!options.profileDir) rmSync(profileDir, { recursive: true, force: true });
    },
  };
}
