import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { memberRef } from './member-schema.js';

/* Likes area: matches, swipes and the daily swipe-like and auto-like state. */

/*
 * Likes area (ADR 0015). A match is stored as two rows, one per member, so "my matches,
 * newest first" is one index range scan like the likes tabs; both rows are written and removed
 * together (modules/likes/matches.ts).
 */
export const matches = pgTable(
  'matches',
  {
    memberId: memberRef('member_id'),
    otherId: memberRef('other_id'),
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
    memberId: memberRef('member_id'),
    profileId: memberRef('profile_id'),
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
    memberId: memberRef('member_id'),
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
    memberId: memberRef('member_id'),
    profileId: memberRef('profile_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.profileId] }),
    index('auto_likes_member_time').on(t.memberId, t.createdAt),
  ],
);
