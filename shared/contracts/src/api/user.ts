import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants.js';
import { LocaleSchema } from '../field-schemas.js';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTERESTS,
  NOTIFICATION_DISABLED_REASONS,
  PROFILE_STATUSES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  USER_STATUSES,
} from '../profile-values.js';

/**
 * Message keys instead of English text: the server translates them for the response and the
 * forms translate them for inline errors, from one catalogue (`messages/<lng>.json`).
 */
/** An e-mail address: trimmed, required, at most EMAIL_MAX_LENGTH, valid syntax. */
export const EmailSchema = z.pipe(
  z
    .string({ error: 'validation.emailRequired' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.emailRequired' }),
      z.maxLength(EMAIL_MAX_LENGTH, { error: 'validation.emailTooLong' }),
    ),
  z.email({ error: 'validation.emailInvalid' }),
);

export const LoginBodySchema = z.strictObject({
  email: EmailSchema,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .check(
      z.minLength(1, { error: 'validation.passwordRequired' }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: 'validation.passwordTooLong' }),
    ),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LanguageBodySchema = z.strictObject({
  language: LocaleSchema,
});
export type LanguageBody = z.infer<typeof LanguageBodySchema>;

export const MainImageSchema = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  status: z.enum(['inspected', 'active']),
  /** Ready-to-use URL of the match-sized image, already prefixed with the site's cdn_prefix. */
  match: z.string(),
  /**
   * The same crop at grid size (360×480), for member cards; prefixed like `match`. Beyond the
   * spec's fields: a grid needs less than half of the match image's bytes.
   */
  card: z.string(),
});
export type MainImage = z.infer<typeof MainImageSchema>;

export const ProfileSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** Null until the member answers the personal step of /complete-signup (never a default). */
  gender: z.nullable(z.enum(GENDERS)),
  sexuality: z.enum(SEXUALITIES),
  age: z.int(),
  date_of_birth: z.nullable(z.string()),
  country: z.string(),
  region: z.nullable(z.string()),
  city: z.nullable(z.string()),
  about_me: z.string(),
  interests: z.array(z.enum(INTERESTS)),
  hair_color: z.nullable(z.enum(HAIR_COLORS)),
  eye_color: z.nullable(z.enum(EYE_COLORS)),
  body_type: z.nullable(z.enum(BODY_TYPES)),
  relationship_status: z.nullable(z.enum(RELATIONSHIP_STATUSES)),
  tattoos: z.boolean(),
  signup_reason: z.nullable(z.string()),
  status: z.enum(PROFILE_STATUSES),
  main_image: z.nullable(MainImageSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const UserSchema = z.object({
  id: z.int(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  credits: z.int(),
  paid_user: z.boolean(),
  signup_date: z.string(),
  fictional_icon: z.boolean(),
  language: LocaleSchema,
  notifications_disabled: z.array(z.enum(NOTIFICATION_DISABLED_REASONS)),
  push_subscribed: z.boolean(),
  /** Next `/complete-signup` step (0-4), or null once the member finished or skipped them all. */
  signup_step: z.nullable(z.int()),
  /** The profile a member signed up from (`/members/{id}/signup`): their first contact. */
  first_contact_id: z.nullable(z.int()),
  /**
   * Received likes the member has not seen (the likes badge and the title prefix). Always sent by
   * the server; optional so payloads and fixtures from before the likes area still parse.
   */
  new_likes: z.optional(z.int()),
  /** Unread messages over all conversations (the messages badge, the title prefix). */
  unread_messages: z.optional(z.int()),
  /**
   * "Real members only" (`/api/listing-preferences.php`): the listings leave fictional profiles
   * out. Always sent by the server; here so the listings key their caches by it.
   */
  real_members_only: z.optional(z.boolean()),
  profile: ProfileSchema,
});
export type User = z.infer<typeof UserSchema>;

export const UserResponseSchema = z.object({ user: z.nullable(UserSchema) });
export type UserResponse = z.infer<typeof UserResponseSchema>;
/** A change that answers the member as stored now (sign-up, a saved profile): never null. */
export const SignedInUserResponseSchema = z.object({ user: UserSchema });
export type SignedInUserResponse = z.infer<typeof SignedInUserResponseSchema>;

export const LogoutResponseSchema = z.object({ ok: z.literal(true) });

/** `GET /api/profile.php?id=`: another member as a card (the profile area adds the full view). */
export const ProfileCardSchema = z.object({
  id: z.int(),
  name: z.string(),
  age: z.int(),
  country: z.string(),
  city: z.nullable(z.string()),
  main_image: z.nullable(MainImageSchema),
});
export type ProfileCard = z.infer<typeof ProfileCardSchema>;
export const ProfileCardResponseSchema = z.object({ profile: ProfileCardSchema });
export const ProfileQuerySchema = z.object({
  id: z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, { error: 'validation.invalidValue' })),
    z.transform(Number),
  ),
});
