import { useEffect } from 'preact/hooks';

/** Performance mark set once the popup shows its first useful view; the benchmark reads it. */
export const FIRST_VIEW_MARK = 'cvi:first-view';

export function useFirstViewMark(ready: boolean): void {
  useEffect(() => {
    if (ready && performance.getEntriesByName(FIRST_VIEW_MARK).length === 0) performance.mark(FIRST_VIEW_MARK);
  }, [ready]);
}
