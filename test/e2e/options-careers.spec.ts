import { expect, test, type Page } from '@playwright/test';
import { startPopupWorld, type PopupWorld } from './popup-helpers';

let world: PopupWorld;
test.beforeAll(async () => {
  world = await startPopupWorld();
});
test.afterAll(async () => {
  await world.close();
});

async function openOptions(): Promise<Page> {
  const page = await world.browser.context.newPage();
  await page.goto(`chrome-extension://${world.browser.extensionId}/options.html`);
  return page;
}

const storedCareers = () => world.worker.evaluate(() => chrome.storage.local.get(['careersUrl', 'careersUrl$']));

test('the careers URL points at the sandbox once saved, with access to its host', async () => {
  await world.worker.evaluate(() => chrome.storage.local.remove(['careersUrl', 'careersUrl$']));
  const options = await openOptions();
  const careers = options.getByLabel('Careers URL');
  await expect(careers).toHaveValue('https://careers.flatchr.io');

  await careers.fill(`${world.sandbox.url}/`);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toHaveText('Settings saved.');
  expect(await storedCareers()).toEqual({ careersUrl: world.sandbox.url, careersUrl$: { v: 1 } });
  const { protocol, hostname } = new URL(world.sandbox.url);
  const origin = `${protocol}//${hostname}/*`;
  expect(await world.worker.evaluate((origins) => chrome.permissions.contains({ origins }), [origin])).toBe(true);

  await options.reload();
  await expect(options.getByLabel('Careers URL')).toHaveValue(world.sandbox.url);
  await expect(options.getByLabel('Service URL')).toHaveValue(world.sandbox.url);
});

test('a careers URL that is not https is refused, and nothing is saved', async () => {
  const before = await storedCareers();
  const options = await openOptions();
  await options.getByLabel('Careers URL').fill('http://careers.example.com');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('alert')).toHaveText('The careers URL must start with https:// (or http:// for a local service).');
  expect(await storedCareers()).toEqual(before);
});

test('a careers URL that cannot be read shows its default and says so, the other settings kept', async () => {
  await world.configure({ careersUrl: 'ftp://careers.example.com' });
  const options = await openOptions();
  await expect(options.getByRole('status').first()).toContainText('could not be read show their default: Careers URL');
  await expect(options.getByLabel('Careers URL')).toHaveValue('https://careers.flatchr.io');
  await expect(options.getByLabel('Service URL')).toHaveValue(world.sandbox.url);
  await expect(options.getByLabel('Company ID')).toHaveValue('DemoCompany00001');

  // Back to the sandbox for whatever runs next.
  await options.getByLabel('Careers URL').fill(world.sandbox.url);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByText('Settings saved.')).toBeVisible();
  await expect(options.getByText(/could not be read/)).toHaveCount(0);
});
