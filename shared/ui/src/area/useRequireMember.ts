import { paths, type SessionState } from '@amora/contracts/plain';
import { useEffect } from 'react';
import { usePlatform } from './usePlatform.js';
import { useSession } from './useSession.js';

/**
 * Sends a visitor who is not (or no longer) logged in to the login page. `active: false` suspends
 * it, e.g. right after the account was deleted, when the session ends on purpose and the page stays.
 */
export function useRequireMember(active = true): SessionState {
  const state = useSession();
  const { navigate } = usePlatform();
  useEffect(() => {
    if (active && state.status === 'anonymous') navigate(paths.login(), { replace: true });
  }, [active, state.status, navigate]);
  return state;
}
