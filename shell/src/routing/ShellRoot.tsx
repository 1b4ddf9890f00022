import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { usePlatform } from '../platform/PlatformContext';
import { onLogin, refreshUser } from '../session/session-actions';
import { startUserRefresh } from '../session/user-refresh';

/** Session behaviour that spans every page: the periodic user refresh and the redirect after login. */
export function ShellRoot() {
  const platform = usePlatform();

  useEffect(() => {
    const stopRefresh = startUserRefresh({
      refresh: () => refreshUser(platform),
      isPushSubscribed: () => platform.session.getState().user?.push_subscribed ?? false,
    });
    const stopLoginListener = platform.events.on('session:login', ({ user }) => onLogin(platform, user));
    return () => {
      stopRefresh();
      stopLoginListener();
    };
  }, [platform]);

  return <Outlet />;
}
