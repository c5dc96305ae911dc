import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, type Demo } from './demo-setup';

const SCREENSHOTS = resolve('tour-screenshots');

interface StoredMeta {
  posts: number;
  entries: Array<{ company: string; reference: string; type: string; app_name: string; value: Record<string, unknown> }>;
}

/**
 * The headless version of `npm start`: the main job, step by step, as a recruiter would do it —
 * sign in, list vacancies, open the demo candidate, import it — then what the service stored.
 * Resolves true only when the import landed.
 */
export async function runTour(demo: Demo, log: (line: string) => void): Promise<boolean> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const { browser, sandbox } = demo;
  let shot = 0;
  const screenshot = async (page: Page, name: string) => {
    const file = join(SCREENSHOTS, `${String(++shot).padStart(2, '0')}-${name}.png`);
    await page.screenshot({ path: file });
    return file;
  };
  const step = (text: string) => log(`▶ ${text}`);

  step('Open the demo candidate page');
  const candidateUrl = `${sandbox.url}/demo/jsonld-profile.html`;
  const candidatePage = await browser.context.newPage();
  await candidatePage.goto(candidateUrl);
  const worker = browser.context.serviceWorkers()[0]!;
  const tabId = await worker.evaluate(
    async (url) => (await chrome.tabs.query({})).find((tab) => tab.url === url)?.id ?? null,
    candidateUrl,
  );
  if (tabId === null) throw new Error('The demo page did not open.');

  step('Open the popup on that tab and sign in');
  const popup = await browser.context.newPage();
  await popup.setViewportSize({ width: 420, height: 640 });
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html?tab=${tabId}`);
  await popup.getByLabel('Email').fill(DEMO_EMAIL);
  await popup.getByLabel('Password').fill(DEMO_PASSWORD);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await popup.getByRole('button', { name: 'Sign out' }).waitFor();
  log(`  signed in as ${DEMO_EMAIL}`);

  step('List the vacancies');
  await popup.getByRole('tab', { name: 'Vacancies' }).click();
  const vacancies = popup.getByRole('tabpanel').getByRole('listitem');
  await vacancies.first().waitFor();
  log(`  ${await vacancies.count()} vacancies; screenshot ${await screenshot(popup, 'vacancies')}`);

  step('Open the candidate read from the page');
  await popup.getByRole('tab', { name: 'Candidate' }).click();
  const importButton = popup.getByRole('button', { name: 'Import candidate' });
  await importButton.waitFor();
  log(`  screenshot ${await screenshot(popup, 'candidate')}`);

  step('Import the candidate');
  await importButton.click();
  await popup.getByText('Imported').first().waitFor({ timeout: 20_000 });
  log(`  screenshot ${await screenshot(popup, 'imported')}`);

  step('What the service stored');
  const stored = (await (await fetch(`${sandbox.url}/_sandbox/candidate-meta`)).json()) as StoredMeta;
  const entry = stored.entries.find((candidate) => candidate.reference === 'camille.laurent@example.org');
  if (!entry) {
    log('  the import did not land');
    return false;
  }
  log(JSON.stringify(entry, null, 2).replace(/^/gm, '  '));
  log(`Screenshots: ${SCREENSHOTS}`);
  return true;
}
