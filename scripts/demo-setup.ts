import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSandbox, type RunningSandbox } from '../sandbox/server';
import { launchWithExtension, type ExtensionBrowser } from './chromium';

export const DEMO_COMPANY = 'DemoCompany00001';
export const DEMO_EMAIL = 'recruiter@example.com';
export const DEMO_PASSWORD = 'sandbox-password';

/**
 * The demo uses the loopback build (`npm run build:test`): it may read the sandbox's demo pages and
 * call the sandbox without the permission prompts a recruiter would click through.
 */
const DEMO_EXTENSION_DIR = resolve('.output-test/chrome-mv3');

export interface Demo {
  sandbox: RunningSandbox;
  browser: ExtensionBrowser;
  stop(): Promise<void>;
}

function buildExtension(): void {
  const result = spawnSync('npm', ['run', '--silent', 'build:test'], { encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('The extension build failed (see above).');
  }
}

/** Sandbox + built extension + Chromium pointed at the sandbox. */
export async function startDemo(options: { headless: boolean; port: number; log: (line: string) => void }): Promise<Demo> {
  // A fresh data folder each time: the demo starts from the seed, and an import from an earlier
  // run cannot pass for this one's.
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-importer-demo-'));
  const sandbox = await startSandbox({ port: options.port, dataDir, quiet: true }).catch(async (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    options.log(`Port ${options.port} is busy; the sandbox takes a free one.`);
    return startSandbox({ port: 0, dataDir, quiet: true });
  });
  options.log(`Sandbox service: ${sandbox.url}`);
  options.log('Building the extension…');
  try {
    buildExtension();
  } catch (error) {
    await sandbox.close();
    throw error;
  }
  const browser = await launchWithExtension(DEMO_EXTENSION_DIR, { headless: options.headless }).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  const worker = browser.context.serviceWorkers()[0];
  await worker?.evaluate((settings) => chrome.storage.local.set(settings), {
    serviceUrl: sandbox.url,
    companyId: DEMO_COMPANY,
  });
  return {
    sandbox,
    browser,
    async stop() {
      await browser.close().catch(() => {});
      await sandbox.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
