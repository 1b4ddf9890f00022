/** The profile area's public entry: what other areas may use of it. */
export { PhotoBusy } from './photos/decode-pool.js';
export { differenceHash } from './photos/photo-hash.js';
export { PHOTO_LIMITS, PhotoRejected, processPhoto } from './photos/photo-pipeline.js';
export { deletePhotoRow, filesOf, findPhoto } from './photos/photo-repository.js';
export type { PhotoRow } from './photos/photo-repository.js';
export { photoBusy, photoInvalid } from './photos/photo-service.js';
export { renderVariants } from './photos/photo-variants.js';
export { TooManyFiles, spoolUploads } from './photos/upload-spool.js';
export type { SpooledUploads } from './photos/upload-spool.js';
export { applyProfilePatch } from './profile-patch.js';
export { listedFor } from './search-query.js';
export { fictionalIdsToSkip, notFictional } from './listing-preferences.js';
