import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { likes, matches } from '../../db/schema.js';

export type Writer = Pick<Db, 'insert' | 'delete' | 'select'>;

/**
 * Stores the match of two members when both like each other, and says whether they do.
 *
 * Called after the caller's like is committed: when two members like each other at the same
 * moment, each like is committed before its check, so the later check always sees both and the
 * match is never missed (the insert is idempotent, so both checks may write it).
 */
export async function recordMatchIfMutual(db: Writer, likerId: number, likedId: number): Promise<boolean> {
  const rows = await db
    .select({ likerId: likes.likerId })
    .from(likes)
    .where(
      or(
        and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)),
        and(eq(likes.likerId, likedId), eq(likes.likedId, likerId)),
      ),
    );
  if (rows.length < 2) return false;
  // One statement, so both rows get the same `now()`: the match's moment from either side.
  await db
    .insert(matches)
    .values([
      { memberId: likerId, otherId: likedId },
      { memberId: likedId, otherId: likerId },
    ])
    .onConflictDoNothing();
  return true;
}

/** Ends the match of two members (an unlike or a block), both rows. */
export async function removeMatch(db: Writer, a: number, b: number): Promise<void> {
  await db
    .delete(matches)
    .where(
      or(
        and(eq(matches.memberId, a), eq(matches.otherId, b)),
        and(eq(matches.memberId, b), eq(matches.otherId, a)),
      ),
    );
}
