import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { SerializedError } from '../../api';
import { asSerializedError } from '../error-advice';

export interface ActionState<Args extends unknown[], Result> {
  /** Runs the action; resolves to whether it succeeded, and never rejects. */
  run: (...args: Args) => Promise<boolean>;
  busy: boolean;
  error: SerializedError | null;
  /** What the last run gave, once it succeeded; null while it runs and after it failed. */
  result: Result | null;
}

/** The busy / error / result state of what a button does, for every button of the popup and the settings. */
export function useAction<Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>): ActionState<Args, Result> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const latest = useRef(action);
  latest.current = action;
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const run = useCallback(async (...args: Args) => {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const value = await latest.current(...args);
      if (mounted.current) setResult(() => value);
      return true;
    } catch (caught) {
      if (mounted.current) setError(asSerializedError(caught));
      return false;
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, []);

  return { run, busy, error, result };
}
