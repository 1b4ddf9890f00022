import { geocodeQuery, type Place } from '@amora/platform';
import { usePlatform } from '@amora/ui';
import { useCallback } from 'react';

/**
 * `GET /api/geocode.php`: the place for the member's position at the sign-up's location step,
 * through the platform's query (the profile page asks the same way), in memory only.
 */
export function useGeocode(): (latitude: number, longitude: number) => Promise<Place> {
  const { http, queryClient } = usePlatform();
  return useCallback(
    (latitude, longitude) => queryClient.fetchQuery(geocodeQuery(http, latitude, longitude)),
    [http, queryClient],
  );
}
