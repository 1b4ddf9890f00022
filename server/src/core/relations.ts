import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { blocks, likes, users } from '../db/schema.js';
import { authenticationRequired } from '../plugins/auth.js';

/** A member of the request's site as the rules need them. */
export interface MemberRow {
  id: number;
  status: string;
  invisible: boolean;
  privacy: boolean;
  paidUser: boolean;
  fictional: boolean;
  restriction: string | null;
  profileHidden: boolean;
}

/**
 * The columns of `MemberRow` in `table` (`users`, or an alias of it cast to its type), for queries that read a
 * member beside other things in one round trip and then ask the member rules about them.
 */
export const memberColumnsOf = (table: typeof users) => ({
  id: table.id,
  status: table.status,
  invisible: table.invisible,
  privacy: table.privacy,
  paidUser: table.paidUser,
  fictional: table.fictional,
  restriction: table.restriction,
  profileHidden: table.profileHidden,
});

const memberColumns = memberColumnsOf(users);

/** A member of this site in any state, or null (another site's member is as good as absent). */
export async function findMember(db: Db, siteId: number, id: number): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.siteId, siteId)))
    .limit(1);
  return row ?? null;
}

/** The logged-in caller (`viewerId`) as a member of this site, or null for visitors. */
export async function findViewer(db: Db, siteId: number, viewerId: number | null): Promise<MemberRow | null> {
  return viewerId === null ? null : findMember(db, siteId, viewerId);
}

/** The logged-in caller as a member of this site; a session of another site's member is refused. */
export async function requireViewer(db: Db, siteId: number, viewerId: number): Promise<MemberRow> {
  const viewer = await findMember(db, siteId, viewerId);
  if (!viewer) throw authenticationRequired();
  return viewer;
}

export interface BlockState {
  /** The viewer blocked the member. */
  byViewer: boolean;
  /** The member blocked the viewer. */
  byMember: boolean;
}

/** The blocks between two members, both directions, in one primary-key lookup each. */
export async function blockState(db: Db, viewerId: number, memberId: number): Promise<BlockState> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, memberId)),
        and(eq(blocks.blockerId, memberId), eq(blocks.blockedId, viewerId)),
      ),
    );
  return {
    byViewer: rows.some((row) => row.blockerId === viewerId),
    byMember: rows.some((row) => row.blockerId === memberId),
  };
}

export async function likeExists(db: Db, likerId: number, likedId: number): Promise<boolean> {
  const rows = await db
    .select({ likerId: likes.likerId })
    .from(likes)
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
    .limit(1);
  return rows.length > 0;
}
