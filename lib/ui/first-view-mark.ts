import { useLayoutEffect } from 'preact/hooks';

/**
 * Performance mark set once the popup's first view is in the page (the browser paints it at its
 * next frame; the benchmark reads the paint from the Element Timing entries).
 */
export const FIRST_VIEW_MARK = 'cvi:first-view';

/** Call in the component whose first render is the first useful view. */
export function useFirstViewMark(): void {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(FIRST_VIEW_MARK).length === 0) performance.mark(FIRST_VIEW_MARK);
  }, []);
}
