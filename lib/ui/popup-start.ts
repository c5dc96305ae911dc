import { readSettings, type Settings } from '../settings';
import { bootVacancies, readBootCache } from './boot-cache';
import { askSession, SIGNED_OUT, type SessionState } from './hooks/use-session';
import type { VacancyListAnswer } from './hooks/use-vacancies';
import { findTargetTab, type TargetTab } from './target-tab';

export interface PopupStart {
  settings: Settings;
  session: SessionState;
  /** True when the session above came from the boot cache and the background is still to confirm it. */
  sessionFromCache: boolean;
  /** The tab the popup acts on; null when there is none (no active tab, or it vanished). */
  tab: TargetTab | null;
  /** The vacancy list the popup showed last time, for this user and company. */
  vacancies: VacancyListAnswer | null;
}

/**
 * What the popup needs before its first view. Only the browser is waited on (settings, tab); the
 * background's answers come from the boot cache when it has them, so a sleeping service worker
 * does not hold the view back.
 */
export async function startPopup(search: string): Promise<PopupStart> {
  const cached = readBootCache();
  const [settings, tab, session] = await Promise.all([
    readSettings(),
    findTargetTab(search).catch(() => null),
    cached ? cached.session : askSession().then((answer) => answer ?? SIGNED_OUT),
  ]);
  return {
    settings,
    session,
    sessionFromCache: cached !== null,
    tab,
    vacancies: bootVacancies(cached, session, settings.companyId),
  };
}
