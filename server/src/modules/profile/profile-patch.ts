import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { profiles } from '../../db/schema.js';
import type { ResolvedProfilePatch } from '../geo/index.js';

/** Applies validated profile fields (complete-signup steps; later the profile page). */
export async function applyProfilePatch(db: Db, userId: number, patch: ResolvedProfilePatch): Promise<void> {
  const values: Partial<typeof profiles.$inferInsert> = {};
  if (patch.gender !== undefined) values.gender = patch.gender;
  if (patch.sexuality !== undefined) values.sexuality = patch.sexuality;
  if (patch.country !== undefined) values.country = patch.country;
  if (patch.region !== undefined) values.region = patch.region || null;
  if (patch.city !== undefined) values.city = patch.city || null;
  if (patch.city_point !== undefined) {
    values.cityLat = patch.city_point?.lat ?? null;
    values.cityLon = patch.city_point?.lon ?? null;
  }
  if (patch.about_me !== undefined) values.aboutMe = patch.about_me;
  if (patch.interests !== undefined) values.interests = [...new Set(patch.interests)];
  if (patch.hair_color !== undefined) values.hairColor = patch.hair_color;
  if (patch.eye_color !== undefined) values.eyeColor = patch.eye_color;
  if (patch.body_type !== undefined) values.bodyType = patch.body_type;
  if (patch.relationship_status !== undefined) values.relationshipStatus = patch.relationship_status;
  if (patch.tattoos !== undefined) values.tattoos = patch.tattoos;
  if (Object.keys(values).length === 0) return;
  await db.update(profiles).set(values).where(eq(profiles.userId, userId));
}
