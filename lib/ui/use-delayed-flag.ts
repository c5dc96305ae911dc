import { useEffect, useState } from 'preact/hooks';

/** True once `active` has stayed true for `delayMs`: progress shows only for slow work. */
export function useDelayedFlag(active: boolean, delayMs = 300): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  // Not `shown` alone: it turns false only after this render, which would show the spinner beside the result.
  return active && shown;
}
