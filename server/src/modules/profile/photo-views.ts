import type { PhotoView } from '@amora/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { photos } from '../../db/schema.js';

export interface PhotoRow {
  id: number;
  filename: string;
  thumbFilename: string;
  blurredFilename: string | null;
  isMain: boolean;
}

/** A member's photos others may see: active only (never the ones still being inspected), in order. */
export async function loadActivePhotos(db: Db, userId: number): Promise<PhotoRow[]> {
  return db
    .select({
      id: photos.id,
      filename: photos.filename,
      thumbFilename: photos.thumbFilename,
      blurredFilename: photos.blurredFilename,
      isMain: photos.isMain,
    })
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.status, 'active')))
    .orderBy(asc(photos.position), asc(photos.id));
}

export interface PhotoAccess {
  /** Premium viewers (and the member themself) see every photo as it is. */
  unlocked: boolean;
  /** False in privacy mode for viewers not in contact: only the blurred main photo. */
  details: boolean;
  cdnPrefix: string;
}

function locked(row: PhotoRow, cdnPrefix: string): PhotoView | null {
  // No blurred file yet: leave the photo out rather than send the real one.
  if (!row.blurredFilename) return null;
  const url = `${cdnPrefix}${row.blurredFilename}`;
  return { id: row.id, url, thumb_url: url, locked: true, is_main: row.isMain };
}

/**
 * The blur rule (spec section 6): a viewer without premium sees the main photo and every other
 * photo only as the server-blurred file, so the real file name never reaches them.
 */
export function presentPhotos(rows: PhotoRow[], access: PhotoAccess): PhotoView[] {
  const views: Array<PhotoView | null> = rows.map((row) => {
    if (!access.details) return row.isMain ? locked(row, access.cdnPrefix) : null;
    if (!access.unlocked && !row.isMain) return locked(row, access.cdnPrefix);
    return {
      id: row.id,
      url: `${access.cdnPrefix}${row.filename}`,
      thumb_url: `${access.cdnPrefix}${row.thumbFilename}`,
      locked: false,
      is_main: row.isMain,
    };
  });
  return views.filter((view): view is PhotoView => view !== null);
}
