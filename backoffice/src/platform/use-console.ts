import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ConsolePlatform } from './console-platform';
import type { StaffSessionState } from '../session/staff-session';

export const ConsolePlatformContext = createContext<ConsolePlatform | null>(null);

/** The console's instances (HTTP client, session, i18n, …). */
export function useConsole(): ConsolePlatform {
  const platform = useContext(ConsolePlatformContext);
  if (!platform) throw new Error('useConsole outside the console');
  return platform;
}

/** The staff session, re-rendering on every change (a log-in, a lost session). */
export function useStaffSession(): StaffSessionState {
  const { session } = useConsole();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
