import { and, count, desc, eq, gt, inArray, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { blocks, profiles } from '../../db/schema.js';
import type { SearchCursor } from './search-cursor.js';
import type { Gender, SearchFilters } from './search-filters.js';

/** `numResults` stops counting here, so a search over a million members stays cheap. */
export const SEARCH_COUNT_CAP = 10_000;

/** The profile columns a result card needs (the rest comes from `loadCardExtras`). */
export const cardColumns = {
  userId: profiles.userId,
  name: profiles.name,
  dateOfBirth: profiles.dateOfBirth,
  country: profiles.country,
  region: profiles.region,
  city: profiles.city,
  interests: profiles.interests,
  bodyType: profiles.bodyType,
  relationshipStatus: profiles.relationshipStatus,
};

export type CardRow = {
  userId: number;
  name: string;
  dateOfBirth: string;
  country: string;
  region: string | null;
  city: string | null;
  interests: string[];
  bodyType: string | null;
  relationshipStatus: string | null;
};

/**
 * Neither the viewer blocked the member nor the member the viewer. Two NOT EXISTS on the blocks
 * primary key, so each is an index probe (an anti join), never a scan of the member's side.
 */
export function notBlockedEitherWay(viewerId: number, memberId: PgColumn): SQL {
  return sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${memberId})
    and not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${viewerId})`;
}

/** Who may appear for this viewer: searchable members of the site, never the viewer or a block. */
export function listedFor(siteId: number, viewerId: number | null): SQL[] {
  // `searchable` as a bare column, never `= $1`: the partial indexes' predicate must be provable
  // from the query text itself, also for a prepared statement's generic plan.
  const conditions = [eq(profiles.siteId, siteId), sql`${profiles.searchable}`];
  if (viewerId !== null) {
    conditions.push(ne(profiles.userId, viewerId), notBlockedEitherWay(viewerId, profiles.userId));
  }
  return conditions;
}

/**
 * Every condition of a search except gender. The equality columns come first in both partial
 * indexes (`profiles_search_keyset` with a country, `profiles_search_any_country` without), so
 * the date-of-birth range and the cursor are index conditions too.
 */
function filterConditions(filters: SearchFilters, viewerId: number | null, excludeIds: number[]): SQL[] {
  const conditions = listedFor(filters.siteId, viewerId);
  if (filters.country !== null) conditions.push(eq(profiles.country, filters.country));
  if (filters.region !== null) conditions.push(eq(profiles.region, filters.region));
  if (filters.bornOnOrBefore !== null) conditions.push(lte(profiles.dateOfBirth, filters.bornOnOrBefore));
  if (filters.bornAfter !== null) conditions.push(gt(profiles.dateOfBirth, filters.bornAfter));
  if (excludeIds.length > 0) conditions.push(notInArray(profiles.userId, excludeIds));
  return conditions;
}

/** After the cursor in `date_of_birth DESC, user_id DESC` order: one row comparison, indexable. */
function afterCursor(cursor: SearchCursor): SQL {
  return sql`(${profiles.dateOfBirth}, ${profiles.userId}) < (${cursor.dob}::date, ${cursor.id}::integer)`;
}

export interface PageQueryOptions {
  viewerId: number | null;
  cursor: SearchCursor | null;
  limit: number;
  excludeIds?: number[];
}

/**
 * One search page (youngest first, then highest id), built but not run: the service awaits it,
 * tests and the benchmark `.toSQL()` it for EXPLAIN. With both genders, each gender is read along
 * its own index range (a backward index scan that stops at `limit`) and the two are merged, which
 * is what makes the page cost independent of how many members match.
 */
export function searchPageQuery(db: Db, filters: SearchFilters, options: PageQueryOptions) {
  const { viewerId, cursor, limit, excludeIds = [] } = options;
  const common = filterConditions(filters, viewerId, excludeIds);
  if (cursor) common.push(afterCursor(cursor));
  const forGender = (gender: Gender) =>
    db
      .select(cardColumns)
      .from(profiles)
      .where(and(eq(profiles.gender, gender), ...common))
      .orderBy(desc(profiles.dateOfBirth), desc(profiles.userId))
      .limit(limit);
  const [first, second] = filters.genders;
  if (!first) throw new Error('a search needs at least one gender');
  if (!second) return forGender(first);
  return forGender(first)
    .unionAll(forGender(second))
    .orderBy(desc(profiles.dateOfBirth), desc(profiles.userId))
    .limit(limit);
}

/** The viewer and everyone blocked either way: who a logged-in search leaves out. */
function excludedFor(viewerId: number): SQL {
  return sql`select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId}
    union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId}
    union all select ${viewerId}::integer`;
}

/**
 * How many members match, up to SEARCH_COUNT_CAP (the LIMIT subquery stops the count there).
 * The matches are counted without the viewer's exclusions, which keeps the count an index-only
 * scan (on a vacuumed table) instead of two block probes per member; the few excluded ones among
 * them are counted in the same pass and subtracted by `countFrom` (exact below the cap, the cap
 * itself above it).
 */
export function searchCountQuery(db: Db, filters: SearchFilters, viewerId: number | null) {
  // `gender = any(...)` keeps the country an index condition too (one index descent per gender).
  const conditions = [inArray(profiles.gender, [...filters.genders]), ...filterConditions(filters, null, [])];
  const matches = db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(...conditions))
    .limit(SEARCH_COUNT_CAP)
    .as('matches');
  const excluded =
    viewerId === null
      ? sql<string>`0`
      : sql<string>`count(*) filter (where ${matches.userId} in (${excludedFor(viewerId)}))`;
  return db.select({ n: count(), excluded: excluded.as('excluded') }).from(matches);
}

/** The `numResults` of a count row (see searchCountQuery). */
export function countFrom(row: { n: number; excluded: string | number } | undefined): number {
  if (!row) return 0;
  const n = Number(row.n);
  return n >= SEARCH_COUNT_CAP ? SEARCH_COUNT_CAP : n - Number(row.excluded);
}
