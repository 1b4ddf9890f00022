import type { SessionState, SessionStore, User } from '@amora/contracts';
import { createStore } from 'zustand/vanilla';

/** The member's session, shared by the shell and every remote (framework-free). */
export function createSessionStore(initialUser: User | null | undefined = undefined): SessionStore {
  const store = createStore<SessionState>(() => toState(initialUser));
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setUser: (user) => store.setState(toState(user), true),
    clear: () => store.setState(toState(null), true),
  };
}

function toState(user: User | null | undefined): SessionState {
  if (user === undefined) return { status: 'unknown', user: null };
  return user ? { status: 'authenticated', user } : { status: 'anonymous', user: null };
}
