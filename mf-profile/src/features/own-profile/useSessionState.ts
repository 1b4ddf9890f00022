import type { SessionState } from '@amora/contracts';
import { useAreaPlatform } from '@amora/ui';
import { useSyncExternalStore } from 'react';

/** The session (status and member), re-rendering when it changes: login, logout, refresh. */
export function useSessionState(): SessionState {
  const { session } = useAreaPlatform();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
