import { useEffect, useState } from 'preact/hooks';
import { hasHostPermission, requestHostPermission } from '../host-permission';

/** Whether the extension may reach the service, and the request for it (call it straight from a click). */
export function useHostPermission(serviceUrl: string) {
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    void hasHostPermission(serviceUrl).then(setAllowed);
  }, [serviceUrl]);
  const ask = () => void requestHostPermission(serviceUrl).then(setAllowed);
  return { allowed, ask };
}
