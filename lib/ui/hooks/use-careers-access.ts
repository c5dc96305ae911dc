import { useEffect, useState } from 'preact/hooks';
import { settings } from '../../settings';
import { hasHostPermission, hostOf, requestHostPermission } from '../host-permission';

/**
 * Whether the extension may reach the careers site (where applicants are created; the background
 * sends the API key only to a host the recruiter allowed), and the request for it.
 */
export function useCareersAccess() {
  const [careersUrl, setCareersUrl] = useState<string | null>(null);
  const [allowed, setAllowed] = useState<boolean | null>(null);

  useEffect(() => {
    let current = true;
    void settings.careersUrl
      .getValue()
      .then(async (url) => {
        if (!current) return;
        setCareersUrl(url);
        const granted = await hasHostPermission(url);
        if (current) setAllowed(granted);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  /**
   * Call first thing in the click (the browser shows its prompt only during one): resolves to
   * whether the careers site may be reached, asking the recruiter when it is not allowed yet.
   */
  function ensure(): Promise<boolean> {
    if (allowed !== false || !careersUrl) return Promise.resolve(true);
    return requestHostPermission(careersUrl).then((granted) => {
      setAllowed(granted);
      return granted;
    });
  }

  return { careersHost: careersUrl ? hostOf(careersUrl) : null, ensure };
}
