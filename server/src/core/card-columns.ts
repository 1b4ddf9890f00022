import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { photos, profiles, users } from '../db/schema.js';

// What a card is selected as, shared by the queries (search-query, related-profiles) and the
// presenting (member-cards): in its own module so neither side imports the other.

/** The profile columns a result card needs (the rest: `cardExtrasColumns`). */
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
  cityLat: profiles.cityLat,
  cityLon: profiles.cityLon,
};

/**
 * A card page's row selected from its keyset subquery (`page`), joined to the account flags and the
 * main photo: the subquery's card columns, then `cardExtrasColumns`.
 */
export function cardPageColumns<Page extends { [K in keyof typeof cardColumns]: unknown }>(page: Page) {
  const own = Object.fromEntries(Object.keys(cardColumns).map((key) => [key, page[key as keyof Page]]));
  return { ...(own as { [K in keyof typeof cardColumns]: Page[K] }), ...cardExtrasColumns };
}

/** A row of `cardColumns`. */
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
  /** The city's centre (distances only, never shown). */
  cityLat: number | null;
  cityLon: number | null;
};

/**
 * The columns of CardExtras, for any query that joins `users` and the main photo
 * (`mainPhotoOf`) to its members: `loadCardExtras` here, the search page in one query.
 */
export const cardExtrasColumns = {
  status: users.status,
  invisible: users.invisible,
  privacy: users.privacy,
  fictional: users.fictional,
  showActivity: users.showActivity,
  lastActiveAt: users.lastActiveAt,
  filename: photos.filename,
  thumbFilename: photos.thumbFilename,
  blurredFilename: photos.blurredFilename,
  matchFilename: photos.matchFilename,
  cardFilename: photos.cardFilename,
};

/** A row of `cardExtrasColumns`; all null when the join found no account. */
export interface CardExtrasRow {
  status: string | null;
  invisible: boolean | null;
  privacy: boolean | null;
  fictional: boolean | null;
  showActivity: boolean | null;
  lastActiveAt: Date | null;
  filename: string | null;
  thumbFilename: string | null;
  blurredFilename: string | null;
  matchFilename: string | null;
  cardFilename: string | null;
}

/** The join condition of a member's active main photo (at most one: `photos_one_main`). */
export function mainPhotoOf(userId: PgColumn): SQL | undefined {
  // `is_main` as a bare column: the predicate of the partial index `photos_one_main`.
  return and(eq(photos.userId, userId), sql`${photos.isMain}`, eq(photos.status, 'active'));
}
