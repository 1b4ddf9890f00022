import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../db/database.js';
import { landerImages } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { MediaStorage } from '../../plugins/storage/index.js';
import type { StaffTx } from '../staff/index.js';

export interface StoredLanderImage {
  file: string;
  width: number;
  height: number;
}

/** A lander hero is shown at most this wide (a 2× phone, a 1× desktop column). */
export const LANDER_IMAGE_MAX_WIDTH = 1200;
/** Bigger uploads are refused before decoding; more pixels than this are a decompression bomb. */
export const LANDER_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A marketer's image for lander variants: decoded by sharp (its real type, whatever the name
 * says), scaled to at most 1200 px wide, re-encoded as WebP without metadata, stored in the media
 * storage, and listed so a variant may name it. The size is kept so the page reserves the space.
 * `alongside` runs in the transaction that lists the image (the console's audit row): the two
 * commit together, while the decoding stays outside it and holds no connection.
 */
export async function storeLanderImage(
  db: Db,
  media: MediaStorage,
  data: Buffer,
  alongside?: (tx: StaffTx, stored: StoredLanderImage) => Promise<unknown>,
): Promise<StoredLanderImage> {
  if (data.length === 0 || data.length > LANDER_IMAGE_MAX_BYTES)
    throw new AppError(413, 'payload_too_large', 'errors.photoTooLarge');
  let encoded: { data: Buffer; info: { width: number; height: number } };
  try {
    encoded = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: LANDER_IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(400, 'photo_invalid', 'errors.photoNotImage');
  }
  const name = randomBytes(16).toString('hex');
  const file = `landers/${name.slice(0, 2)}/${name}.webp`;
  await media.put(file, encoded.data);
  const row = { file, width: encoded.info.width, height: encoded.info.height };
  await db.transaction(async (tx) => {
    await tx.insert(landerImages).values(row);
    await alongside?.(tx, row);
  });
  return row;
}
