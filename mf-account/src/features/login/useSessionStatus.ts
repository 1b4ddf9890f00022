import type { SessionStatus } from '@amora/contracts';
import { useAreaPlatform } from '@amora/ui';
import { useSyncExternalStore } from 'react';

/** The member's session status, re-rendering when it changes (login, logout, expiry). */
export function useSessionStatus(): SessionStatus {
  const { session } = useAreaPlatform();
  return useSyncExternalStore(session.subscribe, () => session.getState().status);
}
