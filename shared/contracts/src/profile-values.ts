/*
 * The values of a profile's choice fields and the interests: plain lists, apart from the schemas
 * built on them (api/user.ts, api/profile.ts), so the design system's form fields and the shell
 * use them without loading zod (ADR 0049).
 */

export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const RELATIONSHIP_STATUSES = [
  'single',
  'married',
  'divorced',
  'widowed',
  'living_together',
  'unmarried',
] as const;
export const HAIR_COLORS = ['black', 'brown', 'blond', 'red', 'grey', 'other'] as const;
export const EYE_COLORS = ['brown', 'blue', 'green', 'grey', 'hazel'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'large'] as const;
export const USER_STATUSES = ['not_confirmed', 'confirmed', 'pending_deletion'] as const;
export const PROFILE_STATUSES = ['active', 'disabled'] as const;
export const NOTIFICATION_DISABLED_REASONS = ['spam', 'bounced', 'unsubscribed'] as const;

/** The spec's 50 interests. */
export const INTERESTS = [
  'adventure', 'analsex', 'animals', 'art', 'astrology', 'bbq', 'beach', 'beer', 'biking', 'bondage',
  'coffee', 'cooking', 'dancing', 'exchangingpictures', 'fashion', 'foodie', 'gardening', 'gym', 'hiking',
  'hugging', 'kissing', 'lingerie', 'massages', 'masturbating', 'movies', 'music', 'onenightstand', 'oralsex',
  'outdoors', 'party', 'photography', 'politics', 'publicsex', 'reading', 'relationship', 'sadomasochism',
  'safesex', 'sex', 'sextoys', 'shopping', 'sports', 'sushi', 'tattoos', 'tea', 'theater', 'threesome',
  'travelling', 'vegetarian', 'videogames', 'wine',
] as const; // prettier-ignore

export const MAX_INTERESTS = 20;

/** Free members keep up to 3 photos, premium members up to 25 (spec section 5). */
export const FREE_PHOTO_LIMIT = 3;
export const PREMIUM_PHOTO_LIMIT = 25;
/** Upload caps: bytes per file and decoded pixels (a decompression bomb stops here). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
/** The longest side of an upload, and how many times its short side that may be (header checks). */
export const PHOTO_MAX_SIDE = 12_000;
export const PHOTO_MAX_ASPECT_RATIO = 8;
/** Smallest accepted photo side, in pixels. */
export const PHOTO_MIN_SIDE = 200;
