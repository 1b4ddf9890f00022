import { paths } from '@amora/contracts';
import { useAreaPlatform } from '@amora/ui';
import { useEffect } from 'react';
import { useSessionState } from './useSessionState';

/**
 * Sends a visitor who is not logged in to the login page. `active: false` suspends it, e.g. right
 * after the account was deleted, when the session ends on purpose and the page stays.
 */
export function useRequireMember(active = true) {
  const state = useSessionState();
  const { navigate } = useAreaPlatform();
  useEffect(() => {
    if (active && state.status === 'anonymous') navigate(paths.login(), { replace: true });
  }, [active, state.status, navigate]);
  return state;
}
