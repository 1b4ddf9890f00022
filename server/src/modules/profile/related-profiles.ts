import { and, asc, desc, eq, gt, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { profiles } from '../../db/schema.js';
import { cardColumns, type CardRow } from '../../core/card-columns.js';
import { listedFor } from './search-query.js';

export const RELATED_LIMIT = 6;

export interface RelatedTo {
  siteId: number;
  userId: number;
  /** Null while the member has not said it: then related members are not limited by gender. */
  gender: string | null;
  country: string;
  dateOfBirth: string;
}

function dayDistance(a: string, b: string): number {
  return Math.abs(Date.parse(a) - Date.parse(b));
}

/**
 * Up to six searchable members of the same site, gender and country, closest in age: the nearest
 * older and younger ones along `profiles_search_keyset` (two short index range scans), merged.
 */
export async function findRelated(db: Db, member: RelatedTo, viewerId: number | null): Promise<CardRow[]> {
  const conditions = [
    ...listedFor(member.siteId, viewerId),
    ...(member.gender ? [eq(profiles.gender, member.gender)] : []),
    eq(profiles.country, member.country),
    ne(profiles.userId, member.userId),
  ];
  const [older, younger] = await Promise.all([
    db
      .select(cardColumns)
      .from(profiles)
      .where(and(...conditions, lte(profiles.dateOfBirth, member.dateOfBirth)))
      .orderBy(desc(profiles.dateOfBirth), desc(profiles.userId))
      .limit(RELATED_LIMIT),
    db
      .select(cardColumns)
      .from(profiles)
      .where(and(...conditions, gt(profiles.dateOfBirth, member.dateOfBirth)))
      .orderBy(asc(profiles.dateOfBirth), asc(profiles.userId))
      .limit(RELATED_LIMIT),
  ]);
  return [...older, ...younger]
    .sort(
      (a, b) =>
        dayDistance(a.dateOfBirth, member.dateOfBirth) - dayDistance(b.dateOfBirth, member.dateOfBirth) ||
        a.userId - b.userId,
    )
    .slice(0, RELATED_LIMIT);
}
