import { readFile } from 'node:fs/promises';
import type { OwnPhoto, OwnPhotosResponse } from '@amora/contracts';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import { deleteMediaOrRetryLater } from '../../../lib/media-deletes.js';
import { deleteQuietly, storePhotoVariants, type MediaStorage } from '../../../plugins/storage/index.js';
import { differenceHash } from './photo-hash.js';
import { PhotoBusy } from './decode-pool.js';
import { PHOTO_LIMITS, PhotoRejected, processPhoto } from './photo-pipeline.js';
import type { PhotoVariants } from './photo-variants.js';
import type { AppContext } from '../../../types.js';
import {
  arrangePhotos,
  deletePhotoRow,
  filesOf,
  findPhoto,
  insertPhotos,
  listPhotos,
  matchesRemovedPhoto,
  passPhotoCheck,
  photoQuota,
  type NewPhoto,
  type PhotoRow,
} from './photo-repository.js';

export interface PhotoDeps {
  db: Db;
  storage: MediaStorage;
  clock: AppContext['clock'];
  log: AppContext['log'];
}

function presentPhoto(photo: PhotoRow, cdnPrefix: string): OwnPhoto {
  const base = {
    id: photo.id,
    is_main: photo.isMain,
    position: photo.position,
  };
  // A rejected photo's files are never served, to its owner neither: the reason stands for it.
  if (photo.status === 'rejected')
    return {
      ...base,
      url: '',
      thumb_url: '',
      status: 'rejected',
      rejection_reason: photo.rejectionReason ?? '',
    };
  return {
    ...base,
    url: `${cdnPrefix}${photo.filename}`,
    thumb_url: `${cdnPrefix}${photo.thumbFilename}`,
    status: photo.status === 'active' ? 'active' : 'inspected',
  };
}

/** The member's photos in their order, including those still being checked, and their limit. */
export async function ownPhotos(
  deps: PhotoDeps,
  userId: number,
  cdnPrefix: string,
): Promise<OwnPhotosResponse> {
  const [rows, quota] = await Promise.all([listPhotos(deps.db, userId), photoQuota(deps.db, userId)]);
  return { photos: rows.map((row) => presentPhoto(row, cdnPrefix)), limit: quota.limit };
}

/** Removes a photo and its files; the next photo becomes main if it was. False when not theirs. */
export async function removePhoto(deps: PhotoDeps, userId: number, photoId: number): Promise<boolean> {
  const deleted = await deletePhotoRow(deps.db, userId, photoId);
  if (!deleted) return false;
  // The row is gone for good: a file the storage will not delete now is retried by the job.
  await deleteMediaOrRetryLater(
    { db: deps.db, media: deps.storage, clock: deps.clock, log: deps.log },
    filesOf(deleted),
    {
      userId,
      photoId,
    },
  );
  return true;
}

/**
 * The automated check every new photo goes through while `inspected`: its difference hash must
 * not match a photo moderators removed. A match is deleted (files and row); anything else passes
 * (passPhotoCheck: shown at once, or after a moderator, by the site's `photo_review`) and waits in
 * the moderators' queue either way. Answers the ids it refused. Runs on stored files, so it can
 * move to a job queue as is.
 */
export async function checkNewPhotos(deps: PhotoDeps, photoIds: number[]): Promise<number[]> {
  const refused: number[] = [];
  for (const id of photoIds) {
    const photo = await findPhoto(deps.db, id);
    if (!photo || photo.status !== 'inspected' || photo.phash !== null) continue;
    const phash = await differenceHash(await deps.storage.get(photo.filename));
    if (await matchesRemovedPhoto(deps.db, phash)) {
      await removePhoto(deps, photo.userId, photo.id);
      refused.push(id);
    } else {
      await passPhotoCheck(deps.db, photo.id, phash);
    }
  }
  return refused;
}

/** Refuses the request when the member has no room left (before a byte of it is read). */
export async function roomFor(deps: PhotoDeps, userId: number): Promise<{ limit: number; free: number }> {
  const { limit, used } = await photoQuota(deps.db, userId);
  if (used >= limit) throw new AppError(409, 'photo_limit', 'errors.photoLimit', { limit });
  return { limit, free: limit - used };
}

export function photoInvalid(messageKey: PhotoRejected['messageKey'] | 'errors.photoDuplicate'): AppError {
  return new AppError(400, 'photo_invalid', messageKey);
}

/** Seconds a member whose decodes are all taken is asked to wait: about one photo's decode. */
const DECODE_BUSY_RETRY_SECONDS = 5;

/** The member's earlier uploads are still being decoded: they wait for those, not everyone else. */
export function photoBusy(): AppError {
  return new AppError(429, 'too_many_requests', 'errors.tooManyRequests').withRetryAfter(
    DECODE_BUSY_RETRY_SECONDS,
  );
}

/**
 * Adds uploaded photos (temporary files from the request), all or none: every file is checked
 * and rendered before anything is stored, rows are written in one transaction, and the stored
 * files are removed again if that fails. Then the automated check runs and is awaited.
 */
export async function addPhotos(deps: PhotoDeps, userId: number, uploads: string[]): Promise<void> {
  if (uploads.length === 0) throw photoInvalid('errors.photoNotImage');
  const rendered: PhotoVariants[] = [];
  for (const upload of uploads) {
    try {
      rendered.push(await processPhoto(await readFile(upload), PHOTO_LIMITS, String(userId)));
    } catch (error) {
      if (error instanceof PhotoRejected) throw photoInvalid(error.messageKey);
      if (error instanceof PhotoBusy) throw photoBusy();
      throw error;
    }
  }

  const stored: string[] = [];
  let ids: number[];
  try {
    const batch: NewPhoto[] = [];
    for (const variants of rendered) {
      const photo = await storePhotoVariants(deps.storage, variants);
      stored.push(...filesOf(photo));
      batch.push(photo);
    }
    ids = await insertPhotos(deps.db, userId, batch);
  } catch (error) {
    await deleteQuietly(deps.storage, stored);
    throw error;
  }

  const refused = await checkNewPhotos(deps, ids);
  if (refused.length > 0) throw photoInvalid('errors.photoDuplicate');
}

export class PhotoOrderInvalid extends AppError {
  constructor(field: 'order' | 'main_id') {
    super(400, 'validation_failed', 'validation.invalidValue', {}, { [field]: 'validation.invalidValue' });
  }
}

/** A new order (exactly the member's photo ids) and/or a new main photo (one of them). */
export async function arrangeOwnPhotos(
  deps: PhotoDeps,
  userId: number,
  change: { order?: number[]; main_id?: number },
): Promise<void> {
  const listed = await listPhotos(deps.db, userId);
  const own = new Set(listed.map((p) => p.id));
  const mainable = new Set(listed.filter((p) => p.status !== 'rejected').map((p) => p.id));
  if (change.order) {
    const given = new Set(change.order);
    const exact =
      given.size === change.order.length && given.size === own.size && [...given].every((id) => own.has(id));
    if (!exact) throw new PhotoOrderInvalid('order');
  }
  if (change.main_id !== undefined && !mainable.has(change.main_id)) throw new PhotoOrderInvalid('main_id');
  await arrangePhotos(deps.db, userId, { order: change.order, mainId: change.main_id });
}
