import { useEffect, useRef, useState } from 'preact/hooks';
import type { ResponseOf } from '../../messages';
import { request } from '../../messaging/client';
import { rememberVacancies } from '../boot-cache';
import { useAction } from './use-action';
import type { SessionState } from './use-session';

export type VacancyListAnswer = ResponseOf<'vacancies.list'>;

interface Source {
  /** The list the popup showed last time (boot cache), shown until the background answers. */
  cached: VacancyListAnswer | null;
  /** Whose list it is, so the next opening shows it to the same recruiter for the same company only. */
  session: SessionState;
  companyId: string;
}

/**
 * The company's vacancies: the boot cache's list at once, then the background's, then the
 * service's (refreshed when the view opens and on demand), or the pinned ones when the service
 * refuses the list. Every list shown is remembered for the popup's next opening.
 */
export function useVacancies({ cached, session, companyId }: Source) {
  const [answer, setAnswer] = useState<VacancyListAnswer | null>(cached);
  const [starting, setStarting] = useState(true);
  const owner = useRef({ session, companyId });
  owner.current = { session, companyId };
  const shownFromCache = useRef(cached).current;

  const refresh = useAction(async () => setAnswer(await request('vacancies.list', { refresh: true })));
  const pin = useAction(async (idOrUrl: string) => setAnswer(await request('vacancies.pin', { idOrUrl: idOrUrl.trim() })));
  const unpin = useAction(async (id: string) => setAnswer(await request('vacancies.unpin', { id })));

  useEffect(() => {
    let current = true;
    // The background's cached list answers in milliseconds; the refresh behind it may take seconds.
    const fromBackground = cached
      ? Promise.resolve()
      : request('vacancies.list', {}).then((stored) => current && setAnswer((shown) => shown ?? stored));
    void fromBackground
      .catch(() => undefined)
      .finally(() => {
        if (!current) return;
        setStarting(false);
        void refresh.run();
      });
    return () => {
      current = false;
    };
    // Once per opening of the view: the popup remounts it for another recruiter or company.
  }, []);

  useEffect(() => {
    if (answer && answer !== shownFromCache) rememberVacancies(owner.current.session, owner.current.companyId, answer);
  }, [answer, shownFromCache]);

  return {
    answer,
    refreshing: starting || refresh.busy,
    failure: refresh.error,
    refresh: refresh.run,
    pin: pin.run,
    unpin: unpin.run,
    pinError: pin.error ?? unpin.error,
  };
}

export type VacanciesState = ReturnType<typeof useVacancies>;
