import { usePlatform } from '@amora/ui';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { onLogin, refreshUser } from '../session/session-actions';
import { startLiveUser } from '../session/live-user';
import { startUserRefresh } from '../session/user-refresh';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * Behaviour that spans every page: the periodic user refresh and its live trigger (the realtime
 * channel), the redirect after login and the page's document title.
 */
export function ShellRoot() {
  const platform = usePlatform();
  useDocumentTitle();

  useEffect(() => {
    const stopRefresh = startUserRefresh({
      refresh: () => refreshUser(platform),
      isPushSubscribed: () => platform.session.getState().user?.push_subscribed ?? false,
    });
    const stopLoginListener = platform.events.on('session:login', ({ user }) => onLogin(platform, user));
    const stopLive = startLiveUser(platform.realtime, { refresh: () => refreshUser(platform) });
    return () => {
      stopRefresh();
      stopLive();
      stopLoginListener();
    };
  }, [platform]);

  return <Outlet />;
}
