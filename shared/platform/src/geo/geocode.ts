import type { GeocodeResponse } from '@amora/contracts';
import { GEOCODE_CACHE_MS, type HttpClient } from '@amora/contracts/plain';
import { queryKeys } from '../query/query-keys.js';

/*
 * The place for a position, `GET /api/geocode.php?lat=&lon=`: "use my location" on the profile
 * page and at sign-up ask the same way, so here once (like the regions).
 */

export type Place = GeocodeResponse['geolocation'];

/**
 * Coordinates are rounded to two decimals (about a kilometre) before they leave the browser:
 * enough to name the place, not enough to find the house. The strings are also the cache key.
 */
export function roundCoordinate(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/**
 * The query for a position's place, for react-query's `fetchQuery`. Answers are kept for
 * GEOCODE_CACHE_MS per rounded position (spec: geolocation cache 1 hour), in memory only: the
 * coordinates are never written anywhere.
 */
export function geocodeQuery(http: HttpClient, latitude: number, longitude: number) {
  const lat = roundCoordinate(latitude);
  const lon = roundCoordinate(longitude);
  return {
    queryKey: queryKeys.geocode(lat, lon),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Place> =>
      (await http.get<GeocodeResponse>('/api/geocode.php', { query: { lat, lon }, signal })).geolocation,
    staleTime: GEOCODE_CACHE_MS,
    gcTime: GEOCODE_CACHE_MS,
  };
}
