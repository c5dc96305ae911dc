import { useEffect, useRef, useState } from 'preact/hooks';
import { request } from '../../messaging/client';
import { useBackgroundChanges } from '../../ui/hooks/use-background-changes';
import { createBulkController, type BulkController, type BulkState } from '../batch-controller';
import { poolSizeFor } from '../parse-pool';
import { createBulkStore } from '../store';

/** The page's controller as it is made in the browser: parse workers from the bundle, the shared IndexedDB, the background. */
async function browserController(): Promise<BulkController> {
  const { createParseWorker } = await import('../parse-workers');
  return createBulkController({
    store: createBulkStore(),
    createWorker: createParseWorker,
    poolSize: poolSizeFor(navigator.hardwareConcurrency),
    ask: request,
    locale: navigator.language,
  });
}

/**
 * The bulk import batch for the page: its state as the controller publishes it, and the
 * controller's actions. `online`: signed in with a company, so checks and imports may reach the
 * service. The outbox's changes, as the background publishes them, are followed while importing.
 */
export function useBulkBatch(online: boolean, make: () => BulkController | Promise<BulkController> = browserController) {
  const [controller, setController] = useState<BulkController | null>(null);
  const [state, setState] = useState<BulkState | null>(null);
  const made = useRef(make);

  useEffect(() => {
    let current: BulkController | null = null;
    let gone = false;
    void Promise.resolve(made.current()).then((created) => {
      if (gone) return created.dispose();
      current = created;
      created.subscribe(setState);
      setController(created);
      setState(created.getState());
      void created.load();
    });
    return () => {
      gone = true;
      current?.dispose();
    };
  }, []);

  useEffect(() => controller?.setOnline(online), [controller, online]);
  useBackgroundChanges(Boolean(state?.batch?.importing), () => controller?.outboxChanged());

  return { state, controller };
}
