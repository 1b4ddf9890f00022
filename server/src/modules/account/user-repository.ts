import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { photos, profiles, users } from '../../db/schema.js';
import type { AppContext } from '../../types.js';
import { historyCutoff, unreadMessagesSql } from '../chat/index.js';
import { newLikesCountSql } from '../likes/index.js';
import { pushSubscribedSql } from '../notifications/index.js';
import type { Site } from '../site/site-resolver.js';

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

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findCredentials(
  db: Db,
  siteId: number,
  emailNormalized: string,
): Promise<{ id: number; passwordHash: string } | null> {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.emailNormalized, emailNormalized)))
    .limit(1);
  return rows[0] ?? null;
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
      newLikes: newLikesCountSql(users.id, users.siteId).mapWith(Number),
      unreadMessages: unreadMessagesSql(users.id, historyCutoff(site, ctx.clock.now())).mapWith(Number),
      pushSubscribed: pushSubscribedSql(users.id).mapWith(Boolean),
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, and(eq(photos.userId, users.id), eq(photos.isMain, true)))
    .where(and(eq(users.id, userId), eq(users.siteId, site.id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
