import type { User } from '@amora/contracts';
import { and, eq } from 'drizzle-orm';
import { photos, profiles, users } from '../../db/schema.js';
import type { AppContext } from '../../types.js';
import type { Site } from '../../core/site-resolver.js';
import { counterColumns } from './counters.js';
import { presentUser } from './user-presenter.js';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;

export interface UserRecord {
  user: UserRow;
  profile: ProfileRow;
  mainPhoto: PhotoRow | null;
  /** Received likes not yet seen (modules/likes), for the badge. */
  newLikes: number;
  /** Unread messages over all conversations (modules/chat), for the badge; none the history limit hides. */
  unreadMessages: number;
  /** At least one push subscription is stored (modules/notifications). */
  pushSubscribed: boolean;
}

/** A member of this site with profile and main photo; null for another site's member. */
export async function findUserRecord(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  site: Pick<Site, 'id' | 'chatHistoryDays'>,
  userId: number,
): Promise<UserRecord | null> {
  const rows = await ctx.db
    .select({
      user: users,
      profile: profiles,
      mainPhoto: photos,
      ...counterColumns(site, ctx.clock.now()),
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, and(eq(photos.userId, users.id), eq(photos.isMain, true)))
    .where(and(eq(users.id, userId), eq(users.siteId, site.id)))
    .limit(1);
  return rows[0] ?? null;
}

/** Member `userId` as a user of this site; null for a visitor or another site's member. */
export async function currentUser(ctx: AppContext, site: Site, userId: number | null): Promise<User | null> {
  if (userId === null) return null;
  const record = await findUserRecord(ctx, site, userId);
  return record ? presentUser(record, site.settings.cdn_prefix) : null;
}
