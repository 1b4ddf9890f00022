import type { SessionState, SessionStore, User, UserResponse } from '@amora/contracts';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import { queryKeys } from '../query/query-keys.js';

/**
 * The member's session, shared by the shell and every remote (framework-free), and the only
 * writer of the current user (ADR 0010). The user lives in two places that readers need: this
 * store (who is logged in, subscribed to without React Query) and the `['user']` query (the
 * shell's refresh, badges, areas that read it as a query). Keeping them in step by hand at every
 * call site drifted, so the store does it in both directions:
 * - `setUser` and `clear` write the store and the query data in one call;
 * - a fetch of the `['user']` query (the refresh, an invalidation) updates the store.
 */
export function createSessionStore(
  queryClient: QueryClient,
  initialUser: User | null | undefined = undefined,
): SessionStore {
  const store = createStore<SessionState>(() => toState(initialUser));
  // Set while the store writes the query itself, so the cache event of that write is not read
  // back (the query's structural sharing may hand back an equal copy, not the same object).
  let writing = false;
  const write = (user: User | null) => {
    store.setState(toState(user), true);
    writing = true;
    try {
      queryClient.setQueryData<UserResponse>(queryKeys.user(), { user });
    } finally {
      writing = false;
    }
  };

  const userHash = hashKey(queryKeys.user());
  // Lives as long as the page, like the query client; the store has no teardown of its own.
  queryClient.getQueryCache().subscribe((event) => {
    if (writing || event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== userHash) return;
    const data = event.query.state.data as UserResponse | undefined;
    if (!data || !('user' in data)) return;
    // A refetch that changed nothing keeps the query's previous object: no news for subscribers.
    const { user, status } = store.getState();
    if (data.user === user && status !== 'unknown') return;
    store.setState(toState(data.user), true);
  });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setUser: write,
    clear: () => write(null),
  };
}

function toState(user: User | null | undefined): SessionState {
  if (user === undefined) return { status: 'unknown', user: null };
  return user ? { status: 'authenticated', user } : { status: 'anonymous', user: null };
}
