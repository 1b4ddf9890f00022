import type { SessionState } from '@amora/contracts';
import { useSyncExternalStore } from 'react';
import { usePlatform } from './usePlatform.js';

/**
 * The session (status and member), re-rendering when it changes: login, logout, a refresh or a
 * save that returned the member. Reads only; the member is written through `platform.session`,
 * which keeps the `['user']` query in step (ADR 0010).
 */
export function useSession(): SessionState {
  const { session } = usePlatform();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
