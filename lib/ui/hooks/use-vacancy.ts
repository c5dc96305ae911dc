import type { Vacancy } from '../../api';
import { vacancyFields } from '../../api/fields';
import { request } from '../../messaging/client';
import { useAsync } from '../use-async';

/** One vacancy with every field group: the list's summary at once, the service's details when they come. */
export function useVacancy(summary: Vacancy) {
  const { data, error, loading } = useAsync(summary.id, () => request('vacancies.get', { id: summary.id, fields: [...vacancyFields] }));
  return { vacancy: data ?? summary, error, loading };
}
