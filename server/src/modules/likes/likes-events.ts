import type { RealtimeCounters, RealtimeEvent } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { profiles, users } from '../../db/schema.js';
import { newLikesCountSql } from './likes-list.js';

/** Called after a like was stored for the first time (`match` when it made one). */
export type NewLikeListener = (likerId: number, likedId: number, match: boolean) => Promise<void>;

type Publish = (memberId: number, event: RealtimeEvent) => Promise<void>;

/**
 * The likes area's realtime events (the realtime channel): the liked member gets `like` and
 * the new `new_likes` counter (the badge and the title), and `match` when the like made one (the
 * liker learns it from the answer). Events are a courtesy: the likes page and the user payload stay the truth, and a
 * client that missed one catches up on its next fetch.
 */
export function realtimeLikeEvents(db: Db, publish: Publish): NewLikeListener {
  return async (likerId, likedId, match) => {
    const [row] = await db
      .select({ newLikes: newLikesCountSql(users.id, users.siteId).mapWith(Number) })
      .from(users)
      // The join makes drizzle qualify `users.id` and `users.site_id` inside the counter's
      // subquery (alone, it writes bare "id" and "site_id", which the subquery reads as its own).
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, likedId));
    const counters: RealtimeCounters = { new_likes: row?.newLikes ?? 0 };
    await publish(likedId, { type: 'like', data: { profile_id: likerId } });
    await publish(likedId, { type: 'counters', data: counters });
    if (!match) return;
    // Only the member who did not act: the liker's page shows the match from like.php's answer,
    // and a second modal from the event would cover it (the shell opens one per `match` event).
    await publish(likedId, { type: 'match', data: { profile_id: likerId } });
  };
}
