import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff } from './staff-schema.js';

/*
 * Portable schema rules (stack notes, section 2): identity keys, text + CHECK instead of enums,
 * nothing beyond PostgreSQL 15, so PGlite, PostgreSQL and Citus run the same migrations.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: text('domain').notNull().unique(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    niche: integer('niche').notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    /** The rest of the spec's settings, validated by SiteSettingsSchema when read. */
    settings: jsonb('settings').notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('sites_niche_range', sql`${t.niche} between 1 and 7`),
    uniqueIndex('sites_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** One account per address and site: a write that would make a second one fails on this index. */
export const USERS_SITE_EMAIL = 'users_site_email';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    email: text('email').notNull(),
    /** Lower-cased, trimmed: what uniqueness and login compare. */
    emailNormalized: text('email_normalized').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull().default('not_confirmed'),
    /** Written only by modules/credits, in step with credit_ledger (ADR 0013; a trigger refuses other writes). */
    credits: integer('credits').notNull().default(0),
    /** Credits a reversal could not take back (balance would go below 0); settled by the next grants. */
    creditDebt: integer('credit_debt').notNull().default(0),
    /**
     * Net spending (messages, photos, gifts less refunds) of the latest UTC day and month the
     * ledger saw, kept by a trigger on credit_ledger in the row's own transaction, so a spending
     * cap reads two columns of the row the ledger locks anyway instead of summing the ledger.
     */
    spentDay: bigint('spent_day', { mode: 'number' }).notNull().default(0),
    spentDayOn: date('spent_day_on', { mode: 'string' }),
    spentMonth: bigint('spent_month', { mode: 'number' }).notNull().default(0),
    /** The first day of the month `spent_month` counts. */
    spentMonthOn: date('spent_month_on', { mode: 'string' }),
    paidUser: boolean('paid_user').notNull().default(false),
    language: text('language').notNull(),
    notificationsDisabled: jsonb('notifications_disabled').notNull().$type<string[]>().default([]),
    fictional: boolean('fictional').notNull().default(false),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Next /complete-signup step; null once finished (and for members who never had the steps). */
    signupStep: integer('signup_step'),
    /** Out of search; cannot be messaged or liked. */
    invisible: boolean('invisible').notNull().default(false),
    privacy: boolean('privacy').notNull().default(false),
    /** Read receipts shared (and so seen) in chats; reciprocal, on by default (ADR 0019). */
    readReceipts: boolean('read_receipts').notNull().default(true),
    /**
     * Online and last-active status shared (and so seen) on cards and profiles; reciprocal like
     * read receipts, on by default (ADR 0037).
     */
    showActivity: boolean('show_activity').notNull().default(true),
    /** The member's latest authenticated request, refreshed at most every few minutes (plugins/session). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    emailNotifications: jsonb('email_notifications')
      .notNull()
      .$type<Record<string, boolean>>()
      .default({ messages: true, likes: true, matches: true, gifts: true, newsletter: true }),
    tracking: jsonb('tracking').$type<Record<string, string>>(),
    firstContactId: integer('first_contact_id'),
    signupMessage: text('signup_message'),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    deletionReason: text('deletion_reason'),
    deletionComment: text('deletion_comment'),
    /**
     * A moderator's restriction (modules/moderation): `suspended` until restriction_ends_at, or
     * `banned`; null when none. Read through member-rules, which every listing follows.
     */
    restriction: text('restriction'),
    restrictionEndsAt: timestamp('restriction_ends_at', { withTimezone: true }),
    /** The decision behind the restriction: its facts are what the login refusal shows. */
    restrictionDecisionId: integer('restriction_decision_id'),
    /** Hidden by a moderator from search, the match finder and the swipe game; can still log in. */
    profileHidden: boolean('profile_hidden').notNull().default(false),
    /**
     * The member's "real members only": search, the match finder and the swipe game leave the
     * site's fictional profiles out. Stored here so it follows the member to every device.
     */
    realMembersOnly: boolean('real_members_only').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // The few fictional profiles of a site, read once per "real members only" listing.
    index('users_fictional')
      .on(t.siteId)
      .where(sql`${t.fictional}`),
    index('users_pending_deletion')
      .on(t.deletionRequestedAt)
      .where(sql`${t.deletionRequestedAt} is not null`),
    uniqueIndex(USERS_SITE_EMAIL).on(t.siteId, t.emailNormalized),
    check('users_status', sql`${t.status} in ('not_confirmed', 'confirmed', 'pending_deletion')`),
    check('users_restriction', sql`${t.restriction} in ('suspended', 'banned')`),
    check('users_credits_nonnegative', sql`${t.credits} >= 0`),
    check('users_credit_debt_nonnegative', sql`${t.creditDebt} >= 0`),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Null until the member answers the personal step: never a default they did not choose. */
    gender: text('gender'),
    sexuality: text('sexuality').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    region: text('region'),
    city: text('city'),
    /**
     * The centre of the member's city (GeoNames), for distances: never the member's own position,
     * so a distance is never finer than the city. Null when the city is unknown to the geo data.
     */
    cityLat: doublePrecision('city_lat'),
    cityLon: doublePrecision('city_lon'),
    aboutMe: text('about_me').notNull().default(''),
    interests: jsonb('interests').notNull().$type<string[]>().default([]),
    hairColor: text('hair_color'),
    eyeColor: text('eye_color'),
    bodyType: text('body_type'),
    relationshipStatus: text('relationship_status'),
    tattoos: boolean('tattoos').notNull().default(false),
    signupReason: text('signup_reason'),
    status: text('status').notNull().default('disabled'),
    /** The member's site, copied here so search reads one table (kept equal to users.site_id). */
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /**
     * In search and listings: confirmed and not invisible (member-rules `isListable`).
     * Kept in step by the account module whenever those change, so search needs no join.
     */
    searchable: boolean('searchable').notNull().default(true),
  },
  (t) => [
    // Search: equality filters first, then the keyset order (date of birth, then id).
    index('profiles_search_keyset')
      .on(t.siteId, t.gender, t.country, t.dateOfBirth, t.userId)
      .where(sql`${t.searchable}`),
    index('profiles_search_any_country')
      .on(t.siteId, t.gender, t.dateOfBirth, t.userId)
      .where(sql`${t.searchable}`),
    check('profiles_gender', sql`${t.gender} in ('male', 'female')`),
    check('profiles_sexuality', sql`${t.sexuality} in ('hetero', 'gay', 'lesbian', 'bi')`),
    check('profiles_status', sql`${t.status} in ('active', 'disabled')`),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    thumbFilename: text('thumb_filename').notNull(),
    /** Server-blurred version sent instead of a locked photo to viewers without premium. */
    blurredFilename: text('blurred_filename'),
    /** Portrait crop for the swipe game and match cards (null on photos from before it existed). */
    matchFilename: text('match_filename'),
    /** The match crop at grid size, 360×480 (null on photos from before it existed). */
    cardFilename: text('card_filename'),
    width: integer('width'),
    height: integer('height'),
    /** Perceptual hash (64-bit dHash as 16 hex digits), to refuse re-uploads of removed photos. */
    phash: text('phash'),
    /**
     * `inspected` until shown (the automated check, then a moderator when the site's
     * `photo_review` is `before`), `active` when shown, `rejected` by a moderator: never served.
     */
    status: text('status').notNull().default('inspected'),
    isMain: boolean('is_main').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** When a moderator decided (approved or rejected); null: no person has looked at it yet. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => staff.id),
    /** The statement of reasons of a rejection, as told to the member. */
    rejectionReason: text('rejection_reason'),
    rejectionGround: text('rejection_ground'),
    createdAt: createdAt(),
  },
  (t) => [
    check('photos_status', sql`${t.status} in ('inspected', 'active', 'rejected')`),
    index('photos_user').on(t.userId, t.position),
    // The moderators' queue: photos no person has looked at, oldest first.
    index('photos_unreviewed')
      .on(t.id)
      .where(sql`${t.reviewedAt} is null`),
    uniqueIndex('photos_one_main')
      .on(t.userId)
      .where(sql`${t.isMain}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a database leak does not hand out live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    emailNormalized: text('email_normalized').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_account').on(t.siteId, t.emailNormalized, t.attemptedAt),
    index('login_attempts_ip').on(t.ip, t.attemptedAt),
  ],
);

/**
 * Single-use e-mail link tokens (activation, password reset, mail change, reactivation). The link
 * carries `<id>.<secret>`; only SHA-256 of the secret is stored and compared in constant time.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** Purpose-specific data, e.g. the new address of a mail change. */
    payload: jsonb('payload').$type<Record<string, string>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'account_tokens_purpose',
      sql`${t.purpose} in ('activation', 'password_reset', 'mail_change', 'reactivation')`,
    ),
    index('account_tokens_user').on(t.userId, t.purpose),
  ],
);

/** Counted events for rate limits that must hold across server instances (sign-ups, mails). */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_events_lookup').on(t.kind, t.key, t.occurredAt)],
);

export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reference: text('reference').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category').notNull(),
    profileId: integer('profile_id'),
    message: text('message').notNull(),
    language: text('language').notNull(),
    /** open → answered (the answer e-mailed) → closed; customer service may close an open one too. */
    status: text('status').notNull().default('open'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => staff.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => staff.id),
    closeReason: text('close_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('complaints_status', sql`${t.status} in ('open', 'answered', 'closed')`),
    index('complaints_status').on(t.status, t.id),
  ],
);

/** The company behind one or more sites (`/api/companyinfo.php`, legal pages). */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  kvk: text('kvk').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  tradenames: jsonb('tradenames').notNull().$type<string[]>(),
  vatNumbers: jsonb('vat_numbers').notNull().$type<string[]>(),
  supportPhone: text('support_phone').notNull(),
  deleteDiscount: integer('delete_discount'),
  added: timestamp('added', { withTimezone: true }).notNull(),
});

/** `{token}` information pages: per site (or for all sites when site_id is null) and language. */
export const infoPages = pgTable(
  'info_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [index('info_pages_lookup').on(t.token, t.language)],
);

/** A like from one member to another; `is_new` until the liked member opens the liker's profile. */
export const likes = pgTable(
  'likes',
  {
    likerId: integer('liker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedId: integer('liked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isNew: boolean('is_new').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.likerId, t.likedId] }),
    // The received tab (new first, then newest) and the new-likes counter; the sent tab.
    index('likes_received').on(t.likedId, t.isNew, t.createdAt, t.likerId),
    index('likes_sent').on(t.likerId, t.createdAt, t.likedId),
  ],
);

/** A block: the blocked member can no longer see or contact the blocker. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked').on(t.blockedId)],
);

/** Perceptual hashes of photos moderators removed: an upload that matches one stays out. */
export const removedPhotoHashes = pgTable('removed_photo_hashes', {
  phash: text('phash').primaryKey(),
  createdAt: createdAt(),
});

/**
 * Every credit in and out, append-only (ADR 0013): a trigger refuses UPDATE and DELETE (except the
 * cascade of a purged member), `balance_after` chains each member's rows, and `users.credits`
 * always equals the last row's `balance_after`. Written only by modules/credits.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed: positive credits in, negative credits out. */
    amount: integer('amount').notNull(),
    kind: text('kind').notNull(),
    /** What the credits bought or where they came from, e.g. `payment:123`, `message:456`. */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** What the caller asked for (unsigned); differs from |amount| only when a reversal left debt. */
    requested: integer('requested').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** Debt after this row (a reversal beyond the balance adds to it, grants pay it off). */
    debtAfter: integer('debt_after').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'credit_ledger_kind',
      sql`${t.kind} in ('purchase', 'message', 'photo', 'gift', 'refund', 'bonus', 'reversal', 'adjustment')`,
    ),
    check('credit_ledger_requested_positive', sql`${t.requested} > 0`),
    check('credit_ledger_balance_after_nonnegative', sql`${t.balanceAfter} >= 0`),
    check('credit_ledger_debt_after_nonnegative', sql`${t.debtAfter} >= 0`),
    // The statement: a member's rows newest first, keyset on id.
    index('credit_ledger_user').on(t.userId, t.id),
  ],
);

/*
 * Payments (ADR 0014): a payment is created pending and settled by its provider's
 * webhook or a status fetch; its credits go through credit_ledger with the key `payment:{id}`, so
 * however often a webhook arrives the credits are granted once.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** p0-p3 of the site's bundles at the time of purchase. */
    bundle: text('bundle').notNull(),
    credits: integer('credits').notNull(),
    /** One of the spec's 24 methods (contracts PAYMENT_METHODS). */
    method: text('method').notNull(),
    /** `sandbox` or `mollie`: the adapter that handles this payment. */
    provider: text('provider').notNull(),
    /** The provider's own id (Mollie `tr_…`); unique per provider once known. */
    providerRef: text('provider_ref'),
    /** Minor units (cents): bundle price − discount + fee, what the member pays. */
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    status: text('status').notNull().default('pending'),
    /** The client's key for one Pay click: a double click answers the first payment. */
    clientKey: text('client_key').notNull(),
    /** A direct-debit payment's mandate. */
    mandateId: integer('mandate_id').references(() => directDebitMandates.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * Why the payment waits for a person (finance's review queue): `completed_after_expired` (the
     * provider reported it paid after our expiry job had given up) or `amount_mismatch` (paid, but
     * not the amount we asked). Null for every payment the rules settled alone.
     */
    review: text('review'),
    /** What the provider said was paid, kept when it differs from `amount`. */
    reportedAmount: integer('reported_amount'),
    /** `accepted` (credited after all) or `refunded`; null while the review is open. */
    reviewDecision: text('review_decision'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => staff.id),
  },
  (t) => [
    check(
      'payments_review',
      sql`${t.review} is null or ${t.review} in ('completed_after_expired', 'amount_mismatch')`,
    ),
    check(
      'payments_review_decision',
      sql`${t.reviewDecision} is null or (${t.review} is not null and ${t.reviewDecision} in ('accepted', 'refunded'))`,
    ),
    index('payments_review_open')
      .on(t.id)
      .where(sql`${t.review} is not null and ${t.reviewDecision} is null`),
    check(
      'payments_status',
      sql`${t.status} in ('pending', 'completed', 'failed', 'cancelled', 'expired', 'refunded', 'charged_back')`,
    ),
    check(
      'payments_amounts',
      sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.discount} >= 0 and ${t.credits} > 0`,
    ),
    uniqueIndex('payments_client_key').on(t.userId, t.clientKey),
    uniqueIndex('payments_provider_ref').on(t.provider, t.providerRef),
    index('payments_user').on(t.userId, t.id),
    index('payments_pending')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Money sent back to a member by finance (full or partial), one row per refund. `key` is the staff
 * form's idempotency key: a retried or double-clicked refund finds its first row and refunds nothing
 * more. `credits` is what the ledger took back for it (proportional; 0 for a never-credited payment).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Minor units of the payment's currency. */
    amount: integer('amount').notNull(),
    credits: integer('credits').notNull(),
    reason: text('reason').notNull(),
    key: text('key').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_refunds_amounts', sql`${t.amount} > 0 and ${t.credits} >= 0`),
    uniqueIndex('payment_refunds_key').on(t.paymentId, t.key),
  ],
);

/** Every webhook or status fetch that reached a payment, in arrival order (no card or IBAN data). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** The status the provider reported. */
    status: text('status').notNull(),
    /** Whether it changed the payment (a replay or a stale report does not). */
    applied: boolean('applied').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_payment').on(t.paymentId, t.id)],
);

/**
 * The sandbox provider's outgoing webhooks: kept until the server acknowledges them, retried on a
 * schedule, so a webhook survives a restart as a real provider's does.
 */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** What the member chose on the checkout page, or what the sandbox reports later (refund, chargeback). */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_webhooks_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** A discount code: site-wide, one member's own, or the timed welcome code (TIMEBONUS25). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Compared upper-cased. */
    code: text('code').notNull(),
    /** Null: valid on every site. */
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    /** Null: any member; else only this member may use it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    country: text('country'),
    valuePercentage: integer('value_percentage').notNull(),
    /** Minor units in `currency`; 0 for none. */
    minimumOrderValue: integer('minimum_order_value').notNull().default(0),
    currency: text('currency'),
    /** Methods it applies to; null for all. */
    paymentMethods: jsonb('payment_methods').$type<string[]>(),
    status: text('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Timed codes (TIMEBONUS25): valid this many seconds after the member's sign-up. */
    validitySeconds: integer('validity_seconds'),
    createdAt: createdAt(),
  },
  (t) => [
    check('discount_codes_status', sql`${t.status} in ('active', 'inactive')`),
    check('discount_codes_percentage', sql`${t.valuePercentage} between 1 and 100`),
    uniqueIndex('discount_codes_code').on(sql`upper(${t.code})`, sql`coalesce(${t.siteId}, 0)`),
  ],
);

/** A code used by a member: once per member, written with the completed payment. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.discountCodeId, t.userId] })],
);

/** A SEPA direct-debit mandate; answers show only the masked IBAN. */
export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountHolder: text('account_holder').notNull(),
    /** Electronic format, upper-case, no spaces. */
    iban: text('iban').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    mobile: text('mobile').notNull(),
    status: text('status').notNull().default('active'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('direct_debit_mandates_status', sql`${t.status} in ('active', 'revoked')`),
    index('direct_debit_mandates_user').on(t.userId),
  ],
);

/** One-time SMS codes (direct-debit confirmation); only a hash is kept, tries are limited. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_user').on(t.userId, t.purpose, t.id)],
);

/** The member's own spending controls. */
export const spendingControls = pgTable('spending_controls', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Credits a day / a calendar month the member allows themself to spend; null for no cap. */
  dailyCap: integer('daily_cap'),
  monthlyCap: integer('monthly_cap'),
  /** Hours without purchases the member chose after a large purchase; null for none. */
  coolOffHours: integer('cool_off_hours'),
  coolOffUntil: timestamp('cool_off_until', { withTimezone: true }),
  monthlyStatement: boolean('monthly_statement').notNull().default(false),
  lastStatementMonth: text('last_statement_month'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Likes area (ADR 0015). A match is stored as two rows, one per member, so "my matches,
 * newest first" is one index range scan like the likes tabs; both rows are written and removed
 * together (modules/likes/matches.ts).
 */
export const matches = pgTable(
  'matches',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.otherId] }),
    index('matches_member_time').on(t.memberId, t.createdAt, t.otherId),
    check('matches_not_self', sql`${t.memberId} <> ${t.otherId}`),
  ],
);

/** A decision in the match finder or swipe game: a candidate swiped once never comes back. */
export const swipes = pgTable(
  'swipes',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: text('decision').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.profileId] }),
    check('swipes_decision', sql`${t.decision} in ('like', 'pass')`),
  ],
);

/**
 * Swipe-game likes per member and UTC day: one row updated with a guarded increment, so two
 * concurrent swipes cannot both take the last like (the limit is a row lock, not a count).
 */
export const swipeLikeDays = pgTable(
  'swipe_like_days',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    likes: integer('likes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    check('swipe_like_days_nonnegative', sql`${t.likes} >= 0`),
  ],
);

/** Auto-likes handed to a member (`GET /api/auto-like.php`): never the same profile twice, a few a day. */
export const autoLikes = pgTable(
  'auto_likes',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.profileId] }),
    index('auto_likes_member_time').on(t.memberId, t.createdAt),
  ],
);

/**
 * Lander variants (ADR 0016): copy, images, niche, language and A/B weight of a template family,
 * published as data by marketers (`npm run landers`, `/api/admin/landers`). `site_id` null: every
 * site. Images are `{ file, alt, width, height }` of files in the media storage.
 */
export const landerVariants = pgTable(
  'lander_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    slug: text('slug').notNull().default(''),
    niche: integer('niche'),
    language: text('language'),
    headline: text('headline'),
    copy: text('copy'),
    cta: text('cta'),
    images: jsonb('images')
      .$type<{ file: string; alt: string; width: number; height: number }[]>()
      .notNull()
      .default([]),
    weight: integer('weight').notNull().default(100),
    home: boolean('home').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: text('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lander_variants_key').on(t.key),
    index('lander_variants_pick').on(t.family, t.slug, t.status),
    check('lander_variants_status', sql`${t.status} in ('draft', 'live', 'paused')`),
    check('lander_variants_weight', sql`${t.weight} between 0 and 1000`),
    check('lander_variants_niche', sql`${t.niche} is null or ${t.niche} between 1 and 7`),
  ],
);

/** Images uploaded for lander variants: a variant may only name a file listed here. */
export const landerImages = pgTable('lander_images', {
  file: text('file').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

/**
 * One lander view (attribution): which variant a visitor saw, with the arrival's tracking
 * parameters, and whether the call to action was used and a sign-up followed. `visitor` is the
 * random id of the visitor cookie that keeps the variant sticky.
 */
export const landerVisits = pgTable(
  'lander_visits',
  {
    id: text('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => landerVariants.id, { onDelete: 'set null' }),
    visitor: text('visitor').notNull(),
    family: text('family').notNull(),
    slug: text('slug').notNull(),
    tracking: jsonb('tracking').$type<Record<string, string>>(),
    createdAt: createdAt(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }),
    /**
     * The member the sign-up made: what carries the funnel past the sign-up (their activation,
     * first purchase and revenue). Null for views without a sign-up, and once the member is gone.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('lander_visits_visitor').on(t.visitor, t.createdAt),
    index('lander_visits_variant').on(t.variantId),
    index('lander_visits_created').on(t.createdAt),
    index('lander_visits_user')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * A draft a marketer previews (ADR 0071): the variant input as the editor holds it, never
 * published. Only a staff session opens it; the link's token is stored as its SHA-256.
 */
export const landerPreviews = pgTable(
  'lander_previews',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    draft: jsonb('draft').notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lander_previews_expiry').on(t.expiresAt)],
);

/*
 * Chat. A conversation joins two members (`member_a` < `member_b`, one row per pair);
 * each side has its own unread count and may remove the conversation for themself. Messages are
 * unique per sender and client id: a retried send finds its first message instead of a second.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberA: integer('member_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberB: integer('member_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who wrote first: counts against a free member's conversation limit. */
    startedBy: integer('started_by').notNull(),
    unreadA: integer('unread_a').notNull().default(0),
    unreadB: integer('unread_b').notNull().default(0),
    lastMessageId: integer('last_message_id'),
    /** Removed for that member: messages up to then stay hidden for them; a new one brings it back. */
    removedForAAt: timestamp('removed_for_a_at', { withTimezone: true }),
    removedForBAt: timestamp('removed_for_b_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('conversations_ordered', sql`${t.memberA} < ${t.memberB}`),
    check('conversations_unread_nonnegative', sql`${t.unreadA} >= 0 and ${t.unreadB} >= 0`),
    uniqueIndex('conversations_pair').on(t.memberA, t.memberB),
    index('conversations_member_b').on(t.memberB, t.updatedAt),
    index('conversations_member_a').on(t.memberA, t.updatedAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    body: text('body'),
    /** A photo message's stored files (media keys) and the full image's size. */
    photo: jsonb('photo').$type<{ thumb: string; full: string; width: number; height: number }>(),
    giftId: text('gift_id'),
    clientId: text('client_id').notNull(),
    /** What the message cost (0 for free ones): the ledger row is `message:{id}`. */
    credits: integer('credits').notNull().default(0),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('messages_type', sql`${t.type} in ('text', 'photo', 'gift')`),
    uniqueIndex('messages_sender_client').on(t.senderId, t.clientId),
    index('messages_conversation').on(t.conversationId, t.id),
  ],
);

/*
 * Chat photos: uploaded through the photo pipeline by their owner, then sent once in a
 * photo message (`message_id`). Files live under unguessable media keys that only the two members
 * of the conversation are given. An upload never sent is removed by the hourly job after a day.
 */
export const chatPhotos = pgTable(
  'chat_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullKey: text('full_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The message that sent it; null while unsent. One photo, one message. */
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_photos_message').on(t.messageId),
    index('chat_photos_unsent')
      .on(t.createdAt)
      .where(sql`${t.messageId} is null`),
  ],
);

/*
 * Media files whose delete failed after the rows naming them were gone for good (an account purge,
 * an unsent chat photo's pruning): nothing else names them any more, so they are kept here until
 * the storage confirms the delete. The scheduled job retries each when it is due, further apart
 * after each failure (lib/media-deletes.ts); the row goes when the file does.
 */
export const pendingMediaDeletes = pgTable(
  'pending_media_deletes',
  {
    key: text('key').primaryKey(),
    /** Failed deletes so far (the first one is the one that recorded the row). */
    attempts: integer('attempts').notNull().default(1),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** The last failure's message, for an operator (a storage error, never member data). */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('pending_media_deletes_due').on(t.nextAttemptAt)],
);

/*
 * Web push (ADR 0020). One row per browser subscription (the endpoint is unique: the
 * same device subscribing again, or for another member, updates its row); the member's choices;
 * and the hourly cap's state (recent sends and what was folded while the cap was reached).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url) the payload is encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_member').on(t.memberId),
  ],
);

export const pushPreferences = pgTable(
  'push_preferences',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    messages: boolean('messages').notNull().default(true),
    likes: boolean('likes').notNull().default(true),
    matches: boolean('matches').notNull().default(true),
    previews: boolean('previews').notNull().default(false),
    /** `HH:MM` in `time_zone`; both null: no quiet hours. */
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    /** IANA zone; null follows the member's country. */
    timeZone: text('time_zone'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_preferences_quiet_hours', sql`(${t.quietStart} is null) = (${t.quietEnd} is null)`)],
);

export const pushThrottle = pgTable(
  'push_throttle',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Epoch milliseconds of the notifications sent within the last hour (at most the cap). */
    sentAt: jsonb('sent_at').$type<number[]>().notNull().default([]),
    /** Events held back by the cap since the last notification, and the latest of them. */
    folded: integer('folded').notNull().default(0),
    foldedType: text('folded_type'),
    foldedId: integer('folded_id'),
  },
  (t) => [
    // The folded-push flush looks only at members with something held back.
    index('push_throttle_folded')
      .on(t.memberId)
      .where(sql`${t.folded} > 0`),
  ],
);

/**
 * Every change of a site's settings from the staff console (ADR 0069): the settings it touched
 * as they were and became, who and why. A revert is a version of its own that names the one it
 * undid. Rows are only ever added: the history of prices is what support answers from.
 */
export const siteSettingsVersions = pgTable(
  'site_settings_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id),
    before: jsonb('before').notNull().$type<Record<string, unknown>>(),
    after: jsonb('after').notNull().$type<Record<string, unknown>>(),
    reason: text('reason').notNull(),
    revertsId: integer('reverts_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('site_settings_versions_site').on(t.siteId, t.id)],
);
