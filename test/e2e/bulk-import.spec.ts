import { expect, test, type Page } from '@playwright/test';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import JSZip from 'jszip';
import { RECRUITER, screenshot, startPopupWorld, type PopupWorld } from './popup-helpers';
import { CORPUS_DIR } from '../../lib/extract/node/corpus.ts';

/** An applicant as the sandbox's inspection call lists them. */
interface InspectedApplicant {
  id: string;
  email: string | null;
  vacancy: { id: string; title: string } | null;
  column: string | null;
  cv: { fileName: string; sha256: string } | { link: string } | null;
  notes: Array<{ text: string }>;
}

/** 30 PDF and 7 DOCX CVs of the shared corpus, each of another person (so no two share an e-mail). */
const PDFS = [
  'docx-banner__camille-durand.pdf',
  'docx-classic__amelie-dupont.pdf',
  'docx-compact__benoit-d-arcy.pdf',
  'docx-datecol__christopher-montgomery-hayes.pdf',
  'docx-sidebar__aoife-o-sullivan.pdf',
  'docx-twocol__aisha-rahman.pdf',
  'html-aboutme__deshawn-williams.pdf',
  'html-oldschool__alessandro-de-luca.pdf',
  'html-portfolio__etienne-gagnon-bouchard.pdf',
  'html-profile-card__anja-schroder.pdf',
  'jr-8-bit-sheep__bartholomew-featherstonehaugh-whitmore.pdf',
  'jr-ace__alvaro-fernandez-de-cordoba.pdf',
  'jr-actual__chloe-nguyen.pdf',
  'jr-autumn__anais-benali.pdf',
  'jr-colophon__ines-fournier.pdf',
  'jr-compact__aurelien-mercier.pdf',
  'jr-crisp__celine-favre.pdf',
  'jr-dinesh__eleanor-fitzgerald.pdf',
  'jr-direct__harriet-ashworth-bell.pdf',
  'jr-elite__emily-chen.pdf',
  'jr-folio__helene-moreau-lambert.pdf',
  'jr-fresh__katharina-weissenberger.pdf',
  'jr-full__marcus-johnson-jr.pdf',
  'jr-github__mael-rousseau.pdf',
  'jr-jacrys__alejandro-gutierrez.pdf',
  'jr-kards__genevieve-tremblay.pdf',
  'jr-kwan__anne-sophie-deschamps.pdf',
  'jr-latte__celine-da-silva.pdf',
  'jr-lucide__jean-baptiste-lefevre.pdf',
  'jr-mantra__francois-xavier-de-villiers-de-saint-amand.pdf',
];
const DOCXS = [
  'docx-banner__giulia-rossi.docx',
  'docx-banner__loic-le-goff.docx',
  'docx-banner__lucia-martinez.docx',
  'docx-banner__noemie-garnier-vasseur.docx',
  'docx-classic__gaelle-le-bihan.docx',
  'docx-classic__liam-macdonald.docx',
  'docx-classic__lukas-von-bergen.docx',
];
const SCANNED = 'scanned-cv.pdf';
const COPY = 'camille-durand-copy.pdf';
/** A CV whose e-mail is a sandbox seed applicant's (Marc Dubois, in the demo company's pipeline). */
const KNOWN = 'known-candidate.docx';
const KNOWN_EMAIL = 'marc.dubois@example.net';
const VACANCY = 'Senior Full-Stack Developer (TypeScript)';
const SANDBOX_API_KEY = 'sandbox-api-key-demo-0001';

let world: PopupWorld;
let folder: string;
let files: string[];

/** A corpus DOCX with its e-mail replaced by `email` wherever the document names it. */
async function docxWithEmail(source: string, email: string): Promise<Buffer> {
  const name = source
    .split('/')
    .pop()!
    .replace(/\.docx$/, '');
  const truth = JSON.parse(readFileSync(`${CORPUS_DIR}/gt/gen-docx/${name}.json`, 'utf8')) as { expected: { emails: string[] } };
  const zip = await JSZip.loadAsync(readFileSync(source));
  for (const path of Object.keys(zip.files).filter((path) => /\.(xml|rels)$/.test(path))) {
    zip.file(path, (await zip.file(path)!.async('string')).replaceAll(truth.expected.emails[0]!, email));
  }
  return zip.generateAsync({ type: 'nodebuffer' });
}

test.beforeAll(async () => {
  world = await startPopupWorld();
  folder = mkdtempSync(join(tmpdir(), 'cvi-bulk-'));
  for (const name of PDFS) copyFileSync(`${CORPUS_DIR}/docs/gen-pdf/${name}`, join(folder, name));
  for (const name of DOCXS) copyFileSync(`${CORPUS_DIR}/docs/gen-docx/${name}`, join(folder, name));
  copyFileSync(resolve('test/fixtures/extract/docs/documents/scanned-cv.pdf'), join(folder, SCANNED));
  copyFileSync(`${CORPUS_DIR}/docs/gen-pdf/${PDFS[0]}`, join(folder, COPY));
  writeFileSync(join(folder, KNOWN), await docxWithEmail(`${CORPUS_DIR}/docs/gen-docx/docx-twocol__jessica-thompson.docx`, KNOWN_EMAIL));
  files = [...PDFS, ...DOCXS, SCANNED, COPY, KNOWN].map((name) => join(folder, name));
});
test.afterAll(async () => {
  await world?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function bulkPage(): Promise<Page> {
  const page = await world.browser.context.newPage();
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`chrome-extension://${world.browser.extensionId}/bulk.html`);
  return page;
}

async function signInIfAsked(page: Page): Promise<void> {
  const form = page.getByRole('button', { name: 'Sign in', exact: true });
  const signedIn = page.getByRole('button', { name: 'Sign out' });
  await expect(form.or(signedIn).first()).toBeVisible();
  if (await signedIn.isVisible()) return;
  await page.getByLabel('Email').fill(RECRUITER.email);
  await page.getByLabel('Password').fill(RECRUITER.password);
  await form.click();
  await expect(signedIn).toBeVisible();
}

/** The table as the recruiter reads it: each file's e-mail, status, why, and import. */
function tableOf(page: Page): Promise<Array<{ file: string; email: string; status: string; why: string; imported: string }>> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.review-table tbody tr')].map((row) => {
      const cells = row.querySelectorAll('td');
      return {
        file: cells[1]!.textContent ?? '',
        email: (cells[3]!.querySelector('input') as HTMLInputElement).value,
        status: cells[7]!.querySelector('.status-badge')?.textContent ?? '',
        why: cells[7]!.querySelector('small')?.textContent ?? '',
        imported: cells[8]!.firstChild?.textContent ?? '',
      };
    }),
  );
}

async function applicantsIn(vacancy: string): Promise<InspectedApplicant[]> {
  const response = await fetch(`${world.sandbox.url}/_sandbox/applicants`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { applicants: InspectedApplicant[] }).applicants.filter((one) => one.vacancy?.title === vacancy);
}

test('the popup and the settings open the bulk import page in a tab', async () => {
  const popup = await world.openPopup();
  await expect(popup.getByRole('link', { name: 'Bulk import' })).toHaveAttribute('href', '/bulk.html');
  await expect(popup.getByRole('link', { name: 'Bulk import' })).toHaveAttribute('target', '_blank');
  const options = await world.browser.context.newPage();
  await options.goto(`chrome-extension://${world.browser.extensionId}/options.html`);
  const [opened] = await Promise.all([
    world.browser.context.waitForEvent('page'),
    options.getByRole('link', { name: 'Bulk import' }).click(),
  ]);
  await expect(opened.getByRole('heading', { name: 'Bulk import' })).toBeVisible();
  await Promise.all([popup.close(), options.close(), opened.close()]);
});

test('40 CVs dropped get their statuses; Import all lands exactly the ready ones once each, also after the page was closed midway', async () => {
  test.setTimeout(240_000);
  const page = await bulkPage();
  await signInIfAsked(page);
  await page.getByLabel('Choose CV files').setInputFiles(files);
  await expect(page.getByRole('heading', { name: '40 CVs to review' })).toBeVisible();
  // Every file read and every e-mail checked against the ATS.
  await expect(page.locator('.review-table')).not.toContainText(/Reading…|Checking the ATS…/, { timeout: 90_000 });

  const table = await tableOf(page);
  expect(table).toHaveLength(40);
  const row = (file: string) => table.find((one) => one.file === file)!;
  expect(row(SCANNED)).toMatchObject({ status: 'Unreadable', why: 'This CV is an image; there is no text to read.' });
  expect(row(COPY)).toMatchObject({ status: 'Duplicate in this batch', why: `Same file as ${PDFS[0]}` });
  expect(row(KNOWN)).toMatchObject({ email: KNOWN_EMAIL, status: 'Already in the ATS' });
  expect(row(KNOWN).why).toMatch(/^In .*\(column .+\)/);
  const others = table.filter((one) => ![SCANNED, COPY, KNOWN].includes(one.file));
  for (const other of others) expect(['Ready', 'Needs review'], other.file).toContain(other.status);
  for (const other of others.filter((one) => one.status === 'Needs review')) expect(other.why, other.file).not.toBe('');
  const ready = others.filter((one) => one.status === 'Ready');
  expect(ready.length).toBeGreaterThanOrEqual(30);
  await screenshot(page, 'bulk-review');

  // One vacancy for the batch; the company API key is asked for once.
  const vacancy = page.getByRole('combobox', { name: 'Vacancy' });
  await vacancy.fill('full-stack');
  await page.getByRole('option', { name: VACANCY }).click();
  const key = page.getByLabel('Company API key', { exact: true });
  await key.fill(SANDBOX_API_KEY);
  await page.getByRole('button', { name: 'Save the key' }).click();
  await expect(key).toBeHidden();
  await page.getByLabel('Column').selectOption({ label: 'Technical interview' });
  await page.getByLabel('Note (optional)').fill('Met at the Lyon job fair.');

  const before = new Set((await applicantsIn(VACANCY)).map((one) => one.id));
  // The careers site answers slowly, so the page is closed with most imports still to do.
  await world.faults([{ method: 'POST', path: '/vacancy/candidate/json', delayMs: 400 }]);
  await page.getByRole('button', { name: `Add all ${ready.length} candidates to the vacancy` }).click();
  await expect(page.getByRole('cell', { name: 'Imported', exact: true }).nth(1)).toBeVisible({ timeout: 60_000 });
  const beforeClosing = (await tableOf(page)).filter((one) => one.imported === 'Imported').length;
  expect(beforeClosing).toBeLessThan(ready.length);
  await page.close();

  const again = await bulkPage();
  await expect(again.getByRole('heading', { name: '40 CVs to review' })).toBeVisible();
  await expect(again.getByRole('heading', { name: `Added to ${VACANCY}` })).toBeVisible({ timeout: 120_000 });
  await world.clearFaults();
  const counts = await again.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('.summary-counts div')].map((item) => [
        item.querySelector('dt')!.textContent,
        item.querySelector('dd')!.textContent,
      ]),
    ),
  );
  expect(counts).toEqual({ Imported: String(ready.length), 'Already there': '1', Skipped: String(40 - ready.length - 1), Failed: '0' });

  // Exactly the ready rows, each once (the vacancy's earlier applicants aside).
  const landed = (await applicantsIn(VACANCY)).filter((one) => !before.has(one.id));
  expect(landed.map((one) => one.email?.toLowerCase()).sort()).toEqual(ready.map((one) => one.email.toLowerCase()).sort());
  for (const applicant of landed) {
    expect(applicant).toMatchObject({ column: 'Technical interview', notes: [{ text: 'Met at the Lyon job fair.' }] });
  }
  const camille = landed.find((one) => one.email === ready.find((one) => one.file === PDFS[0])?.email);
  if (camille) expect((camille.cv as { fileName: string }).fileName).toBe(PDFS[0]);
  await screenshot(again, 'bulk-summary');
  await again.close();
});

test('in French: the page, its statuses and its buttons', async () => {
  await world.configure({ interfaceLanguage: 'fr' });
  try {
    const page = await bulkPage();
    const signIn = page.getByRole('button', { name: 'Se connecter', exact: true });
    const signedIn = page.getByRole('button', { name: 'Se déconnecter' });
    await expect(signIn.or(signedIn).first()).toBeVisible();
    if (await signIn.isVisible()) {
      await page.getByLabel('E-mail', { exact: true }).fill(RECRUITER.email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(RECRUITER.password);
      await signIn.click();
    }
    // The batch of the test before, if it ran, is forgotten first.
    const newBatch = page.getByRole('button', { name: 'Commencer un nouveau lot' });
    const picker = page.getByLabel('Choisir des CV');
    await expect(newBatch.or(picker).first()).toBeVisible();
    if (await newBatch.isVisible()) {
      await newBatch.click();
      await page.getByRole('button', { name: "L'oublier" }).click();
    }
    // Two CVs not imported before, the scanned one and the candidate the ATS knows.
    const fresh = ['jr-modern__zoe-chevalier.pdf', 'jr-orbit__michael-o-connor.pdf'].map((name) => `${CORPUS_DIR}/docs/gen-pdf/${name}`);
    await picker.setInputFiles([...fresh, join(folder, SCANNED), join(folder, KNOWN)]);
    await expect(page.getByRole('heading', { name: '4 CV à vérifier' })).toBeVisible();
    await expect(page.locator('.review-table')).not.toContainText(/Lecture…|Recherche dans l'ATS…/, { timeout: 60_000 });
    await expect(page.locator('.review-table')).toContainText('Illisible');
    await expect(page.locator('.review-table')).toContainText("Déjà dans l'ATS");
    await expect(page.locator('.review-table')).toContainText('Prêt');
    await expect(page.getByRole('button', { name: /^(Importer|Ajouter) / })).toBeEnabled();
    await screenshot(page, 'bulk-review-fr');
    await page.close();
  } finally {
    await world.configure({ interfaceLanguage: 'auto' });
  }
});
