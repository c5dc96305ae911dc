import { useEffect, useState } from 'preact/hooks';
import type { ApplicantMatch } from '../../api';
import { request } from '../../messaging/client';
import type { SerializedError } from '../../api';
import { asSerializedError } from '../error-advice';

/** Typing pauses this long before the service is asked. */
const SEARCH_DELAY_MS = 400;

/** Searches under way, by e-mail: the duplicate list and the vacancy picker ask at the same moment and share one call. */
const underWay = new Map<string, Promise<ApplicantMatch[]>>();

function search(email: string): Promise<ApplicantMatch[]> {
  const running = underWay.get(email);
  if (running) return running;
  const asked = request('applicants.search', { email }).finally(() => underWay.delete(email));
  underWay.set(email, asked);
  return asked;
}

/** The service's applicants with this e-mail, asked once the e-mail stops changing; nothing without one. */
export function useDuplicateCheck(email: string | null) {
  const [matches, setMatches] = useState<ApplicantMatch[] | null>(null);
  const [error, setError] = useState<SerializedError | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setMatches(null);
    setError(null);
    setBusy(false);
    if (!email) return;
    let current = true;
    const timer = setTimeout(() => {
      setBusy(true);
      search(email)
        .then((found) => current && setMatches(found))
        .catch((caught: unknown) => current && setError(asSerializedError(caught)))
        .finally(() => current && setBusy(false));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [email]);

  return { matches, error, busy };
}
