import type { Profile } from '@amora/contracts';
import { geocodeQuery, regionsQuery, type Place, type Region } from '@amora/platform';
import { usePlatform } from '@amora/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

/*
 * The profile area's reference lists and place lookup: `GET /api/interests.php`,
 * `GET /api/regions.php?country=` and `GET /api/geocode.php?lat=&lon=`. The lists do not change
 * while a page is open, so each is fetched once per page load (`staleTime: Infinity`).
 */

export type Interest = Profile['interests'][number];
export type { Region };
export type { Place };

interface InterestsResponse {
  interests: Interest[];
}

/** Area-private query keys (ADR 0004: prefixed with the area). */
export const geoQueryKeys = {
  interests: () => ['profile', 'interests'] as const,
};

/** `GET /api/interests.php`: the interest keys; their labels are translated here, not by the server. */
export function useInterests() {
  const { http } = usePlatform();
  return useQuery({
    queryKey: geoQueryKeys.interests(),
    queryFn: async ({ signal }) =>
      (await http.get<InterestsResponse>('/api/interests.php', { signal })).interests,
    staleTime: Infinity,
  });
}

/**
 * `GET /api/regions.php?country=` as a query: loading and error states for the forms that need them.
 * The query (and its cache entry) is the platform's, shared with the sign-up form's region choice.
 */
export function useRegionsQuery(country: string | null | undefined) {
  const { http } = usePlatform();
  return useQuery(regionsQuery(http, country));
}

/**
 * The regions (provinces, states, …) of a country, `{ code, name }[]`: empty while they load,
 * when the lookup fails and without a valid country.
 */
export function useRegions(country: string | null | undefined): Region[] {
  return useRegionsQuery(country).data ?? EMPTY;
}
const EMPTY: Region[] = [];

/**
 * `GET /api/geocode.php`: the place for a position, through the platform's query (shared with the
 * sign-up's location step), cached per rounded position in memory only.
 */
export function useGeocode(): (latitude: number, longitude: number) => Promise<Place> {
  const { http, queryClient } = usePlatform();
  return useCallback(
    (latitude, longitude) => queryClient.fetchQuery(geocodeQuery(http, latitude, longitude)),
    [http, queryClient],
  );
}
