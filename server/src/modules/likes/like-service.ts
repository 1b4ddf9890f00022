import { and, eq, or } from 'drizzle-orm';
import { blocks, likes, swipes } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import type { AppContext } from '../../types.js';
import { canBeContacted } from '../../core/member-rules.js';
import { blockState, findMember, requireViewer, type MemberRow } from '../../core/relations.js';
import type { NewLikeListener } from './likes-events.js';
import { recordMatchIfMutual, removeMatch, type Writer } from './matches.js';

export interface LikeResult {
  liked: boolean;
  match: boolean;
}

export function notYourself(): AppError {
  return new AppError(
    400,
    'validation_failed',
    'validation.invalidValue',
    {},
    { profile_id: 'validation.invalidValue' },
  );
}

export async function otherMember(ctx: AppContext, siteId: number, viewerId: number, profileId: number) {
  const viewer = await requireViewer(ctx.db, siteId, viewerId);
  if (viewer.id === profileId) throw notYourself();
  return viewer;
}

/** The answer for a member who does not exist (never did, or was purged). */
export const memberNotFound = () => new AppError(404, 'not_found', 'errors.notFound');

export async function existingMember(ctx: AppContext, siteId: number, profileId: number): Promise<MemberRow> {
  const member = await findMember(ctx.db, siteId, profileId);
  if (!member) throw memberNotFound();
  return member;
}

/**
 * Runs a write about a member found by the checks before it. A purge can remove the member in
 * between: the write's foreign key then refuses it (and its transaction rolls back, nothing half
 * written), which is the caller's "no such member", as if the purge had come first, not a 500.
 * The foreign key check itself locks the member's row until the write commits, so a purge that
 * comes later waits for it and takes the new row along.
 */
export async function whileMemberExists<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw memberNotFound();
    throw error;
  }
}

/**
 * Who the viewer may like: a contactable member (not invisible, not pending deletion) with no block
 * either way, while the viewer is not invisible themself. Shared by `like.php` and `swipe.php`.
 */
export async function likeableMember(
  ctx: AppContext,
  siteId: number,
  viewerId: number,
  profileId: number,
): Promise<{ viewer: MemberRow; member: MemberRow }> {
  const viewer = await otherMember(ctx, siteId, viewerId, profileId);
  // Invisible mode hides the member from others; liking would show them (spec section 6).
  if (viewer.invisible) throw new AppError(403, 'invisible_mode', 'errors.invisibleCannotLike');
  const member = await existingMember(ctx, siteId, profileId);
  if (!canBeContacted(member)) throw new AppError(409, 'not_contactable', 'errors.notContactable');
  const block = await blockState(ctx.db, viewer.id, member.id);
  if (block.byMember || block.byViewer) throw new AppError(403, 'blocked', 'errors.blocked');
  return { viewer, member };
}

/**
 * `POST /api/like.php`: liking twice is the same as once. A match is when they like the viewer
 * too; it is stored with its time (matches.ts) and `match` says so.
 */
export async function like(
  ctx: AppContext,
  siteId: number,
  viewerId: number,
  profileId: number,
  onNewLike?: NewLikeListener,
): Promise<LikeResult> {
  const { viewer, member } = await likeableMember(ctx, siteId, viewerId, profileId);
  const { stored, match } = await whileMemberExists(async () => {
    const stored = await ctx.db
      .insert(likes)
      .values({ likerId: viewer.id, likedId: member.id })
      .onConflictDoNothing()
      .returning({ likerId: likes.likerId });
    return { stored, match: await recordMatchIfMutual(ctx.db, viewer.id, member.id) };
  });
  // Only a like stored now is news for the other member; liking again changes nothing.
  if (stored.length > 0) await onNewLike?.(viewer.id, member.id, match);
  return { liked: true, match };
}

/** `DELETE /api/like.php`: takes the viewer's like back (nothing to do when there is none). */
export async function unlike(
  ctx: AppContext,
  siteId: number,
  viewerId: number,
  profileId: number,
): Promise<LikeResult> {
  const viewer = await otherMember(ctx, siteId, viewerId, profileId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(likes).where(and(eq(likes.likerId, viewer.id), eq(likes.likedId, profileId)));
    // A swiped like goes with it, so the member may come back in the match finder.
    await tx
      .delete(swipes)
      .where(
        and(eq(swipes.memberId, viewer.id), eq(swipes.profileId, profileId), eq(swipes.decision, 'like')),
      );
    await removeMatch(tx, viewer.id, profileId);
  });
  return { liked: false, match: false };
}

/**
 * `POST /api/block.php`: the member can no longer see or contact the viewer (spec section 6), and
 * the likes and the match between the two go, both ways, in the same transaction.
 */
export async function block(
  ctx: AppContext,
  siteId: number,
  viewerId: number,
  profileId: number,
): Promise<{ blocked: boolean }> {
  const viewer = await otherMember(ctx, siteId, viewerId, profileId);
  const member = await existingMember(ctx, siteId, profileId);
  await whileMemberExists(() => ctx.db.transaction((tx) => blockWithin(tx, viewer.id, member.id)));
  return { blocked: true };
}

/**
 * The block's writes, in the caller's transaction (a report with `block: true` blocks in the
 * transaction that stores the report): the block, and the likes and match between the two.
 */
export async function blockWithin(tx: Writer, blockerId: number, blockedId: number): Promise<void> {
  await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
  await tx
    .delete(likes)
    .where(
      or(
        and(eq(likes.likerId, blockerId), eq(likes.likedId, blockedId)),
        and(eq(likes.likerId, blockedId), eq(likes.likedId, blockerId)),
      ),
    );
  await removeMatch(tx, blockerId, blockedId);
}

/** `DELETE /api/block.php`: lifts the viewer's own block (a block by the other member stays). */
export async function unblock(
  ctx: AppContext,
  siteId: number,
  viewerId: number,
  profileId: number,
): Promise<{ blocked: boolean }> {
  const viewer = await otherMember(ctx, siteId, viewerId, profileId);
  await ctx.db.delete(blocks).where(and(eq(blocks.blockerId, viewer.id), eq(blocks.blockedId, profileId)));
  return { blocked: false };
}
