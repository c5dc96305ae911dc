import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { signInIfAsked, startPopupWorld, type PopupWorld } from './popup-helpers';

/**
 * A CV document is parsed by the background (Chrome: its offscreen document), so closing the popup
 * midway loses nothing: the reopened popup shows the same job's result instead of parsing again.
 */

let world: PopupWorld;
test.beforeAll(async () => {
  world = await startPopupWorld();
});
test.afterAll(async () => {
  await world.close();
});

interface StoredJob {
  sourceUrl: string;
  state: string;
  parses: number;
  bytes?: unknown;
}

/**
 * The document jobs as stored in the extension's IndexedDB (string keys; their bytes are kept apart
 * under array keys), read from its worker; with `untilParseStarted`,
 * read again at once until one of them is being parsed, so the test acts while the parse runs.
 */
function storedJobs(untilParseStarted = false): Promise<StoredJob[]> {
  return world.worker.evaluate(async (untilParseStarted) => {
    const readAll = async (): Promise<StoredJob[]> => {
      // Opening a database that is not there would create it empty, under the extension's feet.
      if (!(await indexedDB.databases()).some(({ name }) => name === 'cv-importer-documents')) return [];
      const database = await new Promise<IDBDatabase>((done, fail) => {
        const opening = indexedDB.open('cv-importer-documents');
        opening.onerror = () => fail(opening.error);
        opening.onsuccess = () => done(opening.result);
      });
      try {
        return await new Promise<StoredJob[]>((done, fail) => {
          const jobKeys = IDBKeyRange.bound('', '\uffff');
          const reading = database.transaction('jobs').objectStore('jobs').getAll(jobKeys);
          reading.onerror = () => fail(reading.error);
          reading.onsuccess = () => done(reading.result as StoredJob[]);
        });
      } finally {
        database.close();
      }
    };
    let jobs = await readAll();
    while (untilParseStarted && !jobs.some((job) => job.parses > 0)) jobs = await readAll();
    return jobs;
  }, untilParseStarted);
}

async function popupOnLinkedCv(url: string): Promise<Page> {
  const popup = await world.openPopup(undefined, { document: url });
  await signInIfAsked(popup);
  return popup;
}

test('a CV whose parse outlives the popup is shown when the popup is reopened, parsed once, and imported', async () => {
  // A CJK CV: its fonts' character maps are loaded as it is read, which leaves time to close the popup midway.
  const url = `${world.sandbox.url}/demo/long-read-cv.pdf`;
  const cv = readFileSync(resolve('../shared/corpus/docs/static-pdf/rirekisho__example.pdf'));
  await world.browser.context.route(url, (route) => route.fulfill({ contentType: 'application/pdf', body: cv }));

  const first = await popupOnLinkedCv(url);
  expect((await storedJobs(true)).map(({ state, parses }) => ({ state, parses }))).toEqual([{ state: 'waiting', parses: 1 }]);
  await first.close();

  const reopened = await popupOnLinkedCv(url);
  await expect(reopened.getByLabel('Email')).toHaveValue('hanako.tanaka@example.com', { timeout: 20_000 });
  await expect(reopened.getByLabel('Last name')).toHaveValue('田中');
  const [job, ...others] = await storedJobs();
  expect(others).toEqual([]);
  expect(job).toMatchObject({ sourceUrl: url, state: 'done', parses: 1 });
  expect(job).not.toHaveProperty('bytes');

  await reopened.getByRole('button', { name: 'Import candidate' }).click();
  await expect(reopened.getByRole('tabpanel', { name: 'Candidate' })).toContainText('Imported');
  await expect.poll(async () => (await world.candidateMeta()).map((entry) => entry.reference)).toContain('hanako.tanaka@example.com');
});
