import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, instant, updatedAt } from './columns.js';

/*
 * Staff: the people who run the sites (ADR 0032). A table of their own, never joined to members:
 * a staff account is not a member and a member cookie never opens a staff route.
 */

export const staff = pgTable(
  'staff',
  {
    id: identityId(),
    email: text('email').notNull(),
    /** Lower-cased, trimmed: what uniqueness and login compare. */
    emailNormalized: text('email_normalized').notNull().unique(),
    name: text('name').notNull(),
    /** admin, moderator, support, finance, marketer (STAFF_ROLES); at least one. */
    roles: text('roles').array().notNull(),
    /** argon2id, as members'; null until the set-up link is used. */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret, made with the account and shown once through the set-up link. */
    totpSecret: text('totp_secret').notNull(),
    /** The 30-second step of the last accepted code: a code is accepted once, never replayed. */
    totpLastStep: integer('totp_last_step'),
    enrolledAt: instant('enrolled_at'),
    /** SHA-256 of the set-up link's token; cleared when used, so the link works once. */
    setupTokenHash: text('setup_token_hash').unique(),
    setupExpiresAt: instant('setup_expires_at'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'staff_roles_known',
      sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ array['admin', 'moderator', 'support', 'finance', 'marketer']::text[]`,
    ),
  ],
);

/** Server-side staff sessions: the cookie holds 256 random bits, this table only their hash. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    /** The absolute end (login + 12 hours); the idle end is last_seen_at + 30 minutes. */
    expiresAt: instant('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/**
 * Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): one row per staff change or look
 * at a member's private data, written in the transaction of the change by modules/staff's audit
 * writer.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: identityId(),
    /** null: the operator's command line (the admin token), not a staff session. */
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_staff').on(t.staffId, t.id),
    index('staff_audit_action').on(t.action, t.id),
    index('staff_audit_target').on(t.targetType, t.targetId, t.id),
  ],
);
