import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { ID_MAX } from './ids.js';
import { EmailSchema } from './user.js';

/*
 * The staff calls (docs/api/staff.md, ADR 0032): staff identities, their sessions, the set-up
 * link and the audit log. Staff are not members: their own table, cookie and guard.
 */

/** What a staff member may do; admin passes every staff route (plugins of modules/staff). */
export const STAFF_ROLES = ['admin', 'moderator', 'support', 'finance', 'marketer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: 'validation.invalidValue' });

/** The staff session cookie: never the members' `auth._token`, so neither opens the other's routes. */
export const STAFF_COOKIE_NAME = 'amora_staff';
/** A staff session ends after this long without a request… */
export const STAFF_SESSION_IDLE_MINUTES = 30;
/** …and this long after its login, whatever happens. */
export const STAFF_SESSION_ABSOLUTE_HOURS = 12;
/** A set-up link works once, for this long. */
export const STAFF_SETUP_LINK_HOURS = 72;
/** Staff passwords are longer than members' (ASVS 6.2.1 asks 8; a console with member data asks more). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_NAME_MAX_LENGTH = 80;

/** A 6-digit TOTP code, as an authenticator app shows it. */
export const TotpCodeSchema = z
  .string({ error: 'validation.totpCodeInvalid' })
  .check(z.trim(), z.regex(/^\d{6}$/, { error: 'validation.totpCodeInvalid' }));

const PasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .check(
    z.minLength(1, { error: 'validation.passwordRequired' }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: 'validation.passwordTooLong' }),
  );

/** `POST /api/staff/session`. */
export const StaffLoginBodySchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  code: TotpCodeSchema,
});
export type StaffLoginBody = z.infer<typeof StaffLoginBodySchema>;

/** The set-up link's token: 256 random bits, base64url. */
export const StaffSetupParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'errors.staffSetupInvalid' })),
});

/** `GET /api/staff/setup/{token}`: what the set-up page shows. */
export const StaffSetupInfoSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** The TOTP secret in base32, for typing into an authenticator by hand. */
  secret: z.string(),
  /** The same secret as an `otpauth://totp/…` URI (what the QR code holds). */
  otpauth_uri: z.string(),
  /** The QR code of `otpauth_uri` as an SVG data URL, drawn by the server. */
  qr_code: z.string(),
  expires_at: z.string(),
});
export type StaffSetupInfo = z.infer<typeof StaffSetupInfoSchema>;

/** `POST /api/staff/setup/{token}`: the chosen password and a first code proving the enrolment. */
export const StaffSetupBodySchema = z.strictObject({
  password: z
    .string({ error: 'validation.passwordRequired' })
    .check(
      z.minLength(STAFF_PASSWORD_MIN_LENGTH, { error: 'validation.staffPasswordTooShort' }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: 'validation.passwordTooLong' }),
    ),
  code: TotpCodeSchema,
});
export type StaffSetupBody = z.infer<typeof StaffSetupBodySchema>;

export const StaffSummarySchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  roles: z.array(StaffRoleSchema),
  disabled: z.boolean(),
  /** Password and TOTP chosen through the set-up link. */
  enrolled: z.boolean(),
  created_at: z.string(),
});
export type StaffSummary = z.infer<typeof StaffSummarySchema>;

/** `GET /api/staff/session`: who the caller is and until when the session lasts. */
export const StaffSessionSchema = z.object({
  staff: z.object({ id: z.number(), email: z.string(), name: z.string(), roles: z.array(StaffRoleSchema) }),
  session: z.object({ idle_expires_at: z.string(), expires_at: z.string() }),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const StaffNameSchema = z
  .string({ error: 'validation.nameRequired' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'validation.nameRequired' }),
    z.maxLength(STAFF_NAME_MAX_LENGTH, { error: 'validation.textTooLong' }),
  );

/** `POST /api/staff/staff` (and the command line's admin API): a new staff member. */
export const StaffCreateBodySchema = z.strictObject({
  email: EmailSchema,
  name: z.optional(StaffNameSchema),
  roles: z
    .array(StaffRoleSchema)
    .check(
      z.minLength(1, { error: 'validation.staffRolesRequired' }),
      z.maxLength(STAFF_ROLES.length, { error: 'validation.invalidValue' }),
    ),
});
export type StaffCreateBody = z.infer<typeof StaffCreateBodySchema>;

export const StaffCreatedSchema = z.object({
  staff: StaffSummarySchema,
  /** The one-time set-up link: shown once, stored only as a hash. */
  setup_url: z.string(),
  expires_at: z.string(),
});
export type StaffCreated = z.infer<typeof StaffCreatedSchema>;

export const StaffListSchema = z.object({ staff: z.array(StaffSummarySchema) });

/** `POST /api/staff/staff/{id}/disable` and the command line's `disable`: why, for the audit log. */
export const StaffDisableBodySchema = z.strictObject({
  reason: z
    .string({ error: 'validation.reasonTextRequired' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.reasonTextRequired' }),
      z.maxLength(500, { error: 'validation.textTooLong' }),
    ),
});
export type StaffDisableBody = z.infer<typeof StaffDisableBodySchema>;

/** A row id in the path (`/api/staff/staff/12/disable`). */
const PathIdSchema = z.pipe(
  z.string().check(z.regex(/^\d{1,10}$/, { error: 'validation.invalidValue' })),
  z.pipe(z.transform(Number), z.number().check(z.positive(), z.lte(ID_MAX))),
);
export const StaffIdParamsSchema = z.object({ id: PathIdSchema });

/** `npm run staff -- reset <email>`: a new set-up link for this address. */
export const StaffEmailBodySchema = z.strictObject({ email: EmailSchema });

/** The command line names staff by address: `npm run staff -- disable <email> [reason]`. */
export const StaffDisableByEmailBodySchema = z.strictObject({
  email: EmailSchema,
  reason: StaffDisableBodySchema.shape.reason,
});
export type StaffDisableByEmailBody = z.infer<typeof StaffDisableByEmailBodySchema>;

export const STAFF_AUDIT_PAGE_MAX = 200;

/** `GET /api/staff/audit`: newest first, filtered, a page at a time (`before` = the last id seen). */
export const StaffAuditQuerySchema = z.object({
  staff_id: z.optional(PathIdSchema),
  action: z.optional(z.string().check(z.regex(/^[a-z_.]{1,60}$/, { error: 'validation.invalidValue' }))),
  target_type: z.optional(z.string().check(z.regex(/^[a-z_]{1,40}$/, { error: 'validation.invalidValue' }))),
  target_id: z.optional(z.string().check(z.maxLength(100, { error: 'validation.invalidValue' }))),
  before: z.optional(PathIdSchema),
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, { error: 'validation.invalidValue' })),
      z.pipe(z.transform(Number), z.number().check(z.positive(), z.lte(STAFF_AUDIT_PAGE_MAX))),
    ),
  ),
});
export type StaffAuditQuery = z.infer<typeof StaffAuditQuerySchema>;

export const StaffAuditEntrySchema = z.object({
  id: z.number(),
  /** null: the operator's command line (admin token), not a staff session. */
  staff_id: z.nullable(z.number()),
  staff_email: z.nullable(z.string()),
  action: z.string(),
  target_type: z.nullable(z.string()),
  target_id: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  created_at: z.string(),
});
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>;

export const StaffAuditPageSchema = z.object({
  entries: z.array(StaffAuditEntrySchema),
  /** Pass as `before` for the next page; null at the end. */
  next_before: z.nullable(z.number()),
});

export const StaffOkSchema = z.object({ ok: z.literal(true) });
/** `POST /api/staff/session/others`: how many other sessions ended. */
export const StaffSessionsEndedSchema = z.object({ ended: z.number() });
