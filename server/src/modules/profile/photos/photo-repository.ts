import {
  FREE_PHOTO_LIMIT,
  PHOTO_REVIEW_MODES,
  PREMIUM_PHOTO_LIMIT,
  type PhotoReviewMode,
} from '@amora/contracts';
import { and, asc, count, eq, max, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { photos, removedPhotoHashes, sites, users } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { DUPLICATE_MAX_DISTANCE } from './photo-hash.js';

export type PhotoRow = typeof photos.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The served files of a photo (blurred, match and card are missing on photos from before they existed). */
export function filesOf(
  photo: Pick<PhotoRow, 'filename' | 'thumbFilename' | 'blurredFilename' | 'matchFilename' | 'cardFilename'>,
): string[] {
  return [
    photo.filename,
    photo.thumbFilename,
    photo.blurredFilename,
    photo.matchFilename,
    photo.cardFilename,
  ].filter((f): f is string => !!f);
}

/** A site's `photo_review` setting; anything unset or unknown is the default, `after`. */
export function photoReviewMode(stored: unknown): PhotoReviewMode {
  return PHOTO_REVIEW_MODES.find((mode) => mode === stored) ?? 'after';
}

export function limitFor(paidUser: boolean): number {
  return paidUser ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT;
}

/** The member's photo limit and how many photos they have now. */
export async function photoQuota(db: Db, userId: number): Promise<{ limit: number; used: number }> {
  const [row] = await db
    .select({ paidUser: users.paidUser, used: count(photos.id) })
    .from(users)
    // A rejected photo stays listed for its member (with the reason) but takes no place.
    .leftJoin(photos, and(eq(photos.userId, users.id), ne(photos.status, 'rejected')))
    .where(eq(users.id, userId))
    .groupBy(users.id);
  return { limit: limitFor(row?.paidUser ?? false), used: Number(row?.used ?? 0) };
}

export function listPhotos(db: Db | Tx, userId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(eq(photos.userId, userId))
    .orderBy(asc(photos.position), asc(photos.id));
}

export interface NewPhoto {
  filename: string;
  thumbFilename: string;
  matchFilename: string;
  cardFilename: string;
  blurredFilename: string;
  width: number;
  height: number;
}

/**
 * Adds photos as `inspected` after the last one; the first photo a member has becomes the main
 * one. The member's row is locked meanwhile, so two uploads at once cannot both pass the limit.
 */
export async function insertPhotos(db: Db, userId: number, batch: NewPhoto[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ paidUser: users.paidUser })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!member) throw new AppError(403, 'authentication_required', 'errors.authenticationRequired');
    const limit = limitFor(member.paidUser);
    const [stats] = await tx
      .select({
        used: sql<number>`count(*) filter (where ${photos.status} <> 'rejected')`.mapWith(Number),
        lastPosition: max(photos.position),
        mains: sql<number>`count(*) filter (where ${photos.isMain})`.mapWith(Number),
      })
      .from(photos)
      .where(eq(photos.userId, userId));
    if (Number(stats?.used ?? 0) + batch.length > limit)
      throw new AppError(409, 'photo_limit', 'errors.photoLimit', { limit });
    const start =
      stats?.lastPosition === null || stats?.lastPosition === undefined ? 0 : stats.lastPosition + 1;
    const hasMain = (stats?.mains ?? 0) > 0;
    const rows = await tx
      .insert(photos)
      .values(
        batch.map((photo, i) => ({
          userId,
          ...photo,
          status: 'inspected',
          isMain: !hasMain && i === 0,
          position: start + i,
        })),
      )
      .returning({ id: photos.id });
    return rows.map((r) => r.id);
  });
}

/**
 * Deletes one of the member's photos and answers it (null when it is not theirs). When it was the
 * main photo, the next one in the member's order takes over.
 */
export async function deletePhotoRow(db: Db, userId: number, photoId: number): Promise<PhotoRow | null> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(photos)
      .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
      .returning();
    if (!deleted) return null;
    if (deleted.isMain) {
      const [next] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.userId, userId), ne(photos.id, photoId)))
        .orderBy(asc(photos.position), asc(photos.id))
        .limit(1);
      if (next) await tx.update(photos).set({ isMain: true }).where(eq(photos.id, next.id));
    }
    return deleted;
  });
}

/** Applies a new order (all of the member's ids) and/or a new main photo. */
export async function arrangePhotos(
  db: Db,
  userId: number,
  change: { order?: number[]; mainId?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [position, id] of (change.order ?? []).entries())
      await tx
        .update(photos)
        .set({ position })
        .where(and(eq(photos.id, id), eq(photos.userId, userId)));
    if (change.mainId !== undefined) {
      // One main per member (a unique index): clear the old one first.
      await tx
        .update(photos)
        .set({ isMain: false })
        .where(and(eq(photos.userId, userId), eq(photos.isMain, true)));
      await tx
        .update(photos)
        .set({ isMain: true })
        .where(and(eq(photos.id, change.mainId), eq(photos.userId, userId)));
    }
  });
}

/**
 * Differing bits between a stored hash and `phash`, in SQL. CASE guards the cast: a malformed
 * stored hash is null (skipped) instead of failing the query.
 */
function hashDistance(column: AnyColumn, phash: string): SQL {
  return sql`case when ${column} ~ '^[0-9a-f]{16}$'
    then bit_count(('x' || ${column})::bit(64) # ('x' || ${phash})::bit(64)) end`;
}

/** True when a hash is within DUPLICATE_MAX_DISTANCE bits of a removed photo's hash. */
export async function matchesRemovedPhoto(db: Db, phash: string): Promise<boolean> {
  const rows = await db
    .select({ phash: removedPhotoHashes.phash })
    .from(removedPhotoHashes)
    .where(sql`${hashDistance(removedPhotoHashes.phash, phash)} <= ${DUPLICATE_MAX_DISTANCE}`)
    .limit(1);
  return rows.length > 0;
}

/** Other members whose photos are near-duplicates of this hash (a stolen or shared picture). */
export async function similarPhotoOwners(db: Db, phash: string, exceptUserId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: photos.userId })
    .from(photos)
    .where(
      and(
        ne(photos.userId, exceptUserId),
        sql`${hashDistance(photos.phash, phash)} <= ${DUPLICATE_MAX_DISTANCE}`,
      ),
    )
    .orderBy(photos.userId)
    .limit(20);
  return rows.map((r) => r.userId);
}

/**
 * A photo that passed the automated check: shown at once when its member's site reviews photos
 * `after` they show (the default), else kept `inspected` until a moderator approves it.
 */
export async function passPhotoCheck(db: Db, photoId: number, phash: string): Promise<void> {
  const [row] = await db
    .select({ review: sql<string | null>`${sites.settings} ->> 'photo_review'` })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(photos.id, photoId));
  const status = photoReviewMode(row?.review) === 'before' ? 'inspected' : 'active';
  await db
    .update(photos)
    .set({ status, phash })
    .where(and(eq(photos.id, photoId), eq(photos.status, 'inspected')));
}

export async function findPhoto(db: Db, photoId: number): Promise<PhotoRow | null> {
  const [row] = await db.select().from(photos).where(eq(photos.id, photoId)).limit(1);
  return row ?? null;
}
