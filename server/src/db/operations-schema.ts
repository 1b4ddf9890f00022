import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, updatedAt } from './columns.js';
import { memberRef, sites, users } from './member-schema.js';
import { staff } from './staff-schema.js';

/* What the site's jobs and staff keep: pending media deletes, web push state and settings versions. */

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
    nextAttemptAt: instant('next_attempt_at').notNull(),
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
    id: identityId(),
    memberId: memberRef('member_id'),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url) the payload is encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expiresAt: instant('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    updatedAt: updatedAt(),
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
    id: identityId(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id),
    before: jsonb('before').notNull().$type<Record<string, unknown>>(),
    after: jsonb('after').notNull().$type<Record<string, unknown>>(),
    reason: text('reason').notNull(),
    revertsId: integer('reverts_id'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('site_settings_versions_site').on(t.siteId, t.id)],
);
