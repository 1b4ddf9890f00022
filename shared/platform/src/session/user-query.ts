import type { HttpClient, UserResponse } from '@amora/contracts';
import { queryKeys } from '../query/query-keys.js';

/**
 * The `['user']` query: `GET /api/user.php`. Never stale on its own: the shell owns its schedule
 * (ADR 0004) and refetches it with `staleTime: 0`; an invalidation refetches it for observers.
 * Whatever it fetches reaches the session store (see session-store.ts), so a reader may use
 * either.
 */
export function userQuery(http: HttpClient) {
  return {
    queryKey: queryKeys.user(),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<UserResponse> =>
      http.get<UserResponse>('/api/user.php', { signal }),
    staleTime: Infinity,
  };
}
