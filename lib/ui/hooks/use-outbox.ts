import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { RequestOf, ResponseOf } from '../../messages';
import { request } from '../../messaging/client';
import type { SerializedError } from '../../api';
import { downloadJson } from '../download-json';
import { asSerializedError } from '../error-advice';
import { useBackgroundChanges } from './use-background-changes';

export type OutboxState = ResponseOf<'outbox.list'>;
type UnreadableImport = OutboxState['quarantined'][number];
type Correction = RequestOf<'outbox.edit'>['change'];

/**
 * The recruiter's outbox as the background keeps it, read again at each change the background
 * publishes while the view is shown, and what
 * can be done with each import: retry, correct, discard, and export or discard one that could not
 * be read. Every action refreshes the outbox once done, whether it worked or not.
 */
export function useOutbox(active: boolean) {
  const [state, setState] = useState<OutboxState | null>(null);
  const [error, setError] = useState<SerializedError | null>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const load = useCallback(async () => {
    try {
      const answer = await request('outbox.list', {});
      if (!mounted.current) return;
      setState(answer);
      setError(null);
    } catch (caught) {
      if (mounted.current) setError(asSerializedError(caught));
    }
  }, []);

  useEffect(() => {
    if (active) void load();
  }, [active, load]);
  useBackgroundChanges(active, () => void load());

  async function act(action: () => Promise<unknown>): Promise<void> {
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      if (mounted.current) setError(asSerializedError(caught));
    } finally {
      if (mounted.current) setBusy(false);
      await load();
    }
  }

  return {
    state,
    error,
    busy,
    retry: (id: string) => act(() => request('outbox.retry', { id })),
    edit: (id: string, change: Correction) => act(() => request('outbox.edit', { id, change })),
    discard: (id: string) => act(() => request('outbox.discard', { id })),
    /** Saves the record that could not be read, exactly as it was stored, as a JSON file. */
    exportUnreadable: (record: UnreadableImport) => downloadJson(`unreadable-import-${record.id}.json`, record.raw),
    discardUnreadable: (record: UnreadableImport) => act(() => request('outbox.discardQuarantined', { id: record.id })),
  };
}
