import { paths } from '@amora/contracts';
import { useAreaPlatform } from '@amora/ui';
import { useEffect } from 'react';
import { useSessionState } from './useSessionState';

/** Sends a visitor who is not (or no longer) logged in to the login page. */
export function useRequireMember() {
  const state = useSessionState();
  const { navigate } = useAreaPlatform();
  useEffect(() => {
    if (state.status === 'anonymous') navigate(paths.login(), { replace: true });
  }, [state.status, navigate]);
  return state;
}
