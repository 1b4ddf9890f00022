import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { photos, profiles, users } from '../../db/schema.js';
import { cardColumns, cardPageColumns, mainPhotoOf } from '../../core/card-columns.js';
import { distanceKm } from './search-distance.js';
import { filterConditions, type Bound, type QueryFilters } from './search-query.js';

/*
 * The nearby-first search page (ADR 0037): members by the whole km between city centres, then by
 * id, both ascending. The distance is computed per matching member, so unlike the age keyset this
 * page reads every match of the site's filters once (bench/search-bench.mjs measures it); the
 * (km, id) keyset still keeps every page exact, without repeats or gaps.
 */

/** Where a nearby page starts: after this km and id (a decoded `NearbyCursor`). */
export interface NearbyQueryCursor {
  km: Bound<number>;
  id: Bound<number>;
}

export interface NearbyPageOptions {
  viewerId: Bound<number> | null;
  cursor: NearbyQueryCursor | null;
  limit: Bound<number>;
  excludeIds?: number[];
}

/** The nearby page with everything its cards show, in one query like `searchPageQuery`. */
export function nearbyPageQuery(db: Db, filters: QueryFilters, options: NearbyPageOptions) {
  const { viewerId, cursor, limit, excludeIds = [] } = options;
  if (!filters.origin) throw new Error('a nearby search needs the viewer’s city');
  const km = distanceKm(filters.origin);
  const conditions: SQL[] = [
    inArray(profiles.gender, [...filters.genders]),
    ...filterConditions(filters, viewerId, excludeIds),
  ];
  if (cursor)
    conditions.push(sql`(${km}, ${profiles.userId}) > (${cursor.km}::integer, ${cursor.id}::integer)`);
  const page = db
    .select({ ...cardColumns, km: km.as('km') })
    .from(profiles)
    .where(and(...conditions))
    .orderBy(asc(km), asc(profiles.userId))
    .limit(limit)
    .as('page');
  return db
    .select({ ...cardPageColumns(page), km: page.km })
    .from(page)
    .leftJoin(users, eq(users.id, page.userId))
    .leftJoin(photos, mainPhotoOf(page.userId))
    .orderBy(asc(page.km), asc(page.userId));
}
