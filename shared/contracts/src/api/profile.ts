import * as z from 'zod/mini';
import { IdSchema } from './ids.js';
import { ABOUT_ME_MAX_LENGTH } from '../constants.js';
import { CountryCodeSchema } from '../field-schemas.js';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTERESTS,
  MAX_INTERESTS,
  PREMIUM_PHOTO_LIMIT,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from '../profile-values.js';
import { MainImageSchema, ProfileCardSchema, ProfileSchema } from './user.js';
import {
  MAX_SEARCH_AGE,
  MIN_SEARCH_AGE,
  SEARCH_AGE_PATTERN,
  SEARCH_COUNTRY_PATTERN,
  SEARCH_CURSOR_MAX_LENGTH,
  SEARCH_TEXT_MAX_LENGTH,
} from './search-query.js';
import {
  ACTIVITY_BANDS,
  MAX_SEARCH_KM,
  MIN_SEARCH_KM,
  SEARCH_KM_PATTERN,
  SEARCH_ORDERS,
} from './search-nearby.js';
import { withoutBidiControls } from '../honest-text.js';

/*
 * The profile area's calls: member search, the profile view, likes and blocks, the own profile
 * with photos, and the geo helpers. See docs/api/profile.md.
 */

const queryInt = (min: number, max: number) =>
  z.optional(
    z.pipe(
      z.string().check(z.regex(SEARCH_AGE_PATTERN, { error: 'validation.invalidValue' })),
      z.pipe(z.transform(Number), z.int().check(z.gte(min, { error: 'validation.ageRange' }), z.lte(max, { error: 'validation.ageRange' }))),
    ),
  ); // prettier-ignore

/**
 * `GET /api/search.php`: the filters live in the page URL with the same names. The limits live in
 * `search-query.ts` beside `parseSearchFilter`, which checks a filter the same way without zod.
 */
export const SearchQuerySchema = z.object({
  gender: z.optional(z.enum(GENDERS, { error: 'validation.invalidValue' })),
  country: z.optional(
    z.string().check(z.regex(SEARCH_COUNTRY_PATTERN, { error: 'validation.countryInvalid' })),
  ),
  countryregion: z.optional(
    z.string().check(z.maxLength(SEARCH_TEXT_MAX_LENGTH, { error: 'validation.textTooLong' })),
  ),
  min_age: queryInt(MIN_SEARCH_AGE, MAX_SEARCH_AGE),
  max_age: queryInt(MIN_SEARCH_AGE, MAX_SEARCH_AGE),
  /** Only members whose city lies at most this many km from the viewer's (needs the viewer's city). */
  max_km: z.optional(
    z.pipe(
      z.string().check(z.regex(SEARCH_KM_PATTERN, { error: 'validation.invalidValue' })),
      z.pipe(z.transform(Number), z.int().check(z.gte(MIN_SEARCH_KM, { error: 'validation.distanceRange' }), z.lte(MAX_SEARCH_KM, { error: 'validation.distanceRange' }))),
    ),
  ), // prettier-ignore
  /** `nearby`: nearest city first (the default for a member with a city); `youngest`: youngest first. */
  sort: z.optional(z.enum(SEARCH_ORDERS, { error: 'validation.invalidValue' })),
  /** Opaque keyset cursor from the previous page's `next_cursor`. */
  cursor: z.optional(z.string().check(z.maxLength(SEARCH_CURSOR_MAX_LENGTH))),
  /**
   * The visitor's traffic source (the tracking parameters kept since landing, spec section 6): a
   * site with `logged_out_search_trafficsource` lets a visitor with either one search.
   */
  network: z.optional(
    z.string().check(z.maxLength(SEARCH_TEXT_MAX_LENGTH, { error: 'validation.textTooLong' })),
  ),
  ref: z.optional(z.string().check(z.maxLength(SEARCH_TEXT_MAX_LENGTH, { error: 'validation.textTooLong' }))),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/**
 * Online status and distance: `activity` only while both members share theirs (reciprocal),
 * `distance_km` between their cities' centres when both have one (ADR 0037).
 */
const PresenceShape = {
  activity: z.optional(z.enum(ACTIVITY_BANDS)),
  distance_km: z.optional(z.int()),
};

/** A search result: the card plus what `visible_profile_fields` allows (absent fields are hidden). */
export const SearchResultSchema = z.extend(ProfileCardSchema, {
  region: z.optional(z.nullable(z.string())),
  relationship_status: z.optional(z.nullable(z.string())),
  body_type: z.optional(z.nullable(z.string())),
  interests: z.optional(z.array(z.string())),
  fictional: z.boolean(),
  ...PresenceShape,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  profiles: z.array(SearchResultSchema),
  numResults: z.int(),
  next_cursor: z.nullable(z.string()),
  /** Offered when a search finds fewer than SIMILAR_RESULTS_BELOW (first page only). */
  similar: z.array(SearchResultSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const PhotoViewSchema = z.object({
  id: z.int(),
  /** Full-size URL; for a locked photo and a non-premium viewer this is the server-blurred file. */
  url: z.string(),
  thumb_url: z.string(),
  locked: z.boolean(),
  is_main: z.boolean(),
});
export type PhotoView = z.infer<typeof PhotoViewSchema>;

/** `GET /api/profile.php?id=`: another member as the viewer may see them. */
export const MemberProfileSchema = z.extend(ProfileCardSchema, {
  /** Null for a member who has not said it yet. */
  gender: z.nullable(z.enum(GENDERS)),
  region: z.nullable(z.string()),
  about_me: z.optional(z.string()),
  interests: z.optional(z.array(z.string())),
  hair_color: z.optional(z.nullable(z.string())),
  eye_color: z.optional(z.nullable(z.string())),
  body_type: z.optional(z.nullable(z.string())),
  relationship_status: z.optional(z.nullable(z.string())),
  tattoos: z.optional(z.boolean()),
  signup_reason: z.optional(z.nullable(z.string())),
  photos: z.array(PhotoViewSchema),
  fictional: z.boolean(),
  premium: z.boolean(),
  liked: z.boolean(),
  blocked: z.boolean(),
  related: z.array(ProfileCardSchema),
  ...PresenceShape,
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;
export const MemberProfileResponseSchema = z.object({ profile: MemberProfileSchema });
export type MemberProfileResponse = z.infer<typeof MemberProfileResponseSchema>;

export const ProfileIdBodySchema = z.strictObject({ profile_id: IdSchema });
export type ProfileIdBody = z.infer<typeof ProfileIdBodySchema>;
export const LikeResponseSchema = z.object({ liked: z.boolean(), match: z.boolean() });
export const BlockResponseSchema = z.object({ blocked: z.boolean() });
export type LikeResponse = z.infer<typeof LikeResponseSchema>;
export type BlockResponse = z.infer<typeof BlockResponseSchema>;

/**
 * The own photos (`GET /api/photos.php`), with the checking state only the owner sees. A
 * `rejected` photo is never served (`url` and `thumb_url` are empty) and carries the moderator's
 * `rejection_reason`; it takes no place in the photo limit and cannot be the main photo.
 */
export const OwnPhotoSchema = z.object({
  id: z.int(),
  url: z.string(),
  thumb_url: z.string(),
  status: z.enum(['inspected', 'active', 'rejected']),
  rejection_reason: z.optional(z.string()),
  is_main: z.boolean(),
  position: z.int(),
});
export type OwnPhoto = z.infer<typeof OwnPhotoSchema>;
export const OwnPhotosResponseSchema = z.object({ photos: z.array(OwnPhotoSchema), limit: z.int() });
export type OwnPhotosResponse = z.infer<typeof OwnPhotosResponseSchema>;

/** `PUT /api/photos.php`: the new order (all own photo ids) and optionally the main photo. */
export const PhotoOrderBodySchema = z.strictObject({
  order: z.optional(z.array(IdSchema).check(z.maxLength(PREMIUM_PHOTO_LIMIT))),
  main_id: z.optional(IdSchema),
});
export const PhotoIdQuerySchema = z.object({
  id: z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, { error: 'validation.invalidValue' })),
    z.transform(Number),
  ),
});

export const InterestsResponseSchema = z.object({ interests: z.array(z.string()) });
export const RegionSchema = z.object({ code: z.string(), name: z.string() });
export const RegionsResponseSchema = z.object({ country: z.string(), regions: z.array(RegionSchema) });
export const RegionsQuerySchema = z.object({
  country: CountryCodeSchema,
});
export const GeocodeQuerySchema = z.object({
  lat: z.pipe(z.string().check(z.regex(/^-?\d{1,2}(\.\d+)?$/, { error: 'validation.invalidValue' })), z.pipe(z.transform(Number), z.number().check(z.gte(-90), z.lte(90)))),
  lon: z.pipe(z.string().check(z.regex(/^-?\d{1,3}(\.\d+)?$/, { error: 'validation.invalidValue' })), z.pipe(z.transform(Number), z.number().check(z.gte(-180), z.lte(180)))),
}); // prettier-ignore
/** The place for coordinates; the coordinates themselves are never stored or returned. */
export const GeocodeResponseSchema = z.object({
  geolocation: z.object({
    country: z.string(),
    region: z.nullable(z.string()),
    city: z.nullable(z.string()),
  }),
});
export type GeocodeResponse = z.infer<typeof GeocodeResponseSchema>;

/**
 * The own profile's editable fields: `PUT /api/profile.php` and the complete-signup steps (which
 * send them inside `CompleteSignupBodySchema`) apply the same rules.
 */
export const ProfilePatchSchema = z.strictObject({
  gender: z.optional(z.enum(GENDERS, { error: 'validation.invalidValue' })),
  sexuality: z.optional(z.enum(SEXUALITIES, { error: 'validation.invalidValue' })),
  country: z.optional(CountryCodeSchema),
  region: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(100, { error: 'validation.textTooLong' }))),
  ),
  city: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(100, { error: 'validation.textTooLong' }))),
  ),
  about_me: z.optional(
    z
      .string()
      .check(
        z.overwrite(withoutBidiControls),
        z.trim(),
        z.maxLength(ABOUT_ME_MAX_LENGTH, { error: 'validation.textTooLong' }),
      ),
  ),
  interests: z.optional(
    z
      .array(z.enum(INTERESTS, { error: 'validation.invalidValue' }))
      .check(z.maxLength(MAX_INTERESTS, { error: 'validation.tooManyInterests' })),
  ),
  hair_color: z.optional(z.nullable(z.enum(HAIR_COLORS, { error: 'validation.invalidValue' }))),
  eye_color: z.optional(z.nullable(z.enum(EYE_COLORS, { error: 'validation.invalidValue' }))),
  body_type: z.optional(z.nullable(z.enum(BODY_TYPES, { error: 'validation.invalidValue' }))),
  relationship_status: z.optional(
    z.nullable(z.enum(RELATIONSHIP_STATUSES, { error: 'validation.invalidValue' })),
  ),
  tattoos: z.optional(z.boolean()),
});
export type ProfilePatch = z.infer<typeof ProfilePatchSchema>;
/** `PUT /api/profile.php`: the body is a profile patch. */
export const ProfileUpdateSchema = ProfilePatchSchema;
export const OwnProfileResponseSchema = z.object({ profile: ProfileSchema });
export { MainImageSchema };
