import { expect, test } from '@playwright/test';
import { ask } from './extension-helpers';
import { POPUP_VIEWPORT, signInIfAsked, startPopupWorld, type PopupWorld } from './popup-helpers';

let world: PopupWorld;
test.beforeAll(async () => {
  world = await startPopupWorld();
});
test.afterAll(async () => {
  await world.close();
});

test('the outbox view follows the background as it changes, within 100 ms, without polling', async () => {
  await world.faults([{ method: 'POST', path: '/company/DemoCompany00001/search/candidate', status: 500 }]);
  const { tabId } = await world.openTab('/demo/plain-profile.html');
  const popup = await world.openPopup(tabId);
  await popup.setViewportSize(POPUP_VIEWPORT);
  await signInIfAsked(popup);
  await popup.getByRole('button', { name: 'Import candidate' }).click();
  await popup.getByRole('tabpanel', { name: 'Candidate' }).getByRole('button', { name: 'See it in the outbox' }).click();
  const entry = popup.getByRole('listitem', { name: 'Daniel Okafor' });
  await expect(entry).toBeVisible();

  // In the popup: when the background last published a change, and when the entry left the view.
  await popup.evaluate(() => {
    const marks = { changes: [] as number[], gone: 0 };
    (window as unknown as { marks: typeof marks }).marks = marks;
    chrome.storage.session.onChanged.addListener(() => marks.changes.push(performance.now()));
    const panel = document.querySelector('[role="tabpanel"]:not([hidden])')!;
    new MutationObserver(() => {
      if (!marks.gone && !panel.querySelector('li.outbox-entry[aria-label="Daniel Okafor"]')) marks.gone = performance.now();
    }).observe(panel, { childList: true, subtree: true });
  });

  // Another page of the extension retries it: the popup is not the one that acted, so only the background's word can reach it.
  const other = await world.browser.context.newPage();
  await other.goto(`chrome-extension://${world.browser.extensionId}/options.html`);
  const listed = await ask<{ entries: Array<{ id: string }> }>(other, 'outbox.list', {});
  await world.clearFaults();
  await ask(other, 'outbox.retry', { id: listed.data!.entries[0]!.id });

  await expect(entry).toHaveCount(0);
  const marks = await popup.evaluate(() => (window as unknown as { marks: { changes: number[]; gone: number } }).marks);
  const published = marks.changes.filter((at) => at <= marks.gone).at(-1);
  expect(published, 'the background published the change').toBeDefined();
  expect(marks.gone - published!).toBeLessThan(100);
  await other.close();
});
