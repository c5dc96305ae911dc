import { useEffect, useState } from 'preact/hooks';
import { RequestError, request } from '../../messaging/client';
import { settings } from '../../settings';
import { companyIdFromTabs, type TargetTab } from '../target-tab';
import { useAction } from './use-action';

/**
 * Saves the company ID once the service knows it (the background asks without storing anything). A
 * refused list does not prove the company unknown: only "not found" and "forbidden" stop here.
 */
async function checkCompany(id: string): Promise<void> {
  const answer = await request('company.check', { companyId: id });
  if (!answer.known && answer.error) throw new RequestError(answer.error);
  await settings.companyId.setValue(id);
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
