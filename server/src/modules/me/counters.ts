import { users } from '../../db/schema.js';
import type { Site } from '../../core/site-resolver.js';
import { historyCutoff, unreadMessagesSql } from '../chat/queries.js';
import { newLikesCountSql } from '../likes/queries.js';
import { pushSubscribedSql } from '../notifications/queries.js';

/**
 * The member's counters as columns of a select over `users`: composed here once for the user
 * payload, the push badge and the realtime `counters` event, so the three never disagree.
 * Select them with `users` joined to `profiles`: the join makes drizzle qualify `users.id` inside
 * the subqueries (alone, it would write a bare "id", which they would read as their own column).
 */
export function counterColumns(site: Pick<Site, 'chatHistoryDays'>, now: Date) {
  return {
    newLikes: newLikesCountSql(users.id, users.siteId).mapWith(Number),
    unreadMessages: unreadMessagesSql(users.id, historyCutoff(site, now)).mapWith(Number),
    pushSubscribed: pushSubscribedSql(users.id).mapWith(Boolean),
  };
}
