import { createStore, delMany, get, keys, set, type UseStore } from 'idb-keyval';
import { SERVICE_ID_PATTERN } from '../api/service-id';
import type { Vacancy } from '../api';
import type { PipelineOptions } from '../outbox/placement';
import { pipelineOptionsCache } from '../storage/items/pipeline-options';
import { vacancyListCache } from '../storage/items/vacancy-list';
import { vacancyPins } from '../storage/items/vacancy-pins';
import { readStored } from '../storage/stored-item';
import { inTransaction, request } from '../storage/transaction';

/** Vacancies, pipeline columns and tags kept per user and company, so the popup shows them at once, and the recruiter's pins. */
export function createVacancyCache(dbName = 'cv-importer-cache', now: () => number = Date.now) {
  let db: UseStore | undefined;
  const store = () => (db ??= createStore(dbName, 'cache'));
  const listKey = (userKey: string, companyId: string) => `vacancies:${userKey}:${companyId}`;
  const pinKey = (userKey: string, companyId: string) => `pinned:${userKey}:${companyId}`;
  const pipelineKey = (userKey: string, companyId: string) => `pipeline:${userKey}:${companyId}`;
  const userPrefixes = (userKey: string) => [
    `vacancies:${userKey}:`,
    `pinned:${userKey}:`,
    `pinned-unreadable:${userKey}:`,
    `pipeline:${userKey}:`,
  ];

  return {
    /** The cached list, or null when there is none or it cannot be read (it is then fetched again). */
    async read(userKey: string, companyId: string): Promise<{ vacancies: Vacancy[]; fetchedAt: number } | null> {
      const read = readStored(vacancyListCache, await get(listKey(userKey, companyId), store()));
      return read.ok ? { vacancies: read.value.vacancies, fetchedAt: read.value.fetchedAt } : null;
    },

    write(userKey: string, companyId: string, vacancies: Vacancy[], fetchedAt: number): Promise<void> {
      return set(listKey(userKey, companyId), { version: vacancyListCache.version, vacancies, fetchedAt }, store());
    },

    /** The columns and candidate tags read last, or null when there are none or they cannot be read. */
    async readPipeline(userKey: string, companyId: string): Promise<PipelineOptions | null> {
      const read = readStored(pipelineOptionsCache, await get(pipelineKey(userKey, companyId), store()));
      if (!read.ok) return null;
      const { version: _version, ...options } = read.value;
      return options;
    },

    writePipeline(userKey: string, companyId: string, options: PipelineOptions): Promise<void> {
      return set(pipelineKey(userKey, companyId), { ...options, version: pipelineOptionsCache.version }, store());
    },

    async pinned(userKey: string, companyId: string): Promise<string[]> {
      const raw: unknown = await get(pinKey(userKey, companyId), store());
      if (raw === undefined) return [];
      const read = readStored(vacancyPins, raw);
      return read.ok ? read.value.ids : [];
    },

    /** Changes the pins in one transaction; pins that cannot be read are kept aside, never written over. */
    setPinned(userKey: string, companyId: string, change: (ids: string[]) => string[]): Promise<void> {
      const key = pinKey(userKey, companyId);
      return inTransaction(store(), async (records) => {
        const raw: unknown = await request(records.get(key));
        const read = raw === undefined ? null : readStored(vacancyPins, raw);
        if (read && !read.ok) await request(records.add(raw, `pinned-unreadable:${userKey}:${companyId}:${now()}`));
        const ids = [...new Set(change(read?.ok ? read.value.ids : []))];
        await request(records.put({ version: vacancyPins.version, ids }, key));
      });
    },

    /** Erases everything cached for one user (sign-out). */
    async eraseUser(userKey: string): Promise<void> {
      const mine = (await keys(store())).filter(
        (key) => typeof key === 'string' && userPrefixes(userKey).some((prefix) => key.startsWith(prefix)),
      );
      await delMany(mine, store());
    },
  };
}

export type VacancyCache = ReturnType<typeof createVacancyCache>;

/** Accepts a bare vacancy id or any URL that carries one (the service's web app, a career page). */
export function vacancyIdFrom(input: string): string | null {
  const match = input.trim().match(new RegExp(`(?:^|[/=])(${SERVICE_ID_PATTERN})(?=$|[/?#&])`));
  return match?.[1] ?? null;
}
