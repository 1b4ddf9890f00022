import * as z from 'zod/mini';
import { IdSchema } from './ids.js';
import { StaffDisableBodySchema, StaffIdParamsSchema } from './staff.js';

/*
 * Trust and safety (docs/api/reports.md, docs/api/staff.md): members report members, staff work
 * the queues (reports, photos, complaints) and every restriction of a member is one decision
 * record, explained to the member in their language (the DSA's statement of reasons).
 */

// ---------------------------------------------------------------------------------------------
// Members: `POST /api/report.php`
// ---------------------------------------------------------------------------------------------

/** Why a member reports another; under-age and money requests are worked first. */
export const REPORT_REASONS = ['underage', 'money', 'scam', 'harassment', 'photos', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Queue order: a lower number is worked first (under-age, then money requests, then the rest). */
export const REPORT_REASON_SEVERITY: Record<ReportReason, number> = {
  underage: 0,
  money: 1,
  scam: 2,
  harassment: 2,
  photos: 3,
  spam: 4,
  other: 4,
};

/** A member may send this many reports a day (UTC); more is a flood. */
export const REPORTS_PER_DAY = 10;
export const REPORT_TEXT_MAX_LENGTH = 1000;
/** A report from a chat carries this many of the conversation's last messages as evidence. */
export const REPORT_EVIDENCE_MESSAGES = 20;

export const ReportBodySchema = z.strictObject({
  profile_id: IdSchema,
  reason: z.enum(REPORT_REASONS, { error: 'validation.reasonRequired' }),
  text: z.optional(
    z
      .string({ error: 'validation.invalidValue' })
      .check(z.trim(), z.maxLength(REPORT_TEXT_MAX_LENGTH, { error: 'validation.textTooLong' })),
  ),
  /** The conversation reported from: its last messages become evidence. */
  conversation: z.optional(IdSchema),
  /** "Block and report" in one step. */
  block: z.optional(z.boolean({ error: 'validation.invalidValue' })),
});
export type ReportBody = z.infer<typeof ReportBodySchema>;

/** The reporter is told the report arrived; the reported member never learns who sent it. */
export const ReportCreatedSchema = z.object({
  ok: z.literal(true),
  /** The case's reference, for the reporter's own records (`R-…`). */
  reference: z.string(),
  blocked: z.boolean(),
});
export type ReportCreated = z.infer<typeof ReportCreatedSchema>;

// ---------------------------------------------------------------------------------------------
// Decisions: one record per restriction (or dismissal), the member's statement rendered from it
// ---------------------------------------------------------------------------------------------

export const REPORT_ACTIONS = ['dismiss', 'warn', 'remove_photo', 'hide_profile', 'suspend', 'ban'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The longest suspension staff can set in one decision. */
export const SUSPENSION_DAYS_MAX = 365;

/** The clause of the terms (or the law) a decision rests on: named in the statement of reasons. */
export const DECISION_GROUNDS = [
  'terms_fake_profile',
  'terms_scam',
  'terms_harassment',
  'terms_minimum_age',
  'terms_photos',
  'terms_spam',
  'terms_other',
] as const;
export type DecisionGround = (typeof DECISION_GROUNDS)[number];

const StaffReasonSchema = StaffDisableBodySchema.shape.reason;

/** `POST /api/staff/reports/{id}/actions`. */
export const ReportActionBodySchema = z.strictObject({
  action: z.enum(REPORT_ACTIONS, { error: 'validation.invalidValue' }),
  /** Shown to the member in the statement of reasons (and kept in the audit log). */
  reason: StaffReasonSchema,
  ground: z.optional(z.enum(DECISION_GROUNDS, { error: 'validation.invalidValue' })),
  /** `suspend` only: 1 to SUSPENSION_DAYS_MAX. */
  days: z.optional(
    z
      .int({ error: 'validation.invalidValue' })
      .check(
        z.positive({ error: 'validation.invalidValue' }),
        z.lte(SUSPENSION_DAYS_MAX, { error: 'validation.invalidValue' }),
      ),
  ),
  /** `remove_photo` only. */
  photo_id: z.optional(IdSchema),
});
export type ReportActionBody = z.infer<typeof ReportActionBodySchema>;

/** The answer to an action: the decision written and the case's new status. */
export const ReportActionResultSchema = z.object({
  decision_id: z.number(),
  /** `D-…`, as the member's statement of reasons names it. */
  reference: z.string(),
  status: z.enum(['actioned', 'dismissed']),
});
export type ReportActionResult = z.infer<typeof ReportActionResultSchema>;

/** The restrictions staff can lift before their end, outside an appeal (by the action that set them). */
export const LIFTABLE_RESTRICTIONS = ['hide_profile', 'suspend', 'ban'] as const;
export type LiftableRestriction = (typeof LIFTABLE_RESTRICTIONS)[number];

/** `POST /api/staff/members/{id}/lift`: the member is told, with the reason. */
export const LiftRestrictionBodySchema = z.strictObject({
  restriction: z.enum(LIFTABLE_RESTRICTIONS, { error: 'validation.invalidValue' }),
  reason: StaffReasonSchema,
});
export type LiftRestrictionBody = z.infer<typeof LiftRestrictionBodySchema>;

export const LiftRestrictionResultSchema = z.object({
  decision_id: z.number(),
  /** `D-…`, as the member's mail names it. */
  reference: z.string(),
});

export const REPORT_CASE_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportCaseStatus = (typeof REPORT_CASE_STATUSES)[number];

export const StaffMemberRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** `active`, `suspended` (until), `banned`, `deleted`. */
  standing: z.enum(['active', 'suspended', 'banned', 'deleted']),
  suspended_until: z.nullable(z.string()),
  /** Hidden from other members by a moderator (where the answer tells). */
  profile_hidden: z.optional(z.boolean()),
});
export type StaffMemberRef = z.infer<typeof StaffMemberRefSchema>;

export const ReportCaseSummarySchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(REPORT_CASE_STATUSES),
  reported: StaffMemberRefSchema,
  /** Every reason given in the case's reports, most severe first. */
  reasons: z.array(z.enum(REPORT_REASONS)),
  report_count: z.number(),
  opened_at: z.string(),
  last_reported_at: z.string(),
  /** Reopened by an appeal. */
  appealed: z.boolean(),
});
export type ReportCaseSummary = z.infer<typeof ReportCaseSummarySchema>;

/** `GET /api/staff/reports?status=open&reason=&before=`: most severe, then oldest, first. */
export const ReportCaseQuerySchema = z.object({
  status: z.optional(z.enum(REPORT_CASE_STATUSES, { error: 'validation.invalidValue' })),
  reason: z.optional(z.enum(REPORT_REASONS, { error: 'validation.invalidValue' })),
  /** An opaque cursor from `next_cursor`. */
  cursor: z.optional(z.string().check(z.maxLength(200, { error: 'validation.invalidValue' }))),
});
export const ReportCaseListSchema = z.object({
  cases: z.array(ReportCaseSummarySchema),
  next_cursor: z.nullable(z.string()),
});

export const EvidenceMessageSchema = z.object({
  /** `reported` or `reporter`: whose message it was. */
  from: z.enum(['reported', 'reporter']),
  type: z.enum(['text', 'photo', 'gift']),
  text: z.nullable(z.string()),
  created_at: z.string(),
});

/** The reported profile as it was when reported (not as it is now). */
export const ProfileSnapshotSchema = z.object({
  name: z.string(),
  age: z.nullable(z.number()),
  gender: z.nullable(z.string()),
  country: z.nullable(z.string()),
  city: z.nullable(z.string()),
  about: z.nullable(z.string()),
  photos: z.array(
    z.object({
      id: z.number(),
      /** Where the member's photo was served: gone once they delete or replace it. */
      url: z.string(),
      status: z.string(),
      /**
       * The copy kept with the report (`/api/staff/reports/{id}/evidence/{report}/{photo}`), for
       * staff only; null when the file could not be copied (or the copies' retention ended).
       */
      evidence_url: z.optional(z.nullable(z.string())),
    }),
  ),
});

/** `GET /api/staff/reports/{id}/evidence/{report}/{photo}`: a photo as it was when reported. */
export const EvidencePhotoParamsSchema = z.object({
  id: StaffIdParamsSchema.shape.id,
  report: StaffIdParamsSchema.shape.id,
  photo: StaffIdParamsSchema.shape.id,
});

export const CaseReportSchema = z.object({
  id: z.number(),
  /** Staff see who reported (the reported member never does). */
  reporter: StaffMemberRefSchema,
  reason: z.enum(REPORT_REASONS),
  text: z.nullable(z.string()),
  created_at: z.string(),
  profile: ProfileSnapshotSchema,
  messages: z.array(EvidenceMessageSchema),
});

export const DecisionSchema = z.object({
  id: z.number(),
  /** `D-…`: what the member's statement of reasons names, and an appeal quotes. */
  reference: z.optional(z.string()),
  action: z.enum([
    ...REPORT_ACTIONS,
    'photo_rejected',
    'photo_approved',
    'lift_hide_profile',
    'lift_suspend',
    'lift_ban',
  ]),
  ground: z.nullable(z.enum(DECISION_GROUNDS)),
  reason: z.string(),
  /** Detected or decided by automated means (the DSA asks). */
  automated: z.boolean(),
  staff_email: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type Decision = z.infer<typeof DecisionSchema>;

/** `GET /api/staff/reports/{id}`: the case with its evidence (an audited look at private data). */
export const ReportCaseDetailSchema = z.object({
  case: ReportCaseSummarySchema,
  reports: z.array(CaseReportSchema),
  decisions: z.array(DecisionSchema),
});
export type ReportCaseDetail = z.infer<typeof ReportCaseDetailSchema>;

export const ReportCaseParamsSchema = StaffIdParamsSchema;

// ---------------------------------------------------------------------------------------------
// Photos: `GET /api/staff/photos?status=inspected`, `POST /api/staff/photos/{id}`
// ---------------------------------------------------------------------------------------------

export const PHOTO_STATUSES = ['inspected', 'active', 'rejected'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

export const StaffPhotoQuerySchema = z.object({
  status: z.optional(z.enum(PHOTO_STATUSES, { error: 'validation.invalidValue' })),
  cursor: z.optional(z.string().check(z.maxLength(200, { error: 'validation.invalidValue' }))),
});

export const StaffPhotoSchema = z.object({
  id: z.number(),
  member: StaffMemberRefSchema,
  status: z.enum(PHOTO_STATUSES),
  /** Staff URLs (`/api/staff/photos/{id}/image`): served to staff whatever the photo's state. */
  url: z.string(),
  thumb_url: z.string(),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  /** The automated check's verdict: a near-duplicate of a removed photo, or of another member's. */
  automated: z.object({
    passed: z.boolean(),
    similar_to_removed: z.boolean(),
    similar_member_ids: z.array(z.number()),
  }),
  is_main: z.boolean(),
  created_at: z.string(),
});
export type StaffPhoto = z.infer<typeof StaffPhotoSchema>;

export const StaffPhotoListSchema = z.object({
  photos: z.array(StaffPhotoSchema),
  next_cursor: z.nullable(z.string()),
  /** How many wait in this status altogether. */
  total: z.number(),
});

/** `GET /api/staff/photos/{id}/image?variant=`: the full photo (default) or its thumbnail. */
export const StaffPhotoImageQuerySchema = z.object({
  variant: z.optional(z.enum(['thumb', 'full'], { error: 'validation.invalidValue' })),
});

export const PhotoDecisionBodySchema = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: 'validation.invalidValue' }),
  /** Required for a rejection (told to the member); kept for an approval too when given. */
  reason: z.optional(StaffReasonSchema),
  ground: z.optional(z.enum(DECISION_GROUNDS, { error: 'validation.invalidValue' })),
});
export type PhotoDecisionBody = z.infer<typeof PhotoDecisionBodySchema>;

/** Site setting: whether a photo that passes the automated check shows before a moderator saw it. */
export const PHOTO_REVIEW_MODES = ['after', 'before'] as const;
export type PhotoReviewMode = (typeof PHOTO_REVIEW_MODES)[number];

// ---------------------------------------------------------------------------------------------
// Complaints: `/complaints` in the console
// ---------------------------------------------------------------------------------------------

export const COMPLAINT_STATUSES = ['open', 'answered', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const StaffComplaintQuerySchema = z.object({
  status: z.optional(z.enum(COMPLAINT_STATUSES, { error: 'validation.invalidValue' })),
  cursor: z.optional(z.string().check(z.maxLength(200, { error: 'validation.invalidValue' }))),
});

export const StaffComplaintSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  category: z.string(),
  name: z.string(),
  email: z.string(),
  member_id: z.nullable(z.number()),
  profile_id: z.nullable(z.number()),
  message: z.string(),
  language: z.string(),
  answer: z.nullable(z.string()),
  answered_at: z.nullable(z.string()),
  closed_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type StaffComplaint = z.infer<typeof StaffComplaintSchema>;

export const StaffComplaintListSchema = z.object({
  complaints: z.array(StaffComplaintSchema),
  next_cursor: z.nullable(z.string()),
});

export const COMPLAINT_ANSWER_MAX_LENGTH = 5000;

/** `POST /api/staff/complaints/{id}/answer`: e-mailed to the complainant in their language. */
export const ComplaintAnswerBodySchema = z.strictObject({
  answer: z
    .string({ error: 'validation.messageRequired' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.messageRequired' }),
      z.maxLength(COMPLAINT_ANSWER_MAX_LENGTH, { error: 'validation.textTooLong' }),
    ),
});
/** `POST /api/staff/complaints/{id}/close`. */
export const ComplaintCloseBodySchema = z.strictObject({ reason: StaffReasonSchema });

// ---------------------------------------------------------------------------------------------
// The console's home: `GET /api/staff/overview`
// ---------------------------------------------------------------------------------------------

export const StaffOverviewSchema = z.object({
  open_reports: z.object({
    by_reason: z.record(z.string(), z.number()),
    /** Open cases by age: under a day, one to seven days, older. */
    by_age: z.object({ under_1d: z.number(), from_1d_to_7d: z.number(), over_7d: z.number() }),
    total: z.number(),
  }),
  photos_waiting: z.number(),
  complaints_open: z.number(),
  /** Moderation actions per staff member this ISO week (Monday 00:00 UTC on). */
  actions_this_week: z.array(
    z.object({ staff_id: z.number(), staff_email: z.string(), actions: z.number() }),
  ),
});
export type StaffOverview = z.infer<typeof StaffOverviewSchema>;

// ---------------------------------------------------------------------------------------------
// Login of a restricted member: 403 `account_suspended` / `account_banned` with these details
// ---------------------------------------------------------------------------------------------

export const RestrictionDetailsSchema = z.object({
  /** `suspended` until `ends_at`, or `banned` (`ends_at` null). */
  kind: z.enum(['suspended', 'banned']),
  ends_at: z.nullable(z.string()),
  /** The statement's reason, as sent to the member. */
  reason: z.string(),
});
export type RestrictionDetails = z.infer<typeof RestrictionDetailsSchema>;
