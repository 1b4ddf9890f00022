import { PHOTO_MAX_BYTES } from '@amora/contracts/plain';

/**
 * The photo types the server takes (docs/api/profile.md). No HEIC: the server's image library cannot
 * decode it, and leaving it out of the file picker's `accept` makes iOS convert its photos to JPEG.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const PHOTO_MAX_MEGABYTES = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));

/**
 * The message key for a file the server would refuse anyway, or null to send it. A file without a
 * type (some browsers give HEIC files none) goes to the server, which looks at the content.
 */
export function localPhotoProblem(file: File): 'errors.photoNotImage' | 'errors.photoTooLarge' | null {
  if (file.type && !(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'errors.photoNotImage';
  if (file.size > PHOTO_MAX_BYTES) return 'errors.photoTooLarge';
  return null;
}
