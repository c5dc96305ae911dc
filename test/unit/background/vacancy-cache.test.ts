import { readFileSync } from 'node:fs';
import { createStore, entries, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { createVacancyCache } from '@/lib/background/vacancy-cache';

const USER = 'user:recruiter@example.com';
const COMPANY = 'DemoCompany00001';
let databases = 0;

/** A vacancy cache over an IndexedDB laid out first as an earlier release (or a broken one) left it. */
async function cacheOver(records: Array<[string, unknown]>) {
  const dbName = `vacancy-cache-${++databases}`;
  const raw = createStore(dbName, 'cache');
  for (const [key, value] of records) await set(key, value, raw);
  return { cache: createVacancyCache(dbName, () => 1_800_000_000_000), raw };
}

describe('vacancy cache and pins', () => {
  it('reads the list and the pins the release before versioned records stored', async () => {
    const [oldList] = JSON.parse(readFileSync('test/fixtures/storage/vacancy-list.v1.json', 'utf8')) as Array<{ fetchedAt: number }>;
    const { cache } = await cacheOver([
      [`vacancies:${USER}:${COMPANY}`, oldList],
      [`pinned:${USER}:${COMPANY}`, ['PrUuVcL2TF3bQPYw']],
    ]);
    expect(await cache.read(USER, COMPANY)).toMatchObject({ fetchedAt: oldList!.fetchedAt, vacancies: [{ id: 'PrUuVcL2TF3bQPYw' }] });
    expect(await cache.pinned(USER, COMPANY)).toEqual(['PrUuVcL2TF3bQPYw']);
    await cache.setPinned(USER, COMPANY, (ids) => [...ids, 'DemoVacancy00002']);
    expect(await cache.pinned(USER, COMPANY)).toEqual(['PrUuVcL2TF3bQPYw', 'DemoVacancy00002']);
  });

  it('keeps pins it cannot read aside when the recruiter pins another, instead of writing over them', async () => {
    const unreadable = { pinned: 'PrUuVcL2TF3bQPYw' };
    const { cache, raw } = await cacheOver([[`pinned:${USER}:${COMPANY}`, unreadable]]);
    expect(await cache.pinned(USER, COMPANY)).toEqual([]);
    await cache.setPinned(USER, COMPANY, (ids) => [...ids, 'DemoVacancy00002']);
    expect(await cache.pinned(USER, COMPANY)).toEqual(['DemoVacancy00002']);
    expect(await entries(raw)).toContainEqual([`pinned-unreadable:${USER}:${COMPANY}:1800000000000`, unreadable]);

    await cache.eraseUser(USER);
    expect(await entries(raw)).toEqual([]);
  });
});
