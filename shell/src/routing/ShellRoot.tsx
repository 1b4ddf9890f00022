import { usePlatform } from '@amora/ui';
import { useEffect, type ReactNode } from 'react';
import { LoadingBar } from '../loading-bar/LoadingBar';
import { onLogin, refreshUser } from '../session/session-actions';
import { startLiveUser } from '../session/live-user';
import { startPageBounceLogging } from '../session/page-bounce';
import { startUserRefresh } from '../session/user-refresh';
import { useDocumentTitle } from './useDocumentTitle';
import { useNewPageScroll } from './useNewPageScroll';

/**
 * Behaviour that spans every page: the route-change loading bar, page-bounce logging (`lb`), the
 * periodic user refresh and its live trigger (the realtime channel), the redirect after login and
 * the page's document title, a new page shown from its top; `children` is the page.
 */
export function ShellRoot({ children }: { children: ReactNode }) {
  const platform = usePlatform();
  useDocumentTitle();
  useNewPageScroll();

  useEffect(() => {
    const stopRefresh = startUserRefresh({
      refresh: () => refreshUser(platform),
      // This device's subscription, not the member's on another device: push reaches this page
      // only when this browser is subscribed (ADR 0021).
      isPushSubscribed: () => platform.push.getState().status === 'subscribed',
    });
    const stopLoginListener = platform.events.on('session:login', ({ user }) => onLogin(platform, user));
    const stopLive = startLiveUser(platform.realtime, { refresh: () => refreshUser(platform) });
    const stopBounce = startPageBounceLogging({
      arrivalSearch: window.location.search,
      currentPath: () => `${window.location.pathname}${window.location.search}`,
      sendBeacon: typeof navigator.sendBeacon === 'function' ? (url) => navigator.sendBeacon(url) : undefined,
      doc: document,
    });
    return () => {
      stopBounce();
      stopRefresh();
      stopLive();
      stopLoginListener();
    };
  }, [platform]);

  return (
    <>
      <LoadingBar />
      {children}
    </>
  );
}
