import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    credits: integer('credits').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    language: text('language').notNull(),
    notificationsDisabled: jsonb('notifications_disabled').notNull().$type<string[]>().default([]),
    fictional: boolean('fictional').notNull().default(false),
    pushSubscribed: boolean('push_subscribed').notNull().default(false),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_site_email').on(t.siteId, t.emailNormalized),
    check('users_status', sql`${t.status} in ('not_confirmed', 'confirmed', 'pending_deletion')`),
    check('users_credits_nonnegative', sql`${t.credits} >= 0`),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    sexuality: text('sexuality').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    region: text('region'),
    city: text('city'),
    aboutMe: text('about_me').notNull().default(''),
    interests: jsonb('interests').notNull().$type<string[]>().default([]),
    hairColor: text('hair_color'),
    eyeColor: text('eye_color'),
    bodyType: text('body_type'),
    relationshipStatus: text('relationship_status'),
    tattoos: boolean('tattoos').notNull().default(false),
    signupReason: text('signup_reason'),
    status: text('status').notNull().default('disabled'),
  },
  (t) => [
    check('profiles_gender', sql`${t.gender} in ('male', 'female')`),
    check('profiles_sexuality', sql`${t.sexuality} in ('hetero', 'gay', 'lesbian', 'bi')`),
    check('profiles_status', sql`${t.status} in ('active', 'disabled')`),
    index('profiles_search').on(t.gender, t.country, t.dateOfBirth),
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
    status: text('status').notNull().default('inspected'),
    isMain: boolean('is_main').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('photos_status', sql`${t.status} in ('inspected', 'active')`),
    index('photos_user').on(t.userId, t.position),
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
