import * as z from 'zod/mini';
import {
  COMPLAINT_MESSAGE_MAX_LENGTH,
  COMPLAINT_MESSAGE_MIN_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGNUP_MESSAGE_MAX_LENGTH,
} from '../constants.js';
import { GENDERS } from '../profile-values.js';
import { TRACKING_VALUE_MAX_LENGTH } from '../tracking.js';
import { IdSchema } from './ids.js';
import { parseCalendarDate } from './signup-rules.js';
import { ProfilePatchSchema } from './profile.js';
import { EmailSchema } from './user.js';
import { hasVisibleText, withoutBidiControls } from '../honest-text.js';

/*
 * The account area's calls (sign-up, activation, password, e-mail, settings, deletion, complaints,
 * company data). Messages are keys of the shared catalogue, translated by the server and the forms.
 */

/** A new password: the same rule on every form that sets one. */
export const NewPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: 'validation.passwordTooShort' }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: 'validation.passwordTooLong' }),
  );

const NameSchema = z.string({ error: 'validation.nameRequired' }).check(
  z.overwrite(withoutBidiControls),
  z.trim(),
  z.minLength(1, { error: 'validation.nameRequired' }),
  z.refine(hasVisibleText, { error: 'validation.nameRequired' }),
  z.maxLength(NAME_MAX_LENGTH, { error: 'validation.nameTooLong' }),
  z.refine((name) => !name.startsWith('@'), { error: 'validation.nameStartsWithAt' }),
);

/** ISO calendar date `YYYY-MM-DD` that exists (no 31 February). */
export const CalendarDateSchema = z.string({ error: 'validation.dateOfBirthInvalid' }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.dateOfBirthInvalid' }),
  z.refine((value) => parseCalendarDate(value) !== null, { error: 'validation.dateOfBirthInvalid' }),
);

/** Tracking parameters captured on arrival and stored with the new account (spec section 3; `tracking.ts`). */
const trackingValue = () => z.optional(z.string().check(z.maxLength(TRACKING_VALUE_MAX_LENGTH)));
export const TrackingParamsSchema = z.object({
  network: trackingValue(),
  ref: trackingValue(),
  sub1: trackingValue(),
  sub2: trackingValue(),
  sub3: trackingValue(),
});

export const SignupBodySchema = z
  .strictObject({
    email: EmailSchema,
    name: NameSchema,
    password: NewPasswordSchema,
    date_of_birth: CalendarDateSchema,
    /** With a target profile: the first message to that member. */
    signup_message: z.optional(
      z.string().check(z.trim(), z.maxLength(SIGNUP_MESSAGE_MAX_LENGTH, { error: 'validation.textTooLong' })),
    ),
    target_profile_id: z.optional(IdSchema),
    tracking: z.optional(TrackingParamsSchema),
  })
  .check(
    z.refine((body) => body.name.trim().toLowerCase() !== body.email.trim().toLowerCase(), {
      error: 'validation.nameIsEmail',
      path: ['name'],
    }),
  );
export type SignupBody = z.infer<typeof SignupBodySchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponseSchema>;

export const EmailBodySchema = z.strictObject({ email: EmailSchema });
export type EmailBody = z.infer<typeof EmailBodySchema>;

export const TokenBodySchema = z.strictObject({
  token: z.string({ error: 'errors.tokenInvalid' }).check(z.minLength(10), z.maxLength(200)),
});
export type TokenBody = z.infer<typeof TokenBodySchema>;

export const TokenQuerySchema = z.object({ token: z.optional(z.string().check(z.maxLength(200))) });

const withRepeat = <T extends { password: string; password_repeat: string }>(body: T) =>
  body.password === body.password_repeat;

export const ResetPasswordDoBodySchema = z
  .strictObject({
    token: z.string({ error: 'errors.tokenInvalid' }).check(z.minLength(10), z.maxLength(200)),
    password: NewPasswordSchema,
    password_repeat: z.string({ error: 'validation.passwordRequired' }),
  })
  .check(z.refine(withRepeat, { error: 'validation.passwordsDiffer', path: ['password_repeat'] }));
export type ResetPasswordDoBody = z.infer<typeof ResetPasswordDoBodySchema>;

export const ChangePasswordBodySchema = z
  .strictObject({
    old_password: z
      .string({ error: 'validation.passwordRequired' })
      .check(z.minLength(1, { error: 'validation.passwordRequired' }), z.maxLength(PASSWORD_MAX_LENGTH)),
    password: NewPasswordSchema,
    password_repeat: z.string({ error: 'validation.passwordRequired' }),
  })
  .check(z.refine(withRepeat, { error: 'validation.passwordsDiffer', path: ['password_repeat'] }));
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const ChangeEmailBodySchema = z.strictObject({
  email: EmailSchema,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .check(z.minLength(1, { error: 'validation.passwordRequired' }), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;

/** E-mail notification types a member can switch off one by one. */
export const EMAIL_NOTIFICATION_TYPES = ['messages', 'likes', 'matches', 'gifts', 'newsletter'] as const;
export type EmailNotificationType = (typeof EMAIL_NOTIFICATION_TYPES)[number];
/** Marketing among them: off for a new member until they turn it on (consent); the rest is service mail. */
export const MARKETING_EMAIL_TYPES: readonly EmailNotificationType[] = ['newsletter'];

export const EmailNotificationsSchema = z.object({
  messages: z.boolean(),
  likes: z.boolean(),
  matches: z.boolean(),
  gifts: z.boolean(),
  newsletter: z.boolean(),
});

export const AccountSettingsSchema = z.object({
  email: z.string(),
  email_notifications: EmailNotificationsSchema,
  /** Invisible: out of search, cannot be messaged or liked. */
  invisible: z.boolean(),
  /** Privacy: photos and profile details only for logged-in members who already have contact. */
  privacy: z.boolean(),
  /**
   * Read receipts, shared both ways or not at all: the member sees when others read their messages
   * only while others may see when they read (ADR 0019). On by default.
   */
  read_receipts: z.boolean(),
  /**
   * Online status ("online", "active today", "active this week"), shared both ways or not at all:
   * a member who hides theirs sees nobody's (ADR 0037). On by default.
   */
  show_activity: z.boolean(),
  notifications_disabled: z.array(z.enum(['spam', 'bounced', 'unsubscribed'])),
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;
export const AccountSettingsResponseSchema = z.object({ settings: AccountSettingsSchema });
export type AccountSettingsResponse = z.infer<typeof AccountSettingsResponseSchema>;

export const AccountSettingsUpdateSchema = z.strictObject({
  email_notifications: z.optional(z.partial(z.strictObject(EmailNotificationsSchema.shape))),
  invisible: z.optional(z.boolean()),
  privacy: z.optional(z.boolean()),
  read_receipts: z.optional(z.boolean()),
  show_activity: z.optional(z.boolean()),
  /** Clears `notifications_disabled` (the member asks to get e-mails again). */
  reenable_notifications: z.optional(z.literal(true)),
});
export type AccountSettingsUpdate = z.infer<typeof AccountSettingsUpdateSchema>;

export const DELETION_REASONS = [
  'found_partner',
  'not_enough_members',
  'too_expensive',
  'too_many_emails',
  'privacy',
  'other',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

export const DeleteAccountBodySchema = z.strictObject({
  reason: z.enum(DELETION_REASONS, { error: 'validation.reasonRequired' }),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(1000, { error: 'validation.textTooLong' }))),
  password: z
    .string({ error: 'validation.passwordRequired' })
    .check(z.minLength(1, { error: 'validation.passwordRequired' }), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;
export const DeleteAccountResponseSchema = z.object({
  ok: z.literal(true),
  /** Where the countdown page sends the member; null: our own /account-deleted page. */
  partner_url: z.nullable(z.string()),
});
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;

export const COMPLAINT_CATEGORIES = [
  'profile',
  'message',
  'payment',
  'technical',
  'privacy',
  // Contesting a moderation decision (the DSA's internal complaint): names its `D-` reference.
  'appeal',
  'other',
] as const;
/** A decision's reference as its statement of reasons names it (`D-` and eight hex digits). */
export const DECISION_REFERENCE_PATTERN = /^D-[0-9A-F]{8}$/;
export const ComplaintBodySchema = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  category: z.enum(COMPLAINT_CATEGORIES, { error: 'validation.categoryRequired' }),
  profile_id: z.optional(IdSchema),
  /** `appeal`: the decision contested; the complainant's own decision reopens its case. */
  decision_reference: z.optional(
    z
      .string({ error: 'validation.invalidValue' })
      .check(
        z.trim(),
        z.toUpperCase(),
        z.regex(DECISION_REFERENCE_PATTERN, { error: 'validation.decisionReference' }),
      ),
  ),
  message: z
    .string({ error: 'validation.messageRequired' })
    .check(
      z.trim(),
      z.minLength(COMPLAINT_MESSAGE_MIN_LENGTH, { error: 'validation.messageTooShort' }),
      z.maxLength(COMPLAINT_MESSAGE_MAX_LENGTH, { error: 'validation.textTooLong' }),
    ),
});
export type ComplaintBody = z.infer<typeof ComplaintBodySchema>;
export const ComplaintResponseSchema = z.object({ ok: z.literal(true), reference: z.string() });
export type ComplaintResponse = z.infer<typeof ComplaintResponseSchema>;

export const CompanyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  /** Percentage offered to members about to delete their account; null when none. */
  delete_discount: z.nullable(z.int()),
  /** ISO timestamp. */
  added: z.string(),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;
export const CompanyInfoResponseSchema = z.object({ company: CompanyInfoSchema });
export type CompanyInfoResponse = z.infer<typeof CompanyInfoResponseSchema>;

/** A `{token}` information page (site-specific content kept in the database). */
export const InfoPageSchema = z.object({ token: z.string(), title: z.string(), body: z.string() });
export type InfoPage = z.infer<typeof InfoPageSchema>;
/** `GET /api/page.php?token=`: a `{token}` page in the caller's language. */
export const SitePageResponseSchema = z.object({ page: InfoPageSchema });
export type SitePageResponse = z.infer<typeof SitePageResponseSchema>;
export const InfoPageQuerySchema = z.object({ token: z.string().check(z.maxLength(200)) });
/** What a `{token}` page may be called; anything else is simply not found. */
export const INFO_PAGE_TOKEN_PATTERN = /^[a-z0-9-]{1,60}$/;

/**
 * `PUT /api/complete-signup.php`: finishes one step of `/complete-signup` (saving its fields, or
 * skipping it) and answers the user with the next step, so a reload resumes where the member was.
 */
export const CompleteSignupBodySchema = z.strictObject({
  step: z.int().check(z.gte(0), z.lte(4)),
  skip: z.optional(z.boolean()),
  profile: z.optional(ProfilePatchSchema),
});
export type CompleteSignupBody = z.infer<typeof CompleteSignupBodySchema>;

/**
 * The personal step's profile: the profile's rules, with the gender required while the member has
 * none (the server refuses the step without it too).
 */
export const PersonalStepPatchSchema = z.extend(ProfilePatchSchema, {
  gender: z.enum(GENDERS, { error: 'validation.genderRequired' }),
});

/** The terms version date: 2023-12-01 12:00 UTC, or the company's `added` date when later. */
export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const floor = new Date('2023-12-01T12:00:00Z');
  const added = companyAdded ? new Date(companyAdded) : null;
  return added && !Number.isNaN(added.getTime()) && added > floor ? added : floor;
}

/** Support phone for a tel: link (dashes and spaces stripped). */
export function supportPhoneHref(phone: string): string {
  return `tel:${phone.replace(/[\s-]/g, '')}`;
}
