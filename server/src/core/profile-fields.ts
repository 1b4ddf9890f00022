import type { profiles } from '../db/schema.js';

type ProfileRow = typeof profiles.$inferSelect;

/**
 * A profile's own fields under their API names (the spec's profile object, section 3), as stored:
 * the member's user payload, a profile page and a data export each present them from here.
 */
export function profileFieldsOf(profile: ProfileRow) {
  return {
    name: profile.name,
    gender: profile.gender,
    sexuality: profile.sexuality,
    date_of_birth: profile.dateOfBirth,
    country: profile.country,
    region: profile.region,
    city: profile.city,
    about_me: profile.aboutMe,
    interests: profile.interests,
    hair_color: profile.hairColor,
    eye_color: profile.eyeColor,
    body_type: profile.bodyType,
    relationship_status: profile.relationshipStatus,
    tattoos: profile.tattoos,
    signup_reason: profile.signupReason,
  };
}
