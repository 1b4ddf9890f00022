import type { SessionState } from '@amora/contracts';
import { useAreaPlatform } from '@amora/ui';
import { useSyncExternalStore } from 'react';

/** The session (status and member), re-rendering on every change: each saved step updates the user. */
export function useSessionState(): SessionState {
  const { session } = useAreaPlatform();
  return useSyncExternalStore(session.subscribe, session.getState);
}
