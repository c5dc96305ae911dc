import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { SerializedError } from '../api';
import { asSerializedError } from './error-advice';

export interface AsyncState<T> {
  data: T | null;
  error: SerializedError | null;
  loading: boolean;
  reload: () => void;
}

/** Runs `load` when `key` changes (never when it is null) and keeps its latest answer or error. */
export function useAsync<T>(key: string | null, load: () => Promise<T>): AsyncState<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<SerializedError | null>(null);
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setLoading(true);
    setError(null);
    latest
      .current()
      .then((value) => current && setData(value))
      .catch((caught: unknown) => current && setError(asSerializedError(caught)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { data, error, loading, reload };
}
