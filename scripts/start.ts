import { DEMO_EMAIL, DEMO_PASSWORD, startDemo, type Demo } from './demo-setup';
import { runTour } from './tour';

/**
 * `npm start`: the extension against the embedded sandbox service. With a display, Chromium opens
 * on a demo candidate page for you to try; without one (a server, CI), the same flow runs as a
 * scripted tour in headless Chromium. Ctrl-C stops everything it started.
 */
const PORT = Number(process.env.SANDBOX_PORT ?? 8787);
const log = (line: string) => console.log(line);

const hasDisplay = () => Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);

async function interactive(demo: Demo): Promise<void> {
  const page = demo.browser.context.pages()[0] ?? (await demo.browser.context.newPage());
  await page.goto(`${demo.sandbox.url}/demo/jsonld-profile.html`);
  log('');
  log('Chromium is open on a demo candidate page with the extension loaded.');
  log('Click the CV importer button (or press Alt+Shift+I) and sign in with:');
  log(`  Email:    ${DEMO_EMAIL}`);
  log(`  Password: ${DEMO_PASSWORD}`);
  log(`More demo pages: ${demo.sandbox.url}/demo/   ·   Ctrl-C stops everything.`);
  await new Promise<void>((resolve) => demo.browser.context.on('close', () => resolve()));
}

async function main(): Promise<number> {
  const headless = !hasDisplay();
  if (headless) log('No display (DISPLAY is not set): running the scripted tour in headless Chromium.');
  const demo = await startDemo({ headless, port: PORT, log });
  const stop = () => void demo.stop().then(() => process.exit(130));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    if (!headless) {
      await interactive(demo);
      return 0;
    }
    const landed = await runTour(demo, log);
    log(landed ? '✔ The import landed in the sandbox service.' : '✘ The import did not land.');
    return landed ? 0 : 1;
  } finally {
    await demo.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
