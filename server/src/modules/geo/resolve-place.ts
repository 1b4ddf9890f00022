import { isCountryCode, type ProfilePatch } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { CityPoint } from '../../core/city-distance.js';
import { locateCity } from './city-coordinates.js';
import { findRegion } from './geo-data.js';

function invalidField(
  field: 'country' | 'region',
  key: 'validation.countryInvalid' | 'validation.invalidValue',
) {
  return new AppError(400, 'validation_failed', key, {}, { [field]: key });
}

/**
 * Checks the place of a profile update against the geo data and fills it in: the country must be
 * a real ISO code and a region one of that country's (stored under its canonical name). A region
 * the member already has is left alone, so a profile from before the check can still be saved;
 * a new country without a new region and city clears the old ones, which belonged elsewhere.
 */
/** A checked profile update; `city_point` is set whenever the place changed (null: unknown city). */
export type ResolvedProfilePatch = ProfilePatch & { city_point?: CityPoint | null };

export async function resolvePlace(
  db: Db,
  userId: number,
  patch: ProfilePatch,
): Promise<ResolvedProfilePatch> {
  const [current] = await db
    .select({ country: profiles.country, region: profiles.region, city: profiles.city })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!current) throw new AppError(403, 'authentication_required', 'errors.authenticationRequired');
  const resolved: ResolvedProfilePatch = { ...patch };
  if (patch.country !== undefined && !isCountryCode(patch.country))
    throw invalidField('country', 'validation.countryInvalid');
  const country = patch.country ?? current.country;
  const countryChanged = country !== current.country;
  if (countryChanged) {
    resolved.region ??= null;
    resolved.city ??= null;
  }
  const region = patch.region?.trim();
  if (region && (countryChanged || region !== current.region)) {
    const match = await findRegion(country, region);
    if (!match) throw invalidField('region', 'validation.invalidValue');
    resolved.region = match.name;
  }
  // The city's centre follows any change of the place, so a distance never uses an old city.
  if (resolved.country !== undefined || resolved.region !== undefined || resolved.city !== undefined) {
    const city = resolved.city !== undefined ? resolved.city : current.city;
    const regionName = resolved.region !== undefined ? resolved.region : current.region;
    resolved.city_point = await locateCity(country, regionName || null, city || null);
  }
  return resolved;
}
