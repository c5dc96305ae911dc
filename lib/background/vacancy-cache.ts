import { createStore, delMany, get, keys, set, update, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import { vacancyList, type Vacancy } from '../api';

const cachedList = z.object({ vacancies: vacancyList, fetchedAt: z.number() });
const pinnedIds = z.array(z.string());

/** Vacancies kept per user and company, so the popup shows them at once, and the recruiter's pins. */
export function createVacancyCache(dbName = 'cv-importer-cache') {
  let db: UseStore | undefined;
  const store = () => (db ??= createStore(dbName, 'cache'));
  const listKey = (userKey: string, companyId: string) => `vacancies:${userKey}:${companyId}`;
  const pinKey = (userKey: string, companyId: string) => `pinned:${userKey}:${companyId}`;

  return {
    async read(userKey: string, companyId: string): Promise<{ vacancies: Vacancy[]; fetchedAt: number } | null> {
      const parsed = cachedList.safeParse(await get(listKey(userKey, companyId), store()));
      return parsed.success ? parsed.data : null;
    },

    write(userKey: string, companyId: string, vacancies: Vacancy[], fetchedAt: number): Promise<void> {
      return set(listKey(userKey, companyId), { vacancies, fetchedAt }, store());
    },

    async pinned(userKey: string, companyId: string): Promise<string[]> {
      const parsed = pinnedIds.safeParse((await get(pinKey(userKey, companyId), store())) ?? []);
      return parsed.success ? parsed.data : [];
    },

    setPinned(userKey: string, companyId: string, change: (ids: string[]) => string[]): Promise<void> {
      return update(
        pinKey(userKey, companyId),
        (raw) => {
          const parsed = pinnedIds.safeParse(raw ?? []);
          return [...new Set(change(parsed.success ? parsed.data : []))];
        },
        store(),
      );
    },

    /** Erases everything cached for one user (sign-out). */
    async eraseUser(userKey: string): Promise<void> {
      const mine = (await keys(store())).filter(
        (key) => typeof key === 'string' && (key.startsWith(`vacancies:${userKey}:`) || key.startsWith(`pinned:${userKey}:`)),
      );
      await delMany(mine, store());
    },
  };
}

export type VacancyCache = ReturnType<typeof createVacancyCache>;

/** Accepts a bare vacancy id or any URL that carries one (the service's web app, a career page). */
export function vacancyIdFrom(input: string): string | null {
  const match = input.trim().match(/(?:^|[/=])([A-Za-z0-9]{16})(?=$|[/?#&])/);
  return match?.[1] ?? null;
}
