import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { check, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant } from './columns.js';
import { staff } from './staff-schema.js';

/** A column naming a member: the row goes when the member's account is purged. */
export const memberRef = <TName extends string>(name: TName) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A row of one site's: sites are never deleted while anything names them. */
export const siteRef = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id);

export const sites = pgTable(
  'sites',
  {
    id: identityId(),
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
    id: identityId(),
    siteId: siteRef(),
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
    /**
     * Conversations this member started, counted by a trigger on conversations' insert and never
     * lowered: at least the number that still exist, so a free member's first message under their
     * own lock may go when it is below the free limit without counting the conversations.
     */
    conversationsStarted: integer('conversations_started').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    language: text('language').notNull(),
    notificationsDisabled: jsonb('notifications_disabled').notNull().$type<string[]>().default([]),
    fictional: boolean('fictional').notNull().default(false),
    signupDate: instant('signup_date').notNull().defaultNow(),
    confirmedAt: instant('confirmed_at'),
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
    lastActiveAt: instant('last_active_at'),
    emailNotifications: jsonb('email_notifications')
      .notNull()
      .$type<Record<string, boolean>>()
      .default({ messages: true, likes: true, matches: true, gifts: true, newsletter: true }),
    tracking: jsonb('tracking').$type<Record<string, string>>(),
    firstContactId: integer('first_contact_id'),
    signupMessage: text('signup_message'),
    deletionRequestedAt: instant('deletion_requested_at'),
    deletionReason: text('deletion_reason'),
    deletionComment: text('deletion_comment'),
    /**
     * A moderator's restriction (modules/moderation): `suspended` until restriction_ends_at, or
     * `banned`; null when none. Read through member-rules, which every listing follows.
     */
    restriction: text('restriction'),
    restrictionEndsAt: instant('restriction_ends_at'),
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
    siteId: siteRef(),
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
    id: identityId(),
    userId: memberRef('user_id'),
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
    reviewedAt: instant('reviewed_at'),
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
    userId: memberRef('user_id'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: identityId(),
    siteId: siteRef(),
    emailNormalized: text('email_normalized').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: instant('attempted_at').notNull().defaultNow(),
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
    id: identityId(),
    userId: memberRef('user_id'),
    purpose: text('purpose').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** Purpose-specific data, e.g. the new address of a mail change. */
    payload: jsonb('payload').$type<Record<string, string>>(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
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
    id: identityId(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    occurredAt: instant('occurred_at').notNull().defaultNow(),
  },
  (t) => [index('rate_events_lookup').on(t.kind, t.key, t.occurredAt)],
);

export const complaints = pgTable(
  'complaints',
  {
    id: identityId(),
    siteId: siteRef(),
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
    answeredAt: instant('answered_at'),
    answeredBy: integer('answered_by').references(() => staff.id),
    closedAt: instant('closed_at'),
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
  added: instant('added').notNull(),
});

/** `{token}` information pages: per site (or for all sites when site_id is null) and language. */
export const infoPages = pgTable(
  'info_pages',
  {
    id: identityId(),
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
    likerId: memberRef('liker_id'),
    likedId: memberRef('liked_id'),
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
    blockerId: memberRef('blocker_id'),
    blockedId: memberRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked').on(t.blockedId)],
);

/** Perceptual hashes of photos moderators removed: an upload that matches one stays out. */
export const removedPhotoHashes = pgTable('removed_photo_hashes', {
  phash: text('phash').primaryKey(),
  createdAt: createdAt(),
});
