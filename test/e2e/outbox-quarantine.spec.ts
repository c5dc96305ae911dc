import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_COMPANY, RECRUITER, signInIfAsked, startPopupWorld, type PopupWorld } from './popup-helpers';

const USER = `user:${RECRUITER.email}`;

function job(reference: string, label: string, id: string) {
  return {
    companyId: DEMO_COMPANY,
    appName: 'cv-importer',
    type: 'applicants',
    reference,
    value: { name: label },
    label,
    id,
    userKey: USER,
    status: 'pending',
    attempts: 1,
    revision: 1,
    nextAttemptAt: 0,
    lastError: { kind: 'network', message: 'The service could not be reached.', retryable: true },
    createdAt: 1_767_000_000_000,
    updatedAt: 1_767_000_000_000,
  };
}

/** An import as the release before versioned records kept it, in its per-user list. */
const oldRelease = job('ada.lovelace@example.com', 'Ada Lovelace', 'e2e-job-ada');
/** An import as this release keeps it: its own record, with its version. */
const thisRelease = { ...job('grace.hopper@example.com', 'Grace Hopper', 'e2e-job-grace'), version: 2 };
/** A record some earlier build left without the candidate's e-mail: it cannot be sent. */
const { reference: _missing, ...corrupt } = job('', 'Broken Record', 'e2e-job-broken');

let world: PopupWorld;
test.beforeAll(async () => {
  world = await startPopupWorld();
});
test.afterAll(async () => {
  await world.close();
});

test('valid stored imports are delivered beside an unreadable one, which the Outbox shows for export or discard', async () => {
  // Written straight into the extension's IndexedDB, as an upgrade finds them, before anyone signs in.
  await world.worker.evaluate(
    async ({ user, listed, recorded }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open('cv-importer-outbox');
        opening.onupgradeneeded = () => opening.result.createObjectStore('outbox');
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      const writing = db.transaction('outbox', 'readwrite');
      writing.objectStore('outbox').put(listed, `entries:${user}`);
      writing.objectStore('outbox').put(recorded, ['job', user, recorded.id]);
      await new Promise((resolve, reject) => {
        writing.oncomplete = resolve;
        writing.onerror = () => reject(writing.error);
      });
      db.close();
    },
    { user: USER, listed: [oldRelease, corrupt], recorded: thisRelease },
  );

  const popup = await world.openPopup();
  await signInIfAsked(popup);
  await expect
    .poll(async () => (await world.candidateMeta()).map((meta) => meta.reference).sort())
    .toEqual(['ada.lovelace@example.com', 'grace.hopper@example.com']);

  await popup.getByRole('tab', { name: 'Outbox' }).click();
  const outbox = popup.getByRole('tabpanel', { name: 'Outbox' });
  const quarantine = outbox.getByRole('region', { name: '1 import could not be read' });
  await expect(quarantine).toBeVisible();
  await expect(outbox).toContainText('Recently imported');
  await expect(outbox).toContainText('Ada Lovelace');
  await expect(outbox).toContainText('Grace Hopper');

  const unreadable = quarantine.getByRole('listitem', { name: 'Broken Record' });
  const download = popup.waitForEvent('download');
  await unreadable.getByRole('button', { name: 'Export' }).click();
  const exported = JSON.parse(readFileSync((await (await download).path())!, 'utf8')) as unknown;
  expect(exported).toEqual(corrupt);

  await unreadable.getByRole('button', { name: 'Discard' }).click();
  await expect(quarantine).toHaveCount(0);
  await expect(outbox).toContainText('Grace Hopper');
});
