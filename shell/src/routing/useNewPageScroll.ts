import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

type HistoryChange = 'push' | 'replace' | 'traverse';

/**
 * What a popstate event stands for. single-spa turns every pushState and replaceState (an area's
 * own router, the shell's) into a popstate event so that the other routers follow, and marks it
 * (`singleSpa`, `singleSpaTrigger`); only the browser's back and forward send unmarked ones.
 */
function changeOf(event: PopStateEvent): HistoryChange {
  const marked = event as PopStateEvent & { singleSpa?: boolean; singleSpaTrigger?: string };
  if (!marked.singleSpa) return 'traverse';
  return marked.singleSpaTrigger === 'replaceState' ? 'replace' : 'push';
}

/**
 * Where each page shows up in the window. Without this, the window kept the old page's offset across
 * a client-side navigation: a member who scrolled down the search results and tapped a card landed
 * on the profile's last section, with the photo and name above the screen.
 *
 * - A link or `navigate` to another path (a push) starts the new page at its top.
 * - Back and forward return to where the member was on that entry, once the page is tall enough
 *   again (`restoreScroll`): the browser's own restoration runs before an area has rendered it.
 * - A replace updates the page in place (the payment method picked on `/credits/:id/:method`, a
 *   dialog's parameter removed) or redirects from a short page, and keeps the offset; so do a new
 *   query alone (search filters) and a `#fragment`.
 *
 * The shell's router sees an area's own links (a card in mf-profile) as POP, through single-spa's
 * popstate event: the event's mark tells them from the browser's back and forward.
 */
export function useNewPageScroll(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ pathname, key });
  const lastPopState = useRef<HistoryChange>('traverse');
  const offsets = useRef(new Map<string, number>());
  const stopRestoring = useRef<(() => void) | null>(null);

  useEffect(() => {
    // Every listener of a popstate event runs before the router's new location renders.
    const onPopState = (event: PopStateEvent) => {
      lastPopState.current = changeOf(event);
    };
    // The member's own scrolling, not the restoration's steps, is the entry's offset. An area renders
    // its next page in a root of its own, a frame or more before the shell's router follows: the
    // scroll that the shorter page causes meanwhile belongs to the new history entry, not the shown one.
    const onScroll = () => {
      if (stopRestoring.current) return;
      const entryKey = (window.history.state as { key?: string } | null)?.key ?? 'default';
      if (entryKey === shown.current.key) offsets.current.set(entryKey, window.scrollY);
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
      stopRestoring.current?.();
    };
  }, []);

  /**
   * Only back and forward need the restoration, so it loads then (0.3 kB less on every first load);
   * until it runs, the member's scrolling is not the entry's offset either.
   */
  function restoreOffset(offset: number) {
    let cancelled = false;
    const cancel = () => {
      cancelled = true;
      stopRestoring.current = null;
    };
    stopRestoring.current = cancel;
    void import(/* webpackChunkName: "restore-scroll" */ './restore-scroll').then(({ restoreScroll }) => {
      if (cancelled) return;
      stopRestoring.current = restoreScroll(offset, cancel);
    }, cancel);
  }

  // Before paint, so a new page never shows a frame at the old offset.
  useLayoutEffect(() => {
    const previous = shown.current;
    // A pushState without react-router's state (a script of a third party) has no key of its own.
    if (previous.key === key && previous.pathname === pathname) return;
    shown.current = { pathname, key };
    stopRestoring.current?.();
    const change: HistoryChange =
      navigationType === 'PUSH' ? 'push' : navigationType === 'REPLACE' ? 'replace' : lastPopState.current;
    if (change === 'traverse') {
      const offset = offsets.current.get(key);
      if (offset !== undefined) restoreOffset(offset);
      return;
    }
    if (change === 'push' && previous.pathname !== pathname && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, key, navigationType]);
}
