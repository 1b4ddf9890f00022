import type { User } from '@amora/contracts';
import { fakeFetch, jsonFetch, regionsRoute, type FetchMock, type JsonRoutes } from '@amora/testing';

/**
 * The server of /complete-signup: every step answers the member moved on by one (null after the
 * last), the regions of `SOME_REGIONS` and no photos yet. Anything else is a 404; `extra` adds or replaces.
 */
export function completeSignupServer(user: User, extra: JsonRoutes = {}): FetchMock {
  return fakeFetch(
    jsonFetch({
      'PUT /api/complete-signup.php': (_url, body) => {
        const { step } = body as { step: number };
        return { body: { user: { ...user, signup_step: step >= 4 ? null : step + 1 } } };
      },
      'GET /api/regions.php': regionsRoute(),
      'GET /api/photos.php': { body: { photos: [], limit: 3 } },
      ...extra,
    }),
  );
}
