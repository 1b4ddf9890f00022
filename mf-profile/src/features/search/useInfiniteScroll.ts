import { useEffect, type RefObject } from 'react';

/** Start loading the next page this far before the end of the list comes into view. */
const AHEAD = '400px 0px';

/**
 * Calls `onReach` when the sentinel element scrolls into view. Pass null while nothing more can
 * or should load (no next page, a page on its way). A new callback observes afresh, and an
 * observer reports the current state first: a sentinel still in view after a page arrived loads
 * the next one. Without IntersectionObserver (old browsers, jsdom) the "Load more" button remains.
 */
export function useInfiniteScroll(sentinel: RefObject<HTMLElement | null>, onReach: (() => void) | null) {
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !onReach || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReach();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [sentinel, onReach]);
}
