import { and, eq, or } from 'drizzle-orm';
import { blocks, likes } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { canBeContacted } from '../account/member-rules.js';
import { blockState, findMember, likeExists, requireViewer, type MemberRow } from './relations.js';

export interface LikeResult {
  liked: boolean;
  match: boolean;
}

function notYourself(): AppError {
  return new AppError(
    400,
    'validation_failed',
    'validation.invalidValue',
    {},
    { profile_id: 'validation.invalidValue' },
  );
}

async function otherMember(ctx: AppContext, siteId: number, viewerId: number, profileId: number) {
  const viewer = await requireViewer(ctx.db, siteId, viewerId);
  if (viewer.id === profileId) throw notYourself();
  return viewer;
}

async function existingMember(ctx: AppContext, siteId: number, profileId: number): Promise<MemberRow> {
  const member = await findMember(ctx.db, siteId, profileId);
  if (!member) throw new AppError(404, 'not_found', 'errors.notFound');
  return member;
}

/**
 * `POST /api/like.php`: only a contactable member (not invisible, not pending deletion) and no
 * block either way. Liking twice is the same as once. A match is when they like the viewer too.
 */
export async function like(
  ctx: AppContext,
  siteId: number,
  viewerId: number,
  profileId: number,
): Promise<LikeResult> {
  const viewer = await otherMember(ctx, siteId, viewerId, profileId);
  // Invisible mode hides the member from others; liking would show them (spec section 6).
  if (viewer.invisible) throw new AppError(403, 'invisible_mode', 'errors.invisibleCannotLike');
  const member = await existingMember(ctx, siteId, profileId);
  if (!canBeContacted(member)) throw new AppError(409, 'not_contactable', 'errors.notContactable');
  const block = await blockState(ctx.db, viewer.id, member.id);
  if (block.byMember || block.byViewer) throw new AppError(403, 'blocked', 'errors.blocked');
  await ctx.db.insert(likes).values({ likerId: viewer.id, likedId: member.id }).onConflictDoNothing();
  return { liked: true, match: await likeExists(ctx.db, member.id, viewer.id) };
}

/** `DELETE /api/like.php`: takes the viewer's like back (nothing to do when there is none). */
export async function unlike(
  ctx: AppContext,
  siteId: number,
  viewerId: number,
  profileId: number,
): Promise<LikeResult> {
  const viewer = await otherMember(ctx, siteId, viewerId, profileId);
  await ctx.db.delete(likes).where(and(eq(likes.likerId, viewer.id), eq(likes.likedId, profileId)));
  return { liked: false, match: false };
}

/**
 * `POST /api/block.php`: the member can no longer see or contact the viewer (spec section 6), and
 * the likes between the two go, both ways, in the same transaction.
 */
export async function block(
  ctx: AppContext,
  siteId: number,
  viewerId: number,
  profileId: number,
): Promise<{ blocked: boolean }> {
  const viewer = await otherMember(ctx, siteId, viewerId, profileId);
  const member = await existingMember(ctx, siteId, profileId);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId: viewer.id, blockedId: member.id }).onConflictDoNothing();
    await tx
      .delete(likes)
      .where(
        or(
          and(eq(likes.likerId, viewer.id), eq(likes.likedId, member.id)),
          and(eq(likes.likerId, member.id), eq(likes.likedId, viewer.id)),
        ),
      );
  });
  return { blocked: true };
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
