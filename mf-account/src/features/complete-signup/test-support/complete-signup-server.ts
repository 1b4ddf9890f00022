import type { User } from '@amora/contracts';
import { fakeFetch, jsonFetch, type FetchMock, type JsonRoutes } from '@amora/testing';

/** Regions as `GET /api/regions.php` names them (GeoNames, in English). */
export const REGIONS: Record<string, Array<{ code: string; name: string }>> = {
  NL: [
    { code: 'NL.07', name: 'North Holland' },
    { code: 'NL.09', name: 'Utrecht' },
  ],
  DE: [
    { code: 'DE.02', name: 'Bavaria' },
    { code: 'DE.16', name: 'Berlin' },
  ],
  CH: [{ code: 'CH.25', name: 'Zurich' }],
  LI: [],
};

/**
 * The server of /complete-signup: every step answers the member moved on by one (null after the
 * last), and the regions of the countries above. Anything else is a 404; `extra` adds or replaces.
 */
export function completeSignupServer(user: User, extra: JsonRoutes = {}): FetchMock {
  return fakeFetch(
    jsonFetch({
      'PUT /api/complete-signup.php': (_url, body) => {
        const { step } = body as { step: number };
        return { body: { user: { ...user, signup_step: step >= 4 ? null : step + 1 } } };
      },
      'GET /api/regions.php': (url) => {
        const country = url.searchParams.get('country') ?? '';
        return { body: { country, regions: REGIONS[country] ?? [] } };
      },
      ...extra,
    }),
  );
}
