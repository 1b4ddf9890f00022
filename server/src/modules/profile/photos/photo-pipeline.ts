import {
  PHOTO_MAX_ASPECT_RATIO,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_MIN_SIDE,
} from '@amora/contracts';
import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';
import { isCleanContainer } from './container-check.js';
import { DECODE_TIMEOUT_SECONDS, DecodePool, decodePool, DecodeTimedOut } from './decode-pool.js';
import { FULL_MAX_SIDE, renderVariants, type PhotoVariants } from './photo-variants.js';

// Every upload is a different image: libvips' operation cache would only hold memory.
sharp.cache(false);

export type PhotoRejectionKey =
  | 'errors.photoNotImage'
  | 'errors.photoTooLarge'
  | 'errors.photoTooManyPixels'
  | 'errors.photoTooSmall'
  | 'errors.photoBadShape'
  | 'errors.photoTooComplex';

/** An upload that is not a usable photo; the key is the member's message. */
export class PhotoRejected extends Error {
  constructor(readonly messageKey: PhotoRejectionKey) {
    super(messageKey);
    this.name = 'PhotoRejected';
  }
}

export interface PhotoLimits {
  maxBytes: number;
  maxPixels: number;
  minSide: number;
  /** The longest side, and how many times the short side it may be: checked from the header. */
  maxSide: number;
  maxAspectRatio: number;
  /** A decode that takes longer is stopped by libvips and the photo refused (the pool's limit too). */
  decodeTimeoutSeconds: number;
}

export const PHOTO_LIMITS: PhotoLimits = {
  maxBytes: PHOTO_MAX_BYTES,
  maxPixels: PHOTO_MAX_PIXELS,
  minSide: PHOTO_MIN_SIDE,
  maxSide: PHOTO_MAX_SIDE,
  maxAspectRatio: PHOTO_MAX_ASPECT_RATIO,
  decodeTimeoutSeconds: DECODE_TIMEOUT_SECONDS,
};

/** What file-type may call an upload, and the name libvips gives the same format. */
const ACCEPTED: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heif',
  'image/heif': 'heif',
  'image/avif': 'heif',
};

/** The member's message for a decode libvips gave up on. */
export function decodeFailure(error: unknown): PhotoRejected {
  if (error instanceof DecodeTimedOut) return new PhotoRejected('errors.photoTooComplex');
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new PhotoRejected('errors.photoTooManyPixels');
  if (/timeout/i.test(message)) return new PhotoRejected('errors.photoTooComplex');
  return new PhotoRejected('errors.photoNotImage');
}

/**
 * Checks one upload and renders its served files. The content decides what it is (never the
 * name or the declared type); it must be exactly one JPEG, PNG, WebP or HEIF/AVIF image that
 * libvips decodes completely within the pixel cap. The result is re-encoded, so no metadata
 * (EXIF, GPS, ICC, XMP, comments) and no extra bytes of the upload reach a served file.
 */
export async function processPhoto(
  input: Buffer,
  limits: PhotoLimits = PHOTO_LIMITS,
  /** Whose upload it is: the decode pool takes members in turns and bounds each one's work. */
  owner = 'anonymous',
  pool: DecodePool = decodePool,
): Promise<PhotoVariants> {
  if (input.length > limits.maxBytes) throw new PhotoRejected('errors.photoTooLarge');
  const type = await fileTypeFromBuffer(input);
  const format = type ? ACCEPTED[type.mime] : undefined;
  if (!type || !format || !isCleanContainer(input, type.mime))
    throw new PhotoRejected('errors.photoNotImage');

  const work = pool.run(owner, async () => {
    const options = { limitInputPixels: limits.maxPixels, failOn: 'error' as const };
    const metadata = await sharp(input, options)
      .metadata()
      .catch((error: unknown) => {
        throw decodeFailure(error);
      });
    if (metadata.format !== format) throw new PhotoRejected('errors.photoNotImage');
    const { width, height } = metadata.autoOrient;
    // Refused for its pixels, whatever its size in bytes: a small file can decode to gigabytes.
    if (width * height > limits.maxPixels) throw new PhotoRejected('errors.photoTooManyPixels');
    if (Math.min(width, height) < limits.minSide) throw new PhotoRejected('errors.photoTooSmall');
    // A few kilobytes can declare a strip of 200,000 × 200 pixels, within the pixel cap but slow to
    // decode and resize: no camera makes one, so the shape is refused before any decoding.
    const [long, short] = width >= height ? [width, height] : [height, width];
    if (long > limits.maxSide || long > short * limits.maxAspectRatio)
      throw new PhotoRejected('errors.photoBadShape');

    // One full decode (JPEG shrinks while decoding): truncated or corrupt data fails here.
    const decoded = await sharp(input, { ...options, autoOrient: true })
      .resize(FULL_MAX_SIDE, FULL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .timeout({ seconds: limits.decodeTimeoutSeconds })
      .toBuffer({ resolveWithObject: true })
      .catch((error: unknown) => {
        throw decodeFailure(error);
      });
    if (decoded.info.channels !== 3) throw new PhotoRejected('errors.photoNotImage');
    return renderVariants({
      data: decoded.data,
      width: decoded.info.width,
      height: decoded.info.height,
      channels: 3,
    });
  });
  return work.catch((error: unknown) => {
    throw error instanceof DecodeTimedOut ? decodeFailure(error) : error;
  });
}
