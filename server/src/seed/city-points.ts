import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { profiles } from '../db/schema.js';
import { locateCity } from '../modules/geo/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Gives every seeded profile with a city its city's centre, as a profile update does, so the demo
 * shows distances and orders nearby members first. Few distinct places: one update per place.
 */
export async function fillCityPoints(tx: Tx): Promise<void> {
  const places = await tx
    .selectDistinct({ country: profiles.country, region: profiles.region, city: profiles.city })
    .from(profiles)
    .where(and(isNotNull(profiles.city), isNull(profiles.cityLat)));
  for (const place of places) {
    const point = await locateCity(place.country, place.region, place.city);
    if (!point || place.city === null) continue;
    await tx
      .update(profiles)
      .set({ cityLat: point.lat, cityLon: point.lon })
      .where(
        and(
          eq(profiles.country, place.country),
          place.region === null ? isNull(profiles.region) : eq(profiles.region, place.region),
          eq(profiles.city, place.city),
          isNull(profiles.cityLat),
        ),
      );
  }
}
