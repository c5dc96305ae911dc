import { useEffect, useRef } from 'preact/hooks';
import { watchPublishedState } from '../../platform/published-state';

/**
 * Calls `onChange` (its latest version) whenever the background publishes a change of the outbox
 * or the session, while `active`: pages are told, they do not poll.
 */
export function useBackgroundChanges(active: boolean, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => (active ? watchPublishedState(() => latest.current()) : undefined), [active]);
}
