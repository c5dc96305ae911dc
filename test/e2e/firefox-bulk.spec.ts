import { expect, test } from '@playwright/test';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import {
  chooseColumn,
  chooseVacancy,
  EXTENSION_ID,
  extensionUrl,
  FIREFOX,
  FIREFOX_EXTENSION_DIR,
  fill,
  firefoxMissing,
  waitFor,
  launchFirefox,
  openExtensionPage,
  press,
} from './firefox-helpers';
import { CORPUS_DIR } from '../../lib/extract/node/corpus.ts';

/**
 * The bulk import page of the Firefox build, in real Firefox (see firefox-helpers.ts): CV files
 * chosen on the page are read by its parse workers, checked against the service, and imported
 * through the outbox of Firefox's background page.
 */
const PDFS = [
  'docx-classic__amelie-dupont.pdf',
  'html-portfolio__etienne-gagnon-bouchard.pdf',
  'jr-elite__emily-chen.pdf',
  'jr-github__mael-rousseau.pdf',
];
const DOCXS = ['docx-classic__liam-macdonald.docx', 'docx-banner__giulia-rossi.docx'];
const SCANNED = 'scanned-cv.pdf';
/** A corpus CV whose candidate the service is given beforehand, in another vacancy. */
const KNOWN = 'jr-crisp__celine-favre.pdf';
const VACANCY = 'Senior Full-Stack Developer (TypeScript)';
const OTHER_VACANCY_SLUG = 'data-engineer-contract';
const SANDBOX_API_KEY = 'sandbox-api-key-demo-0001';
const NOTE = 'Met at the Lille job fair.';

interface InspectedApplicant {
  id: string;
  email: string | null;
  vacancy: { title: string } | null;
  column: string | null;
  cv: { fileName: string } | { link: string } | null;
  notes: Array<{ text: string }>;
}

interface TableRow {
  file: string;
  email: string;
  status: string;
  why: string;
  imported: string;
}

test.describe('Firefox: bulk import', () => {
  test.skip(firefoxMissing, `firefox-esr not installed at ${FIREFOX}`);

  let sandbox: RunningSandbox;
  let dataDir: string;
  let folder: string;
  let files: string[];
  let firefox: Browser;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cvi-ff-bulk-data-'));
    sandbox = await startSandbox({ port: 0, dataDir, quiet: true });
    folder = mkdtempSync(join(tmpdir(), 'cvi-ff-bulk-'));
    for (const name of [...PDFS, KNOWN]) copyFileSync(`${CORPUS_DIR}/docs/gen-pdf/${name}`, join(folder, name));
    for (const name of DOCXS) copyFileSync(`${CORPUS_DIR}/docs/gen-docx/${name}`, join(folder, name));
    copyFileSync(resolve('test/fixtures/extract/docs/documents/scanned-cv.pdf'), join(folder, SCANNED));
    files = [...PDFS, ...DOCXS, SCANNED, KNOWN].map((name) => join(folder, name));
    await applyThroughCareersSite(knownEmail());
    firefox = await launchFirefox();
    expect(await firefox.installExtension(FIREFOX_EXTENSION_DIR)).toBe(EXTENSION_ID);
  });

  test.afterAll(async () => {
    await firefox?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  });

  function knownEmail(): string {
    const truth = JSON.parse(readFileSync(`${CORPUS_DIR}/gt/gen-pdf/${KNOWN.replace(/\.pdf$/, '')}.json`, 'utf8')) as {
      expected: { emails: string[] };
    };
    return truth.expected.emails[0]!;
  }

  /** The candidate applies to another vacancy on the careers site, so the service knows them before the batch. */
  async function applyThroughCareersSite(email: string): Promise<void> {
    const response = await fetch(`${sandbox.url}/vacancy/candidate/json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        vacancy: OTHER_VACANCY_SLUG,
        token: SANDBOX_API_KEY,
        firstname: 'Céline',
        lastname: 'Favre',
        email,
        type: 'link',
        resume: 'https://example.com/celine-favre.pdf',
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  async function applicantsIn(vacancy: string): Promise<InspectedApplicant[]> {
    const response = await fetch(`${sandbox.url}/_sandbox/applicants`);
    expect(response.ok).toBe(true);
    return ((await response.json()) as { applicants: InspectedApplicant[] }).applicants.filter((one) => one.vacancy?.title === vacancy);
  }

  async function configure(page: Page): Promise<void> {
    await openExtensionPage(page, sandbox.url, 'popup.html');
    await page.evaluate((settings) => browser.storage.local.set(settings), {
      serviceUrl: sandbox.url,
      careersUrl: sandbox.url,
      companyId: 'DemoCompany00001',
    });
  }

  async function openBulkPage(): Promise<Page> {
    const page = await firefox.newPage();
    await openExtensionPage(page, sandbox.url, 'bulk.html');
    return page;
  }

  async function faults(rules: object[]): Promise<void> {
    const response = await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: rules.length > 0 ? 'POST' : 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: rules.length > 0 ? JSON.stringify({ rules }) : undefined,
    });
    expect(response.ok).toBe(true);
  }

  function headingShown(page: Page, heading: string, timeout: number) {
    return waitFor(
      page,
      (text) => [...document.querySelectorAll('h2')].some((h2) => h2.textContent === text),
      { polling: 250, timeout },
      heading,
    );
  }

  async function signIn(page: Page): Promise<void> {
    await page.waitForSelector('input[type=email]');
    await fill(page, 'Email', 'recruiter@example.com');
    await fill(page, 'Password', 'sandbox-password');
    await press(page, 'Sign in');
    await waitFor(page, () => [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Sign out'), {
      polling: 200,
      timeout: 20_000,
    });
  }

  async function chooseCvFiles(page: Page, paths: string[]): Promise<void> {
    const input = await page.evaluateHandle(() =>
      [...document.querySelectorAll('label')]
        .find((label) => label.textContent?.trim() === 'Choose CV files')
        ?.querySelector<HTMLInputElement>('input[type=file]'),
    );
    const element = input.asElement() as ElementHandle<HTMLInputElement> | null;
    expect(element, 'the Choose CV files input').not.toBeNull();
    await element!.uploadFile(...paths);
  }

  /** The table as the recruiter reads it: each file's e-mail, status, why, and import. */
  function tableOf(page: Page): Promise<TableRow[]> {
    return page.evaluate(() =>
      [...document.querySelectorAll('.review-table tbody tr')].map((row) => {
        const cells = row.querySelectorAll('td');
        return {
          file: cells[1]?.textContent ?? '',
          email: cells[3]?.querySelector('input')?.value ?? '',
          status: cells[7]?.querySelector('.status-badge')?.textContent ?? '',
          why: cells[7]?.querySelector('small')?.textContent ?? '',
          imported: cells[8]?.firstChild?.textContent ?? '',
        };
      }),
    );
  }

  test("in Firefox too, the popup's Bulk import link opens the page in a tab", async () => {
    const popup = await firefox.newPage();
    await configure(popup);
    // A real click: Firefox opens a new tab from a link only on the recruiter's own gesture.
    await popup.waitForSelector('a[href="/bulk.html"]');
    await popup.click('a[href="/bulk.html"]');
    // BiDi does not show a tab an extension page opened, so the extension's own tab list is asked; the
    // page's script names its tab once it has started.
    await waitFor(
      popup,
      async (url) => (await browser.tabs.query({})).some((tab) => tab.url === url && tab.title === 'Bulk import'),
      { polling: 200, timeout: 10_000 },
      extensionUrl('bulk.html'),
    );
    await popup.close();
  });

  test('in Firefox too, the bulk page reads PDF and DOCX CVs, gives their statuses, and Import all lands exactly the ready rows', async () => {
    test.setTimeout(180_000);
    const settings = await firefox.newPage();
    await configure(settings);
    await settings.close();
    const page = await openBulkPage();
    await signIn(page);
    await chooseCvFiles(page, files);
    await headingShown(page, `${files.length} CVs to review`, 10_000);
    // Every file read in the page's workers and every e-mail checked against the ATS.
    await waitFor(
      page,
      (count) => {
        const table = document.querySelector('.review-table tbody');
        return table?.querySelectorAll('tr').length === count && !/Reading…|Checking the ATS…/.test(table.textContent ?? '');
      },
      { polling: 250, timeout: 90_000 },
      files.length,
    ).catch(async (error: unknown) => {
      throw new Error(`not all read: ${JSON.stringify(await tableOf(page))}`, { cause: error });
    });

    const table = await tableOf(page);
    const row = (file: string) => table.find((one) => one.file === file);
    expect(row(SCANNED)).toMatchObject({ status: 'Unreadable', why: 'This CV is an image; there is no text to read.' });
    expect(row(KNOWN)).toMatchObject({ email: knownEmail(), status: 'Already in the ATS' });
    expect(row(KNOWN)!.why).toMatch(/^In Data Engineer \(contract\) \(column .+\)/);
    const others = table.filter((one) => one.file !== SCANNED && one.file !== KNOWN);
    expect(others.map((one) => one.file).sort()).toEqual([...PDFS, ...DOCXS].sort());
    for (const other of others) {
      expect(['Ready', 'Needs review'], `${other.file}: ${other.status} ${other.why}`).toContain(other.status);
      expect(other.email, other.file).toMatch(/@/);
    }
    const ready = others.filter((one) => one.status === 'Ready');
    // The same files are Ready in Chromium (test/e2e/bulk-import.spec.ts): at least one PDF and one DOCX must be here.
    expect(ready.some((one) => one.file.endsWith('.pdf')) && ready.some((one) => one.file.endsWith('.docx')), JSON.stringify(table)).toBe(
      true,
    );

    await chooseVacancy(page, 'full-stack', VACANCY, SANDBOX_API_KEY);
    await chooseColumn(page, 'Technical interview');
    await fill(page, 'Note (optional)', NOTE);
    const before = new Set((await applicantsIn(VACANCY)).map((one) => one.id));
    // The careers site answers slowly, so the page is closed with imports still to do: the outbox
    // of Firefox's background page carries on, and the page opened again follows it to the end.
    await faults([{ method: 'POST', path: '/vacancy/candidate/json', delayMs: 700 }]);
    await press(page, `Add all ${ready.length} candidates to the vacancy`, 20_000);
    await waitFor(
      page,
      () =>
        [...document.querySelectorAll('.review-table tbody tr td:nth-child(9)')].some(
          (cell) => cell.firstChild?.textContent === 'Imported',
        ),
      { polling: 100, timeout: 30_000 },
    );
    const importedBeforeClosing = (await tableOf(page)).filter((one) => one.imported === 'Imported').length;
    expect(importedBeforeClosing).toBeLessThan(ready.length);
    await page.close();

    const again = await openBulkPage();
    await headingShown(again, `${files.length} CVs to review`, 10_000);
    await headingShown(again, `Added to ${VACANCY}`, 90_000).catch(async (error: unknown) => {
      const shown = await again.evaluate(() => document.querySelector('.batch-summary')?.textContent ?? '(no summary)');
      throw new Error(`not all added: ${shown}`, { cause: error });
    });
    await faults([]);

    const counts = await again.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('.summary-counts div')].map((item) => [
          item.querySelector('dt')?.textContent,
          item.querySelector('dd')?.textContent,
        ]),
      ),
    );
    expect(counts).toEqual({
      Imported: String(ready.length),
      'Already there': '1',
      Skipped: String(files.length - ready.length - 1),
      Failed: '0',
    });

    // Exactly the ready rows, each once, with the batch's column and note and their own file as CV.
    const landed = (await applicantsIn(VACANCY)).filter((one) => !before.has(one.id));
    expect(landed.map((one) => one.email?.toLowerCase()).sort()).toEqual(ready.map((one) => one.email.toLowerCase()).sort());
    for (const applicant of landed) {
      const file = ready.find((one) => one.email.toLowerCase() === applicant.email?.toLowerCase())!.file;
      expect(applicant, file).toMatchObject({ column: 'Technical interview', notes: [{ text: NOTE }], cv: { fileName: file } });
    }
    await again.close();
  });
});
