import {
  SWIPE_LIKES_PER_DAY,
  type DailyAllowance,
  type SwipeBody,
  type SwipeResponse,
} from '@amora/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { likes, swipeLikeDays, swipes } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { canBeContacted } from '../../core/member-rules.js';
import { blockState, likeExists, type MemberRow } from '../../core/relations.js';
import { allowance, nextUtcMidnight, utcDay } from './daily.js';
import { existingMember, otherMember, whileMemberExists } from './like-service.js';
import type { NewLikeListener } from './likes-events.js';
import { recordMatchIfMutual } from './matches.js';

/** Swipe likes the member used on the UTC day of `now`. */
export async function swipeLikesUsed(db: Db, memberId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ likes: swipeLikeDays.likes })
    .from(swipeLikeDays)
    .where(and(eq(swipeLikeDays.memberId, memberId), eq(swipeLikeDays.day, utcDay(now))));
  return row?.likes ?? 0;
}

export async function swipeAllowance(db: Db, memberId: number, now: Date): Promise<DailyAllowance> {
  return allowance(await swipeLikesUsed(db, memberId, now), SWIPE_LIKES_PER_DAY, now);
}

function limitReached(now: Date): AppError {
  const seconds = (nextUtcMidnight(now).getTime() - now.getTime()) / 1000;
  return new AppError(429, 'swipe_limit', 'errors.swipeLimit', { limit: SWIPE_LIKES_PER_DAY }).withRetryAfter(
    seconds,
  );
}

/** A decision already on record: the same swipe again changes nothing. */
class AlreadySwiped extends Error {}

/**
 * The member a swipe is about: never the viewer, a member of this site who can be contacted, no
 * block either way; a like also needs a viewer who is not invisible (as `like.php`).
 */
async function swipeTarget(ctx: AppContext, siteId: number, viewerId: number, body: SwipeBody) {
  const viewer = await otherMember(ctx, siteId, viewerId, body.profile_id);
  if (body.decision === 'like' && viewer.invisible)
    throw new AppError(403, 'invisible_mode', 'errors.invisibleCannotLike');
  const member: MemberRow = await existingMember(ctx, siteId, body.profile_id);
  if (!canBeContacted(member)) throw new AppError(409, 'not_contactable', 'errors.notContactable');
  const block = await blockState(ctx.db, viewer.id, member.id);
  if (block.byMember || block.byViewer) throw new AppError(403, 'blocked', 'errors.blocked');
  return { viewer, member };
}

/**
 * Counts one swipe like against today's allowance and stores it, in one transaction. The count is
 * a guarded increment of one row (`likes < limit`): concurrent swipes queue on that row's lock and
 * the one that would make a fifth like updates nothing, so the limit holds without a lock table.
 */
async function countedLike(db: Db, memberId: number, profileId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const counted = await tx
      .insert(swipeLikeDays)
      .values({ memberId, day: utcDay(now), likes: 1 })
      .onConflictDoUpdate({
        target: [swipeLikeDays.memberId, swipeLikeDays.day],
        set: { likes: sql`${swipeLikeDays.likes} + 1` },
        setWhere: sql`${swipeLikeDays.likes} < ${SWIPE_LIKES_PER_DAY}`,
      })
      .returning({ likes: swipeLikeDays.likes });
    if (counted.length === 0) throw limitReached(now);
    const stored = await tx
      .insert(swipes)
      .values({ memberId, profileId, decision: 'like' })
      .onConflictDoNothing()
      .returning({ memberId: swipes.memberId });
    // A concurrent swipe of the same member won: roll the count back, answer as a repeat.
    if (stored.length === 0) throw new AlreadySwiped();
    await tx.insert(likes).values({ likerId: memberId, likedId: profileId }).onConflictDoNothing();
  });
}

/**
 * `POST /api/swipe.php`: a like (at most SWIPE_LIKES_PER_DAY a UTC day, counted at the server) or
 * a pass (free). A member decided on before, by a swipe or a like from their profile, is not
 * counted again: the answer says how things stand. A mutual like is a match, as with `like.php`.
 */
export async function swipe(
  ctx: AppContext,
  siteId: number,
  viewerId: number,
  body: SwipeBody,
  onNewLike?: NewLikeListener,
): Promise<SwipeResponse> {
  const now = ctx.clock.now();
  const { viewer, member } = await swipeTarget(ctx, siteId, viewerId, body);
  const answer = async (liked: boolean, match: boolean): Promise<SwipeResponse> => ({
    profile_id: member.id,
    decision: body.decision,
    liked,
    match,
    swipe_likes: await swipeAllowance(ctx.db, viewer.id, now),
  });
  const current = async () => {
    const liked = await likeExists(ctx.db, viewer.id, member.id);
    return answer(liked, liked && (await likeExists(ctx.db, member.id, viewer.id)));
  };

  const [earlier] = await ctx.db
    .select({ decision: swipes.decision })
    .from(swipes)
    .where(and(eq(swipes.memberId, viewer.id), eq(swipes.profileId, member.id)));
  if (earlier) return current();

  if (body.decision === 'pass') {
    await whileMemberExists(() =>
      ctx.db
        .insert(swipes)
        .values({ memberId: viewer.id, profileId: member.id, decision: 'pass' })
        .onConflictDoNothing(),
    );
    return current();
  }
  if (await likeExists(ctx.db, viewer.id, member.id)) return current();
  try {
    // A member purged since the checks: the count rolls back with the like, nothing is used up.
    await whileMemberExists(() => countedLike(ctx.db, viewer.id, member.id, now));
  } catch (error) {
    if (error instanceof AlreadySwiped) return current();
    throw error;
  }
  const match = await whileMemberExists(() => recordMatchIfMutual(ctx.db, viewer.id, member.id));
  await onNewLike?.(viewer.id, member.id, match);
  return answer(true, match);
}

/**
 * `DELETE /api/swipe.php`: takes back a pass, free, when it is the member's newest swipe (the
 * card just passed by mistake), so that member can come up again. A like is never taken back
 * here: it was counted and the other member may have been told.
 */
export async function undoPass(
  ctx: AppContext,
  viewerId: number,
  profileId: number,
): Promise<{ undone: boolean }> {
  const [newest] = await ctx.db
    .select({ profileId: swipes.profileId, decision: swipes.decision })
    .from(swipes)
    .where(eq(swipes.memberId, viewerId))
    .orderBy(desc(swipes.createdAt))
    .limit(1);
  if (!newest || newest.profileId !== profileId || newest.decision !== 'pass') return { undone: false };
  const removed = await ctx.db
    .delete(swipes)
    .where(and(eq(swipes.memberId, viewerId), eq(swipes.profileId, profileId), eq(swipes.decision, 'pass')))
    .returning({ profileId: swipes.profileId });
  return { undone: removed.length > 0 };
}
