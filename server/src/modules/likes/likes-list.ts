import {
  LIKES_PAGE_SIZE,
  type LikeCard,
  type LikedBy,
  type LikesCounts,
  type LikesQuery,
  type LikesResponse,
  type LikesType,
} from '@amora/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { likes, matches, photos, profiles, users } from '../../db/schema.js';
import type { AppContext } from '../../types.js';
import { cardColumns, cardExtrasColumns, mainPhotoOf } from '../../core/card-columns.js';
import { extrasFrom, presentCard } from '../../core/member-cards.js';
import { requireViewer } from '../../core/relations.js';
import { listedFor } from '../profile/index.js';
import type { Site } from '../../core/site-resolver.js';
import { decodeLikesCursor, encodeLikesCursor, type LikesCursor } from './likes-cursor.js';

/** The other member's like of the viewer, beside a sent like or a match. */
const back = alias(likes, 'back');
/** The viewer's own like of the other member, beside a received like. */
const mine = alias(likes, 'mine');

/** A time as the microsecond UTC text a cursor carries (likes-cursor.ts). */
function atText(column: PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** `(a, b, c) < (x, y, z)`: the keyset step in the tab's descending order, one index condition. */
function before(columns: PgColumn[], cursor: LikesCursor): SQL {
  const values: SQL[] = [];
  if (cursor.isNew !== undefined) values.push(sql`${cursor.isNew}::boolean`);
  values.push(sql`${cursor.at}::timestamptz`, sql`${cursor.id}::integer`);
  return sql`(${sql.join(columns, sql`, `)}) < (${sql.join(values, sql`, `)})`;
}

const cardSelection = { ...cardColumns, ...cardExtrasColumns };

/**
 * One page of a tab, PAGE + 1 rows (the extra one says there is a next page). Every tab joins the
 * other member's profile with `listedFor`: blocked and blocking members, invisible, unconfirmed
 * and deleted ones never appear, and the counts below use the same rule.
 */
async function pageRows(
  db: Db,
  siteId: number,
  viewerId: number,
  type: LikesType,
  cursor: LikesCursor | null,
) {
  const limit = LIKES_PAGE_SIZE + 1;
  const listed = listedFor(siteId, viewerId);
  if (type === 'received') {
    const keys = [likes.isNew, likes.createdAt, likes.likerId];
    return db
      .select({
        ...cardSelection,
        at: atText(likes.createdAt),
        isNew: likes.isNew,
        liked: sql<boolean>`${mine.likerId} is not null`,
        likesViewer: sql<boolean>`true`,
      })
      .from(likes)
      .innerJoin(profiles, eq(profiles.userId, likes.likerId))
      .innerJoin(users, eq(users.id, likes.likerId))
      .leftJoin(photos, mainPhotoOf(likes.likerId))
      .leftJoin(mine, and(eq(mine.likerId, viewerId), eq(mine.likedId, likes.likerId)))
      .where(and(eq(likes.likedId, viewerId), ...listed, cursor ? before(keys, cursor) : undefined))
      .orderBy(desc(likes.isNew), desc(likes.createdAt), desc(likes.likerId))
      .limit(limit);
  }
  if (type === 'sent') {
    return db
      .select({
        ...cardSelection,
        at: atText(likes.createdAt),
        isNew: back.isNew,
        liked: sql<boolean>`true`,
        likesViewer: sql<boolean>`${back.likerId} is not null`,
      })
      .from(likes)
      .innerJoin(profiles, eq(profiles.userId, likes.likedId))
      .innerJoin(users, eq(users.id, likes.likedId))
      .leftJoin(photos, mainPhotoOf(likes.likedId))
      .leftJoin(back, and(eq(back.likerId, likes.likedId), eq(back.likedId, viewerId)))
      .where(
        and(
          eq(likes.likerId, viewerId),
          ...listed,
          cursor ? before([likes.createdAt, likes.likedId], cursor) : undefined,
        ),
      )
      .orderBy(desc(likes.createdAt), desc(likes.likedId))
      .limit(limit);
  }
  return db
    .select({
      ...cardSelection,
      at: atText(matches.createdAt),
      isNew: back.isNew,
      liked: sql<boolean>`true`,
      likesViewer: sql<boolean>`${back.likerId} is not null`,
    })
    .from(matches)
    .innerJoin(profiles, eq(profiles.userId, matches.otherId))
    .innerJoin(users, eq(users.id, matches.otherId))
    .leftJoin(photos, mainPhotoOf(matches.otherId))
    .leftJoin(back, and(eq(back.likerId, matches.otherId), eq(back.likedId, viewerId)))
    .where(
      and(
        eq(matches.memberId, viewerId),
        ...listed,
        cursor ? before([matches.createdAt, matches.otherId], cursor) : undefined,
      ),
    )
    .orderBy(desc(matches.createdAt), desc(matches.otherId))
    .limit(limit);
}

/** The members a count may include: listed on the site and no block either way (as `listedFor`). */
function visibleOther(siteId: number | PgColumn, viewerId: number | PgColumn, other: SQL): SQL {
  return sql`exists (select 1 from profiles p where p.user_id = ${other} and p.site_id = ${siteId} and p.searchable)
    and not exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = ${other})
    and not exists (select 1 from blocks b where b.blocker_id = ${other} and b.blocked_id = ${viewerId})`;
}

/**
 * The new-likes counter of the user payload (the top bar's badge, the title prefix) as a scalar
 * subquery over the member's columns: the received likes not yet seen, by the same rule as the tab.
 */
export function newLikesCountSql(userId: PgColumn, siteId: PgColumn): SQL<number> {
  return sql<number>`(select count(*)::int from likes nl where nl.liked_id = ${userId} and nl.is_new
    and ${visibleOther(siteId, userId, sql.raw('nl.liker_id'))})`;
}

/** The four counts in one round trip. */
export async function likesCounts(db: Db, siteId: number, viewerId: number): Promise<LikesCounts> {
  const count = (from: SQL, other: string) =>
    sql<number>`(select count(*)::int from ${from} and ${visibleOther(siteId, viewerId, sql.raw(other))})`;
  const [row] = await db
    .select({
      received: count(sql`likes l where l.liked_id = ${viewerId}`, 'l.liker_id'),
      sent: count(sql`likes l where l.liker_id = ${viewerId}`, 'l.liked_id'),
      matches: count(sql`matches m where m.member_id = ${viewerId}`, 'm.other_id'),
      new: count(sql`likes l where l.liked_id = ${viewerId} and l.is_new`, 'l.liker_id'),
    })
    .from(users)
    .where(eq(users.id, viewerId));
  return row ?? { received: 0, sent: 0, matches: 0, new: 0 };
}

/**
 * `GET /api/likes.php?type=`: one keyset page of a tab and the count per tab. Received likes come
 * new first, then newest first; sent likes and matches newest first. `liked_by` lists the members
 * of the page who like the viewer, with their `like_new` flag (spec section 3).
 */
export async function listLikes(
  ctx: AppContext,
  site: Site,
  viewerId: number,
  query: LikesQuery,
): Promise<LikesResponse> {
  await requireViewer(ctx.db, site.id, viewerId);
  const cursor = query.cursor ? decodeLikesCursor(query.cursor, query.type === 'received') : null;
  const [rows, counts] = await Promise.all([
    pageRows(ctx.db, site.id, viewerId, query.type, cursor),
    likesCounts(ctx.db, site.id, viewerId),
  ]);
  const page = rows.slice(0, LIKES_PAGE_SIZE);
  const viewer = { loggedIn: true, now: ctx.clock.now() };
  const profiles: LikeCard[] = [];
  const likedBy: LikedBy[] = [];
  for (const row of page) {
    const card = presentCard(row, extrasFrom(row), site.settings, viewer);
    profiles.push({ ...card, at: row.at, liked: row.liked, match: row.liked && row.likesViewer });
    if (row.likesViewer) likedBy.push({ id: row.userId, like_new: row.isNew ?? false });
  }
  const last = page.at(-1);
  const next =
    rows.length > LIKES_PAGE_SIZE && last
      ? encodeLikesCursor({
          ...(query.type === 'received' ? { isNew: last.isNew ?? false } : {}),
          at: last.at,
          id: last.userId,
        })
      : null;
  return { type: query.type, profiles, liked_by: likedBy, counts, next_cursor: next };
}
