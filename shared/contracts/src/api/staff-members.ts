import * as z from 'zod/mini';
import { DECISION_GROUNDS, SUSPENSION_DAYS_MAX } from './moderation.js';
import { StaffDisableBodySchema } from './staff.js';
import { EmailSchema } from './user.js';

/*
 * Member support in the staff console (docs/api/staff.md): finding a member and looking at their
 * account is a look at private data, so each look-up names its reason and is audited; the
 * actions are the few support takes without a developer.
 */

const ReasonSchema = StaffDisableBodySchema.shape.reason;

export const MEMBER_SEARCH_LIMIT = 25;

/** `GET /api/staff/members?q=&reason=`: an e-mail address, a member number or a name. */
export const StaffMemberSearchQuerySchema = z.object({
  q: z
    .string({ error: 'validation.searchTermRequired' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.searchTermRequired' }),
      z.maxLength(254, { error: 'validation.textTooLong' }),
    ),
  reason: ReasonSchema,
});
export type StaffMemberSearchQuery = z.infer<typeof StaffMemberSearchQuerySchema>;

/** `GET /api/staff/members/{id}?reason=`. */
export const StaffMemberLookQuerySchema = z.object({ reason: ReasonSchema });

export const MemberAccountStateSchema = z.object({
  status: z.string(),
  restriction: z.nullable(z.enum(['suspended', 'banned'])),
  restriction_ends_at: z.nullable(z.string()),
  profile_hidden: z.boolean(),
  deletion_requested_at: z.nullable(z.string()),
});

export const StaffMemberSummarySchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.nullable(z.string()),
  site_domain: z.string(),
  status: z.string(),
  restriction: z.nullable(z.string()),
  signup_date: z.string(),
});
export type StaffMemberSummary = z.infer<typeof StaffMemberSummarySchema>;

export const StaffMemberSearchResultSchema = z.object({ members: z.array(StaffMemberSummarySchema) });

const MemberReportSchema = z.object({
  id: z.number(),
  case_id: z.number(),
  member_id: z.nullable(z.number()),
  reason: z.string(),
  status: z.string(),
  created_at: z.string(),
});

/** The lander view the member signed up from (last touch within the attribution window). */
export const StaffMemberSignupLanderSchema = z.object({
  /** The variant's key; null when the variant has been removed since. */
  key: z.nullable(z.string()),
  family: z.string(),
  niche: z.nullable(z.number()),
  /** The variant's language; null when it serves every language. */
  language: z.nullable(z.string()),
  /** When the member viewed the lander. */
  visited_at: z.string(),
});
export type StaffMemberSignupLander = z.infer<typeof StaffMemberSignupLanderSchema>;

export const StaffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.nullable(z.string()),
  language: z.string(),
  site: z.object({ id: z.number(), domain: z.string() }),
  signup_date: z.string(),
  confirmed_at: z.nullable(z.string()),
  state: MemberAccountStateSchema,
  /** Where they came from: the tracking parameters (traffic source, campaign) they signed up with. */
  signup_source: z.nullable(z.record(z.string(), z.string())),
  /** The lander variant they signed up through; null for a direct sign-up. */
  signup_lander: z.nullable(StaffMemberSignupLanderSchema),
  credits: z.object({ balance: z.number(), debt: z.number() }),
  /** The newest ledger rows first. */
  statement: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      amount: z.number(),
      balance_after: z.number(),
      /** What the credits bought or where they came from, e.g. `payment:123`. */
      reference: z.string(),
      created_at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      method: z.string(),
      amount: z.number(),
      currency: z.string(),
      credits: z.number(),
      created_at: z.string(),
    }),
  ),
  /** Reports the member filed (`member_id`: whom) and reports about them (`member_id`: by whom). */
  reports: z.object({ by: z.array(MemberReportSchema), about: z.array(MemberReportSchema) }),
  /** Devices with push: the push service's host only, never the endpoint or its keys. */
  devices: z.array(
    z.object({
      id: z.number(),
      service: z.string(),
      created_at: z.string(),
      expires_at: z.nullable(z.string()),
    }),
  ),
  sessions: z.number(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffMemberActionBodySchema = z.strictObject({ reason: ReasonSchema });
export type StaffMemberActionBody = z.infer<typeof StaffMemberActionBodySchema>;

export const StaffMemberEmailBodySchema = z.strictObject({ email: EmailSchema, reason: ReasonSchema });
export type StaffMemberEmailBody = z.infer<typeof StaffMemberEmailBodySchema>;

/** A suspension ordered by support: the trust-and-safety decision without a report case. */
export const StaffMemberSuspendBodySchema = z.strictObject({
  /** The facts, shown to the member in the statement of reasons. */
  reason: ReasonSchema,
  ground: z.enum(DECISION_GROUNDS, { error: 'validation.invalidValue' }),
  days: z
    .int({ error: 'validation.invalidValue' })
    .check(
      z.positive({ error: 'validation.invalidValue' }),
      z.lte(SUSPENSION_DAYS_MAX, { error: 'validation.invalidValue' }),
    ),
});
export type StaffMemberSuspendBody = z.infer<typeof StaffMemberSuspendBodySchema>;

export const StaffMemberActionResultSchema = z.object({
  ok: z.literal(true),
  /** `end-sessions`: how many ended; `suspend`: the decision's reference. */
  sessions_ended: z.optional(z.number()),
  decision: z.optional(z.string()),
});
