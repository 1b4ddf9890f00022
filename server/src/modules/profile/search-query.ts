import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  lte,
  ne,
  notInArray,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { blocks, photos, profiles, users } from '../../db/schema.js';
import {
  cardColumns,
  cardPageColumns,
  mainPhotoOf,
  type CardExtrasRow,
  type CardRow,
} from '../../core/card-columns.js';
import { distanceKm } from './search-distance.js';
import type { Gender } from './search-filters.js';
import { notFictional } from './listing-preferences.js';

/** `numResults` stops counting here, so a search over a million members stays cheap. */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * A value in a search query: inline (a query run or explained once), or a named placeholder of a
 * statement built once per search shape and filled at each execution (search-statements.ts).
 */
export type Bound<T> = T | Placeholder;

/** `SearchFilters` as the SQL sees them: the ages are already a date-of-birth range. */
export interface QueryFilters {
  siteId: Bound<number>;
  genders: readonly Bound<Gender>[];
  country: Bound<string> | null;
  region: Bound<string> | null;
  bornOnOrBefore: Bound<string> | null;
  bornAfter: Bound<string> | null;
  /** The viewer's "real members only": the site's fictional profiles to leave out (listing-preferences.ts). */
  skipFictionalIds?: Bound<string> | null;
  /** The viewer's city centre: the distance filter and the nearby order measure from here. */
  origin: { lat: Bound<number>; lon: Bound<number> } | null;
  maxKm: Bound<number> | null;
}

/**
 * Neither the viewer blocked the member nor the member the viewer. Two NOT EXISTS on the blocks
 * primary key, so each is an index probe (an anti join), never a scan of the member's side.
 */
export function notBlockedEitherWay(viewerId: Bound<number>, memberId: PgColumn): SQL {
  return sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${memberId})
    and not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${viewerId})`;
}

/** Who may appear for this viewer: searchable members of the site, never the viewer or a block. */
export function listedFor(siteId: Bound<number>, viewerId: Bound<number> | null): SQL[] {
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
export function filterConditions(
  filters: QueryFilters,
  viewerId: Bound<number> | null,
  excludeIds: number[],
): SQL[] {
  const conditions = listedFor(filters.siteId, viewerId);
  if (filters.country !== null) conditions.push(eq(profiles.country, filters.country));
  if (filters.region !== null) conditions.push(eq(profiles.region, filters.region));
  if (filters.bornOnOrBefore !== null) conditions.push(lte(profiles.dateOfBirth, filters.bornOnOrBefore));
  if (filters.bornAfter !== null) conditions.push(gt(profiles.dateOfBirth, filters.bornAfter));
  if (excludeIds.length > 0) conditions.push(notInArray(profiles.userId, excludeIds));
  if (filters.skipFictionalIds != null)
    conditions.push(notFictional(filters.skipFictionalIds, profiles.userId));
  if (filters.maxKm !== null && filters.origin !== null)
    conditions.push(sql`${distanceKm(filters.origin)} <= ${filters.maxKm}::integer`);
  return conditions;
}

/** After the cursor in `date_of_birth DESC, user_id DESC` order: one row comparison, indexable. */
function afterCursor(cursor: QueryCursor): SQL {
  return sql`(${profiles.dateOfBirth}, ${profiles.userId}) < (${cursor.dob}::date, ${cursor.id}::integer)`;
}

/** Where a page starts: after this date of birth and id (a decoded `SearchCursor`). */
export interface QueryCursor {
  dob: Bound<string>;
  id: Bound<number>;
}

export interface PageQueryOptions {
  viewerId: Bound<number> | null;
  cursor: QueryCursor | null;
  limit: Bound<number>;
  /** Members already shown (similar profiles); always inline. */
  excludeIds?: number[];
}

/**
 * The keyset part of a search page (youngest first, then highest id). With both genders, each
 * gender is read along its own index range (a backward index scan that stops at `limit`) and the
 * two are merged, which is what makes the page cost independent of how many members match.
 */
function keysetPage(db: Db, filters: QueryFilters, options: PageQueryOptions) {
  const { viewerId, cursor, limit, excludeIds = [] } = options;
  const common = filterConditions(filters, viewerId, excludeIds);
  if (cursor) common.push(afterCursor(cursor));
  const forGender = (gender: Bound<Gender>) =>
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

/**
 * One search page with everything its cards show: the keyset page as a subquery (its LIMIT keeps
 * it the index range scan above), then each of its few rows joined to the account flags and the
 * active main photo (`cardExtrasColumns`, read with `extrasFrom`), so a page is one round trip.
 * Built but not run: the service runs it through search-statements.ts, tests and the benchmark
 * `.toSQL()` it for EXPLAIN.
 */
export function searchPageQuery(db: Db, filters: QueryFilters, options: PageQueryOptions) {
  const page = keysetPage(db, filters, options).as('page');
  return db
    .select(cardPageColumns(page))
    .from(page)
    .leftJoin(users, eq(users.id, page.userId))
    .leftJoin(photos, mainPhotoOf(page.userId))
    .orderBy(desc(page.dateOfBirth), desc(page.userId));
}

/** A row of a search page: the card's profile columns and its extras (`km` on a nearby page). */
export type SearchPageRow = CardRow & CardExtrasRow & { km?: number };

/** The viewer and everyone blocked either way: who a logged-in search leaves out. */
function excludedFor(viewerId: Bound<number>): SQL {
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
export function searchCountQuery(db: Db, filters: QueryFilters, viewerId: Bound<number> | null) {
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
