import { sql, type SQL } from 'drizzle-orm';
import { profiles } from '../../db/schema.js';
import type { Bound } from './search-query.js';

/** The km a member without a known city is put at: beyond any distance on Earth, so last. */
export const UNKNOWN_CITY_KM = 100_000;

/**
 * Whole kilometres from `origin` to the member's city centre (haversine, the formula of
 * geo/city-coordinates `kmBetween`), UNKNOWN_CITY_KM without one. An integer, so the nearby keyset
 * (km, id) compares exactly what the cursor carries.
 */
export function distanceKm(origin: { lat: Bound<number>; lon: Bound<number> }): SQL<number> {
  const lat = sql`${origin.lat}::double precision`;
  const lon = sql`${origin.lon}::double precision`;
  return sql<number>`coalesce(round(12742 * asin(least(1, sqrt(
    power(sin(radians(${profiles.cityLat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${profiles.cityLat})) * power(sin(radians(${profiles.cityLon} - ${lon}) / 2), 2)
  ))))::integer, ${sql.raw(String(UNKNOWN_CITY_KM))})`;
}
