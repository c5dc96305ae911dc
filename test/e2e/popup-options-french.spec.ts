import { expect, test, type Page } from '@playwright/test';
import { POPUP_VIEWPORT, screenshot, signInIfAsked, startPopupWorld, unlabelledControls, type PopupWorld } from './popup-helpers';

let world: PopupWorld;
test.beforeAll(async () => {
  world = await startPopupWorld();
});
test.afterAll(async () => {
  await world.close();
});

async function openOptions(): Promise<Page> {
  const page = await world.browser.context.newPage();
  await page.setViewportSize({ width: 640, height: 600 });
  await page.goto(`chrome-extension://${world.browser.extensionId}/options.html`);
  return page;
}

test('the options page saves what was typed and confirms it', async () => {
  const options = await openOptions();
  await expect(options.getByLabel('Service URL')).toHaveValue(world.sandbox.url);
  await expect(options.getByLabel('Company ID')).toHaveValue('DemoCompany00001');
  await options.getByLabel('Application name').fill('cv-importer-e2e');
  await options.getByLabel('Default data type').fill('applicants');
  await options.getByLabel('Company API key').check();
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByText('Settings saved.')).toBeVisible();
  await screenshot(options, 'options');
  const stored = await world.worker.evaluate(() => chrome.storage.local.get(['appName', 'authMethod', 'serviceUrl']));
  expect(stored).toEqual({ appName: 'cv-importer-e2e', authMethod: 'api-key', serviceUrl: world.sandbox.url });

  // The API key is pasted here too; the service checks it before it is kept.
  await options.getByLabel('API key', { exact: true }).fill('not-a-key');
  await options.getByRole('button', { name: 'Sign in with this API key' }).click();
  await expect(options.getByRole('alert')).toBeVisible();
  await options.getByLabel('API key', { exact: true }).fill('sandbox-api-key-demo-0001');
  await options.getByRole('button', { name: 'Sign in with this API key' }).click();
  await expect(options.getByText('Signed in with the API key.')).toBeVisible();
  const session = await options.evaluate(() => chrome.runtime.sendMessage({ type: 'session.get', payload: {} }));
  expect(session).toMatchObject({ ok: true, data: { signedIn: true, method: 'api-key' } });
  await options.evaluate(() => chrome.runtime.sendMessage({ type: 'session.signOut', payload: {} }));

  await options.getByLabel('Service URL').fill('ftp://example.com');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('alert')).toContainText('The service URL must start with https://');

  // Back to the defaults the other tests expect.
  await options.getByLabel('Service URL').fill(world.sandbox.url);
  await options.getByLabel('Application name').fill('cv-importer');
  await options.getByLabel('E-mail and password').check();
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByText('Settings saved.')).toBeVisible();
});

test('in French: the interface, the money and the dates', async () => {
  const options = await openOptions();
  await options.getByLabel('Interface language').selectOption('fr');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toContainText('Réglages enregistrés.');
  await expect(options.getByLabel('Adresse du service')).toHaveValue(world.sandbox.url);

  const { tabId } = await world.openTab('/demo/jsonld-profile.html');
  const popup = await world.openPopup(tabId);
  await popup.setViewportSize(POPUP_VIEWPORT);
  await popup.getByLabel('E-mail').fill('recruiter@example.com');
  await popup.getByLabel('Mot de passe').fill('sandbox-password');
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  for (const name of ['Candidat', 'Offres', 'Commentaires', 'Envois']) {
    await expect(popup.getByRole('tab', { name })).toBeVisible();
  }
  await expect(popup.getByRole('button', { name: 'Importer le candidat' })).toBeEnabled();
  await expect(popup.getByRole('region', { name: 'Doublons' })).toContainText('Déjà dans votre ATS');
  await expect(popup.locator('html')).toHaveAttribute('lang', 'fr');
  await screenshot(popup, 'popup-candidate-fr');

  await popup.getByRole('tab', { name: 'Offres' }).click();
  const panel = popup.getByRole('tabpanel', { name: 'Offres' });
  await panel.getByRole('button', { name: /Senior Full-Stack Developer/ }).click();
  await expect(panel.locator('dl.facts')).toContainText('70 000–85 000 £GB par an');
  await expect(panel.locator('dl.facts')).toContainText('4 novembre 2024');
  await expect(panel.locator('dl.facts')).toContainText('Télétravail partiel');
  await expect(panel.getByRole('heading', { name: 'Avantages' })).toBeVisible();
  await screenshot(popup, 'popup-vacancy-detail-fr');

  await panel.getByRole('button', { name: /Retour aux offres/ }).click();
  await panel.getByRole('button', { name: /Chargé\(e\) de recrutement/ }).click();
  await expect(panel.locator('dl.facts')).toContainText('3 200 € par mois');
  await expect(panel.locator('dl.facts')).toContainText('Sur site');

  await options.getByLabel("Langue de l'interface").selectOption('auto');
  await options.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(options.getByRole('status')).toContainText('Settings saved.');
});

test('the whole import works with the keyboard alone', async () => {
  const { tabId } = await world.openTab('/demo/no-email.html');
  const popup = await world.openPopup(tabId);
  await signInIfAsked(popup);
  await expect(popup.getByLabel('First name')).toHaveValue('Ingrid');
  await expect(popup.getByRole('tab', { name: 'Candidate' })).toBeFocused();
  await popup.keyboard.press('ArrowRight');
  await expect(popup.getByRole('tab', { name: 'Vacancies' })).toBeFocused();
  await expect(popup.getByRole('tab', { name: 'Vacancies' })).toHaveAttribute('aria-selected', 'true');
  await popup.keyboard.press('ArrowLeft');
  await expect(popup.getByRole('tab', { name: 'Candidate' })).toHaveAttribute('aria-selected', 'true');

  // Tab from the view tabs reaches the e-mail field, then the Import button, without a mouse.
  const email = popup.getByLabel('Email');
  for (let presses = 0; presses < 20 && !(await email.evaluate((element) => element === document.activeElement)); presses += 1) {
    await popup.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await popup.keyboard.type('ingrid.keyboard@example.se');
  const importButton = popup.getByRole('button', { name: 'Import candidate' });
  for (let presses = 0; presses < 30 && !(await importButton.evaluate((element) => element === document.activeElement)); presses += 1) {
    await popup.keyboard.press('Tab');
  }
  await expect(importButton).toBeFocused();
  const outline = await importButton.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).toBe('solid');
  await popup.keyboard.press('Enter');
  await expect(popup.getByRole('tabpanel', { name: 'Candidate' })).toContainText('Imported');
  await expect.poll(async () => (await world.candidateMeta()).map((meta) => meta.reference)).toContain('ingrid.keyboard@example.se');
});

test('every control of every view and of the settings has a label', async () => {
  const { tabId } = await world.openTab('/demo/jsonld-profile.html');
  const popup = await world.openPopup(tabId);
  await signInIfAsked(popup);
  await expect(popup.getByRole('region', { name: 'Duplicate check' })).toContainText('Already in your ATS');
  expect(await unlabelledControls(popup)).toEqual([]);
  await popup.getByRole('button', { name: /Read comments on Camille Laurent \(Senior/ }).click();
  await expect(popup.getByRole('article').first()).toBeVisible();
  expect(await unlabelledControls(popup)).toEqual([]);
  await popup.getByRole('tab', { name: 'Vacancies' }).click();
  await popup.getByRole('button', { name: /Senior Full-Stack Developer/ }).click();
  await expect(popup.getByRole('heading', { name: 'Benefits' })).toBeVisible();
  expect(await unlabelledControls(popup)).toEqual([]);
  await popup.getByRole('tab', { name: 'Outbox' }).click();
  await expect(popup.getByRole('tabpanel', { name: 'Outbox' })).toContainText(/Recently imported|Nothing waiting/);
  expect(await unlabelledControls(popup)).toEqual([]);

  await popup.getByRole('button', { name: 'Sign out' }).click();
  await expect(popup.getByLabel('Password')).toBeVisible();
  expect(await unlabelledControls(popup)).toEqual([]);
  expect(await unlabelledControls(await openOptions())).toEqual([]);
});
