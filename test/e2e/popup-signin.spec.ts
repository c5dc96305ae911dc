import { expect, test } from '@playwright/test';
import { POPUP_VIEWPORT, RECRUITER, screenshot, signInIfAsked, startPopupWorld, type PopupWorld } from './popup-helpers';

let world: PopupWorld;
test.beforeAll(async () => {
  world = await startPopupWorld();
});
test.afterAll(async () => {
  await world.close();
});

test('a wrong password is told apart from an unreachable service, and the right one signs in', async () => {
  const popup = await world.openPopup();
  await popup.setViewportSize(POPUP_VIEWPORT);
  await expect(popup.getByRole('heading', { name: 'CV importer' })).toBeVisible();

  await popup.getByLabel('Email').fill(RECRUITER.email);
  await popup.getByLabel('Password').fill('not-the-password');
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(popup.getByRole('alert')).toContainText('Wrong e-mail or password.');
  await screenshot(popup, 'popup-sign-in-error');

  await popup.getByLabel('Password').fill(RECRUITER.password);
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  for (const name of ['Candidate', 'Vacancies', 'Comments', 'Outbox']) {
    await expect(popup.getByRole('tab', { name })).toBeVisible();
  }
  await expect(popup.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await popup.getByRole('button', { name: 'Sign out' }).click();
  await expect(popup.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await screenshot(popup, 'popup-sign-in');
});

test('an unreachable service says so, not "wrong password"', async () => {
  await world.configure({ serviceUrl: 'http://127.0.0.1:9' });
  try {
    const popup = await world.openPopup();
    await popup.getByLabel('Email').fill(RECRUITER.email);
    await popup.getByLabel('Password').fill(RECRUITER.password);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(popup.getByRole('alert')).toContainText('The recruitment service cannot be reached.');
    await expect(popup.getByRole('alert')).not.toContainText('Wrong e-mail or password');
  } finally {
    await world.configure({ serviceUrl: world.sandbox.url });
  }
});

test('after sign-in with no company set, the popup asks for it once and tells an unknown one', async () => {
  await world.configure({ companyId: '' });
  const popup = await world.openPopup();
  await popup.getByLabel('Email').fill(RECRUITER.email);
  await popup.getByLabel('Password').fill(RECRUITER.password);
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();

  await popup.getByLabel('Company ID').fill('NoSuchCompany001');
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup.getByRole('alert')).toContainText('The service does not know the company NoSuchCompany001.');
  // An id the service does not know is not kept: the next opening asks again.
  expect((await world.worker.evaluate(() => chrome.storage.local.get('companyId'))).companyId).toBe('');

  await popup.getByLabel('Company ID').fill('DemoCompany00001');
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup.getByRole('tab', { name: 'Vacancies' })).toBeVisible();
  const stored = await world.worker.evaluate(() => chrome.storage.local.get('companyId'));
  expect(stored.companyId).toBe('DemoCompany00001');
});

test('the company id is offered from an open tab of the service’s web app', async () => {
  await world.configure({ companyId: '' });
  await world.openTab('/company/DemoCompany00001/vacancies'); // any page of the web app names the company
  const popup = await world.openPopup();
  const signIn = popup.getByRole('button', { name: 'Sign in', exact: true });
  await expect(signIn.or(popup.getByLabel('Company ID')).first()).toBeVisible();
  if (await signIn.isVisible()) {
    await popup.getByLabel('Email').fill(RECRUITER.email);
    await popup.getByLabel('Password').fill(RECRUITER.password);
    await signIn.click();
  }
  await expect(popup.getByText('Found in an open tab of the service: DemoCompany00001')).toBeVisible();
  await expect(popup.getByLabel('Company ID')).toHaveValue('DemoCompany00001');
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup.getByRole('tab', { name: 'Vacancies' })).toBeVisible();
});

test('signs in with a pasted API key, and says so when the key is refused', async () => {
  const popup = await world.openPopup();
  await signInIfAsked(popup);
  await popup.getByRole('button', { name: 'Sign out' }).click();
  await popup.getByRole('button', { name: 'Use an API key instead' }).click();
  await popup.getByLabel('API key').fill('sandbox-api-key-wrong-0001');
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(popup.getByRole('alert')).toContainText('The service refused this API key.');

  await popup.getByLabel('API key').fill('sandbox-api-key-demo-0001');
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(popup.getByRole('tab', { name: 'Vacancies' })).toBeVisible();
  await popup.getByRole('button', { name: 'Sign out' }).click();
  await expect(popup.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
