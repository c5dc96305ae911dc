import { useLayoutEffect } from 'preact/hooks';

/**
 * Performance mark set once the popup's first view is in the page; the browser paints it at its
 * next frame. The benchmark times the first view by this mark, and its paint by Element Timing.
 */
export const FIRST_VIEW_MARK = 'cvi:first-view';

/** Call in the component whose first render is the first useful view. */
export function useFirstViewMark(): void {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(FIRST_VIEW_MARK).length === 0) performance.mark(FIRST_VIEW_MARK);
  }, []);
}
