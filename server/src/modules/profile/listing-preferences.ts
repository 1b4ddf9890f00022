import type { ListingPreferences, ListingPreferencesUpdate } from '@amora/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { authenticationRequired } from '../../plugins/auth.js';
import type { Bound } from './search-query.js';

/*
 * "Real members only": search, the match finder and the swipe game leave the site's fictional
 * profiles out for a member who asks for it. The choice is a column of the member's account, as
 * their other settings are, so it follows them to every device; the listings' queries apply it.
 */

/** The member's preferences (`GET /api/listing-preferences.php`). */
export async function getListingPreferences(db: Db, userId: number): Promise<ListingPreferences> {
  const [row] = await db
    .select({ realMembersOnly: users.realMembersOnly })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw authenticationRequired();
  return { real_members_only: row.realMembersOnly };
}

/** `PUT /api/listing-preferences.php`: one column of the member's own row. */
export async function updateListingPreferences(
  db: Db,
  userId: number,
  update: ListingPreferencesUpdate,
): Promise<ListingPreferences> {
  const [row] = await db
    .update(users)
    .set({ realMembersOnly: update.real_members_only })
    .where(eq(users.id, userId))
    .returning({ realMembersOnly: users.realMembersOnly });
  if (!row) throw authenticationRequired();
  return { real_members_only: row.realMembersOnly };
}

/** Whether the viewer's listings leave fictional profiles out; never for a visitor. */
export async function wantsRealMembersOnly(db: Db, viewerId: number | null): Promise<boolean> {
  if (viewerId === null) return false;
  const [row] = await db
    .select({ realMembersOnly: users.realMembersOnly })
    .from(users)
    .where(eq(users.id, viewerId));
  return row?.realMembersOnly === true;
}

/**
 * The listed member is not one of the site's fictional profiles. A site has a handful of them
 * (read once per query through the partial index `users_fictional`, then a hashed NOT IN), so the
 * listings keep their profile index scans and their keyset order: only rows drop out.
 */
export function notFictional(siteId: Bound<number>, memberId: PgColumn): SQL {
  return sql`${memberId} not in (select ${users.id} from ${users} where ${users.siteId} = ${siteId} and ${users.fictional})`;
}
