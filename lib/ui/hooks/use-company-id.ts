import { useEffect, useState } from 'preact/hooks';
import { RequestError, request } from '../../messaging/client';
import { settings } from '../../settings';
import { companyIdFromTabs, type TargetTab } from '../target-tab';
import { useAction } from './use-action';

/**
 * Whether the service knows the company. The background reads the company from the settings, so
 * the id is stored for the check and the previous one put back when the service does not know it.
 * A refused list does not prove the company unknown: only "not found" and "forbidden" stop here.
 */
async function checkCompany(id: string): Promise<void> {
  const previous = await settings.companyId.getValue();
  await settings.companyId.setValue(id);
  try {
    const answer = await request('vacancies.list', { refresh: true });
    if (answer.error && (answer.error.kind === 'not-found' || answer.error.kind === 'forbidden')) throw new RequestError(answer.error);
  } catch (caught) {
    await settings.companyId.setValue(previous);
    throw caught;
  }
}

/**
 * The company ID asked once after sign-in: the one the service's web app shows in an open tab is
 * offered, and an id is kept once the service knows it, or when the recruiter keeps it anyway.
 */
export function useCompanyId(tab: TargetTab | null, onSaved: (companyId: string) => void) {
  const [suggested, setSuggested] = useState<string | null>(null);
  useEffect(() => {
    void companyIdFromTabs(tab)
      .then(setSuggested)
      .catch(() => undefined);
  }, [tab]);

  const check = useAction(async (id: string) => {
    await checkCompany(id);
    onSaved(id);
  });
  const keepAnyway = useAction(async (id: string) => {
    await settings.companyId.setValue(id);
    onSaved(id);
  });
  return { suggested, check, keepAnyway };
}
