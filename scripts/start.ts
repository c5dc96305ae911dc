import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { startSandbox, type RunningSandbox } from '../sandbox/server';
import { launchWithExtension, type ExtensionBrowser } from './chromium';

/**
 * `npm start`: the extension against the embedded sandbox service. Starts the sandbox, builds the
 * extension, opens Chromium with it loaded on a demo candidate page, already signed-in-ready and
 * pointed at the sandbox. Ctrl-C stops everything it started.
 */
const DEMO_COMPANY = 'DemoCompany00001';
const DEMO_EMAIL = 'recruiter@example.com';
const DEMO_PASSWORD = 'sandbox-password';
const PORT = Number(process.env.SANDBOX_PORT ?? 8787);

function hasDisplay(): boolean {
  return Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

function build(): void {
  console.log('Building the extension…');
  const result = spawnSync('npx', ['wxt', 'build'], { encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('The extension build failed (see above).');
  }
}

async function main(): Promise<void> {
  if (!hasDisplay()) {
    console.error('npm start opens a Chromium window and needs a display (DISPLAY or WAYLAND_DISPLAY is not set).');
    console.error('On a machine without one, run the tests instead: npm test');
    process.exit(1);
  }
  let sandbox: RunningSandbox | undefined;
  let browser: ExtensionBrowser | undefined;
  const stop = async () => {
    await browser?.close().catch(() => {});
    await sandbox?.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  sandbox = await startSandbox({ port: PORT, quiet: true });
  console.log(`Sandbox service: ${sandbox.url}`);
  build();
  browser = await launchWithExtension(resolve('.output/chrome-mv3'), { headless: false });
  const worker = browser.context.serviceWorkers()[0];
  await worker?.evaluate(
    (settings) => chrome.storage.local.set(settings),
    { serviceUrl: sandbox.url, companyId: DEMO_COMPANY },
  );
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.goto(`${sandbox.url}/demo/jsonld-profile.html`);

  console.log('');
  console.log('Chromium is open on a demo candidate page with the extension loaded.');
  console.log(`Click the CV importer button (or press Alt+Shift+I) and sign in with:`);
  console.log(`  Email:    ${DEMO_EMAIL}`);
  console.log(`  Password: ${DEMO_PASSWORD}`);
  console.log(`More demo pages: ${sandbox.url}/demo/   ·   Ctrl-C stops everything.`);
  browser.context.on('close', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
