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

/**
 * The site's fictional profiles the viewer's listings leave out, as a comma-separated id list
 * (`notFictional` reads it), or null when the viewer sees them (every visitor). One read of the
 * viewer's row and the partial index `users_fictional`: a site has a handful of them.
 */
export async function fictionalIdsToSkip(
  db: Db,
  siteId: number,
  viewerId: number | null,
): Promise<string | null> {
  if (viewerId === null) return null;
  const [row] = await db
    .select({
      realMembersOnly: users.realMembersOnly,
      ids: sql<
        string | null
      >`(select string_agg(f.id::text, ',') from ${users} as f where f.site_id = ${siteId} and f.fictional)`,
    })
    .from(users)
    .where(eq(users.id, viewerId));
  return row?.realMembersOnly ? (row.ids ?? '') : null;
}

/**
 * The listed member is none of `ids` (from `fictionalIdsToSkip`). The list is a value, not a
 * subquery: PostgreSQL folds it into a constant array and estimates the few rows it removes, so
 * the listings keep their index scans, their keyset order and their cursor; only rows drop out.
 */
export function notFictional(ids: Bound<string>, memberId: PgColumn): SQL {
  return sql`${memberId} <> all(string_to_array(${ids}::text, ',')::integer[])`;
}
