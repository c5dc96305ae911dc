import { expect, test } from '@playwright/test';
import { POPUP_VIEWPORT, screenshot, signInIfAsked, startPopupWorld, type PopupWorld } from './popup-helpers';

let world: PopupWorld;
test.beforeAll(async () => {
  world = await startPopupWorld();
});
test.afterAll(async () => {
  await world.close();
});

test('the duplicate’s comments come threaded, with marks and attachments, and the hostile one runs nothing', async () => {
  const { tabId } = await world.openTab('/demo/jsonld-profile.html');
  const popup = await world.openPopup(tabId);
  await popup.setViewportSize(POPUP_VIEWPORT);
  const dialogs: string[] = [];
  popup.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInIfAsked(popup);

  await popup.getByRole('button', { name: /Read comments on Camille Laurent \(Senior Full-Stack/ }).click();
  await expect(popup.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
  const panel = popup.getByRole('tabpanel', { name: 'Comments' });
  await expect(panel.getByLabel('Applicant ID or link')).toHaveValue('CvzNaatCP9XTaMAF');

  const hostile = panel.getByRole('article').filter({ hasText: 'She refactored the booking module cleanly.' });
  await expect(hostile).toBeVisible();
  await expect(hostile).toContainText('Pairing session notes attached.');
  await expect(hostile.locator('img, script, [onerror]')).toHaveCount(0);
  const scorecard = hostile.getByText('the full scorecard');
  await expect(scorecard).toBeVisible();
  expect(await scorecard.evaluate((link) => link.getAttribute('href'))).toBeNull();
  expect(await popup.evaluate(() => document.body.innerHTML)).not.toBe('pwned');
  expect(dialogs).toEqual([]);

  // Threads: each reply under the comment it answers, oldest first.
  const claireReplies = panel.getByRole('list', { name: 'Replies to Claire Bonnet' });
  await expect(claireReplies.getByRole('article')).toHaveCount(1);
  await expect(claireReplies).toContainText('I booked the pairing session');
  await expect(panel.getByRole('list', { name: 'Replies to Thomas Girard' })).toContainText('moving her to the final interview');
  const topLevel = panel.getByRole('list', { name: 'Comment threads' }).locator(':scope > li > article');
  await expect(topLevel).toHaveCount(3);
  await expect(topLevel.nth(0)).toContainText('Strong profile');
  await expect(topLevel.nth(2)).toContainText('She refactored the booking module');

  const first = panel.getByRole('article', { name: 'Comment by Claire Bonnet' }).first();
  await expect(first).toContainText('Favourite');
  await expect(first).toContainText('September 9, 2024');
  await expect(first.getByRole('link', { name: 'Camille_Laurent_CV.pdf' })).toHaveAttribute('target', '_blank');
  await expect(panel.getByRole('article', { name: 'Comment by Priya Shah' })).toContainText('Private');
  await expect(hostile.getByRole('link', { name: 'pairing-scorecard.xlsx' })).toBeVisible();
  await screenshot(popup, 'popup-comments');
  expect(dialogs).toEqual([]);
});

test('comments of an applicant read from a link of the service’s web app', async () => {
  const popup = await world.openPopup();
  await signInIfAsked(popup);
  await popup.getByRole('tab', { name: 'Comments' }).click();
  const panel = popup.getByRole('tabpanel', { name: 'Comments' });
  await panel
    .getByLabel('Applicant ID or link')
    .fill('https://app.example.com/company/DemoCompany00001/applicant/9WwR5cg3y4PeT8th/comments');
  await panel.getByRole('button', { name: 'Show comments' }).click();
  await expect(panel.getByRole('list', { name: 'Replies to Claire Bonnet' })).toContainText('je l’appelle demain');
  await expect(panel).toContainText('lettre-motivation-marc-dubois.docx');

  await panel.getByLabel('Applicant ID or link').fill('not an id');
  await panel.getByRole('button', { name: 'Show comments' }).click();
  await expect(panel.getByLabel('Applicant ID or link')).toHaveAttribute('aria-invalid', 'true');
});
