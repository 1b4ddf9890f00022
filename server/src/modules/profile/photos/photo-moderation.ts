import type { PhotoDecisionBody, PhotoStatus, StaffMemberRef, StaffPhoto } from '@amora/contracts';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { photos, profiles, removedPhotoHashes, sites, users } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { idCursor } from '../../../lib/id-cursor.js';
import { deleteMediaOrRetryLater } from '../../../lib/media-deletes.js';
import { deleteQuietly, newWithheldKey } from '../../../plugins/storage/index.js';
import { audited, type StaffActor, type StaffTx } from '../../staff/index.js';
import { differenceHash } from './photo-hash.js';
import { filesOf, matchesRemovedPhoto, similarPhotoOwners, type PhotoRow } from './photo-repository.js';
import type { PhotoDeps } from './photo-service.js';

const PAGE = 30;

export interface QueuePage {
  photos: StaffPhoto[];
  next_cursor: string | null;
  total: number;
}

/** Which photos a queue status lists: `inspected` is "no person looked yet", whatever shows. */
function statusFilter(status: PhotoStatus): SQL {
  return status === 'inspected'
    ? isNull(photos.reviewedAt)
    : and(isNotNull(photos.reviewedAt), eq(photos.status, status))!;
}

function memberRef(row: { userId: number; name: string | null; userStatus: string }): StaffMemberRef {
  return {
    id: row.userId,
    name: row.name ?? '',
    standing: row.userStatus === 'pending_deletion' ? 'deleted' : 'active',
    suspended_until: null,
  };
}

/**
 * `GET /api/staff/photos`: the queue (`inspected`, oldest first) with the automated check's
 * verdict, or the decided ones (`active`, `rejected`), newest photo first.
 */
export async function photoQueue(
  db: Db,
  query: { status?: PhotoStatus; cursor?: string },
): Promise<QueuePage> {
  const status = query.status ?? 'inspected';
  const after = idCursor(query.cursor);
  const queue = status === 'inspected';
  const filters = [statusFilter(status)];
  if (after !== undefined) filters.push(queue ? gt(photos.id, after) : lt(photos.id, after));
  const rows = await db
    .select({
      photo: photos,
      name: profiles.name,
      userStatus: users.status,
    })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .leftJoin(profiles, eq(profiles.userId, photos.userId))
    .where(and(...filters))
    .orderBy(queue ? asc(photos.id) : desc(photos.id))
    .limit(PAGE + 1);
  const [total] = await db.select({ n: count() }).from(photos).where(statusFilter(status));
  const page = rows.slice(0, PAGE);
  const presented: StaffPhoto[] = [];
  for (const row of page)
    presented.push(await presentForStaff(db, row.photo, memberRef({ ...row, userId: row.photo.userId })));
  return {
    photos: presented,
    next_cursor: rows.length > PAGE ? String(page.at(-1)!.photo.id) : null,
    total: Number(total?.n ?? 0),
  };
}

async function presentForStaff(db: Db, photo: PhotoRow, member: StaffMemberRef): Promise<StaffPhoto> {
  const checked = photo.phash !== null;
  const similarToRemoved =
    checked && photo.status !== 'rejected' && (await matchesRemovedPhoto(db, photo.phash!));
  const similarMembers = checked ? await similarPhotoOwners(db, photo.phash!, photo.userId) : [];
  const image = `/api/staff/photos/${photo.id}/image`;
  return {
    id: photo.id,
    member,
    status: photo.status as PhotoStatus,
    url: `${image}?variant=full`,
    thumb_url: `${image}?variant=thumb`,
    width: photo.width,
    height: photo.height,
    automated: {
      passed: checked && !similarToRemoved,
      similar_to_removed: similarToRemoved,
      similar_member_ids: similarMembers,
    },
    is_main: photo.isMain,
    created_at: photo.createdAt.toISOString(),
  };
}

/** The stored file of a photo's variant for staff, whatever its state; null for an unknown id. */
export async function staffPhotoFile(
  deps: PhotoDeps,
  photoId: number,
  variant: 'thumb' | 'full',
): Promise<{ key: string; data: Buffer } | null> {
  const [photo] = await deps.db.select().from(photos).where(eq(photos.id, photoId)).limit(1);
  if (!photo) return null;
  const key = variant === 'thumb' ? photo.thumbFilename : photo.filename;
  return { key, data: await deps.storage.get(key) };
}

export interface PhotoDecided {
  photo: PhotoRow;
  /** Set on a rejection: who to tell, in which language, on which site. */
  member?: { email: string; name: string; language: string; domain: string };
}

const decided = () => new AppError(409, 'photo_decided', 'errors.photoAlreadyDecided');
const notFound = () => new AppError(404, 'not_found', 'errors.notFound');

/**
 * `POST /api/staff/photos/{id}`. Approve: shown (`active`) and reviewed. Reject: `rejected` with
 * its reason, no longer main, its hash refused on re-upload, its served files gone (the full and
 * thumbnail sizes are kept for staff under a withheld key). One audit row, in the transaction.
 */
export async function decidePhoto(
  deps: PhotoDeps,
  actor: StaffActor,
  photoId: number,
  body: PhotoDecisionBody,
): Promise<PhotoDecided> {
  const reason = body.reason ?? null;
  if (body.decision === 'reject' && !reason)
    throw new AppError(
      400,
      'validation_failed',
      'errors.validationFailed',
      {},
      {
        reason: 'validation.reasonTextRequired',
      },
    );
  const [found] = await deps.db.select().from(photos).where(eq(photos.id, photoId)).limit(1);
  if (!found) throw notFound();
  if (found.reviewedAt) throw decided();
  return body.decision === 'approve'
    ? approve(deps, actor, photoId, reason)
    : reject(deps, actor, found, reason!, body.ground ?? 'terms_photos');
}

async function lockUndecided(tx: StaffTx, photoId: number): Promise<PhotoRow> {
  const [photo] = await tx.select().from(photos).where(eq(photos.id, photoId)).for('update');
  if (!photo) throw notFound();
  if (photo.reviewedAt) throw decided();
  return photo;
}

async function approve(
  deps: PhotoDeps,
  actor: StaffActor,
  photoId: number,
  reason: string | null,
): Promise<PhotoDecided> {
  const now = deps.clock.now();
  const photo = await audited(deps.db, actor, now, async (tx) => {
    const before = await lockUndecided(tx, photoId);
    const [after] = await tx
      .update(photos)
      .set({ status: 'active', reviewedAt: now, reviewedBy: actor.staffId })
      .where(eq(photos.id, photoId))
      .returning();
    return {
      result: after!,
      audit: {
        action: 'photo.approved',
        targetType: 'photo',
        targetId: photoId,
        before: { status: before.status },
        after: { status: 'active', member_id: before.userId },
        reason,
      },
    };
  });
  return { photo };
}

async function reject(
  deps: PhotoDeps,
  actor: StaffActor,
  found: PhotoRow,
  reason: string,
  ground: string,
): Promise<PhotoDecided> {
  const now = deps.clock.now();
  // Copies for staff first (outside the transaction: storage is not transactional); dropped
  // again when the decision does not commit.
  const kept = { filename: newWithheldKey(), thumbFilename: newWithheldKey() };
  await deps.storage.put(kept.filename, await deps.storage.get(found.filename));
  await deps.storage.put(kept.thumbFilename, await deps.storage.get(found.thumbFilename));
  const phash = found.phash ?? (await differenceHash(await deps.storage.get(found.filename)));
  let result: PhotoDecided;
  try {
    result = await audited(deps.db, actor, now, async (tx) => {
      const before = await lockUndecided(tx, found.id);
      const [after] = await tx
        .update(photos)
        .set({
          status: 'rejected',
          isMain: false,
          phash,
          ...kept,
          blurredFilename: null,
          matchFilename: null,
          cardFilename: null,
          reviewedAt: now,
          reviewedBy: actor.staffId,
          rejectionReason: reason,
          rejectionGround: ground,
        })
        .where(eq(photos.id, found.id))
        .returning();
      if (before.isMain) await promoteNextMain(tx, before.userId, before.id);
      await tx.insert(removedPhotoHashes).values({ phash, createdAt: now }).onConflictDoNothing();
      const [member] = await tx
        .select({
          email: users.email,
          language: users.language,
          name: profiles.name,
          domain: sites.domain,
        })
        .from(users)
        .innerJoin(sites, eq(sites.id, users.siteId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, before.userId));
      return {
        result: {
          photo: after!,
          member: member && { ...member, name: member.name ?? '' },
        },
        audit: {
          action: 'photo.rejected',
          targetType: 'photo',
          targetId: found.id,
          before: { status: before.status, is_main: before.isMain },
          after: { status: 'rejected', ground, member_id: before.userId },
          reason,
        },
      };
    });
  } catch (error) {
    await deleteQuietly(deps.storage, Object.values(kept));
    throw error;
  }
  // Committed: the files members were served go (retried by the job if the storage refuses).
  await deleteMediaOrRetryLater(
    { db: deps.db, media: deps.storage, clock: deps.clock, log: deps.log },
    filesOf(found),
    { photoId: found.id },
  );
  return result;
}

/** The member's next shown photo (else any not rejected) becomes main in the rejected one's place. */
async function promoteNextMain(tx: StaffTx, userId: number, rejectedId: number): Promise<void> {
  const [next] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.userId, userId), ne(photos.id, rejectedId), ne(photos.status, 'rejected')))
    .orderBy(sql`${photos.status} <> 'active'`, asc(photos.position), asc(photos.id))
    .limit(1);
  if (next) await tx.update(photos).set({ isMain: true }).where(eq(photos.id, next.id));
}
