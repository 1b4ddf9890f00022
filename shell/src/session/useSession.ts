import type { SessionState } from '@amora/contracts';
import { useSyncExternalStore } from 'react';
import { usePlatform } from '../platform/PlatformContext';

/** The session store as React state in the shell's tree. */
export function useSession(): SessionState {
  const { session } = usePlatform();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
