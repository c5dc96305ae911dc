import { useEffect } from 'preact/hooks';

/** Performance mark set once the popup shows its first useful view; the benchmark reads it. */
export const FIRST_VIEW_MARK = 'cvi:first-view';

/** Call in the component whose first render is the first useful view. */
export function useFirstViewMark(): void {
  useEffect(() => {
    if (performance.getEntriesByName(FIRST_VIEW_MARK).length === 0) performance.mark(FIRST_VIEW_MARK);
  }, []);
}
