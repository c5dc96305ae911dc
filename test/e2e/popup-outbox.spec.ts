import { expect, test } from '@playwright/test';
import { POPUP_VIEWPORT, screenshot, signInIfAsked, startPopupWorld, type PopupWorld } from './popup-helpers';

let world: PopupWorld;
test.beforeAll(async () => {
  world = await startPopupWorld();
});
test.afterAll(async () => {
  await world.close();
});

test('an import refused with 500s waits in the outbox with its error, and Retry delivers it', async () => {
  await world.faults([{ method: 'POST', path: '/company/DemoCompany00001/search/candidate', status: 500 }]);
  const { tabId } = await world.openTab('/demo/plain-profile.html');
  const popup = await world.openPopup(tabId);
  await popup.setViewportSize(POPUP_VIEWPORT);
  await signInIfAsked(popup);
  await expect(popup.getByLabel('Email')).toHaveValue('daniel.okafor@example.net');
  await popup.getByRole('button', { name: 'Import candidate' }).click();

  const candidate = popup.getByRole('tabpanel', { name: 'Candidate' });
  await expect(candidate).toContainText('Pending');
  await expect(candidate.getByRole('alert')).toContainText('The service had a problem.');
  await candidate.getByRole('button', { name: 'See it in the outbox' }).click();

  const entry = popup.getByRole('listitem', { name: 'Daniel Okafor' });
  await expect(entry).toContainText('daniel.okafor@example.net');
  await expect(entry).toContainText('The service had a problem.');
  await expect(entry).toContainText('Fault injected by the sandbox (HTTP 500).');
  await screenshot(popup, 'popup-outbox');
  expect(await world.candidateMeta()).toEqual([]);

  await world.clearFaults();
  await entry.getByRole('button', { name: 'Retry' }).click();
  await expect(entry).toHaveCount(0);
  await expect(popup.getByRole('tabpanel', { name: 'Outbox' })).toContainText('Recently imported');
  await expect(popup.getByRole('tabpanel', { name: 'Outbox' })).toContainText('Daniel Okafor');
  await expect.poll(async () => (await world.candidateMeta()).map((meta) => meta.reference)).toEqual(['daniel.okafor@example.net']);
});

test('a queued import can be corrected before it is sent again', async () => {
  await world.faults([{ method: 'POST', path: '/company/DemoCompany00001/search/candidate', status: 500 }]);
  try {
    const { tabId } = await world.openTab('/demo/no-email.html');
    const popup = await world.openPopup(tabId);
    await signInIfAsked(popup);
    await popup.getByLabel('Email').fill('ingrid@example.se');
    await popup.getByRole('button', { name: 'Import candidate' }).click();
    await popup.getByRole('button', { name: 'See it in the outbox' }).click();

    const entry = popup.getByRole('listitem', { name: 'Ingrid Johansson' });
    await entry.getByRole('button', { name: 'Edit' }).click();
    await entry.getByLabel('Candidate e-mail').fill('ingrid.johansson@example.se');
    await world.clearFaults();
    await entry.getByRole('button', { name: 'Save and send again' }).click();
    await expect.poll(async () => (await world.candidateMeta()).map((meta) => meta.reference)).toContain('ingrid.johansson@example.se');
    await expect(entry).toHaveCount(0);
  } finally {
    await world.clearFaults();
  }
});

test('signing out with unsent imports warns first; cancelling keeps them, confirming erases them', async () => {
  await world.faults([{ method: 'POST', path: '/company/DemoCompany00001/search/candidate', status: 503 }]);
  const { tabId } = await world.openTab('/demo/plain-profile.html');
  const popup = await world.openPopup(tabId);
  await popup.setViewportSize(POPUP_VIEWPORT);
  await signInIfAsked(popup);
  await popup.getByRole('button', { name: 'Import candidate' }).click();
  await expect(popup.getByRole('tabpanel', { name: 'Candidate' })).toContainText('Pending');

  await popup.getByRole('button', { name: 'Sign out' }).click();
  const warning = popup.getByRole('alert').filter({ hasText: 'Signing out erases them' });
  await expect(warning).toContainText('1 import(s) have not reached the service yet.');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await popup.getByRole('tab', { name: 'Outbox' }).click();
  await expect(popup.getByRole('listitem', { name: 'Daniel Okafor' })).toBeVisible();

  await popup.getByRole('button', { name: 'Sign out' }).click();
  await popup.getByRole('button', { name: 'Sign out and erase them' }).click();
  await expect(popup.getByLabel('Password')).toBeVisible();
  await world.clearFaults();
  await signInIfAsked(popup);
  await popup.getByRole('tab', { name: 'Outbox' }).click();
  await expect(popup.getByRole('listitem', { name: 'Daniel Okafor' })).toHaveCount(0);
});
